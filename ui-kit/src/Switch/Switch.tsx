import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { choiceStyles } from '../Field/field-styles.ts';
import { focusRing } from '../utils/styles.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'inputRef'>, Omit<FieldProps, 'errorMessage'> {
  /** What the switch turns on, for example "Display second language". */
  label: ReactNode;
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A setting that takes effect at once (show the second language), not a form answer: for that,
 * use a Checkbox. Its state shows by the knob's side and its fill, and is read as on or off.
 */
export function Switch({ label, description, ref, className, id, ...props }: SwitchProps) {
  const fieldId = useFieldId(props.name, id);
  return (
    <SwitchField {...props} id={fieldId} inputRef={ref} className={`flex flex-col gap-1 ${className ?? ''}`}>
      <SwitchButton className={({ isDisabled }) => choiceStyles({ isDisabled, className: 'items-center' })}>
        {({ isSelected, isDisabled, isFocusVisible }) => (
          <>
            <span
              className={focusRing({
                isFocusVisible,
                className: [
                  'flex h-6 w-11 shrink-0 items-center rounded-full border-2 p-0.5 transition-colors duration-quick',
                  isSelected
                    ? 'justify-end border-primary bg-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight]'
                    : 'justify-start border-line-strong bg-surface-sunken forced-colors:border-[ButtonBorder] forced-colors:bg-[Field]',
                  isDisabled ? 'opacity-50 forced-colors:border-[GrayText]' : '',
                ].join(' '),
              })}
            >
              <span
                className={`size-4 rounded-full shadow-sm ${isSelected ? 'bg-surface forced-colors:bg-[HighlightText]' : 'bg-ink-muted forced-colors:bg-[ButtonText]'}`}
              />
            </span>
            <span>{label}</span>
          </>
        )}
      </SwitchButton>
      <div className="ps-13">
        <FieldHelp description={description} />
      </div>
    </SwitchField>
  );
}
