import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChecklistPicker, useDataLanguages } from '@atelier/ui-kit';
import type { PartialCodeList } from '@atelier/contracts';
import type { FormValues } from '../records/form-values.ts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen, type FormExtension } from '../records/RecordFormScreen.tsx';
import { StewardshipSection, type StewardshipValues } from '../records/StewardshipFields.tsx';
import { codeListUi, partialCodeListUi } from './kinds.ts';
import { codeQueries } from './queries.ts';

export interface PartialCodeListFormProps {
  /** The partial list to modify with its codes; none to create one. */
  existing?: { list: PartialCodeList; codes: string[] };
  /** On creation, the parent list chosen beforehand (from a complete list's page). */
  parentId?: string;
}

type Values = FormValues & StewardshipValues & { codes: string[] };

/** Creates or modifies a partial list: a complete list (its parent), then the subset of its codes it keeps. */
export function PartialCodeListForm({ existing, parentId }: PartialCodeListFormProps) {
  const { t } = useLingui();
  const codes = existing?.codes;
  const extension = useMemo<FormExtension<{ codes: string[] }>>(
    () => ({
      values: { codes: codes ?? [] },
      schema: { codes: z.array(z.string()).min(1, t`Choose at least one code of the parent list.`) },
      body: (values) => ({ codes: values.codes }),
    }),
    [codes, t],
  );
  const initial = useMemo(() => (parentId ? { parentId } : undefined), [parentId]);
  return (
    <RecordFormScreen ui={partialCodeListUi} record={existing?.list} initial={initial} extension={extension}>
      {(form) => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="id" />
            <RecordField name="label" />
            <RecordField name="description" />
            <ParentField form={form} />
          </FormSection>
          <StewardshipSection />
          <FormSection title={<Trans>Codes</Trans>}>
            <KeptCodes form={form} />
          </FormSection>
        </>
      )}
    </RecordFormScreen>
  );
}

/**
 * The parent list: searched among the complete lists on the server when creating, then shown and
 * never changed. Another parent empties the codes kept: they were the previous parent's.
 */
function ParentField({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useLingui();
  return (
    <RecordField
      name="parentId"
      description={t`The complete list whose codes this list keeps. It cannot change later.`}
      onChange={() => form.setValue('codes', [])}
      className="max-w-xl"
    />
  );
}

/** The codes kept, picked in the parent's codes with a search. */
function KeptCodes({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const parentId = useWatch({ control: form.control, name: 'parentId' }) as string;
  const parentCodes = useQuery({ ...codeQueries.all(codeListUi, parentId), enabled: parentId !== '' });
  const items = useMemo(
    () => (parentCodes.data ?? []).map((code) => ({ id: code.code, label: code.labelLg1, description: code.code, lang: lg1 })),
    [parentCodes.data, lg1],
  );
  return (
    <Controller
      control={form.control}
      name="codes"
      render={({ field, fieldState }) => (
        <ChecklistPicker
          {...field}
          label={t`Codes kept from the parent list`}
          description={parentId ? undefined : t`Choose the parent list first.`}
          items={items}
          isRequired
          isDisabled={parentId === ''}
          status={parentCodes.isError ? 'error' : parentCodes.isFetching ? 'loading' : 'ready'}
          onRetry={() => void parentCodes.refetch()}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
