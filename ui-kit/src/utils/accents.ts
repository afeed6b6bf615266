/** The design system's accent colours, one per module of the product (tailwind.config.ts). */
export type Accent = 'concepts' | 'classifications' | 'operations' | 'structures' | 'datasets' | 'codelists';

// Written out in full so that Tailwind finds every class in the source.
export const ACCENT_BORDER: Record<Accent, string> = {
  concepts: 'border-module-concepts',
  classifications: 'border-module-classifications',
  operations: 'border-module-operations',
  structures: 'border-module-structures',
  datasets: 'border-module-datasets',
  codelists: 'border-module-codelists',
};

export const ACCENT_BORDER_TOP: Record<Accent, string> = {
  concepts: 'border-t-module-concepts',
  classifications: 'border-t-module-classifications',
  operations: 'border-t-module-operations',
  structures: 'border-t-module-structures',
  datasets: 'border-t-module-datasets',
  codelists: 'border-t-module-codelists',
};

export const ACCENT_BACKGROUND: Record<Accent, string> = {
  concepts: 'bg-module-concepts',
  classifications: 'bg-module-classifications',
  operations: 'bg-module-operations',
  structures: 'bg-module-structures',
  datasets: 'bg-module-datasets',
  codelists: 'bg-module-codelists',
};
