import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { tv } from '../utils/variants.ts';

const fillStyles = tv({
  base: 'h-full rounded-full bg-primary transition-[width] duration-quick forced-colors:bg-[Highlight]',
});

export interface ProgressBarProps {
  /** What is progressing, for example "Exporting the quality report". */
  label: string;
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * The value as shown and read, for example "12 of 40 documents". Defaults to a percentage in
   * the interface's language ("45%", "45 %").
   */
  valueLabel?: string;
  className?: string;
}

/**
 * How far a long action has gone (an export, an import): its label, its value in words beside it,
 * and a bar. For waiting without a measure, use `Spinner`.
 */
export function ProgressBar({ label, value, minValue, maxValue, valueLabel, className }: ProgressBarProps) {
  return (
    <AriaProgressBar
      aria-label={label}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      className={`flex w-full flex-col gap-1.5 ${className ?? ''}`}
    >
      {({ percentage, valueText }) => (
        <>
          {/* The bar's name and value are read from its attributes: the visible copies stay silent. */}
          <div aria-hidden="true" className="flex flex-wrap justify-between gap-x-4 text-sm">
            <span className="font-semibold">{label}</span>
            <span className="tabular-nums">{valueText}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full border border-line-strong bg-surface-sunken forced-colors:border-[CanvasText]">
            <div className={fillStyles()} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
