import type { Ref } from 'react';
import { TextEntry, type TextEntryProps } from './TextEntry.tsx';

export interface TextFieldProps extends TextEntryProps {
  /** Forwarded to the input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with its label, help and error. Plugs into react-hook-form's
 * `Controller` as is: `{...field}` gives name, value, onChange, onBlur and ref; add
 * `isInvalid={fieldState.invalid}` and `errorMessage={fieldState.error?.message}`.
 */
export function TextField({ ref, ...props }: TextFieldProps) {
  return <TextEntry {...props} multiline={false} inputRef={ref} />;
}
