import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChecklistPicker, Select, TextField, useDataLanguages, useFormMessages } from '@atelier/ui-kit';
import type { PartialCodeList, PartialCodeListCreate, PartialCodeListUpdate } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordForm } from '../records/RecordForm.tsx';
import { STEWARDSHIP_FIELDS, StewardshipFields } from '../records/StewardshipFields.tsx';
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
import { codeListQueries } from './queries.ts';

interface Values extends ListFormValues {
  parentId: string;
  codes: string[];
}

const ORDER = ['id', 'parentId', ...LIST_FIELD_ORDER.slice(1), ...STEWARDSHIP_FIELDS, 'codes'] as const;

export interface PartialCodeListFormProps {
  /** The partial list to modify with its codes; none to create one. */
  existing?: { list: PartialCodeList; codes: string[] };
  /** On creation, the parent list chosen beforehand (from a complete list's page). */
  parentId?: string;
}

/** Creates or modifies a partial list: a complete list (its parent), then the subset of its codes it keeps. */
export function PartialCodeListForm({ existing, parentId: initialParent }: PartialCodeListFormProps) {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const { lg1 } = useDataLanguages();
  const { list, codes } = existing ?? {};
  const label = list?.labelLg1;
  const saving = useListSaving<PartialCodeListCreate, PartialCodeListUpdate>('partial', list);
  const parents = useQuery(codeListQueries.lists('complete'));

  const schemaFields = useListSchemaFields();
  const schema = useMemo(
    () =>
      z.object({
        ...schemaFields,
        parentId: z.string().min(1, required(t`Parent list`)),
        codes: z.array(z.string()).min(1, t`Choose at least one code of the parent list.`),
      }),
    [schemaFields, required, t],
  );

  const shared = useListFormValues(list);
  const values = useMemo<Values>(
    () => ({ ...shared, parentId: list?.parentId ?? initialParent ?? '', codes: codes ?? [] }),
    [shared, list, codes, initialParent],
  );
  // The error summary takes focus after a failed save, not the first field.
  const form = useForm<Values>({ values, resolver: zodResolver(schema) as Resolver<Values>, shouldFocusError: false });
  const parentId = useWatch({ control: form.control, name: 'parentId' });
  const parentCodes = useQuery({ ...codeListQueries.allCodes('complete', parentId), enabled: parentId !== '' });
  const codeItems = useMemo(
    () => (parentCodes.data ?? []).map((code) => ({ id: code.code, label: code.labelLg1, description: code.code, lang: lg1 })),
    [parentCodes.data, lg1],
  );

  const save = (data: Values, allowLeaving: () => void) => {
    const body = { ...listBody(data), codes: data.codes };
    return saving.save(
      { create: () => ({ ...body, id: data.id.trim(), parentId: data.parentId }), update: (version) => ({ ...body, version }) },
      allowLeaving,
    );
  };

  return (
    <RecordForm
      form={form}
      title={
        list ? (
          <Trans>
            Modify the partial code list <span lang={lg1}>{label}</span>
          </Trans>
        ) : (
          <Trans>New partial code list</Trans>
        )
      }
      documentTitle={list ? t`Modify ${label}` : t`New partial code list`}
      cancelHref={list ? listHref('partial', list.id) : listHref('partial')}
      fieldOrder={ORDER}
      onSave={save}
      saving={saving}
    >
      <FormSection title={<Trans>General information</Trans>}>
        <ListFields control={form.control as unknown as Control<ListFormValues>} isNew={!list} />
        <Controller
          control={form.control}
          name="parentId"
          render={({ field: { value, onChange, ...field }, fieldState }) =>
            list ? (
              <TextField {...field} value={`${list.parentId} – ${list.parentLabelLg1 ?? ''}`} label={t`Parent list`} isReadOnly className="max-w-xl" />
            ) : (
              <Select
                {...field}
                label={t`Parent list`}
                description={t`The complete list whose codes this list keeps. It cannot change later.`}
                isRequired
                items={(parents.data ?? []).map((parent) => ({ id: parent.id, label: `${parent.id} – ${parent.labelLg1}` }))}
                value={value || null}
                onChange={(key) => {
                  onChange(key === null ? '' : String(key));
                  // The codes chosen belonged to the previous parent.
                  form.setValue('codes', []);
                }}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
                className="max-w-xl"
              />
            )
          }
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
            <ChecklistPicker
              {...field}
              label={t`Codes kept from the parent list`}
              description={parentId ? undefined : t`Choose the parent list first.`}
              items={codeItems}
              isRequired
              isDisabled={parentId === ''}
              status={parentCodes.isError ? 'error' : parentCodes.isFetching ? 'loading' : 'ready'}
              onRetry={() => void parentCodes.refetch()}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
    </RecordForm>
  );
}
