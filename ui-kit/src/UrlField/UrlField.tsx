import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { isHttpUrl } from './url.ts';

export type UrlFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A web address (homepage, legal material, link). An address that does not start with http:// or
 * https:// is refused in words when the person leaves the field, then re-checked as they correct
 * it. An error given by the form (`isInvalid`, `errorMessage`) takes precedence.
 */
export function UrlField({ isInvalid, errorMessage, onBlur, onChange, description, ...props }: UrlFieldProps) {
  const { t } = useLingui();
  const [isMalformed, setIsMalformed] = useState(false);
  const check = (text: string) => setIsMalformed(text.trim() !== '' && !isHttpUrl(text.trim()));
  const showOwnError = isMalformed && !isInvalid;
  return (
    <TextField
      {...props}
      // Not type="url": its native check would show the browser's own message, in the browser's language.
      inputMode="url"
      autoComplete="url"
      description={description ?? t`For example https://www.example.org/page`}
      isInvalid={isInvalid || isMalformed}
      errorMessage={showOwnError ? t`Enter a web address that starts with http:// or https://.` : errorMessage}
      onBlur={(event) => {
        check(event.target.value);
        onBlur?.(event);
      }}
      onChange={(text) => {
        if (isMalformed) check(text);
        onChange?.(text);
      }}
    />
  );
}
