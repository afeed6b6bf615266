import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Asterisk, TriangleAlert } from 'lucide-react';
import { buildTree, type TreeBranch } from '../Tree/build-tree.ts';
import { Tree, type TreeNode } from '../Tree/Tree.tsx';
import { linkTextClassName } from '../utils/link-text.ts';
import { compareRubricIds } from './rubric-order.ts';

/** One rubric of a metadata structure (Sims): its id (S.1.1), its parent and its state. */
export interface Rubric {
  /** The rubric's id, such as `S.1.1`, `I.6.3` or `C.3.7.1`; it numbers and orders the outline. */
  id: string;
  /** The id of the parent rubric; empty for a section at the top. */
  idParent?: string | null;
  /** The rubric's label, in the first data language. */
  label: string;
  /** An essential rubric (minOccurs 1) should be filled in. */
  isEssential?: boolean;
  /** Whether the rubric holds a value. */
  isCompleted?: boolean;
}

export interface RubricOutlineProps {
  rubrics: readonly Rubric[];
  /** Where each rubric is, for example `(id) => '#rubric-' + id`: Enter or a click jumps there. */
  rubricHref?: (id: string) => string;
  /** Called instead when a rubric is activated and there is no `rubricHref`. */
  onRubricAction?: (id: string) => void;
  /** The language of the labels (the first data language). */
  lang?: string;
  /** Names the outline for screen readers. Defaults to "Outline". */
  label?: string;
  /** `false`: no count of essential rubrics completed (the page counts them itself, per language). */
  showCount?: boolean;
  className?: string;
}

/**
 * The outline of a quality report (Sims): rubrics numbered and ordered by their ids (S.9 before
 * S.10), nested by their parents, essential rubrics marked, those still empty flagged, and the
 * count of essential rubrics completed. Enter or a click on a rubric jumps to it.
 */
export function RubricOutline({ rubrics, rubricHref, onRubricAction, lang, label, showCount = true, className }: RubricOutlineProps) {
  const { t } = useLingui();
  const essentialText = t`essential`;
  const toCompleteText = t`to complete`;
  const nodes = useMemo(() => {
    const toNode = ({ item: rubric, children }: TreeBranch<Rubric>): TreeNode => {
      const isToComplete = rubric.isEssential === true && rubric.isCompleted !== true;
      const flags = [rubric.isEssential ? essentialText : null, isToComplete ? toCompleteText : null].filter(Boolean);
      return {
        id: rubric.id,
        label: [`${rubric.id} ${rubric.label}`, ...flags].join(', '),
        href: rubricHref?.(rubric.id),
        children: children.length > 0 ? children.map(toNode) : undefined,
        content: (
          <span className="inline-flex flex-wrap items-center gap-x-2">
            <span>
              <span className="font-semibold tabular-nums">{rubric.id}</span>{' '}
              <span lang={lang} className={rubricHref ? linkTextClassName : undefined}>
                {rubric.label}
              </span>
            </span>
            {rubric.isEssential && <Asterisk aria-hidden="true" className="size-4 shrink-0 text-ink forced-colors:text-[CanvasText]" />}
            {isToComplete && (
              <span className="inline-flex items-center gap-1 text-sm text-warning forced-colors:text-[CanvasText]">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {toCompleteText}
              </span>
            )}
          </span>
        ),
      };
    };
    return buildTree(rubrics, {
      id: (rubric) => rubric.id,
      parentId: (rubric) => rubric.idParent,
      compare: (a, b) => compareRubricIds(a.id, b.id),
    }).map(toNode);
  }, [rubrics, rubricHref, lang, essentialText, toCompleteText]);

  // Every rubric with children starts expanded: the outline is read whole.
  const branchIds = useMemo(() => {
    const parents = new Set(rubrics.map((rubric) => rubric.idParent));
    return rubrics.filter((rubric) => parents.has(rubric.id)).map((rubric) => rubric.id);
  }, [rubrics]);
  const essential = rubrics.filter((rubric) => rubric.isEssential);
  const completed = essential.filter((rubric) => rubric.isCompleted).length;
  const total = essential.length;

  return (
    <div className={`flex flex-col gap-3 ${className ?? ''}`}>
      {total > 0 && (
        <div className="flex flex-col gap-1">
          {/* Polite: the count is heard again when a rubric is filled in on the same page. */}
          {showCount && (
            <p role="status" className="font-semibold">
              {t({ message: plural(total, { one: `${completed} of # essential rubric completed`, other: `${completed} of # essential rubrics completed` }) })}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted forced-colors:text-[CanvasText]">
            <span className="inline-flex items-center gap-1">
              <Asterisk aria-hidden="true" className="size-4" />
              {t`Essential rubric`}
            </span>
            <span className="inline-flex items-center gap-1">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {t`Essential rubric still empty`}
            </span>
          </p>
        </div>
      )}
      <Tree
        label={label ?? t`Outline`}
        nodes={nodes}
        defaultExpandedIds={branchIds}
        onAction={onRubricAction && ((node) => onRubricAction(node.id))}
      />
    </div>
  );
}
