import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog, FileDropZone, useFileSizeFormat, useFormMessages } from '@atelier/ui-kit';
import { DOCUMENT_FILE_TYPES, MAX_DOCUMENT_FILE_BYTES, documentKind, fileNameProblem, type Document } from '@atelier/contracts';
import { ERROR_MESSAGES } from '../lib/error-messages.ts';
import { useFieldNames } from '../records/field-names.ts';
import { FormSection } from '../records/FormSection.tsx';
import { bodyOf, formValuesOf } from '../records/form-values.ts';
import { PartlySavedError, recordQueries } from '../records/record-api.ts';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen, type EmbeddedForm, type FormExtension } from '../records/RecordFormScreen.tsx';
import { StewardshipSection, fromStewardship, ownershipOf, toStewardship } from '../records/StewardshipFields.tsx';
import { createDocument, replaceDocumentFile, updateDocument } from './documents-api.ts';
import { documentUi } from './kinds.ts';

/** What the document's form holds besides the declared fields: the file chosen, if any. */
interface FileValues {
  file: File | null;
}

const NO_FILE: FileValues = { file: null };
/** What the file picker offers: the extensions documents may hold. */
const ACCEPTED = Object.keys(DOCUMENT_FILE_TYPES).map((extension) => `.${extension}`);

/** Why a file cannot be a document's, in the words of the API's refusal (361, 362, 415, 413); null when it can. */
function useFileCheck(): (file: File) => string | null {
  const { i18n } = useLingui();
  return useCallback(
    (file: File) => {
      const problem = fileNameProblem(file.name);
      if (problem) return i18n._(ERROR_MESSAGES[problem]);
      return file.size > MAX_DOCUMENT_FILE_BYTES ? i18n._(ERROR_MESSAGES.PAYLOAD_TOO_LARGE) : null;
    },
    [i18n],
  );
}

/** Whether a body changes none of the record's fields (only its file is new): then only the file is sent. */
function changesNothing(body: Record<string, unknown>, record: Document): boolean {
  const before = {
    ...bodyOf(documentKind, formValuesOf(documentKind, record), { creating: false }),
    ...toStewardship(fromStewardship(record), ownershipOf(documentKind)),
  };
  return Object.entries(before).every(([name, value]) => JSON.stringify(body[name] ?? null) === JSON.stringify(value ?? null));
}

/** A question asked in a dialog, answered by a promise: yes or no. */
function useQuestion() {
  const [question, setQuestion] = useState<{ message: ReactNode; answer: (yes: boolean) => void } | null>(null);
  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  const ask = useCallback((message: ReactNode) => new Promise<boolean>((resolve) => setQuestion({ message, answer: resolve })), []);
  return {
    ask,
    isOpen: question !== null,
    message: question?.message,
    answer,
  };
}

/**
 * Creates or modifies a document: its titles (unique among documents and links), language, update
 * date, description, and its file, dropped or chosen, checked before sending (name, type, size, with
 * the API's words). A new document is sent with its file (multipart); a new file for an existing one
 * replaces the current file once the user confirms, and never while other records cite it (304).
 * `embedded`: inside another screen's dialog (a document created from a quality report's form).
 */
export function DocumentForm({ existing, embedded }: { existing?: Document | undefined; embedded?: EmbeddedForm | undefined }) {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const names = useFieldNames(documentUi);
  const check = useFileCheck();
  const formatSize = useFileSizeFormat();
  const replacing = useQuestion();
  const { ask } = replacing;
  const creating = !existing;
  // The API refuses a new file while other records cite the document: the form says so beforehand.
  const usages = useQuery({ ...recordQueries.usages(documentUi, existing?.id ?? ''), enabled: !creating });
  const locked = (usages.data?.length ?? 0) > 0;
  const fileName = names('file');

  const extension = useMemo(
    (): FormExtension<FileValues> => ({
      values: NO_FILE,
      schema: {
        file: z.custom<File | null>().superRefine((file, context) => {
          if (!file) {
            if (creating) context.addIssue({ code: 'custom', message: required(fileName) });
            return;
          }
          const problem = check(file);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      },
      body: () => ({}),
      confirm: async ({ file }) => {
        const current = existing?.file?.name;
        if (!file || !current) return true;
        const chosen = file.name;
        return ask(<Trans>Replace the file {current} with {chosen}? The current file cannot be recovered.</Trans>);
      },
      send: async (body, { file }) => {
        if (!existing) {
          // The schema made sure there is one.
          if (!file) throw new Error('A new document needs its file');
          return createDocument(body, file);
        }
        if (!file) return updateDocument(existing.id, body);
        if (changesNothing(body, existing)) return replaceDocumentFile(existing.id, file);
        // Fields first (the version check), then the file, which the API versions on its own.
        const id = await updateDocument(existing.id, body);
        try {
          return await replaceDocumentFile(id, file);
        } catch (error) {
          throw new PartlySavedError(t`The other changes were saved, but the file was not replaced.`, error);
        }
      },
    }),
    [existing, creating, fileName, required, t, check, ask],
  );

  const types = Object.keys(DOCUMENT_FILE_TYPES).join(', ').toUpperCase();
  const max = formatSize(MAX_DOCUMENT_FILE_BYTES);
  const current = existing?.file;
  const currentName = current?.name ?? '';
  const currentSize = current ? formatSize(current.size) : '';
  const help = locked
    ? t`Other records cite this document: its file cannot be replaced while they do.`
    : current
      ? t`Current file: ${currentName} (${currentSize}). Choose another one to replace it. Accepted: ${types}; ${max} at most.`
      : t`Accepted: ${types}; ${max} at most. The name: letters without accents, digits, dashes and underscores.`;

  return (
    <>
      <RecordFormScreen ui={documentUi} {...(existing ? { record: existing } : {})} {...(embedded ? { embedded } : {})} extension={extension}>
        {(form) => (
          <>
            <FormSection title={<Trans>General information</Trans>}>
              <RecordField name="label" />
              <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
                <RecordField name="lang" />
                <RecordField name="updatedDate" />
              </div>
              <RecordField name="description" />
            </FormSection>
            <FormSection title={<Trans>File</Trans>}>
              <Controller
                control={form.control}
                name="file"
                render={({ field, fieldState }) => (
                  <FileDropZone
                    ref={field.ref}
                    name={field.name}
                    label={fileName}
                    description={help}
                    isRequired={creating}
                    isDisabled={locked}
                    acceptedFileTypes={ACCEPTED}
                    validate={(file) => {
                      const problem = check(file);
                      const refused = file.name;
                      return problem ? t`“${refused}”: ${problem}` : null;
                    }}
                    value={field.value}
                    onChange={field.onChange}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <RecordField name="url" description={<Trans>Where the file is published, when it is kept elsewhere.</Trans>} />
            </FormSection>
            <StewardshipSection />
          </>
        )}
      </RecordFormScreen>
      <ConfirmDialog
        kind="replace"
        title={<Trans>Replace the file</Trans>}
        isOpen={replacing.isOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) replacing.answer(false);
        }}
        onConfirm={() => replacing.answer(true)}
        message={replacing.message}
      />
    </>
  );
}
