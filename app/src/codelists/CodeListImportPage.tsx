import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionToolbar, Alert, Button, FileDropZone, Link, TextField, useDataLanguages } from '@atelier/ui-kit';
import type { CodeListImport, CodeListImportIssue } from '@atelier/contracts';
import { ApiRequestError, apiRequest } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';
import { recordHref } from '../records/kind.ts';
import { invalidateAfterWrite } from '../records/record-api.ts';
import { RequirePrivilege } from '../records/RequirePrivilege.tsx';
import { ListToolHeader } from '../records/ListToolHeader.tsx';
import { toasts } from '../shell/toasts.ts';
import { codeListUi } from './kinds.ts';

// `/codelists/import`: code lists read from a file (CSV, SDMX-ML, SKOS in Turtle), previewed first
// (a dry run: what each list would become, every problem), then imported, all lists or none.

/** The formats an import reads, by the file's extension. */
const FORMATS = {
  csv: 'text/csv',
  xml: 'application/vnd.sdmx.structure+xml',
  ttl: 'text/turtle',
} as const;
type Extension = keyof typeof FORMATS;

/** The file's format by its extension, or undefined for a file the import does not read. */
export function importFormat(fileName: string): Extension | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return extension in FORMATS && fileName.includes('.') ? (extension as Extension) : undefined;
}

type ListFields = { id: string; labelLg1: string; labelLg2: string };
const NO_FIELDS: ListFields = { id: '', labelLg1: '', labelLg2: '' };

/** Sends the file: a dry run (the preview) or the real run. */
function importFile(file: File, format: Extension, fields: ListFields, dryRun: boolean): Promise<CodeListImport> {
  const query = new URLSearchParams({ dryRun: String(dryRun) });
  if (format === 'csv') for (const [name, value] of Object.entries(fields)) query.set(name, value.trim());
  return apiRequest<CodeListImport>(`/codeList/import?${query.toString()}`, {
    method: 'POST',
    body: new Blob([file], { type: FORMATS[format] }),
  });
}

/** The problems of a refused real run (400 VALIDATION_FAILED, the issues in `details`), else null. */
function refusedIssues(error: unknown): CodeListImportIssue[] | null {
  if (!(error instanceof ApiRequestError) || error.body?.code !== 'VALIDATION_FAILED' || !Array.isArray(error.body.details)) return null;
  return error.body.details as CodeListImportIssue[];
}

/** Its return type said: the route tree, which every router type reads, names this page, and this page the module's kinds. */
export function CodeListImportPage(): ReactNode {
  const { t } = useLingui();
  const title = t`Import code lists`;
  return (
    <RequirePrivilege application={codeListUi.kind.application} privilege="CREATE" page={title}>
      <ImportScreen title={title} />
    </RequirePrivilege>
  );
}

type Step =
  | { state: 'choosing' }
  | { state: 'previewed'; preview: CodeListImport }
  | { state: 'refused'; issues: CodeListImportIssue[]; issueCount?: number | undefined }
  | { state: 'imported'; result: CodeListImport };

function ImportScreen({ title }: { title: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<ListFields>(NO_FIELDS);
  const [checked, setChecked] = useState(false);
  const [step, setStep] = useState<Step>({ state: 'choosing' });
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = { id: useRef<HTMLInputElement>(null), labelLg1: useRef<HTMLInputElement>(null), labelLg2: useRef<HTMLInputElement>(null) };
  const format = file ? importFormat(file.name) : undefined;
  const isCsv = format === 'csv';

  // The heading the step just taken shows takes the focus once it is in the page.
  useEffect(() => {
    if (step.state === 'previewed' || step.state === 'refused') previewHeading.current?.focus();
    else if (step.state === 'imported') resultHeading.current?.focus();
  }, [step]);

  const preview = useMutation({
    mutationFn: ({ chosen, extension }: { chosen: File; extension: Extension }) => importFile(chosen, extension, fields, true),
    onSuccess: (answer) => {
      setStep({ state: 'previewed', preview: answer });
    },
  });
  const run = useMutation({
    mutationFn: ({ chosen, extension }: { chosen: File; extension: Extension }) => importFile(chosen, extension, fields, false),
    onSuccess: (answer) => {
      void invalidateAfterWrite(queryClient, codeListUi);
      const count = answer.lists.length;
      toasts.add({ tone: 'success', title: t({ message: plural(count, { one: '# code list imported.', other: '# code lists imported.' }) }) }, { timeout: 5000 });
      setStep({ state: 'imported', result: answer });
    },
    onError: (error) => {
      const issues = refusedIssues(error);
      if (!issues) return;
      const issueCount = error instanceof ApiRequestError ? (error.body as { issueCount?: number } | null)?.issueCount : undefined;
      setStep({ state: 'refused', issues, issueCount });
    },
  });

  // Anything changed after a preview asks for a new one: Import sends what was previewed.
  const restart = () => {
    preview.reset();
    run.reset();
    setStep({ state: 'choosing' });
  };
  const missing = (name: keyof ListFields) => checked && isCsv && fields[name].trim() === '';
  const sendPreview = () => {
    if (!file || !format) return;
    if (isCsv) {
      setChecked(true);
      const firstMissing = (['id', 'labelLg1', 'labelLg2'] as const).find((name) => fields[name].trim() === '');
      if (firstMissing) {
        fieldRefs[firstMissing].current?.focus();
        return;
      }
    }
    run.reset();
    preview.mutate({ chosen: file, extension: format });
  };

  const previewed = step.state === 'previewed' ? step.preview : undefined;
  const issues = step.state === 'previewed' ? step.preview.issues : step.state === 'refused' ? step.issues : [];
  const issueCount = step.state === 'previewed' ? step.preview.issueCount : step.state === 'refused' ? step.issueCount : undefined;
  const mayImport = previewed !== undefined && previewed.issues.length === 0 && previewed.lists.length > 0;
  const failure = preview.isError ? preview.error : run.isError && !refusedIssues(run.error) ? run.error : null;

  return (
    <div className="flex flex-col gap-6">
      <ListToolHeader ui={codeListUi} title={title} />
      <p>
        <Trans>
          A CSV file holds the codes of one list (a header row: code, labelLg1, labelLg2, descriptionLg1, descriptionLg2, parentCode); an SDMX-ML
          file (.xml) or a SKOS file in Turtle (.ttl) holds one list or several. Nothing is written before the preview.
        </Trans>
      </p>
      <FileDropZone
        label={t`File`}
        description={t`Accepted: CSV (.csv), SDMX-ML (.xml), SKOS in Turtle (.ttl).`}
        isRequired
        value={file}
        acceptedFileTypes={['.csv', '.xml', '.ttl']}
        validate={({ name: fileName }) =>
          importFormat(fileName) ? null : t`The file ${fileName} cannot be imported: choose a CSV (.csv), SDMX-ML (.xml) or Turtle (.ttl) file.`
        }
        onChange={(chosen) => {
          setFile(chosen);
          setChecked(false);
          restart();
        }}
      />
      {isCsv && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">
            <Trans>The list the file holds the codes of</Trans>
          </legend>
          {(
            [
              ['id', t`Identifier`, t`Such as CL_FREQ: a new list, or the existing list whose codes the file replaces.`],
              ['labelLg1', t`Label (first language)`, undefined],
              ['labelLg2', t`Label (second language)`, undefined],
            ] as const
          ).map(([name, label, description]) => (
            <TextField
              key={name}
              ref={fieldRefs[name]}
              label={label}
              {...(description ? { description } : {})}
              isRequired
              value={fields[name]}
              onChange={(value) => {
                setFields((current) => ({ ...current, [name]: value }));
                if (step.state !== 'choosing') restart();
              }}
              isInvalid={missing(name)}
              errorMessage={t`${label}: this field is required.`}
            />
          ))}
        </fieldset>
      )}
      <ActionToolbar>
        <Button onPress={sendPreview} isPending={preview.isPending} isDisabled={!file}>
          <Trans>Preview</Trans>
        </Button>
        {mayImport && file && format && (
          <Button variant="primary" onPress={() => run.mutate({ chosen: file, extension: format })} isPending={run.isPending}>
            <Trans>Import</Trans>
          </Button>
        )}
      </ActionToolbar>
      {failure !== null && (
        <Alert tone="error" title={t`The file was not imported.`}>
          {importFailure(failure, format, i18n) ?? describeError(failure, i18n)}
        </Alert>
      )}
      {(previewed || step.state === 'refused') && (
        <section aria-labelledby="import-preview" className="flex flex-col gap-4">
          <h2 id="import-preview" ref={previewHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
            <Trans>Preview</Trans>
          </h2>
          {step.state === 'refused' && (
            <Alert tone="error" live="off">
              <Trans>The server refused the import: nothing was imported.</Trans>
            </Alert>
          )}
          {previewed && <ListsPreview lists={previewed.lists} />}
          {issues.length > 0 ? (
            <IssuesList issues={issues} issueCount={issueCount} />
          ) : (
            previewed && (
              <p>
                <Trans>No problem found: press Import to write these lists.</Trans>
              </p>
            )
          )}
        </section>
      )}
      {step.state === 'imported' && (
        <section aria-labelledby="import-result" className="flex flex-col gap-4">
          <h2 id="import-result" ref={resultHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
            <Trans>Imported lists</Trans>
          </h2>
          <ul className="list-disc ps-6">
            {step.result.lists.map((list) => (
              <li key={list.id}>
                <Link href={recordHref(codeListUi, list.id)}>{list.labelLg1 ? `${list.id} · ${list.labelLg1}` : list.id}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The words for a file the server could not take (type, size, unreadable), or null for the usual words. */
function importFailure(error: unknown, format: Extension | undefined, i18n: I18n): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 415) return i18n._(msg`The server does not read this type of file: choose a CSV (.csv), SDMX-ML (.xml) or Turtle (.ttl) file.`);
  if (error.status === 413) return i18n._(msg`The file is too large for the server.`);
  if (error.body?.code === 'BAD_REQUEST') {
    const reason = (error.body.details as { reason?: string } | undefined)?.reason;
    if (reason === 'empty') return i18n._(msg`The file is empty.`);
    const name = format === 'csv' ? 'CSV' : format === 'ttl' ? 'Turtle' : 'SDMX-ML';
    return i18n._(msg`The file cannot be read as ${name}: check its content and its encoding (UTF-8).`);
  }
  return null;
}

type ImportedList = CodeListImport['lists'][number];

/** Each list: what it is, what will happen to it, and its first codes. */
function ListsPreview({ lists }: { lists: readonly ImportedList[] }) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const actions: Record<ImportedList['action'], string> = {
    create: t`New list`,
    update: t`Replaces the existing list’s labels and codes`,
    unchanged: t`Unchanged`,
  };
  if (lists.length === 0) return <p>{t`The file holds no code list.`}</p>;
  return (
    <>
      <p>{t({ message: plural(lists.length, { one: 'The file holds # list.', other: 'The file holds # lists.' }) })}</p>
      {lists.map((list) => {
        const { id, codeCount } = list;
        const shown = list.sample.length;
        return (
          <article key={id} aria-labelledby={`import-list-${id}`} className="flex flex-col gap-3 rounded-card border border-line p-4">
            <h3 id={`import-list-${id}`} className="text-lg font-semibold">
              {id}
            </h3>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <Term label={t`Identifier`}>{id}</Term>
              <Term label={t`Label`}>
                <span lang={lg1}>{list.labelLg1 ?? '—'}</span>
                {list.labelLg2 && (
                  <>
                    {' / '}
                    <span lang={lg2}>{list.labelLg2}</span>
                  </>
                )}
              </Term>
              <Term label={t`Number of codes`}>{i18n.number(codeCount)}</Term>
              <Term label={t`What will happen`}>{actions[list.action]}</Term>
            </dl>
            {shown > 0 && (
              <table className="w-full border-collapse text-sm">
                <caption className="mb-1 text-start font-semibold">
                  {shown < codeCount ? t`The first ${shown} codes of ${id}` : t`The codes of ${id}`}
                </caption>
                <thead>
                  <tr className="border-b border-line-strong text-start">
                    <th scope="col" className="p-1 text-start">{t`Code`}</th>
                    <th scope="col" className="p-1 text-start">{t`Label (first language)`}</th>
                    <th scope="col" className="p-1 text-start">{t`Label (second language)`}</th>
                    <th scope="col" className="p-1 text-start">{t`Broader code`}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.sample.map((code) => (
                    <tr key={code.code} className="border-b border-line">
                      <th scope="row" className="p-1 text-start font-normal">
                        {code.code}
                      </th>
                      <td className="p-1" lang={lg1}>
                        {code.labelLg1}
                      </td>
                      <td className="p-1" lang={lg2}>
                        {code.labelLg2}
                      </td>
                      <td className="p-1">{code.parentCode}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        );
      })}
    </>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Every problem in words: which list, where in it, what is wrong. */
function IssuesList({ issues, issueCount }: { issues: readonly CodeListImportIssue[]; issueCount?: number | undefined }) {
  const { t } = useLingui();
  const words = useImportIssueWords();
  const count = issueCount ?? issues.length;
  const listed = issues.length;
  return (
    <Alert tone="error" live="off" title={t({ message: plural(count, { one: 'The file holds # problem: nothing can be imported.', other: 'The file holds # problems: nothing can be imported.' }) })}>
      <ul className="list-disc ps-6">
        {issues.map((issue, index) => (
          <li key={index}>{words(issue)}</li>
        ))}
      </ul>
      {count > listed && <p>{t`Only the first ${listed} are listed.`}</p>}
    </Alert>
  );
}

/** The words for an issue of an import: the list, the place in it, the problem. */
function useImportIssueWords() {
  const { t } = useLingui();
  const fieldName = (name: string | number | undefined): string => {
    switch (name) {
      case 'id':
        return t`identifier`;
      case 'code':
        return t`code`;
      case 'labelLg1':
        return t`label (first language)`;
      case 'labelLg2':
        return t`label (second language)`;
      case 'descriptionLg1':
        return t`description (first language)`;
      case 'descriptionLg2':
        return t`description (second language)`;
      case 'parentCode':
        return t`broader code`;
      case 'codes':
        return t`codes`;
      default:
        return String(name ?? '');
    }
  };
  const where = ({ path }: CodeListImportIssue): string => {
    const [first, second, third] = path;
    if (first === 'query') {
      const field = fieldName(second);
      return t`the ${field} entered`;
    }
    if (first === 'codes' && typeof second === 'number') {
      const position = second + 1;
      if (third === undefined) return t`code no. ${position}`;
      const field = fieldName(third);
      return t`code no. ${position}, ${field}`;
    }
    if (first === undefined) return t`the list`;
    const field = fieldName(first);
    return t`the list’s ${field}`;
  };
  const problem = ({ code }: CodeListImportIssue): string => {
    switch (code) {
      case 'missing_label':
        return t`a label is missing.`;
      case 'invalid_code':
        return t`this code is not valid (letters, digits, dots, dashes and underscores).`;
      case 'invalid_id':
        return t`this identifier is not valid (a letter, then letters, digits, dots, dashes or underscores).`;
      case 'duplicate_code':
        return t`this code is given more than once.`;
      case 'duplicate_list':
        return t`this list is given more than once.`;
      case 'unknown_parent':
        return t`this broader code is not among the list’s codes.`;
      case 'cycle':
        return t`this code would lie under itself (a cycle of broader codes).`;
      case 'empty_list':
        return t`the list holds no code.`;
      case 'id_taken':
        return t`a partial list already has this identifier.`;
      case 'published_list_changes':
        return t`the list is published: unpublish it first, or change it by hand.`;
      case 'kept_by_partial_list':
        return t`a partial list keeps a code the file removes.`;
      case 'several_lists':
        return t`the file holds several lists: the identifier and labels entered name none of them.`;
      default:
        return t`this value is not valid.`;
    }
  };
  return (issue: CodeListImportIssue): string => {
    const place = where(issue);
    const what = problem(issue);
    if (issue.list === undefined) return t`${place}: ${what}`;
    const list = issue.list;
    return t`List ${list}, ${place}: ${what}`;
  };
}
