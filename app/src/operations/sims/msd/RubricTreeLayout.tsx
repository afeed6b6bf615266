import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RubricOutline, ToggleButtonGroup, focusRing, useDataLanguages, type Rubric } from '@atelier/ui-kit';
import { isEssential, type MsdRubric } from '@atelier/contracts';
import { buildMsdOutline, flattenOutline, rubricHeadingId } from './msd-api.ts';

/** Which panes show: the outline ("Sommaire"), the content, or both side by side. */
export type RubricPanes = 'both' | 'outline' | 'content';

export interface RubricTreeLayoutProps {
  /** The metadata structure, flat, in any order: the layout nests and orders it. */
  msd: readonly MsdRubric[];
  /** Names the outline (its navigation landmark and its tree), unique on the page: "Outline of the report". */
  outlineLabel: string;
  /**
   * What the content shows under each rubric's heading. Give a stable function (`useCallback`):
   * a new one renders every rubric again.
   */
  renderRubric: (rubric: MsdRubric) => ReactNode;
  /**
   * Whether a rubric holds a value (a report): the outline then marks essential rubrics, flags those
   * still empty and counts them. Without it (the help), the outline is a plain table of contents.
   * Give a stable function: a new one rebuilds the outline.
   */
  isCompleted?: (idMas: string) => boolean;
  /** The rubric the address names (`help/S.3.1`): shown and focused when the layout mounts or when it changes. */
  section?: string;
  /** Called with the rubric the reader went to from the outline, to keep it in the address. */
  onSectionChange?: (idSection: string) => void;
  /** Actions shown beside the pane buttons. */
  toolbar?: ReactNode;
  /** The level of the top sections' headings (S.1, S.2…): 2 under the page's title. Deeper rubrics go one level down per depth, up to 6. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Each rubric with a value starts with a "Back to the outline" link, shown when it has focus, that
   * takes focus to the rubric's row of the outline (a form's rubrics hold many Tab stops each).
   */
  backToOutline?: boolean;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Focuses a rubric's heading after scrolling it to the top; false when it is not on the page. */
function focusHeading(idMas: string): boolean {
  const heading = document.getElementById(rubricHeadingId(idMas));
  if (!heading || heading.closest('[hidden]')) return false;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Focuses a rubric's row of the outline, or the row of its nearest ancestor shown (a branch may be
 * collapsed), or the tree.
 */
function focusOutlineRow(outline: HTMLElement, idMas: string, parentOf: (idMas: string) => string | null): void {
  for (let id: string | null = idMas; id !== null; id = parentOf(id)) {
    const row = outline.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(id)}"]`);
    if (row) {
      row.scrollIntoView({ block: 'nearest' });
      row.focus();
      return;
    }
  }
  outline.querySelector<HTMLElement>('[role="treegrid"]')?.focus();
}

/** The way back from a rubric to its row of the outline: hidden until it has focus, as a skip link. */
function BackToOutlineLink({ idMas, outlineId, onBack }: { idMas: string; outlineId: string; onBack: (idMas: string) => void }) {
  const { t } = useLingui();
  return (
    <a
      href={`#${outlineId}`}
      onClick={(event) => {
        event.preventDefault();
        onBack(idMas);
      }}
      className={focusRing({
        isFocusVisible: true,
        className: 'sr-only self-start rounded-control bg-primary px-3 py-1 font-semibold text-ink-inverse focus:not-sr-only',
      })}
    >
      {t`Back to the outline`}
    </a>
  );
}

interface RubricSectionProps {
  rubric: MsdRubric;
  depth: number;
  headingLevel: number;
  lang: string;
  renderRubric: (rubric: MsdRubric) => ReactNode;
  /** The outline's id and the way back to it, when each rubric offers one. */
  back: { outlineId: string; onBack: (idMas: string) => void } | undefined;
}

/** One rubric in the content: its heading ("S.3.1 Label", in the first data language), then what the page shows of it. */
const RubricSection = memo(function RubricSection({ rubric, depth, headingLevel, lang, renderRubric, back }: RubricSectionProps) {
  const Heading = `h${Math.min(6, headingLevel + depth - 1)}` as HeadingTag;
  // Off-screen rubrics are neither laid out nor painted (content-visibility), yet stay in the
  // page, focusable and found by the browser's search: a report's form is some 150,000 px tall.
  return (
    <section
      className={`flex flex-col gap-3 [contain-intrinsic-size:auto_12rem] [content-visibility:auto] ${depth === 1 ? 'border-t border-line pt-6 first:border-t-0 first:pt-0' : 'pt-2'}`}
    >
      <Heading
        id={rubricHeadingId(rubric.idMas)}
        // Focused when the outline or the address leads to it; never a Tab stop.
        tabIndex={-1}
        className={`scroll-mt-4 rounded-sm font-bold text-ink outline-focus outline-offset-4 focus-visible:outline-3 focus-visible:outline-solid forced-colors:outline-[Highlight] ${depth === 1 ? 'text-2xl' : depth === 2 ? 'text-xl' : 'text-lg'}`}
      >
        <span className="tabular-nums">{rubric.idMas}</span> <span lang={lang}>{rubric.masLabelLg1}</span>
      </Heading>
      {back && !rubric.isPresentational && <BackToOutlineLink idMas={rubric.idMas} outlineId={back.outlineId} onBack={back.onBack} />}
      {renderRubric(rubric)}
    </section>
  );
});

/**
 * The two panes of the metadata structure ("Sommaire / Contenu"), shared by the help and the
 * quality report's page and form: on the left the kit's outline of the rubrics, numbered and
 * nested; on the right every rubric under its heading, then what `renderRubric` gives. Enter or a
 * click on a rubric of the outline moves the focus to its heading (and tells `onSectionChange`);
 * buttons show the outline only, the content only or both. The content's rubrics render again only
 * when the structure, `renderRubric` or the language changes, not when the panes or the section do.
 */
export function RubricTreeLayout({
  msd,
  outlineLabel,
  renderRubric,
  isCompleted,
  section,
  onSectionChange,
  toolbar,
  headingLevel = 2,
  backToOutline = false,
}: RubricTreeLayoutProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const [panes, setPanes] = useState<RubricPanes>('both');
  const outlineId = useId();
  // A rubric whose row takes focus once the outline shows again (left from the content alone).
  const pendingRow = useRef<string | null>(null);

  const parents = useMemo(() => new Map(msd.map((rubric) => [rubric.idMas, rubric.idParent ?? null])), [msd]);
  const focusRow = useCallback(
    (idMas: string) => {
      const outline = document.getElementById(outlineId);
      if (outline) focusOutlineRow(outline, idMas, (id) => parents.get(id) ?? null);
    },
    [outlineId, parents],
  );
  // Stable, so that the rubrics do not render again when the panes change.
  const back = useMemo(
    () =>
      backToOutline
        ? {
            outlineId,
            onBack: (idMas: string) => {
              if (document.getElementById(outlineId)?.hidden === false) return focusRow(idMas);
              pendingRow.current = idMas;
              setPanes('both');
            },
          }
        : undefined,
    [backToOutline, outlineId, focusRow],
  );

  const outlineRubrics = useMemo(
    () =>
      msd.map((rubric): Rubric => ({
        id: rubric.idMas,
        idParent: rubric.idParent,
        label: rubric.masLabelLg1,
        ...(isCompleted ? { isEssential: isEssential(rubric), isCompleted: isCompleted(rubric.idMas) } : {}),
      })),
    [msd, isCompleted],
  );

  const content = useMemo(
    () =>
      flattenOutline(buildMsdOutline(msd)).map(({ rubric, depth }) => (
        <RubricSection key={rubric.idMas} rubric={rubric} depth={depth} headingLevel={headingLevel} lang={lg1} renderRubric={renderRubric} back={back} />
      )),
    [msd, headingLevel, lg1, renderRubric, back],
  );

  // The rubric this layout went to last: the address naming it afterwards moves nothing again.
  const current = useRef<string | undefined>(undefined);
  // A rubric to focus once the content shows again (chosen while only the outline showed).
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (section === undefined || section === current.current) return;
    current.current = section;
    focusHeading(section);
  }, [section]);

  useEffect(() => {
    if (panes === 'outline' || pending.current === null) return;
    focusHeading(pending.current);
    pending.current = null;
  }, [panes]);

  useEffect(() => {
    if (panes === 'content' || pendingRow.current === null) return;
    focusRow(pendingRow.current);
    pendingRow.current = null;
  }, [panes, focusRow]);

  const goTo = useCallback(
    (idMas: string) => {
      current.current = idMas;
      if (panes === 'outline') {
        pending.current = idMas;
        setPanes('both');
      } else {
        focusHeading(idMas);
      }
      onSectionChange?.(idMas);
    },
    [panes, onSectionChange],
  );

  const paneItems = [
    { id: 'both', label: t`Outline and content` },
    { id: 'outline', label: t`Outline only` },
    { id: 'content', label: t`Content only` },
  ] satisfies { id: RubricPanes; label: string }[];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleButtonGroup label={t`Show`} items={paneItems} value={panes} onChange={(id) => setPanes(id as RubricPanes)} />
        {toolbar}
      </div>
      <div className={panes === 'both' ? 'grid items-start gap-8 lg:grid-cols-[minmax(16rem,24rem)_minmax(0,1fr)]' : 'grid gap-8'}>
        <nav id={outlineId} aria-label={outlineLabel} hidden={panes === 'content'} className="min-w-0 lg:sticky lg:top-4">
          {/* The pages count essential rubrics per language themselves (EssentialCounter). */}
          <RubricOutline rubrics={outlineRubrics} lang={lg1} label={outlineLabel} onRubricAction={goTo} showCount={false} />
        </nav>
        <div hidden={panes === 'outline'} className="min-w-0">
          <div className="flex flex-col gap-6">{content}</div>
        </div>
      </div>
    </div>
  );
}
