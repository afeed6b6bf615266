import { useId, useState, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useControlledState } from 'react-stately/useControlledState';
import {
  Button,
  Input,
  Tag,
  TagGroup,
  TagList,
  TextField as AriaTextField,
  type Key,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type StandaloneFieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles, inputStyles } from '../Field/field-styles.ts';
import { focusRing } from '../utils/styles.ts';

export interface TagFieldProps extends StandaloneFieldProps {
  /** The values, in the order they were added. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (values: string[]) => void;
  onBlur?: () => void;
  /** Language of the values (`fr`, `en`), when it is not the interface's. */
  lang?: string;
  placeholder?: string;
  /** Forwarded to the text input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/** The values typed in `text`, split at commas, trimmed, empty ones dropped. */
export function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Several short values in one field: alternative labels, keywords. Enter or a comma adds what was
 * typed (a pasted "a, b, c" adds three); a value already there is not added twice and the person is
 * told. Each value is a tag: arrow keys move between tags, Delete or Backspace removes the focused
 * one, and its remove button is named "Remove {value}".
 */
export function TagField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  onBlur,
  lang,
  placeholder,
  ref,
  className,
  id,
  ...props
}: TagFieldProps) {
  const { t } = useLingui();
  const fieldId = useFieldId(props.name, id);
  const labelId = useId();
  const [values, setValues] = useControlledState<readonly string[], string[]>(value, defaultValue ?? [], onChange);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');

  /** Adds the new values of `candidates`; returns the ones refused as duplicates. */
  const add = (candidates: string[]): string[] => {
    const fresh = candidates.filter((candidate, index) => !values.includes(candidate) && candidates.indexOf(candidate) === index);
    const duplicates = candidates.filter((candidate) => values.includes(candidate));
    if (fresh.length > 0) setValues([...values, ...fresh]);
    const list = duplicates.join(', ');
    setNotice(duplicates.length > 0 ? t`Already in the list: ${list}.` : '');
    return duplicates;
  };
  const commit = (text: string) => {
    const duplicates = add(splitValues(text));
    setDraft(duplicates.join(', '));
  };
  const remove = (keys: Set<Key>) => {
    setValues(values.filter((item) => !keys.has(item)));
    setNotice('');
  };

  return (
    <div className={fieldStyles({ className })}>
      <AriaTextField
        {...props}
        id={fieldId}
        value={draft}
        onChange={(text) => {
          // A comma, typed or pasted, ends a value; what follows it stays in the input.
          if (!text.includes(',')) return setDraft(text);
          const cut = text.lastIndexOf(',');
          add(splitValues(text.slice(0, cut)));
          setDraft(text.slice(cut + 1).trimStart());
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== '') {
            event.preventDefault();
            commit(draft);
          }
        }}
        onBlur={() => {
          // Leaving the field keeps what was typed rather than losing it.
          if (draft.trim() !== '') commit(draft);
          onBlur?.();
        }}
        isInvalid={props.isInvalid}
        className="flex flex-col gap-1"
      >
        <FieldLabel id={labelId} isRequired={props.isRequired}>
          {label}
        </FieldLabel>
        {values.length > 0 && (
          <TagGroup aria-labelledby={labelId} onRemove={props.isDisabled ? undefined : remove} className="py-1">
            <TagList items={values.map((item) => ({ id: item }))} className="flex flex-wrap gap-2">
              {(item) => (
                <Tag
                  id={item.id}
                  textValue={item.id}
                  className={({ isFocusVisible }) =>
                    focusRing({
                      isFocusVisible,
                      className:
                        'flex min-h-8 items-center gap-1 rounded-full border border-line-strong bg-surface-subtle ps-3 pe-1 text-sm text-ink forced-colors:border-[ButtonBorder]',
                    })
                  }
                >
                  {({ allowsRemoving }) => (
                    <>
                      <span lang={lang}>{item.id}</span>
                      {allowsRemoving && (
                        <Button
                          slot="remove"
                          className="flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-line hover:text-ink forced-colors:text-[ButtonText]"
                        >
                          <X aria-hidden="true" className="size-4" />
                        </Button>
                      )}
                    </>
                  )}
                </Tag>
              )}
            </TagList>
          </TagGroup>
        )}
        <Input
          ref={ref}
          lang={lang}
          placeholder={placeholder}
          className={(state) => inputStyles({ ...state, className: 'max-w-prose' })}
        />
        <FieldHelp
          description={description ?? t`Press Enter or type a comma after each value.`}
          errorMessage={errorMessage}
        />
      </AriaTextField>
      <p role="status" className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
        {notice}
      </p>
    </div>
  );
}
