import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { UNSAFE_PortalProvider } from 'react-aria';
import {
  FormContext,
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { ReturnFocusAtOnce } from '../utils/return-focus.tsx';
import { focusRing } from '../utils/styles.ts';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Buttons at the bottom, last one the main action. */
  actions?: ReactNode;
  /** `alertdialog` for a question that interrupts (confirmations); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside or Escape closes it. Confirmations are not dismissable by a stray click. */
  isDismissable?: boolean;
}

/**
 * Whether the element's content is taller than the element (it scrolls), followed as either resizes.
 */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** The dialog's content: a Tab stop when it scrolls, so that the arrow keys scroll text that holds no control. */
function DialogBody({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(body);
  return (
    <div
      ref={body}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable from the keyboard (WCAG 2.1.1)
      tabIndex={overflows ? 0 : undefined}
      className="overflow-y-auto px-5 py-4 outline-focus -outline-offset-3 focus-visible:outline-3 focus-visible:outline-solid forced-colors:outline-[Highlight]"
    >
      {children}
    </div>
  );
}

/**
 * A modal window: focus moves into it and stays there until it closes, then returns where it was;
 * the page behind is hidden from screen readers; Escape closes it. The popovers of its fields (a
 * ComboBox's suggestions, a Select's options, a calendar) open inside the dialog element, not at the
 * end of the page outside every landmark (axe's `region`, RGAA 9.2). Content taller than the window
 * scrolls between the title and the actions, which stay in sight; the scrolling body is then a Tab
 * stop.
 */
export function Dialog({ title, children, isOpen, onOpenChange, actions, role = 'dialog', isDismissable = true }: DialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLElement>(null);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
      className="fixed inset-0 z-40 flex items-center justify-center bg-ink/50 p-4 forced-colors:bg-[Canvas]"
    >
      <Modal className="w-full max-w-lg rounded-card bg-surface shadow-xl forced-colors:border forced-colors:border-[CanvasText]">
        <AriaDialog ref={dialog} role={role} className="flex max-h-[85vh] flex-col outline-none">
          {({ close }) => (
            <UNSAFE_PortalProvider getContainer={() => dialog.current}>
              <ReturnFocusAtOnce />
              <div className="flex items-start gap-4 border-b border-line px-5 py-4">
                <Heading slot="title" className="min-w-0 flex-1 text-xl font-bold">
                  {title}
                </Heading>
                <AriaButton
                  onPress={close}
                  aria-label={t`Close`}
                  className={(renderProps) =>
                    focusRing({ ...renderProps, className: 'rounded-control p-1 text-ink-muted hover:bg-surface-sunken' })
                  }
                >
                  <X aria-hidden="true" className="size-5" />
                </AriaButton>
              </div>
              {/* A dialog opened from a form is not part of it: without this, react-aria would hand
                  the outer form's props (its onSubmit) to a form inside the dialog. */}
              <FormContext.Provider value={null}>
                <DialogBody>{children}</DialogBody>
              </FormContext.Provider>
              {actions && (
                <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4">{actions}</div>
              )}
            </UNSAFE_PortalProvider>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
