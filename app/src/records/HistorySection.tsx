import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Spinner, useDataLanguages, type GrammaticalGender } from '@atelier/ui-kit';
import type { FieldChange, HistoryAction, HistoryEntry, ValidationState } from '@atelier/contracts';
import { describeError } from '../lib/error-messages.ts';
import { useDateTimeFormat } from './dates.ts';
import { usePublicationStateOptions } from './options.ts';
import { pairOf, useFieldNames, type FieldNames } from './field-names.ts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { referenceQueries, useVocabularyLabel } from './reference.ts';

export interface HistorySectionProps {
  ui: RecordUi;
  id: string;
  /** Heading level inside the page. */
  headingLevel?: 2 | 3;
}

/** Who changed the record, when, and each field before and after: newest first. */
export function HistorySection({ ui, id, headingLevel = 2 }: HistorySectionProps) {
  const fieldName = useFieldNames(ui);
  const { t, i18n } = useLingui();
  const history = useQuery(recordQueries.history(ui, id));
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <Heading id="history-heading" className="text-2xl font-bold">
        <Trans>History</Trans>
      </Heading>
      {history.isPending ? (
        <Spinner label={t`Loading the history`} />
      ) : history.isError ? (
        <Alert
          tone="error"
          title={<Trans>The history could not be loaded.</Trans>}
          actions={
            <Button variant="secondary" size="sm" onPress={() => void history.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {describeError(history.error, i18n)}
        </Alert>
      ) : history.data.length === 0 ? (
        <EmptyState title={<Trans>No change recorded yet.</Trans>} />
      ) : (
        <ol className="flex flex-col gap-4">
          {[...history.data].reverse().map((entry) => (
            <HistoryItem key={entry.id} entry={entry} fieldName={fieldName} ui={ui} headingLevel={headingLevel + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * What was done, in the words of the record's state and agreed with its noun in French, as its
 * badge says it: « Publiée le… » for a list, « Publié le… » for a series' report.
 */
function ActionName({ action, gender }: { action: HistoryAction; gender: GrammaticalGender }) {
  const { t } = useLingui();
  switch (action) {
    case 'create':
      return t({ context: 'history action', message: select(gender, { masculine: 'Created', feminine: 'Created', other: 'Created' }) });
    case 'update':
      return t({ context: 'history action', message: select(gender, { masculine: 'Modified', feminine: 'Modified', other: 'Modified' }) });
    case 'validate':
      // The very word of the publication badge.
      return t({ message: select(gender, { masculine: 'Published', feminine: 'Published', other: 'Published' }) });
    case 'delete':
      return t({ context: 'history action', message: select(gender, { masculine: 'Deleted', feminine: 'Deleted', other: 'Deleted' }) });
  }
}

function HistoryItem({
  entry,
  fieldName,
  ui,
  headingLevel,
}: {
  entry: HistoryEntry;
  fieldName: FieldNames;
  ui: RecordUi;
  headingLevel: number;
}) {
  const formatDateTime = useDateTimeFormat();
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h3';
  const who = entry.userStamp ?? entry.userId;
  const when = formatDateTime(entry.at);
  const version = entry.version;
  return (
    <li className="rounded-card border border-line-strong p-4 forced-colors:border-[CanvasText]">
      <Heading className="text-lg font-semibold">
        <ActionName action={entry.action} gender={ui.gender} />{' '}
        <span className="font-normal">
          <Trans>
            on {when} by {who} (version {version})
          </Trans>
        </span>
      </Heading>
      {entry.changes.length > 0 && <ChangesTable changes={entry.changes} fieldName={fieldName} ui={ui} />}
    </li>
  );
}

/** A value as the history shows it: the words people know for it, in its language when it is record data. */
interface ShownValue {
  value: unknown;
  /** The data language of record text (a pair's side, a code's label); none for the interface's words. */
  lang?: string;
}

/**
 * The words people know for the values of the fields every record has (states, statuses), agreed
 * with the kind's noun, and for the values of the kind's choices (its `{field}.{value}` names); a
 * bilingual pair's side keeps its language.
 */
function useValueNames(ui: RecordUi): (field: string, value: unknown) => ShownValue {
  const { i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const states = usePublicationStateOptions(ui.gender);
  const statuses = useSuspenseQuery(referenceQueries.disseminationStatuses()).data;
  const vocabularyLabel = useVocabularyLabel();
  return (field, value) => {
    const choice = ui.kind.fields[field]?.widget === 'choice' && typeof value === 'string' ? ui.fieldNames[`${field}.${value}`] : undefined;
    if (choice) return { value: i18n._(choice) };
    if (field === 'validationState') return { value: states.find((option) => option.id === (value as ValidationState))?.label ?? value };
    if (field === 'disseminationStatus') {
      const status = statuses.find((entry) => entry.id === value);
      return status ? { value: vocabularyLabel(status).text, lang: vocabularyLabel(status).lang } : { value };
    }
    const pair = pairOf(field);
    return { value, lang: pair ? (pair.side === 'lg1' ? lg1 : lg2) : undefined };
  };
}

function ChangesTable({
  changes,
  fieldName,
  ui,
}: {
  changes: FieldChange[];
  fieldName: FieldNames;
  ui: RecordUi;
}) {
  const named = useValueNames(ui);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-line-strong">
            <th scope="col" className="py-2 pe-4 font-semibold">
              <Trans>Field</Trans>
            </th>
            <th scope="col" className="py-2 pe-4 font-semibold">
              <Trans>Before</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <Trans>After</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-b border-line align-top">
              <th scope="row" className="py-2 pe-4 font-semibold">
                {fieldName(change.field)}
              </th>
              <td className="py-2 pe-4">
                <ChangedValue {...named(change.field, change.before)} />
              </td>
              <td className="py-2">
                <ChangedValue {...named(change.field, change.after)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Items of a list value shown before "and N more": the history of a 10,000-code list stays readable. */
const LISTED_ITEMS = 20;

/**
 * Longer than this, a token (an address, an identifier, a list of codes without spaces) may break
 * anywhere rather than widen the table past a narrow screen; shorter words never break.
 */
const LONG_TOKEN = 20;

/** Text whose long tokens only may break anywhere: words stay whole at every width. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  if (!parts.some((part) => part.length > LONG_TOKEN)) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.length > LONG_TOKEN ? (
          // A fixed text's parts: their position is their identity.
          <span key={index} className="[overflow-wrap:anywhere]">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** One value of a change: text, a list, or records (codes) shown by their notation and label, in their language. */
function ChangedValue({ value, lang }: ShownValue) {
  const { lg1 } = useDataLanguages();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-ink-muted forced-colors:text-[CanvasText]">
        <Trans>(empty)</Trans>
      </span>
    );
  }
  if (!Array.isArray(value)) return <Described value={value} lang={lang} lg1={lg1} />;
  const items: unknown[] = value;
  if (items.every((item) => typeof item !== 'object' || item === null)) {
    return (
      <span lang={lang}>
        <Breakable text={items.map((item) => String(item)).join(', ')} />
      </span>
    );
  }
  const rest = items.length - LISTED_ITEMS;
  return (
    <ul className="list-disc ps-5">
      {items.slice(0, LISTED_ITEMS).map((item, index) => (
        // A list of changed items, fixed once written: the position is a stable key.
        <li key={index}>
          <Described value={item} lang={lang} lg1={lg1} />
        </li>
      ))}
      {rest > 0 && (
        <li className="list-none text-ink-muted forced-colors:text-[CanvasText]">
          <Trans>and {rest} more</Trans>
        </li>
      )}
    </ul>
  );
}

/**
 * A value: text in its language; a record by its notation and its label in the first data language
 * (`A – Agriculture`), else its fields.
 */
function Described({ value, lang, lg1 }: { value: unknown; lang: string | undefined; lg1: string }) {
  if (typeof value !== 'object' || value === null) {
    return (
      <span lang={lang}>
        <Breakable text={String(value)} />
      </span>
    );
  }
  const fields = value as Record<string, unknown>;
  const name = fields.code ?? fields.id;
  const label = fields.labelLg1 ?? fields.prefLabelLg1;
  if (typeof name === 'string' && typeof label === 'string') {
    return (
      <>
        <Breakable text={name} />
        {' – '}
        <span lang={lg1}>
          <Breakable text={label} />
        </span>
      </>
    );
  }
  const text = Object.entries(fields)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
  return <Breakable text={text} />;
}
