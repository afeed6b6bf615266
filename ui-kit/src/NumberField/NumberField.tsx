import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { boxStyles, fieldStyles } from '../Field/field-styles.ts';

type OmittedAriaProps = 'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, OmittedAriaProps>, FieldProps {
  /** The number, or `null` when the field is empty (react-aria's NaN, turned into something a schema reads). */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  /** Whole numbers only: decimals are neither typed nor stepped. */
  isInteger?: boolean;
  /** Forwarded to the input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const stepperStyles = tv({
  base: 'flex size-10 shrink-0 items-center justify-center text-ink hover:bg-surface-sunken pressed:bg-line disabled:text-ink-muted forced-colors:text-[ButtonText] forced-colors:disabled:text-[GrayText]',
});

/**
 * A number typed in the interface's format (1 234,5 in French, 1,234.5 in English), with buttons
 * and arrow keys to step it. The buttons stay out of the Tab order: arrow keys do the same.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  isInteger,
  formatOptions,
  ref,
  className,
  id,
  ...props
}: NumberFieldProps) {
  const fieldId = useFieldId(props.name, id);
  return (
    <AriaNumberField
      {...props}
      id={fieldId}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      defaultValue={defaultValue ?? undefined}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
      formatOptions={isInteger ? { maximumFractionDigits: 0, ...formatOptions } : formatOptions}
      className={fieldStyles({ className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={boxStyles({ isReadOnly: props.isReadOnly, isGroup: true, className: 'flex max-w-60 items-stretch overflow-hidden' })}>
        <Button slot="decrement" className={stepperStyles({ className: 'border-e border-line-strong' })}>
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <Input ref={ref} className="min-w-0 flex-1 bg-transparent px-3 text-end tabular-nums outline-none" />
        <Button slot="increment" className={stepperStyles({ className: 'border-s border-line-strong' })}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
