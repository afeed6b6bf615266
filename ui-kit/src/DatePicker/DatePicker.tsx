import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Heading,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { DateInputBox } from '../DateField/DateInputBox.tsx';
import { useIsoDateRoot, type IsoDateProps } from '../DateField/DateField.tsx';
import { FieldHelp, FieldLabel } from '../Field/Field.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { fieldStyles } from '../Field/field-styles.ts';
import { focusRing, forcedHighlight } from '../utils/styles.ts';

type OmittedAriaProps = 'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue';

export interface DatePickerProps extends Omit<AriaDatePickerProps<DateValue>, OmittedAriaProps>, IsoDateProps {}

const iconButton = (state: { isFocusVisible: boolean; isDisabled?: boolean }) =>
  focusRing({
    ...state,
    className:
      'flex size-10 shrink-0 items-center justify-center rounded-control border border-line-strong bg-surface text-primary hover:bg-primary-soft disabled:text-ink-muted forced-colors:border-[ButtonBorder] forced-colors:text-[ButtonText] forced-colors:disabled:text-[GrayText]',
  });

/**
 * A date typed in the interface's format, or picked in a calendar opened by the button beside it.
 * In the calendar, arrow keys move by day and week, Page Up/Down by month, Enter picks, Escape closes.
 */
export function DatePicker({ label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, ref, className, id, ...props }: DatePickerProps) {
  const root = useIsoDateRoot({ value, defaultValue, onChange, minValue, maxValue, ref, id, name: props.name });
  return (
    <AriaDatePicker {...props} {...root} className={fieldStyles({ className })}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className="flex max-w-60 gap-2">
        <DateInputBox isReadOnly={props.isReadOnly} className="flex-1" />
        <Button className={iconButton}>
          <CalendarDays aria-hidden="true" className="size-5" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <Dialog className="p-3 outline-none">
          <Calendar className="w-fit">
            <header className="mb-2 flex items-center gap-2">
              <Button slot="previous" className={iconButton}>
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Button>
              <Heading className="flex-1 text-center font-semibold" />
              <Button slot="next" className={iconButton}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5 [&_th]:text-sm [&_th]:font-semibold [&_th]:text-ink-muted">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={({ isSelected, isFocusVisible, isDisabled, isOutsideMonth, isToday }) =>
                    focusRing({
                      isFocusVisible,
                      className: [
                        'flex size-9 cursor-pointer items-center justify-center rounded-control text-sm tabular-nums',
                        isSelected
                          ? `bg-primary font-semibold text-ink-inverse ${forcedHighlight}`
                          : 'hover:bg-primary-soft',
                        isToday && !isSelected ? 'border border-primary forced-colors:border-[CanvasText]' : '',
                        isOutsideMonth ? 'invisible' : '',
                        isDisabled ? 'cursor-not-allowed text-ink-muted line-through forced-colors:text-[GrayText]' : '',
                      ].join(' '),
                    })
                  }
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </FieldPopover>
    </AriaDatePicker>
  );
}
