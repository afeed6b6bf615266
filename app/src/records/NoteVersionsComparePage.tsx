import { useId, useMemo } from 'react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  Alert,
  LinkButton,
  PageTitle,
  Select,
  Spinner,
  TextDiff,
  TextDiffLegend,
  ToggleButtonGroup,
  countChanges,
  diffWords,
  richTextToPlain,
  useDataLanguages,
  type DiffPart,
} from '@atelier/ui-kit';
import { versionedPairs } from '@atelier/contracts';
import { describeError } from '../lib/error-messages.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { useDataLanguageNames, type DataLanguage } from './data-languages.ts';
import { pairFields, useFieldNames } from './field-names.ts';
import { labelsOf, recordHref, type RecordUi } from './kind.ts';
import type { CompareChoice } from './compare-search.ts';
import { noteVersionQueries, type NoteVersion } from './note-versions-api.ts';
import { recordQueries } from './record-api.ts';

// Comparing two versions of a record's notes, for any kind that declares versioned notes (a
// concept's): its module's route (`{item}/{id}/compare`) renders this page with its kind.

export interface NoteVersionsComparePageProps {
  /** A kind declaring versioned notes. */
  ui: RecordUi;
  id: string;
  choice: CompareChoice;
  onChoiceChange: (choice: CompareChoice) => void;
}

/** The versions compared: those chosen when they exist, else the one before the current one and the current one. */
export function comparedVersions(count: number, { from, to }: CompareChoice): [number, number] {
  const valid = (version: number | undefined): version is number => version !== undefined && Number.isInteger(version) && version >= 1 && version <= count;
  return [valid(from) ? from : Math.max(1, count - 1), valid(to) ? to : count];
}

/**
 * `{item}/{id}/compare` (a concept's: `/concepts/{id}/compare`): any two versions of a record's notes
 * side by side, in either data language (specification §2, §4): two version choices (by default the
 * one before the current one, and the current one), a language toggle, then each note of both
 * versions (the versioned ones, then the change note), the words removed from the first struck
 * through and those added in the second underlined (`TextDiff`, with its legend). How many changes
 * the comparison finds is said politely as the choices change. A record with one version says there
 * is nothing to compare.
 */
export function NoteVersionsComparePage({ ui, id, choice, onChoiceChange }: NoteVersionsComparePageProps) {
  const { t, i18n } = useLingui();
  const record = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const versions = useSuspenseQuery(noteVersionQueries.versions(ui, id)).data;
  const { lg1 } = useDataLanguages();
  const languages = useDataLanguageNames();
  const label = labelsOf(ui, record).lg1;
  // The kind's noun inside a sentence ("Back to the concept"), agreed with it in French.
  const noun = i18n._(ui.noun).toLocaleLowerCase(i18n.locale);
  const gender = ui.gender;
  const title = t`Compare the versions of ${label}`;
  const [from, to] = comparedVersions(versions.length, choice);
  const language = choice.language ?? 'lg1';
  const lang = languages.find((entry) => entry.id === language)?.lang ?? lg1;
  const first = useQuery({ ...noteVersionQueries.version(ui, id, from), placeholderData: keepPreviousData, enabled: versions.length > 1 });
  const second = useQuery({ ...noteVersionQueries.version(ui, id, to), placeholderData: keepPreviousData, enabled: versions.length > 1 });
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  const options = versions.map(({ version, validFrom }) => {
    const since = date(validFrom);
    return { id: String(version), label: t`Version ${version}, from ${since}` };
  });
  const back = (
    <LinkButton href={recordHref(ui, id)} variant="secondary">
      {t({ message: select(gender, { masculine: `Back to the ${noun}`, feminine: `Back to the ${noun}`, other: `Back to the ${noun}` }) })}
    </LinkButton>
  );

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <PageTitle>
        <Trans>
          Compare the versions of <span lang={lg1}>{label}</span>
        </Trans>
      </PageTitle>
      <ActionToolbar back={back} />
      {versions.length < 2 ? (
        <p>
          {t({
            message: select(gender, {
              masculine: `This ${noun} has only one version of its notes: there is nothing to compare yet.`,
              feminine: `This ${noun} has only one version of its notes: there is nothing to compare yet.`,
              other: `This ${noun} has only one version of its notes: there is nothing to compare yet.`,
            }),
          })}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
            <Select
              label={t`First version`}
              items={options}
              value={String(from)}
              onChange={(key) => key !== null && onChoiceChange({ from: Number(key), to, language })}
            />
            <Select
              label={t`Second version`}
              items={options}
              value={String(to)}
              onChange={(key) => key !== null && onChoiceChange({ from, to: Number(key), language })}
            />
            <ToggleButtonGroup
              label={t`Language of the notes`}
              items={languages.map((entry) => ({ id: entry.id, label: entry.name }))}
              value={language}
              onChange={(next) => onChoiceChange({ from, to, language: next === 'lg2' ? 'lg2' : 'lg1' })}
            />
          </div>
          <TextDiffLegend />
          {first.isError || second.isError ? (
            <Alert tone="error" title={<Trans>The versions could not be read.</Trans>}>
              {describeError(first.error ?? second.error, i18n)}
            </Alert>
          ) : first.data && second.data ? (
            <Comparison
              ui={ui}
              first={first.data}
              second={second.data}
              language={language}
              languageName={languages.find((entry) => entry.id === language)?.name ?? language}
              lang={lang}
              isUpdating={first.isFetching || second.isFetching}
            />
          ) : (
            <Spinner label={t`Loading the versions`} />
          )}
        </>
      )}
    </div>
  );
}

interface ComparisonProps {
  ui: RecordUi;
  first: NoteVersion;
  second: NoteVersion;
  language: DataLanguage;
  /** Its name, in the interface's language: the summary says it, so that toggling the language is heard. */
  languageName: string;
  /** The language of the notes shown. */
  lang: string;
  isUpdating: boolean;
}

/** Each note of both versions, side by side, with their changes marked; how many, said politely. */
function Comparison({ ui, first, second, language, languageName, lang, isUpdating }: ComparisonProps) {
  const { t } = useLingui();
  const names = useFieldNames(ui);
  const spec = ui.kind.versionedNotes;
  const notes = useMemo(
    () =>
      (spec ? versionedPairs(spec) : []).map((name) => {
        const [lg1Field, lg2Field] = pairFields(name);
        const field = language === 'lg2' ? lg2Field : lg1Field;
        const text = (version: NoteVersion) => richTextToPlain(typeof version[field] === 'string' ? version[field] : null);
        const [before, after] = [text(first), text(second)];
        return { name, before, after, parts: diffWords(before, after) };
      }),
    [spec, first, second, language],
  );
  const changes = notes.reduce((total, note) => total + countChanges(note.parts), 0);
  const firstVersion = first.version;
  const secondVersion = second.version;
  return (
    <div className="flex flex-col gap-8" aria-busy={isUpdating}>
      <p role="status">
        {t({
          message: plural(changes, {
            0: `No change between version ${firstVersion} and version ${secondVersion} (${languageName}).`,
            one: `# change between version ${firstVersion} and version ${secondVersion} (${languageName}).`,
            other: `# changes between version ${firstVersion} and version ${secondVersion} (${languageName}).`,
          }),
        })}
      </p>
      {notes.map((note) => (
        <NoteComparison
          key={note.name}
          title={names(note.name)}
          parts={note.parts}
          isEmpty={{ before: note.before === '', after: note.after === '' }}
          versions={[firstVersion, secondVersion]}
          lang={lang}
        />
      ))}
    </div>
  );
}

interface NoteComparisonProps {
  title: string;
  parts: DiffPart[];
  isEmpty: { before: boolean; after: boolean };
  versions: [number, number];
  lang: string;
}

/** One note in both versions: a section named by the note, each version under its own heading. */
function NoteComparison({ title, parts, isEmpty, versions: [firstVersion, secondVersion], lang }: NoteComparisonProps) {
  const headingId = useId();
  const empty = (
    <p className="text-ink-muted italic forced-colors:text-[CanvasText]">
      <Trans>Not specified</Trans>
    </p>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase forced-colors:text-[CanvasText]">
            <Trans>Version {firstVersion}</Trans>
          </h3>
          {isEmpty.before ? empty : <TextDiff parts={parts} side="before" lang={lang} />}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase forced-colors:text-[CanvasText]">
            <Trans>Version {secondVersion}</Trans>
          </h3>
          {isEmpty.after ? empty : <TextDiff parts={parts} side="after" lang={lang} />}
        </div>
      </div>
    </section>
  );
}
