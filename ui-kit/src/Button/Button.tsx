import { useEffect, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv, type VariantProps } from '../utils/variants.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { dropStaleAnnouncementsSoon } from '../utils/stale-announcements.ts';
import { focusRing, forcedHighlight } from '../utils/styles.ts';

export const buttonStyles = tv({
  extend: focusRing,
  base: [
    'relative inline-flex items-center justify-center gap-2 rounded-control border px-4 text-center font-semibold',
    'transition-colors duration-quick select-none cursor-pointer',
  ],
  variants: {
    variant: {
      primary: 'border-transparent bg-primary text-ink-inverse hover:bg-primary-hover pressed:bg-primary-pressed',
      secondary: 'border-primary bg-surface text-primary hover:bg-primary-soft pressed:bg-surface-sunken',
      danger: 'border-transparent bg-danger text-ink-inverse hover:bg-danger-hover pressed:bg-danger-hover',
      quiet: 'border-transparent bg-transparent text-primary hover:bg-primary-soft pressed:bg-surface-sunken',
    },
    size: {
      md: 'min-h-10 py-2 text-base',
      sm: 'min-h-8 px-3 py-1 text-sm',
    },
    isDisabled: {
      true: 'cursor-not-allowed border-line-strong bg-surface-sunken text-ink-muted hover:bg-surface-sunken forced-colors:text-[GrayText]',
    },
    isPending: {
      true: 'cursor-wait',
    },
    /**
     * The current one of a set (the page shown, among page numbers): in forced colours every
     * variant is a system button, so the current one takes the system highlight instead.
     */
    isCurrent: {
      true: `forced-colors:border-[Highlight] ${forcedHighlight}`,
      false: 'forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', isCurrent: false },
});

/** Whether an `aria-current` value marks the element as the current one of its set. */
export const isAriaCurrent = (value: boolean | string | undefined) => value !== undefined && value !== false && value !== 'false';

export interface ButtonProps extends AriaButtonProps, Omit<VariantProps<typeof buttonStyles>, 'isCurrent'> {
  /** Announced while `isPending`, for example "Saving". Defaults to "In progress". */
  pendingLabel?: string;
  /** The button element, to move focus back to it (after the row it acted on is gone, say). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the product. Pressable by mouse, touch, Enter and Space; while `isPending` it
 * keeps its focus and size, shows a spinner and tells screen readers that the action is running.
 */
export function Button({ variant, size, pendingLabel, className, children, ...props }: ButtonProps) {
  const { t } = useLingui();
  // A button that shows progress leaves (its dialog closes, its form's page goes): react-aria's
  // announcements that name it go with it.
  const canPend = props.isPending !== undefined;
  useEffect(() => (canPend ? dropStaleAnnouncementsSoon : undefined), [canPend]);
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (given, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, isCurrent: isAriaCurrent(props['aria-current']), className: given }),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={isPending ? 'invisible inline-flex items-center gap-2' : 'contents'}>{content}</span>
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size="sm" label={pendingLabel ?? t`In progress`} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
