import { useRef, type ReactNode, type Ref } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { choiceStyles, fieldStyles, markStyles } from '../Field/field-styles.ts';
import { useFocusHandle, type FocusHandle } from '../Field/focus-handle.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  /** The choices: `Radio` elements. */
  children: ReactNode;
  /** `focus()` moves to the checked radio, or the first (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
  className?: string;
}

/**
 * One choice among a few, all visible. Arrow keys move between the choices and select them; Tab
 * leaves the group. Lay them out `horizontal` only when they are short.
 */
export function RadioGroup({ label, description, errorMessage, children, ref, className, id, ...props }: RadioGroupProps) {
  const fieldId = useFieldId(props.name, id);
  const groupRef = useRef<HTMLDivElement>(null);
  useFocusHandle(ref, groupRef);
  return (
    <AriaRadioGroup {...props} id={fieldId} ref={groupRef} className={fieldStyles({ className })}>
      <FieldLabel elementType="span" isRequired={props.isRequired}>
        {label}
      </FieldLabel>
      <div className={props.orientation === 'horizontal' ? 'flex flex-wrap gap-x-6 gap-y-1' : 'flex flex-col gap-1'}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  label: ReactNode;
}

/** One choice of a RadioGroup. */
export function Radio({ label, ...props }: RadioProps) {
  return (
    <RadioField {...props}>
      <RadioButton className={({ isDisabled }) => choiceStyles({ isDisabled })}>
        {(state) => (
          <>
            <span className={markStyles({ ...state, className: 'mt-0.5 size-5 rounded-full' })}>
              <span className="size-2 rounded-full bg-current" />
            </span>
            <span>{label}</span>
          </>
        )}
      </RadioButton>
    </RadioField>
  );
}
