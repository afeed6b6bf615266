import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { focusRing } from '../utils/styles.ts';
import type { ToastQueue } from './toast-queue.ts';

const toastStyles = tv({
  extend: focusRing,
  base: 'flex w-full max-w-md items-start gap-3 rounded-card border-l-4 bg-surface p-4 text-ink shadow-lg forced-colors:border-[CanvasText]',
  variants: {
    tone: { success: 'border-success', info: 'border-info', error: 'border-danger' },
  },
});

/**
 * Where toasts appear: bottom right, above the page. It is a landmark: F6 reaches it, Escape leaves
 * it. A toast confirms what just happened, and to what: "Code list CL_FREQ saved.", "Series
 * “Labour force survey” published." (a bare "Saved" leaves the reader guessing which record). Its
 * content is an alert: screen readers say it as it appears, wherever focus is. Anything the user
 * must act on belongs in an Alert.
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
