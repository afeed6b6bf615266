import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed, FilePen } from 'lucide-react';
import { tv } from '../utils/variants.ts';

/** The publication state of a record, as the API names it. */
export type PublicationStatus = 'Validated' | 'Modified' | 'Unpublished';

/** The grammatical gender of the record's noun in French ("un concept", "une série"). */
export type GrammaticalGender = 'masculine' | 'feminine';

const badgeStyles = tv({
  base: [
    'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold',
    'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
  ],
  variants: {
    status: {
      Validated: 'border-success bg-success-soft text-success',
      Modified: 'border-warning bg-warning-soft text-warning',
      Unpublished: 'border-line-strong bg-surface-subtle text-ink-muted',
    },
  },
});

const ICONS = { Validated: CircleCheck, Modified: FilePen, Unpublished: CircleDashed } as const;

export interface PublicationStatusBadgeProps {
  status: PublicationStatus;
  /** French agrees the words with the record's noun: "Publiée" for "une série". Defaults to masculine. */
  gender?: GrammaticalGender;
  className?: string;
}

/**
 * Whether a record is published: "Published", "Draft (already published)" or "Draft (never
 * published)" (French: « Publié », « Provisoire, déjà publié », « Provisoire, jamais publié »,
 * agreed with the noun). English says "Draft" wherever the state shows (badge, search filters,
 * history). The state reads in words beside an icon of its own, never in colour alone.
 */
export function PublicationStatusBadge({ status, gender = 'masculine', className }: PublicationStatusBadgeProps) {
  const { t } = useLingui();
  const Icon = ICONS[status];
  // English has one wording; French agrees each one with the gender of the record's noun.
  const text =
    status === 'Validated'
      ? t({ message: select(gender, { masculine: 'Published', feminine: 'Published', other: 'Published' }) })
      : status === 'Modified'
        ? t({
            message: select(gender, {
              masculine: 'Draft (already published)',
              feminine: 'Draft (already published)',
              other: 'Draft (already published)',
            }),
          })
        : t({
            message: select(gender, {
              masculine: 'Draft (never published)',
              feminine: 'Draft (never published)',
              other: 'Draft (never published)',
            }),
          });
  return (
    <span className={badgeStyles({ status, className })}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}
