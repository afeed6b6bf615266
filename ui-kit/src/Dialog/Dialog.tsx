import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import {
  FormContext,
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
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
 * A modal window: focus moves into it and stays there until it closes, then returns where it was;
 * the page behind is hidden from screen readers; Escape closes it.
 */
export function Dialog({ title, children, isOpen, onOpenChange, actions, role = 'dialog', isDismissable = true }: DialogProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
      className="fixed inset-0 z-40 flex items-center justify-center bg-ink/50 p-4 forced-colors:bg-[Canvas]"
    >
      <Modal className="w-full max-w-lg rounded-card bg-surface shadow-xl forced-colors:border forced-colors:border-[CanvasText]">
        <AriaDialog role={role} className="flex max-h-[85vh] flex-col outline-none">
          {({ close }) => (
            <>
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
                <div className="overflow-y-auto px-5 py-4">{children}</div>
              </FormContext.Provider>
              {actions && (
                <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4">{actions}</div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
