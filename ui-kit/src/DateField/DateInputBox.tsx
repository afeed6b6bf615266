import { DateInput, DateSegment } from 'react-aria-components';
import { boxStyles } from '../Field/field-styles.ts';
import { forcedHighlight } from '../utils/styles.ts';

/**
 * The segments of a date (day, month, year) in the order and separators of the interface's locale:
 * 31/05/2024 in both French (fr-FR) and British English (en-GB). Each segment is a spin button.
 */
export function DateInputBox({ isReadOnly, className }: { isReadOnly?: boolean; className?: string }) {
  return (
    <DateInput className={boxStyles({ isReadOnly, className: `flex min-w-0 items-center ${className ?? ''}` })}>
      {(segment) => (
        <DateSegment
          segment={segment}
          className={({ isFocused, isPlaceholder }) =>
            [
              'rounded-sm px-0.5 tabular-nums',
              // The focused segment is filled and outlined, placeholder or not: the box's own outline
              // says only that the date has focus, not which of its parts the arrow keys change.
              isFocused
                ? `bg-primary text-ink-inverse outline-2 outline-offset-1 outline-focus outline-solid ${forcedHighlight} forced-colors:outline-[Highlight]`
                : `outline-none ${isPlaceholder ? 'text-ink-muted' : ''}`,
            ].join(' ')
          }
        />
      )}
    </DateInput>
  );
}
