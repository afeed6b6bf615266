import type { ReactNode, Ref } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { FieldHelp, RequiredMarker, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { choiceStyles, markStyles } from '../Field/field-styles.ts';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'inputRef'>,
    FieldProps {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Forwarded to the input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A yes-or-no choice, alone or inside a CheckboxGroup (give it a `value` there). With
 * react-hook-form, bind `isSelected`/`onChange` to the field's value and onChange.
 */
export function Checkbox({ label, description, errorMessage, ref, className, id, ...props }: CheckboxProps) {
  const fieldId = useFieldId(props.name, id);
  return (
    <CheckboxField {...props} id={fieldId} inputRef={ref} className={`flex flex-col gap-1 ${className ?? ''}`}>
      <CheckboxButton className={({ isDisabled }) => choiceStyles({ isDisabled })}>
        {({ isSelected, isIndeterminate, ...state }) => (
          <>
            <span className={markStyles({ ...state, isSelected: isSelected || isIndeterminate, className: 'mt-0.5 size-5 rounded-sm' })}>
              {isIndeterminate ? <Minus aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
            </span>
            <span>
              {label}
              {props.isRequired && <RequiredMarker />}
            </span>
          </>
        )}
      </CheckboxButton>
      <div className="ps-7">
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
