import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionToolbar, Button, Form, LinkButton, PageTitle } from '@atelier/ui-kit';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import type { FieldNames } from './field-names.ts';
import { SaveError, summaryOf } from './form.tsx';
import { useLeaveGuard } from './leave-guard.tsx';

export interface RecordFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The page's heading. */
  title: ReactNode;
  /** The page's title in the browser tab, without the product's name. */
  documentTitle: string;
  /** Where Cancel leads: the record's page, or the list. */
  cancelHref: string;
  /** The fields in the order of the form, for the error summary. */
  fieldOrder: readonly (keyof T & string)[];
  /** The fields' names, for the server's refusals of some of them. */
  fieldName: FieldNames;
  /**
   * Saves valid values. Call `allowLeaving()` once saved, before navigating away: the unsaved-changes
   * guard then lets the navigation through. A rejection is shown above the form, which keeps its values.
   */
  onSave: (values: T, allowLeaving: () => void) => Promise<void>;
  saving: RecordSaving;
  children: ReactNode;
}

/** Where the save stands: as a mutation says it. */
export interface RecordSaving {
  isPending: boolean;
  /** The server's refusal of the last save, shown above the form. */
  error: unknown;
  /** After a 409 conflict: discards the changes and loads the current version. */
  reload?: () => void;
}

const FORM_ID = 'record-form';

/**
 * The frame of every record's form: heading, Cancel and Save, the server's refusal, the error
 * summary, and the question before leaving with unsaved changes.
 */
export function RecordForm<T extends FieldValues>({
  form,
  title,
  documentTitle,
  cancelHref,
  fieldOrder,
  fieldName,
  onSave,
  saving,
  children,
}: RecordFormProps<T>) {
  const { t } = useLingui();
  const { isDirty, errors, submitCount } = form.formState;
  const guard = useLeaveGuard(isDirty && !saving.isPending);
  // handleSubmit awaits onSave: a rejection is the mutation's error, shown by the caller's state.
  const submit = form.handleSubmit((values) => onSave(values, guard.allowLeaving).catch(() => undefined));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={documentTitle} />
      <PageTitle>{title}</PageTitle>
      <ActionToolbar
        back={
          <LinkButton href={cancelHref} variant="secondary">
            <Trans>Cancel</Trans>
          </LinkButton>
        }
      >
        <Button type="submit" form={FORM_ID} isPending={saving.isPending} pendingLabel={t`Saving`}>
          <Trans>Save</Trans>
        </Button>
      </ActionToolbar>
      {Boolean(saving.error) && <SaveError error={saving.error} fieldName={fieldName} onReload={saving.reload} />}
      <Form id={FORM_ID} onSubmit={(event) => void submit(event)} errors={summaryOf(errors, fieldOrder)} submitCount={submitCount}>
        {children}
      </Form>
      {guard.dialog}
    </div>
  );
}
