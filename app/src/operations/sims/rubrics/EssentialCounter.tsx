import { useId, useMemo, useState, type MouseEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { essentialRubrics, type MsdRubric, type SimsRubric } from '@atelier/contracts';
import { ChevronRight } from 'lucide-react';
import { Button, linkTextClassName, useLanguageName } from '@atelier/ui-kit';
import { rubricHeadingId } from '../msd/msd-api.ts';
import { useLanguageCodes, useRubricName } from './rubric-hooks.ts';
import type { Lg } from './rubric-values.ts';

/** What holds a text in a language. */
const TEXT_FIELDS = ['input', 'textarea', '[contenteditable="true"]'].join();

/** What may hold a rubric's value, in the order a link to an empty rubric looks for it. */
const FIELDS = ['[contenteditable="true"]', 'input:not([type="hidden"]):not([disabled])', 'textarea', '[role="spinbutton"]', 'button:not([disabled])'];

/**
 * Goes to an empty rubric: its field in the language (a text's), else its first field, else its
 * heading; false when the rubric is not on the page or hidden (the fragment is then followed).
 */
function goToRubric(idMas: string, lang: string): boolean {
  const heading = document.getElementById(rubricHeadingId(idMas));
  if (!heading || heading.closest('[hidden]')) return false;
  // The heading's section holds the rubric's fields; the sections of the rubrics under it follow, outside it.
  const section = heading.parentElement ?? heading;
  const own = (element: Element) => element.closest('section') === section.closest('section');
  const inLanguage = [...section.querySelectorAll<HTMLElement>(`[lang="${lang}"]`)].find((element) => own(element) && element.matches(TEXT_FIELDS));
  const first = FIELDS.map((selector) => [...section.querySelectorAll<HTMLElement>(selector)].find(own)).find(Boolean);
  const target = inLanguage ?? first ?? heading;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

export interface EssentialCounterProps {
  /** The metadata structure: its essential rubrics are those counted. */
  msd: readonly MsdRubric[];
  /** The report's rubrics as they stand (being edited, or saved). */
  rubrics: readonly SimsRubric[];
  className?: string;
}

/**
 * "In French, you have filled X of Y essential rubrics", and in English, in a status region: a change
 * is read out politely, without moving the focus. Under it, per language, the essential rubrics
 * still empty, each a link that takes the focus to it (its heading `rubric-{idMas}`, from the
 * rubric layout, and the field of that language under it).
 */
export function EssentialCounter({ msd, rubrics, className }: EssentialCounterProps) {
  const { t } = useLingui();
  const code = useLanguageCodes();
  const languageName = useLanguageName();
  const rubricName = useRubricName();
  const byId = useMemo(() => new Map(msd.map((entry) => [entry.idMas, entry])), [msd]);
  const [open, setOpen] = useState<ReadonlySet<Lg>>(new Set());
  const baseId = useId();
  const toggle = (lg: Lg) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(lg)) after.add(lg);
      return after;
    });
  const counts = useMemo(() => ([1, 2] as const).map((lg) => ({ lg, ...essentialRubrics(msd, rubrics, lg) })), [msd, rubrics]);

  const sentence = (lg: Lg, filled: number, total: number) => {
    const language = languageName(code(lg));
    return t({
      message: plural(total, {
        one: `In ${language}, you have filled ${filled} of # essential rubric.`,
        other: `In ${language}, you have filled ${filled} of # essential rubrics.`,
      }),
    });
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, idMas: string, lg: Lg) => {
    if (goToRubric(idMas, code(lg))) event.preventDefault();
  };

  return (
    <div className={`flex flex-col gap-2 rounded-card border border-line-strong bg-surface-subtle p-4 forced-colors:border-[CanvasText] ${className ?? ''}`}>
      <div role="status" className="flex flex-col gap-1 font-semibold">
        {counts.map(({ lg, filled, total }) => (
          <p key={lg}>{sentence(lg, filled, total)}</p>
        ))}
      </div>
      {counts.map(({ lg, empty }) => {
        if (empty.length === 0) return null;
        const language = languageName(code(lg));
        const count = empty.length;
        const isOpen = open.has(lg);
        const listId = `${baseId}-${lg}`;
        return (
          <div key={lg} className="flex flex-col items-start gap-2">
            {/* A disclosure: the list is built once shown, and holds nothing to tab through when hidden (up to 65 links). */}
            <Button variant="quiet" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? listId : undefined} onPress={() => toggle(lg)}>
              <ChevronRight aria-hidden="true" className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-90' : ''}`} />
              {t({
                message: plural(count, {
                  one: `The essential rubric left empty in ${language} (#)`,
                  other: `The essential rubrics left empty in ${language} (#)`,
                }),
              })}
            </Button>
            {isOpen && (
              <ul id={listId} className="flex flex-col gap-1 ps-8">
                {empty.map((idMas) => {
                  const entry = byId.get(idMas);
                  const name = entry ? rubricName(entry) : null;
                  return (
                    <li key={idMas} className="list-disc">
                      <a
                        href={`#${rubricHeadingId(idMas)}`}
                        onClick={(event) => follow(event, idMas, lg)}
                        className={`${linkTextClassName} rounded-sm outline-focus outline-offset-2 focus-visible:outline-3 focus-visible:outline-solid forced-colors:outline-[Highlight]`}
                      >
                        <span className="tabular-nums">{idMas}</span> {name && <span lang={name.lang}>{name.text}</span>}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
