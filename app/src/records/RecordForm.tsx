import { useId, type ReactNode } from 'react';
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
  /**
   * The form inside another screen's dialog: no page heading nor browser title, no guard of its own
   * (the screen behind has one), Cancel and Save at its foot, Cancel calls `onCancel`.
   */
  embedded?: { onCancel: () => void };
  /** Shows a field out of sight (its tab not selected) before focus moves to it. */
  onRevealField?: (name: string) => void;
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
  embedded,
  onRevealField,
  children,
}: RecordFormProps<T>) {
  const { t } = useLingui();
  // Its own id: a form in a dialog may stand beside the page's form.
  const formId = useId();
  const { isDirty, errors, submitCount } = form.formState;
  const guard = useLeaveGuard(isDirty && !saving.isPending && !embedded);
  // handleSubmit awaits onSave: a rejection is the mutation's error, shown by the caller's state.
  const submit = form.handleSubmit((values) => onSave(values, guard.allowLeaving).catch(() => undefined));
  const save = (
    <Button type="submit" form={formId} isPending={saving.isPending} pendingLabel={t`Saving`}>
      <Trans>Save</Trans>
    </Button>
  );
  const error = Boolean(saving.error) && <SaveError error={saving.error} fieldName={fieldName} onReload={saving.reload} />;
  const fields = (
    <Form
      id={formId}
      onSubmit={(event) => {
        // React bubbles a portal's events to its parents: a form in a dialog does not submit the page's.
        event.stopPropagation();
        void submit(event);
      }}
      errors={summaryOf(errors, fieldOrder)}
      submitCount={submitCount}
      {...(onRevealField ? { onRevealField } : {})}
    >
      {children}
    </Form>
  );
  if (embedded) {
    return (
      <div className="flex flex-col gap-6">
        {error}
        {fields}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={embedded.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          {save}
        </div>
      </div>
    );
  }
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
        {save}
      </ActionToolbar>
      {error}
      {fields}
      {guard.dialog}
    </div>
  );
}
