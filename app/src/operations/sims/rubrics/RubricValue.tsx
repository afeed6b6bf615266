import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Link, RichText, Spinner, useLanguageName } from '@atelier/ui-kit';
import { isEssential, isRubricFilled, type MsdRubric, type ReferencedRecord, type SimsDocumentRef, type SimsRubric } from '@atelier/contracts';
import { DocumentFileValue } from '../../DocumentFileValue.tsx';
import { documentUi, linkUi } from '../../kinds.ts';
import { anyRecordHref } from '../../../records/catalogue.ts';
import { recordQueries } from '../../../records/record-api.ts';
import { useNearScreen } from '../../../lib/near-screen.ts';
import { useLanguageCodes, useRubricCodes } from './rubric-hooks.ts';
import { labelIn, type Lg, type RubricReferences } from './rubric-values.ts';
import { Items } from '../../../records/RecordValues.tsx';

// A rubric of a quality report as its page shows it, by range type: text, rich text with the
// documents and links it cites, a date, codes, an organisation or a territory by their labels,
// "Not applicable", or "Not filled in" (flagged when the rubric is essential). Every piece of data
// carries the language it is in.

const mutedClassName = 'text-ink-muted italic forced-colors:text-[CanvasText]';

/** "Essential": beside a rubric's title, for the rubrics every report should fill. */
export function EssentialMark() {
  return (
    <span className="inline-flex items-center rounded-full border border-line-strong px-2 py-0.5 text-sm font-semibold text-ink forced-colors:border-[CanvasText]">
      <Trans>Essential</Trans>
    </span>
  );
}

/** An empty rubric: said plainly, and flagged when the rubric is essential. */
function NotFilled({ essential }: { essential: boolean }) {
  if (!essential) {
    return (
      <span className={mutedClassName}>
        <Trans>Not filled in</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold text-ink forced-colors:text-[CanvasText]">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning forced-colors:text-[CanvasText]" />
      <Trans>Not filled in (essential rubric)</Trans>
    </span>
  );
}

/** An organisation or a territory, by its label in the language of the column. */
function ReferenceLabel({ records, id, lg }: { records: readonly ReferencedRecord[] | undefined; id: string; lg: Lg }) {
  const code = useLanguageCodes();
  const found = records?.find((record) => record.id === id);
  if (!found) return <>{id}</>;
  const label = labelIn(found, lg);
  return <span lang={code(label.lg)}>{label.text}</span>;
}

/** The codes of a CODE_LIST rubric, by their labels in the language of the column (a code its list dropped, as it is). */
function CodeLabels({ codeList, values, lg }: { codeList: string; values: readonly string[]; lg: Lg }) {
  const { t } = useLingui();
  const code = useLanguageCodes();
  const codes = useRubricCodes(codeList);
  if (codes.isPending) return <Spinner size="sm" label={t`Loading the codes`} />;
  const byCode = new Map((codes.data ?? []).map((entry) => [entry.id, entry]));
  return (
    <Items
      items={values.map((value) => {
        const found = byCode.get(value);
        if (!found) return value;
        const label = labelIn(found, lg);
        return <span lang={code(label.lg)}>{label.text}</span>;
      })}
    />
  );
}

/** The title of a document or link cited, in the language of the column, as a link to its page. */
function AttachedTitle({ attached, label, lg }: { attached: SimsDocumentRef; label: { labelLg1: string; labelLg2: string | null } | undefined; lg: Lg }) {
  const code = useLanguageCodes();
  const title = label ? labelIn(label, lg) : null;
  const text = title ? <span lang={code(title.lg)}>{title.text}</span> : attached.id;
  const href = anyRecordHref(attached.kind, attached.id);
  return href ? <Link href={href}>{text}</Link> : text;
}

/** A document cited: its title, and its file to download (or where the file is published), read once near the screen. */
function AttachedDocument({ attached, known, lg }: { attached: SimsDocumentRef; known: ReferencedRecord | undefined; lg: Lg }) {
  const { t } = useLingui();
  const [ref, seen] = useNearScreen();
  const detail = useQuery({ ...recordQueries.detail(documentUi, attached.id), enabled: seen });
  const record = detail.data;
  return (
    <div ref={ref} className="flex flex-col gap-1">
      <AttachedTitle attached={attached} label={known ?? record} lg={lg} />
      {seen && detail.isPending && <Spinner size="sm" label={t`Loading the document`} />}
      {record?.file ? (
        <DocumentFileValue id={record.id} file={record.file} />
      ) : (
        record?.url && (
          <Link href={record.url} className="break-all">
            {record.url}
          </Link>
        )
      )}
    </div>
  );
}

/** A link cited: its title, and the address it leads to, read once near the screen. */
function AttachedLink({ attached, known, lg }: { attached: SimsDocumentRef; known: ReferencedRecord | undefined; lg: Lg }) {
  const [ref, seen] = useNearScreen();
  const detail = useQuery({ ...recordQueries.detail(linkUi, attached.id), enabled: seen });
  const record = detail.data;
  return (
    <div ref={ref} className="flex flex-col gap-1">
      <AttachedTitle attached={attached} label={known ?? record} lg={lg} />
      {record?.url && (
        <Link href={record.url} className="break-all">
          {record.url}
        </Link>
      )}
    </div>
  );
}

/** The documents, or the links, a rich-text rubric cites in a language. */
function AttachedList({ kind, attached, references, lg }: { kind: SimsDocumentRef['kind']; attached: readonly SimsDocumentRef[]; references: RubricReferences; lg: Lg }) {
  const titleId = useId();
  const known = references[kind === 'document' ? 'documents' : 'links'];
  const shown = attached.filter((entry) => entry.kind === kind);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p id={titleId} className="text-sm font-semibold text-ink-muted forced-colors:text-[CanvasText]">
        {kind === 'document' ? <Trans>Documents</Trans> : <Trans>Links</Trans>}
      </p>
      <ul aria-labelledby={titleId} className="flex flex-col gap-2">
        {shown.map((entry) => {
          const record = known?.find((candidate) => candidate.id === entry.id);
          return (
            <li key={entry.id}>
              {kind === 'document' ? <AttachedDocument attached={entry} known={record} lg={lg} /> : <AttachedLink attached={entry} known={record} lg={lg} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface RubricValueProps {
  /** The rubric, as the metadata structure describes it. */
  msd: MsdRubric;
  /** Its value in the report; none when the report leaves it unanswered. */
  rubric: SimsRubric | undefined;
  /** The report's `references`: the labels of the documents, links, territories and organisations it cites. */
  references: RubricReferences;
  /** The data language shown: 1 (French) or 2 (English). Values without a language show in both. */
  lg: Lg;
}

/**
 * A rubric's value in one data language: its text (with its `lang`), its rich text rendered safely
 * with the documents and links cited in that language, its date in the interface's language, its
 * codes, organisation or territory by their labels, "Not applicable", or "Not filled in" (flagged
 * for an essential rubric). Nothing for a section header.
 */
export function RubricValue({ msd, rubric, references, lg }: RubricValueProps) {
  const { i18n } = useLingui();
  const code = useLanguageCodes();
  if (msd.rangeType === 'REPORTED_ATTRIBUTE') return null;
  if (rubric?.rangeType === 'RUBRIQUE_SANS_OBJECT') return <Trans>Not applicable</Trans>;
  if (!rubric || rubric.rangeType !== msd.rangeType || !isRubricFilled(rubric, lg)) return <NotFilled essential={isEssential(msd)} />;
  const lang = code(lg);
  switch (rubric.rangeType) {
    case 'TEXT':
      return (
        <p lang={lang} className="whitespace-pre-line">
          {lg === 1 ? rubric.labelLg1 : rubric.labelLg2}
        </p>
      );
    case 'RICH_TEXT': {
      const html = lg === 1 ? rubric.labelLg1 : rubric.labelLg2;
      const attached = lg === 1 ? rubric.documentsLg1 : rubric.documentsLg2;
      return (
        <div className="flex flex-col gap-3">
          {html && <RichText html={html} lang={lang} />}
          <AttachedList kind="document" attached={attached} references={references} lg={lg} />
          <AttachedList kind="link" attached={attached} references={references} lg={lg} />
        </div>
      );
    }
    case 'DATE':
      // A day, whatever the reader's time zone.
      return <>{rubric.value && i18n.date(`${rubric.value}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}</>;
    case 'CODE_LIST':
      return <CodeLabels codeList={rubric.codeList} values={rubric.value} lg={lg} />;
    case 'ORGANIZATION':
      return rubric.value && <ReferenceLabel records={references.organizations} id={rubric.value} lg={lg} />;
    case 'GEOGRAPHY':
      return rubric.value && <ReferenceLabel records={references.territories} id={rubric.value} lg={lg} />;
  }
}

export interface RubricValuesProps extends Omit<RubricValueProps, 'lg'> {
  /** Whether the second language stands beside the first. @default true */
  showSecondLanguage?: boolean;
}

/**
 * A rubric's value in both data languages side by side, each column named by its language (stacked
 * on narrow screens). A date and "Not applicable", which no language changes, show once.
 */
export function RubricValues({ showSecondLanguage = true, ...props }: RubricValuesProps) {
  const code = useLanguageCodes();
  const languageName = useLanguageName();
  const { msd, rubric } = props;
  if (msd.rangeType === 'REPORTED_ATTRIBUTE') return null;
  const once = rubric?.rangeType === 'RUBRIQUE_SANS_OBJECT' || msd.rangeType === 'DATE';
  if (once || !showSecondLanguage) {
    return (
      <div className="min-w-0">
        <RubricValue {...props} lg={1} />
      </div>
    );
  }
  return (
    <div className="@container">
      <dl className="grid gap-x-6 gap-y-3 @2xl:grid-cols-2">
        {([1, 2] as const).map((lg) => (
          <div key={lg} className="flex min-w-0 flex-col gap-1">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase forced-colors:text-[CanvasText]">{languageName(code(lg))}</dt>
            <dd className="min-w-0">
              <RubricValue {...props} lg={lg} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
