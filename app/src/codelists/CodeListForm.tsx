import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Code, CodeList } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen, type FormExtension } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { CodesEditor } from './CodesEditor.tsx';
import { CodeRows, duplicateCodes, fromCode, toCodeInput } from './code-rows.ts';
import { codeListUi } from './kinds.ts';

export interface CodeListFormProps {
  /** The list to modify with its codes; none to create one. */
  existing?: { list: CodeList; codes: Code[] };
}

/** Creates or modifies a complete list: its fields, stewardship and codes, checked before sending. */
export function CodeListForm({ existing }: CodeListFormProps) {
  const { t } = useLingui();
  const codes = existing?.codes;
  const extension = useMemo<FormExtension<{ codes: CodeRows }>>(
    () => ({
      values: { codes: new CodeRows((codes ?? []).map(fromCode)) },
      schema: {
        codes: z.instanceof(CodeRows).superRefine(({ rows }, context) => {
          if (rows.length === 0) context.addIssue({ code: 'custom', message: t`A code list needs at least one code.` });
          const duplicates = duplicateCodes(rows).join(', ');
          if (duplicates) context.addIssue({ code: 'custom', message: t`These codes appear more than once: ${duplicates}.` });
        }),
      },
      body: (values) => ({ codes: values.codes.rows.map(toCodeInput) }),
    }),
    [codes, t],
  );
  return (
    <RecordFormScreen ui={codeListUi} record={existing?.list} extension={extension}>
      {(form) => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="id" />
            <RecordField name="label" />
            <RecordField name="description" />
            <RecordField name="uri" description={t`The permanent web address that names it elsewhere, when it has one (for example in a registry).`} />
          </FormSection>
          <StewardshipSection />
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
        </>
      )}
    </RecordFormScreen>
  );
}
