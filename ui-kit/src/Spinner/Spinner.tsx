import { useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';

const spinnerStyles = tv({
  base: 'inline-block shrink-0 motion-safe:animate-spin',
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  /** What is being waited for, read by screen readers. Defaults to "Loading". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * An indeterminate progress indicator: an accessible progress bar (no value: indeterminate) drawn
 * as a spinning ring. A plain element: the first page shows it while signing in.
 */
export function Spinner({ label, size, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div role="progressbar" aria-label={label ?? t`Loading`} className={spinnerStyles({ size, className })}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-full">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
