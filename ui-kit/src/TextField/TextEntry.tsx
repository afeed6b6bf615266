import { useId, useState, type Ref } from 'react';
import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CharacterCount } from '../Field/CharacterCount.tsx';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles, inputStyles } from '../Field/field-styles.ts';

// Native `maxLength` is left out on purpose: it cuts pasted text without a word. `characterLimit`
// shows the count instead and lets the form refuse the value.
type OmittedAriaProps = 'children' | 'className' | 'style' | 'maxLength' | 'minLength' | 'pattern';

export interface TextEntryProps extends Omit<AriaTextFieldProps, OmittedAriaProps>, FieldProps {
  placeholder?: string;
  /** Shows "n / limit" below the field and describes the limit; the text is never cut. */
  characterLimit?: number;
  /** Language of the text typed in (`fr`, `en`), when it is not the interface's: set on the input only. */
  lang?: string;
  className?: string;
}

interface TextEntryShape {
  multiline: boolean;
  rows?: number;
  /** Forwarded to the input or the text area (react-hook-form focuses it on error). */
  inputRef?: Ref<HTMLInputElement>;
  areaRef?: Ref<HTMLTextAreaElement>;
}

/** The shared body of TextField and TextArea: one label, one input, help, error, counter. */
export function TextEntry({
  label,
  description,
  errorMessage,
  placeholder,
  characterLimit,
  lang,
  className,
  id,
  multiline,
  rows,
  inputRef,
  areaRef,
  ...props
}: TextEntryProps & TextEntryShape) {
  const fieldId = useFieldId(props.name, id);
  const limitId = useId();
  const [typedLength, setTypedLength] = useState((props.defaultValue ?? '').length);
  const count = props.value === undefined ? typedLength : props.value.length;
  const withLimit = characterLimit !== undefined;
  const inputClass = (state: { isFocused: boolean; isInvalid: boolean; isDisabled: boolean }) =>
    inputStyles({ ...state, isReadOnly: props.isReadOnly, className: multiline ? 'resize-y' : undefined });
  return (
    <AriaTextField
      {...props}
      id={fieldId}
      aria-describedby={withLimit ? limitId : undefined}
      onChange={(value) => {
        setTypedLength(value.length);
        props.onChange?.(value);
      }}
      className={fieldStyles({ className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <AriaTextArea ref={areaRef} lang={lang} placeholder={placeholder} rows={rows} className={inputClass} />
      ) : (
        <Input ref={inputRef} lang={lang} placeholder={placeholder} className={inputClass} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
      {withLimit && <CharacterCount count={count} max={characterLimit} limitId={limitId} />}
    </AriaTextField>
  );
}
