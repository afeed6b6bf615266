import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import { TextField, useFormMessages } from '@atelier/ui-kit';
import { CodeListIdSchema } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { BilingualFormField } from '../records/BilingualFormField.tsx';
import { orNull } from '../records/optional-text.ts';
import { useCreateRecord, useUpdateRecord } from '../records/record-api.ts';
import {
  fromStewardship,
  toStewardship,
  useStewardshipSchema,
  type StewardshipValues,
} from '../records/StewardshipFields.tsx';
import { useAppContext } from '../shell/app-context.ts';
import { useListFieldLabels } from './field-labels.tsx';
import { LIST_KINDS, type ListKind } from './kinds.ts';
import type { AnyCodeList } from './queries.ts';

// What the forms of complete and partial lists share: identifier, labels, description, stewardship.

export interface ListFormValues extends StewardshipValues {
  id: string;
  labelLg1: string;
  labelLg2: string;
  descriptionLg1: string;
  descriptionLg2: string;
}

export const LIST_FIELD_ORDER = ['id', 'labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2'] as const;

/**
 * The shared part's values: the list's own, or for a new list an owner who is the user and the
 * deployment's default contributor. The same object while these stay the same.
 */
export function useListFormValues(list: AnyCodeList | undefined): ListFormValues {
  const { stamps } = useAuthorization();
  const { defaultContributor } = useAppContext();
  const owner = stamps[0] ?? '';
  return useMemo(
    () =>
      list
        ? {
            id: list.id,
            labelLg1: list.labelLg1,
            labelLg2: list.labelLg2 ?? '',
            descriptionLg1: list.descriptionLg1 ?? '',
            descriptionLg2: list.descriptionLg2 ?? '',
            ...fromStewardship(list),
          }
        : {
            id: '',
            labelLg1: '',
            labelLg2: '',
            descriptionLg1: '',
            descriptionLg2: '',
            owner,
            contributors: defaultContributor ? [defaultContributor] : [],
            disseminationStatus: '',
          },
    [list, owner, defaultContributor],
  );
}

/** The shared part of a list's body, as the API takes it. */
export function listBody(values: ListFormValues) {
  return {
    labelLg1: values.labelLg1.trim(),
    labelLg2: values.labelLg2.trim(),
    descriptionLg1: orNull(values.descriptionLg1),
    descriptionLg2: orNull(values.descriptionLg2),
    ...toStewardship(values),
  };
}

/**
 * Saving a list of either kind: create or update (with the version edited), then its page; and,
 * after a 409 conflict, reading the current version again (the form then takes its values).
 */
export function useListSaving<C, U>(kind: ListKind, list: AnyCodeList | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { endpoint, viewRoute } = LIST_KINDS[kind];
  const create = useCreateRecord<C>(endpoint);
  const update = useUpdateRecord<U>(endpoint, list?.id ?? '');
  const mutation = list ? update : create;
  return {
    isPending: mutation.isPending,
    error: mutation.error,
    save: async (body: { create: () => C; update: (version: number) => U }, allowLeaving: () => void) => {
      const id = list ? await update.mutateAsync(body.update(list.version)) : await create.mutateAsync(body.create());
      allowLeaving();
      await navigate({ to: viewRoute, params: { id }, replace: !list });
    },
    reload: list
      ? () => {
          mutation.reset();
          void queryClient.invalidateQueries({ queryKey: [...endpoint.key, 'detail', list.id] });
        }
      : undefined,
  };
}

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
