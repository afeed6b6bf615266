import { useRef, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { FieldPopover, OptionList, type ListOption } from '../Field/FieldPopover.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles, inputStyles } from '../Field/field-styles.ts';
import { useFocusHandle, type FocusHandle } from '../Field/focus-handle.ts';

type OmittedAriaProps = 'children' | 'className' | 'style' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange';

export interface SelectProps<T extends ListOption> extends Omit<AriaSelectProps<T>, OmittedAriaProps>, FieldProps {
  /** The choices, each with an `id` (the value) and a `label` (the text shown). */
  items: Iterable<T>;
  /** The `id` of the chosen option, or null. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (value: Key | null) => void;
  /** Text shown while nothing is chosen. Defaults to "Select an option". */
  placeholder?: string;
  /** `focus()` moves to the button (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
  className?: string;
}

/**
 * One choice among a known list (dissemination status, frequency), in a button that opens the
 * list. Typing letters jumps to an option; arrow keys move; Enter chooses. For long lists fetched
 * from the server, use ComboBox.
 */
export function Select<T extends ListOption>({ label, description, errorMessage, items, placeholder, ref, className, id, ...props }: SelectProps<T>) {
  const { t } = useLingui();
  const fieldId = useFieldId(props.name, id);
  const fieldRef = useRef<HTMLDivElement>(null);
  useFocusHandle(ref, fieldRef);
  return (
    <AriaSelect {...props} id={fieldId} ref={fieldRef} placeholder={placeholder ?? t`Select an option`} className={fieldStyles({ className })}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button
        className={({ isFocusVisible, isPressed, ...state }) =>
          inputStyles({
            ...state,
            isInvalid: props.isInvalid,
            isFocused: isFocusVisible || isPressed,
            className: 'flex cursor-pointer items-center gap-2 text-start',
          })
        }
      >
        <SelectValue<T> className="min-w-0 flex-1 data-placeholder:text-ink-muted">
          {/* The chosen option's text only, without the check mark it has in the list. */}
          {({ isPlaceholder, selectedItems, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : <span lang={selectedItems[0]?.lang}>{selectedText}</span>
          }
        </SelectValue>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-muted forced-colors:text-[ButtonText]" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <OptionList items={items} />
      </FieldPopover>
    </AriaSelect>
  );
}
