import { useMemo } from 'react';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UrlField, isHttpUrl, useDataLanguages } from '@atelier/ui-kit';
import type { Code, CodeList, CodeListCreate, CodeListUpdate } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { useCreateRecord, useUpdateRecord } from '../records/record-api.ts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordForm } from '../records/RecordForm.tsx';
import { STEWARDSHIP_FIELDS, StewardshipFields, fromStewardship, toStewardship } from '../records/StewardshipFields.tsx';
import { useAppContext } from '../shell/app-context.ts';
import { CodesEditor } from './CodesEditor.tsx';
import { duplicateCodes, fromCode, toCodeInput, type CodeRow } from './code-rows.ts';
import { LIST_KINDS, listHref } from './kinds.ts';
import { LIST_FIELD_ORDER, ListFields, orNull, useListSchemaFields, type ListFormValues } from './list-form.tsx';

interface Values extends ListFormValues {
  uri: string;
  codes: CodeRow[];
}

const ORDER = [...LIST_FIELD_ORDER, 'uri', ...STEWARDSHIP_FIELDS, 'codes'] as const;
const { endpoint } = LIST_KINDS.complete;

export interface CodeListFormProps {
  /** The list to modify with its codes; none to create one. */
  existing?: { list: CodeList; codes: Code[] };
}

/** Creates or modifies a complete list: its facts, stewardship and codes, checked before sending. */
export function CodeListForm({ existing }: CodeListFormProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { stamps } = useAuthorization();
  const { defaultContributor } = useAppContext();
  const { list, codes } = existing ?? {};
  const create = useCreateRecord<CodeListCreate>(endpoint);
  const update = useUpdateRecord<CodeListUpdate>(endpoint, list?.id ?? '');
  const mutation = list ? update : create;
  const label = list?.labelLg1;

  const schemaFields = useListSchemaFields();
  const schema = useMemo(
    () =>
      z.object({
        ...schemaFields,
        uri: z.string().trim().refine((uri) => uri === '' || isHttpUrl(uri), t`Enter a web address that starts with http:// or https://.`),
        codes: z
          .array(z.custom<CodeRow>())
          .min(1, t`A code list needs at least one code.`)
          .superRefine((rows, context) => {
            const duplicates = duplicateCodes(rows).join(', ');
            if (duplicates) context.addIssue({ code: 'custom', message: t`These codes appear more than once: ${duplicates}.` });
          }),
      }),
    [schemaFields, t],
  );

  const values = useMemo<Values>(
    () =>
      list
        ? {
            id: list.id,
            uri: list.uri ?? '',
            labelLg1: list.labelLg1,
            labelLg2: list.labelLg2 ?? '',
            descriptionLg1: list.descriptionLg1 ?? '',
            descriptionLg2: list.descriptionLg2 ?? '',
            ...fromStewardship(list),
            codes: (codes ?? []).map(fromCode),
          }
        : {
            id: '',
            uri: '',
            labelLg1: '',
            labelLg2: '',
            descriptionLg1: '',
            descriptionLg2: '',
            owner: stamps[0] ?? '',
            contributors: defaultContributor ? [defaultContributor] : [],
            disseminationStatus: '',
            codes: [],
          },
    [list, codes, stamps, defaultContributor],
  );
  // The error summary takes focus after a failed save, not the first field.
  const form = useForm<Values>({ values, resolver: zodResolver(schema) as Resolver<Values>, shouldFocusError: false });

  const save = async (data: Values, allowLeaving: () => void) => {
    const body = {
      uri: orNull(data.uri),
      labelLg1: data.labelLg1.trim(),
      labelLg2: data.labelLg2.trim(),
      descriptionLg1: orNull(data.descriptionLg1),
      descriptionLg2: orNull(data.descriptionLg2),
      ...toStewardship(data),
      codes: data.codes.map(toCodeInput),
    };
    const id = list ? await update.mutateAsync({ ...body, version: list.version }) : await create.mutateAsync({ ...body, id: data.id.trim() });
    allowLeaving();
    await navigate({ to: '/codelists/$id', params: { id }, replace: !list });
  };

  const reload = () => {
    if (!list) return;
    mutation.reset();
    // The page's queries read again; the form takes their values (and forgets its changes).
    void queryClient.invalidateQueries({ queryKey: [...endpoint.key, 'detail', list.id] });
  };

  return (
    <RecordForm
      form={form}
      title={
        list ? (
          <Trans>
            Modify the code list <span lang={lg1}>{label}</span>
          </Trans>
        ) : (
          <Trans>New code list</Trans>
        )
      }
      documentTitle={list ? t`Modify ${label}` : t`New code list`}
      cancelHref={list ? listHref('complete', list.id) : listHref('complete')}
      fieldOrder={ORDER}
      onSave={save}
      isSaving={mutation.isPending}
      saveError={mutation.error}
      onReload={list ? reload : undefined}
    >
      <FormSection title={<Trans>General information</Trans>}>
        <ListFields control={form.control as unknown as Control<ListFormValues>} isNew={!list} />
        <Controller
          control={form.control}
          name="uri"
          render={({ field, fieldState }) => (
            <UrlField
              {...field}
              label={t`IRI`}
              description={t`Its address elsewhere, when it has one (for example in a registry).`}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title={<Trans>Stewardship</Trans>}>
        <StewardshipFields control={form.control} />
      </FormSection>
      <FormSection title={<Trans>Codes</Trans>}>
        <Controller
          control={form.control}
          name="codes"
          render={({ field, fieldState }) => (
            <CodesEditor
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ?? fieldState.error?.root?.message}
            />
          )}
        />
      </FormSection>
    </RecordForm>
  );
}
