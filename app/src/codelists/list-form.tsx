import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { TextField, useFormMessages } from '@atelier/ui-kit';
import { CodeListIdSchema } from '@atelier/contracts';
import { BilingualFormField } from '../records/BilingualFormField.tsx';
import { useStewardshipSchema, type StewardshipValues } from '../records/StewardshipFields.tsx';
import { useListFieldLabels } from './field-labels.tsx';

// What the forms of complete and partial lists share: identifier, labels, description, stewardship.

export interface ListFormValues extends StewardshipValues {
  id: string;
  labelLg1: string;
  labelLg2: string;
  descriptionLg1: string;
  descriptionLg2: string;
}

export const LIST_FIELD_ORDER = ['id', 'labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2'] as const;

export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The zod fields of the shared part, with the product's messages in the interface language. */
export function useListSchemaFields() {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const labels = useListFieldLabels();
  return {
    id: z
      .string()
      .trim()
      .min(1, required(labels.id))
      .refine((id) => CodeListIdSchema.safeParse(id).success, t`An identifier starts with a letter, then letters, digits, dots, dashes or underscores (at most 100).`),
    labelLg1: z.string().trim().min(1, required(labels.labelLg1)),
    labelLg2: z.string().trim().min(1, required(labels.labelLg2)),
    descriptionLg1: z.string(),
    descriptionLg2: z.string(),
    ...useStewardshipSchema(),
  };
}

/** Identifier (chosen once, at creation), labels and description. */
export function ListFields({ control, isNew }: { control: Control<ListFormValues>; isNew: boolean }) {
  const { t } = useLingui();
  const labels = useListFieldLabels();
  return (
    <>
      <Controller
        control={control}
        name="id"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={labels.id}
            isRequired={isNew}
            isReadOnly={!isNew}
            description={isNew ? t`Its notation, such as CL_FREQ: letters, digits, dots, dashes and underscores. It cannot change later.` : undefined}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            className="max-w-md"
          />
        )}
      />
      <BilingualFormField control={control} name="label" label={labels.label} required="both" />
      <BilingualFormField control={control} name="description" label={labels.description} multiline />
    </>
  );
}
