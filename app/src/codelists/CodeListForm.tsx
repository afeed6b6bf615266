import { useMemo } from 'react';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UrlField, isHttpUrl, useDataLanguages } from '@atelier/ui-kit';
import type { Code, CodeList, CodeListCreate, CodeListUpdate } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { orNull } from '../records/optional-text.ts';
import { RecordForm } from '../records/RecordForm.tsx';
import { STEWARDSHIP_FIELDS, StewardshipFields } from '../records/StewardshipFields.tsx';
import { CodesEditor } from './CodesEditor.tsx';
import { CodeRows, duplicateCodes, fromCode, toCodeInput } from './code-rows.ts';
import { listHref } from './kinds.ts';
import {
  LIST_FIELD_ORDER,
  ListFields,
  listBody,
  useListFormValues,
  useListSaving,
  useListSchemaFields,
  type ListFormValues,
} from './list-form.tsx';

interface Values extends ListFormValues {
  uri: string;
  codes: CodeRows;
}

const ORDER = [...LIST_FIELD_ORDER, 'uri', ...STEWARDSHIP_FIELDS, 'codes'] as const;

export interface CodeListFormProps {
  /** The list to modify with its codes; none to create one. */
  existing?: { list: CodeList; codes: Code[] };
}

/** Creates or modifies a complete list: its facts, stewardship and codes, checked before sending. */
export function CodeListForm({ existing }: CodeListFormProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const { list, codes } = existing ?? {};
  const label = list?.labelLg1;
  const saving = useListSaving<CodeListCreate, CodeListUpdate>('complete', list);

  const schemaFields = useListSchemaFields();
  const schema = useMemo(
    () =>
      z.object({
        ...schemaFields,
        uri: z.string().trim().refine((uri) => uri === '' || isHttpUrl(uri), t`Enter a web address that starts with http:// or https://.`),
        codes: z.instanceof(CodeRows).superRefine(({ rows }, context) => {
          if (rows.length === 0) context.addIssue({ code: 'custom', message: t`A code list needs at least one code.` });
          const duplicates = duplicateCodes(rows).join(', ');
          if (duplicates) context.addIssue({ code: 'custom', message: t`These codes appear more than once: ${duplicates}.` });
        }),
      }),
    [schemaFields, t],
  );

  const shared = useListFormValues(list);
  const values = useMemo<Values>(
    () => ({ ...shared, uri: list?.uri ?? '', codes: new CodeRows((codes ?? []).map(fromCode)) }),
    [shared, list, codes],
  );
  // The error summary takes focus after a failed save, not the first field.
  const form = useForm<Values>({ values, resolver: zodResolver(schema) as Resolver<Values>, shouldFocusError: false });

  const save = (data: Values, allowLeaving: () => void) => {
    const body = { ...listBody(data), uri: orNull(data.uri), codes: data.codes.rows.map(toCodeInput) };
    return saving.save({ create: () => ({ ...body, id: data.id.trim() }), update: (version) => ({ ...body, version }) }, allowLeaving);
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
      saving={saving}
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
              value={field.value.rows}
              onChange={(rows) => field.onChange(new CodeRows(rows))}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ?? fieldState.error?.root?.message}
            />
          )}
        />
      </FormSection>
    </RecordForm>
  );
}
