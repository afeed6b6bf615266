import { useRef, type ReactNode, type Ref } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles } from '../Field/field-styles.ts';
import { useFocusHandle, type FocusHandle } from '../Field/focus-handle.ts';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  /** The choices: kit `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  /** `focus()` moves to the first checkbox (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
  className?: string;
}

/**
 * Several choices among a few: the label names the group, and the group's value is the list of
 * the checked values. Above about seven choices, prefer a searchable list.
 */
export function CheckboxGroup({ label, description, errorMessage, children, ref, className, id, ...props }: CheckboxGroupProps) {
  const fieldId = useFieldId(props.name, id);
  const groupRef = useRef<HTMLDivElement>(null);
  useFocusHandle(ref, groupRef);
  return (
    <AriaCheckboxGroup {...props} id={fieldId} ref={groupRef} className={fieldStyles({ className })}>
      <FieldLabel elementType="span" isRequired={props.isRequired}>
        {label}
      </FieldLabel>
      <div className="flex flex-col gap-1">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
