import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BilingualText, Link, RichText, useDataLanguages } from '@atelier/ui-kit';
import type { Field, RecordView, ReferencedRecord } from '@atelier/contracts';
import { anyRecordHref } from './catalogue.ts';
import { useFieldNames } from './field-names.ts';
import type { RecordUi } from './kind.ts';
import { usePartNames } from './part-names.ts';
import { useVocabularyLabel } from './reference.ts';
import { SummaryList, type SummaryRow } from './RecordSummary.tsx';

// A record's own fields on its page, from the kind's declaration: a bilingual pair in both
// languages (each with its `lang`), the records it points to as links to their pages, the
// organisations and codes of its lookup fields by their labels (the record's `references` name
// them all), ordered parts as a table in their order, and any other value as people read it. A module's page lists its fields by name.

const valuesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : typeof value === 'number' ? [String(value)] : [];

function NotSpecified() {
  return (
    <span className="text-ink-muted italic forced-colors:text-[CanvasText]">
      <Trans>Not specified</Trans>
    </span>
  );
}

/** Items of a value with several parts (records, organisations, codes): one per line. */
export function Items({ items }: { items: ReactNode[] }) {
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item, index) => (
        // The record's values in their order, fixed while shown.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A record pointed to: a link to its page, its label in the first data language, its identifier after. */
function ReferencedLink({ record }: { record: ReferencedRecord }) {
  const { lg1 } = useDataLanguages();
  const href = anyRecordHref(record.kind, record.id);
  const label = <span lang={lg1}>{record.labelLg1}</span>;
  return (
    <>
      {href ? <Link href={href}>{label}</Link> : label} <span className="text-ink-muted forced-colors:text-[CanvasText]">({record.id})</span>
    </>
  );
}

/** An organisation or a code, by its label in the interface's data language when it has one. */
function LookupLabel({ entry }: { entry: ReferencedRecord }) {
  const label = useVocabularyLabel()(entry);
  return <span lang={label.lang}>{label.text}</span>;
}

/** The value of one of the record's fields (not a bilingual pair), as its page shows it. */
export function FieldValue({ ui, record, name }: { ui: RecordUi; record: RecordView; name: string }) {
  const field: Field | undefined = ui.kind.fields[name];
  if (!field) return <NotSpecified />;
  if (field.widget === 'parts') return <PartsTable ui={ui} record={record} name={name} field={field} />;
  return <Value ui={ui} field={field} name={name} value={record[name]} known={record.references[name] ?? []} />;
}

interface ValueProps {
  ui: RecordUi;
  field: Field;
  /** The field's name in the kind's field names and the record's references (`columns.term` in a parts field's entries). */
  name: string;
  value: unknown;
  /** The records, organisations and codes it points to, with their labels. */
  known: readonly ReferencedRecord[];
}

/** A value of a field, as people read it. */
function Value({ ui, field, name, value, known }: ValueProps) {
  const { t, i18n } = useLingui();
  const values = valuesOf(value);
  if (values.length === 0 && typeof value !== 'boolean') return <NotSpecified />;
  if (field.reference || field.lookup) {
    return (
      <Items
        items={values.map((id) => {
          const target = known.find((entry) => entry.id === id);
          if (!target) return id;
          return field.reference ? <ReferencedLink record={target} /> : <LookupLabel entry={target} />;
        })}
      />
    );
  }
  switch (field.widget) {
    case 'boolean':
      return value === true ? t`Yes` : t`No`;
    case 'choice': {
      const named = ui.fieldNames[`${name}.${String(value)}`];
      return named ? i18n._(named) : String(value);
    }
    case 'date':
      return i18n.date(`${String(value)}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
    case 'url':
      return <Link href={String(value)}>{String(value)}</Link>;
    case 'richText':
      return <RichText html={String(value)} />;
    default:
      return values.join(', ');
  }
}

/** Ordered parts (a structure's components): a table, one row per entry in its order, one column per field of the entries. */
function PartsTable({ ui, record, name, field }: { ui: RecordUi; record: RecordView; name: string; field: Field }) {
  const { t } = useLingui();
  const names = useFieldNames(ui);
  const partNames = usePartNames(ui);
  const entries = Array.isArray(record[name]) ? (record[name] as unknown[]) : [];
  if (entries.length === 0) return <NotSpecified />;
  const parts = Object.entries(field.entry ?? {});
  const cellClassName = 'border-b border-line px-3 py-2 text-start align-top forced-colors:border-[CanvasText]';
  const headClassName = 'border-b-2 border-line-strong bg-surface-subtle px-3 py-2 text-start font-semibold forced-colors:border-[CanvasText]';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{names(name)}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClassName}>
              {t`Position`}
            </th>
            {parts.map(([part]) => (
              <th key={part} scope="col" className={headClassName}>
                {partNames.part(name, part)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // The record's entries in their order, fixed while shown.
            <tr key={index}>
              <th scope="row" className={cellClassName}>
                {index + 1}
              </th>
              {parts.map(([part, partField]) => (
                <td key={part} className={cellClassName}>
                  <Value
                    ui={ui}
                    field={partField}
                    name={`${name}.${part}`}
                    value={(entry as Record<string, unknown> | null)?.[part]}
                    known={record.references[`${name}.${part}`] ?? []}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface RecordFieldValuesProps {
  ui: RecordUi;
  record: RecordView;
  /** Its fields, in the order shown: a bilingual pair by its name (`abstract`), any other field by its own. */
  fields: readonly string[];
}

/** Some of a record's fields, in the order given: pairs in both languages, the others as terms and values. */
export function RecordFieldValues({ ui, record, fields }: RecordFieldValuesProps) {
  const names = useFieldNames(ui);
  const isPair = (name: string) => `${name}Lg1` in ui.kind.fields && `${name}Lg2` in ui.kind.fields;
  // Consecutive single fields share one list of terms; each pair stands on its own.
  const groups: (string | string[])[] = [];
  for (const name of fields) {
    const last = groups.at(-1);
    if (isPair(name)) groups.push(name);
    else if (Array.isArray(last)) last.push(name);
    else groups.push([name]);
  }
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) =>
        Array.isArray(group) ? (
          <SummaryList key={group.join()} rows={group.map((name): SummaryRow => ({ label: names(name), value: <FieldValue ui={ui} record={record} name={name} /> }))} />
        ) : (
          <PairValue key={group} ui={ui} record={record} name={group} label={names(group)} />
        ),
      )}
    </div>
  );
}

function PairValue({ ui, record, name, label }: { ui: RecordUi; record: RecordView; name: string; label: string }) {
  const rich = ui.kind.fields[`${name}Lg1`]?.widget === 'richText';
  const side = (value: unknown) => {
    if (typeof value !== 'string' || value === '') return null;
    return rich ? <RichText html={value} /> : value;
  };
  return (
    <BilingualText
      label={label}
      valueLg1={side(record[`${name}Lg1`])}
      valueLg2={side(record[`${name}Lg2`])}
      className={ui.kind.fields[`${name}Lg1`]?.widget === 'multiline' ? 'whitespace-pre-line' : undefined}
    />
  );
}

/** A titled section of a record's page holding some of its fields ("Description", "Organisations"). */
export function RecordFieldsSection({ title, ...props }: RecordFieldValuesProps & { title: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <RecordFieldValues {...props} />
    </section>
  );
}

/** Rows of "General information" for some of the record's fields (a series' family, an operation's year). */
export function useFieldRows(ui: RecordUi, record: RecordView): (fields: readonly string[]) => SummaryRow[] {
  const names = useFieldNames(ui);
  return (fields) => fields.map((name) => ({ label: names(name), value: <FieldValue ui={ui} record={record} name={name} /> }));
}
