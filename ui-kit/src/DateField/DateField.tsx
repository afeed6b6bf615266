import { useRef, type Ref } from 'react';
import { DateField as AriaDateField, type DateFieldProps as AriaDateFieldProps, type DateValue } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles } from '../Field/field-styles.ts';
import { useFocusHandle, type FocusHandle } from '../Field/focus-handle.ts';
import { DateInputBox } from './DateInputBox.tsx';
import { toCalendarDate, toIsoDate } from './date-value.ts';

/** Props shared by DateField and DatePicker: ISO strings in and out instead of date objects. */
export interface IsoDateProps extends FieldProps {
  /** The date as `YYYY-MM-DD`, or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD`, or null while the date is empty or incomplete. */
  onChange?: (value: string | null) => void;
  /** Earliest and latest dates accepted, as `YYYY-MM-DD`. */
  minValue?: string;
  maxValue?: string;
  /** `focus()` moves to the first segment (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
  className?: string;
}

type OmittedAriaProps = 'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue';

type IsoDateBinding = Pick<IsoDateProps, 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'ref'> & {
  id?: string;
  name?: string;
};

/**
 * The props both date controls give their react-aria root: ISO strings turned into dates and back,
 * the form's id for the name, and the focus handle on the root.
 */
export function useIsoDateRoot({ value, defaultValue, onChange, minValue, maxValue, ref, id, name }: IsoDateBinding) {
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusHandle(ref, rootRef);
  return {
    value: value === undefined ? undefined : toCalendarDate(value),
    defaultValue: toCalendarDate(defaultValue),
    onChange: (next: DateValue | null) => onChange?.(toIsoDate(next)),
    minValue: toCalendarDate(minValue),
    maxValue: toCalendarDate(maxValue),
    id: useFieldId(name, id),
    ref: rootRef,
    granularity: 'day' as const,
  };
}

export interface DateFieldProps extends Omit<AriaDateFieldProps<DateValue>, OmittedAriaProps>, IsoDateProps {}

/**
 * A date typed segment by segment, in the interface's format (react-aria's I18nProvider: fr-FR or
 * en-GB, day/month/year). Arrow keys change the focused segment. Use DatePicker to offer a calendar.
 */
export function DateField({ label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, ref, className, id, ...props }: DateFieldProps) {
  const root = useIsoDateRoot({ value, defaultValue, onChange, minValue, maxValue, ref, id, name: props.name });
  return (
    <AriaDateField {...props} {...root} className={fieldStyles({ className })}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateInputBox isReadOnly={props.isReadOnly} className="max-w-48" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}
