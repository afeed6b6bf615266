import { useMemo, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ComboBox, Dialog, Form, TextField, matchesNormalizedQuery, normalizeForSearch, useFormMessages } from '@atelier/ui-kit';
import { BilingualFormField } from '../records/BilingualFormField.tsx';
import { summaryOf } from '../records/form.tsx';
import { emptyCodeRow, isTaken, possibleParents, type CodeRow } from './code-rows.ts';
import { useFieldNames } from '../records/field-names.ts';
import { codeListUi } from './kinds.ts';

/** Options of the broader-code search: enough to choose from, never the whole of a 10,000-code list. */
const PARENT_OPTIONS = 50;

export interface CodeDialogProps {
  /** The code being edited, or null to add one. */
  editing: CodeRow | null;
  /** Every code of the list, for uniqueness and the choice of a broader code. */
  rows: readonly CodeRow[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (row: CodeRow) => void;
}

const ORDER = ['code', 'labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2', 'parentCode'] as const;

/** Adds a code to a list, or edits one: notation (unique in the list), labels, descriptions, broader code. */
export function CodeDialog({ editing, rows, isOpen, onOpenChange, onSave }: CodeDialogProps) {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const labels = useFieldNames(codeListUi);
  const labelLg1 = labels('labelLg1');
  const previous = editing?.code ?? null;
  const editedCode = editing?.code;
  const schema = useMemo(
    () =>
      z.object({
        code: z
          .string()
          .trim()
          .min(1, required(t`Code`))
          .max(100, t`A code has at most 100 characters.`)
          .refine((code) => !isTaken(rows, code, previous), t`This code is already in the list.`),
        labelLg1: z.string().trim().min(1, required(labelLg1)),
        labelLg2: z.string(),
        descriptionLg1: z.string(),
        descriptionLg2: z.string(),
        parentCode: z.string().nullable(),
      }),
    [rows, previous, required, labelLg1, t],
  );
  const form = useForm<CodeRow>({ values: editing ?? emptyCodeRow(), resolver: zodResolver(schema), shouldFocusError: false });
  const candidates = useMemo(() => possibleParents(rows, previous), [rows, previous]);
  const loadParents = (search: string) => {
    const query = normalizeForSearch(search);
    const matching = candidates.filter((row) => matchesNormalizedQuery(normalizeForSearch(`${row.code} ${row.labelLg1}`), query));
    return Promise.resolve(matching.slice(0, PARENT_OPTIONS).map((row) => ({ id: row.code, label: `${row.code} – ${row.labelLg1}` })));
  };
  const parent = rows.find((row) => row.code === editing?.parentCode);
  const formId = 'code-dialog-form';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled, but React still bubbles its submit to the list's own form.
    event.stopPropagation();
    void form.handleSubmit((row) => {
      onSave(row);
      onOpenChange(false);
    })(event);
  };

  return (
    <Dialog
      title={editing ? t`Modify the code ${editedCode}` : t`Add a code`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId}>
            {editing ? <Trans>Apply the changes</Trans> : <Trans>Add the code</Trans>}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} errors={summaryOf(form.formState.errors, ORDER)} submitCount={form.formState.submitCount}>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t`Code`}
              isRequired
              description={t`Its notation in the list, such as A or 01.11Z.`}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <BilingualFormField control={form.control} name="label" label={labels('label')} required="lg1" />
        <BilingualFormField control={form.control} name="description" label={labels('description')} multiline />
        <Controller
          control={form.control}
          name="parentCode"
          render={({ field: { value, onChange, ...field } }) => (
            <ComboBox
              {...field}
              label={t`Broader code`}
              description={t`Leave empty for a top-level code. Type to search the codes of the list.`}
              loadOptions={loadParents}
              value={value}
              defaultInputValue={parent ? `${parent.code} – ${parent.labelLg1}` : ''}
              onChange={(key) => onChange(key === null ? null : String(key))}
            />
          )}
        />
      </Form>
    </Dialog>
  );
}
