import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, Form, TextArea, TextField, useFormMessages } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import { summaryOf } from '../records/form.tsx';
import { useSendConcept, type DocumentLanguage } from './concept-api.ts';
import { DocumentLanguageChoice } from './ConceptExportButton.tsx';

interface MailValues {
  recipient: string;
  subject: string;
  message: string;
  langue: DocumentLanguage;
}

const ORDER = ['recipient', 'subject', 'message', 'langue'] as const;

export interface ConceptMailButtonProps {
  id: string;
  /** The concept's label in the first data language: the subject proposed. */
  label: string;
}

/**
 * "Send by mail" on a concept's page: a dialog with the recipient, the subject (the concept's label
 * proposed), a message and the document's language; the concept's document is mailed by the
 * server. Mistakes are said at their fields and in the form's summary; the server's refusal (no
 * mail server, a mail server that refused) in words, the dialog kept open; success said in it.
 */
export function ConceptMailButton({ id, label }: ConceptMailButtonProps) {
  const { t, i18n } = useLingui();
  const { required } = useFormMessages();
  const [isOpen, setOpen] = useState(false);
  const sending = useSendConcept(id);
  const schema = useMemo(
    () =>
      z.object({
        recipient: z
          .string()
          .trim()
          .min(1, required(t`Recipient`))
          .max(320, t`An address has at most 320 characters.`)
          .pipe(z.email(t`Enter an e-mail address, such as name@example.org.`)),
        subject: z
          .string()
          .trim()
          .min(1, required(t`Subject`))
          .max(200, t`A subject has at most 200 characters.`),
        message: z.string().trim().max(10_000, t`A message has at most 10,000 characters.`),
        langue: z.enum(['lg1', 'lg2']),
      }),
    [required, t],
  );
  const defaults: MailValues = { recipient: '', subject: label, message: '', langue: 'lg1' };
  const form = useForm<MailValues>({ defaultValues: defaults, resolver: zodResolver(schema), shouldFocusError: false });
  const formId = `concept-mail-${id}`;

  const openChange = (open: boolean) => {
    if (!open) {
      form.reset(defaults);
      sending.reset();
    }
    setOpen(open);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled, but React still bubbles its submit to the page.
    event.stopPropagation();
    void form.handleSubmit(({ message, ...values }) => sending.mutate({ ...values, ...(message ? { message } : {}) }))(event);
  };
  const recipient = sending.variables?.recipient ?? '';

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Send by mail</Trans>
      </Button>
      <Dialog
        title={t`Send the concept by mail`}
        isOpen={isOpen}
        onOpenChange={openChange}
        actions={
          <>
            <Button variant="secondary" onPress={() => openChange(false)}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" form={formId} isPending={sending.isPending} pendingLabel={t`Sending`}>
              <Trans>Send</Trans>
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={submit} errors={summaryOf(form.formState.errors, ORDER)} submitCount={form.formState.submitCount}>
          <p>
            <Trans>The concept's document (.odt) is attached to the message.</Trans>
          </p>
          <Controller
            control={form.control}
            name="recipient"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="email"
                autoComplete="email"
                label={t`Recipient`}
                isRequired
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="subject"
            render={({ field, fieldState }) => (
              <TextField {...field} label={t`Subject`} isRequired isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="message"
            render={({ field, fieldState }) => <TextArea {...field} label={t`Message`} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />}
          />
          <Controller control={form.control} name="langue" render={({ field }) => <DocumentLanguageChoice value={field.value} onChange={field.onChange} />} />
          {sending.isError && (
            <Alert tone="error" title={<Trans>The mail was not sent.</Trans>}>
              {describeError(sending.error, i18n)}
            </Alert>
          )}
          {sending.isSuccess && (
            <Alert tone="success">
              <Trans>Sent to {recipient}.</Trans>
            </Alert>
          )}
        </Form>
      </Dialog>
    </>
  );
}
