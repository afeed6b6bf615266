import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Spinner } from '@atelier/ui-kit';
import type { FieldChange, HistoryAction, HistoryEntry, ValidationState } from '@atelier/contracts';
import { describeError } from '../lib/error-messages.ts';
import { useDateTimeFormat } from './dates.ts';
import { useDisseminationStatusOptions, usePublicationStateOptions } from './options.ts';
import { useFieldNames, type FieldNames } from './field-names.ts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';

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

function ActionName({ action }: { action: HistoryAction }) {
  switch (action) {
    case 'create':
      return <Trans context="history action">Created</Trans>;
    case 'update':
      return <Trans context="history action">Modified</Trans>;
    case 'validate':
      return <Trans context="history action">Published</Trans>;
    case 'delete':
      return <Trans context="history action">Deleted</Trans>;
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
        <ActionName action={entry.action} />{' '}
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

/**
 * The words people know for the values of the fields every record has (states, statuses), agreed
 * with the kind's noun, and for the values of the kind's choices (its `{field}.{value}` names).
 */
function useValueNames(ui: RecordUi): (field: string, value: unknown) => unknown {
  const { i18n } = useLingui();
  const states = usePublicationStateOptions(ui.gender);
  const statuses = useDisseminationStatusOptions();
  return (field, value) => {
    const choice = ui.kind.fields[field]?.widget === 'choice' && typeof value === 'string' ? ui.fieldNames[`${field}.${value}`] : undefined;
    if (choice) return i18n._(choice);
    const options = field === 'validationState' ? states : field === 'disseminationStatus' ? statuses : null;
    return options?.find((option) => option.id === (value as ValidationState))?.label ?? value;
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
              <td className="py-2 pe-4 [overflow-wrap:anywhere]">
                <ChangedValue value={named(change.field, change.before)} />
              </td>
              <td className="py-2 [overflow-wrap:anywhere]">
                <ChangedValue value={named(change.field, change.after)} />
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

/** One value of a change: text, a list, or records (codes) shown by their notation and label. */
function ChangedValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-ink-muted forced-colors:text-[CanvasText]">
        <Trans>(empty)</Trans>
      </span>
    );
  }
  if (!Array.isArray(value)) return <>{describeValue(value)}</>;
  if (value.every((item) => typeof item !== 'object' || item === null)) return <>{value.map(describeValue).join(', ')}</>;
  const rest = value.length - LISTED_ITEMS;
  return (
    <ul className="list-disc ps-5">
      {value.slice(0, LISTED_ITEMS).map((item, index) => (
        // A list of changed items, fixed once written: the position is a stable key.
        <li key={index}>{describeValue(item)}</li>
      ))}
      {rest > 0 && (
        <li className="list-none text-ink-muted forced-colors:text-[CanvasText]">
          <Trans>and {rest} more</Trans>
        </li>
      )}
    </ul>
  );
}

/** A record by its notation and label when it has them (`A – Agriculture`), else its fields. */
function describeValue(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const fields = value as Record<string, unknown>;
  const name = fields.code ?? fields.id;
  const label = fields.labelLg1 ?? fields.prefLabelLg1;
  if (typeof name === 'string' && typeof label === 'string') return `${name} – ${label}`;
  return Object.entries(fields)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}
