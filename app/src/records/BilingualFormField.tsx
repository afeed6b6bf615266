import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BilingualField, useDataLanguages } from '@atelier/ui-kit';

export interface BilingualFormFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The pair's name without its suffix: `label` binds `labelLg1` and `labelLg2`. */
  name: string;
  label: ReactNode;
  /** Which sides must be filled. */
  required?: 'none' | 'lg1' | 'both';
  multiline?: boolean;
  /** Formatted text on each side (the kit's rich text editor). */
  richText?: boolean;
  characterLimit?: number;
  isReadOnly?: boolean;
}

/** A bilingual pair of a react-hook-form form: one kit BilingualField, each side bound to its field. */
export function BilingualFormField<T extends FieldValues>({
  control,
  name,
  label,
  required = 'none',
  multiline,
  richText,
  characterLimit,
  isReadOnly,
}: BilingualFormFieldProps<T>) {
  const { lg1, lg2 } = useDataLanguages();
  const first = useController({ control, name: `${name}Lg1` as Path<T> });
  const second = useController({ control, name: `${name}Lg2` as Path<T> });
  const side = (lang: string, { field, fieldState }: typeof first, isRequired: boolean) => ({
    lang,
    ...field,
    value: (field.value as string | null | undefined) ?? '',
    isRequired,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  });
  return (
    <BilingualField
      label={label}
      multiline={multiline}
      richText={richText}
      characterLimit={characterLimit}
      isReadOnly={isReadOnly}
      lg1={side(lg1, first, required !== 'none')}
      lg2={side(lg2, second, required === 'both')}
    />
  );
}
