import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../utils/styles.ts';

export interface ToastContent {
  tone: 'success' | 'info' | 'error';
  title: string;
  description?: string;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** One queue per application; add toasts with `queue.add({ tone, title }, { timeout: 5000 })`. */
export function createToastQueue(): ToastQueue {
  // Waits for the previous toast to leave so that screen readers hear every one.
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

const toastStyles = tv({
  extend: focusRing,
  base: 'flex w-full max-w-md items-start gap-3 rounded-card border-l-4 bg-surface p-4 text-ink shadow-lg forced-colors:border-[CanvasText]',
  variants: {
    tone: { success: 'border-success', info: 'border-info', error: 'border-danger' },
  },
});

/**
 * Where toasts appear: bottom right, above the page. It is a landmark: F6 reaches it, Escape leaves
 * it. Toasts confirm what just happened ("Saved"); anything the user must act on belongs in an Alert.
 */
export function ToastRegion({ queue }: { queue: ToastQueue }) {
  const { t } = useLingui();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t`Notifications`}
      className="fixed right-4 bottom-4 z-50 flex flex-col-reverse items-end gap-2 outline-none"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={(renderProps) => toastStyles({ ...renderProps, tone: toast.content.tone })}
        >
          <AriaToastContent className="min-w-0 flex-1">
            <Text slot="title" className="block font-semibold">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="block text-sm text-ink-muted">
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton
            slot="close"
            aria-label={t`Close`}
            className={(renderProps) =>
              focusRing({ ...renderProps, className: 'rounded-control p-1 text-ink-muted hover:bg-surface-sunken' })
            }
          >
            <X aria-hidden="true" className="size-4" />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
