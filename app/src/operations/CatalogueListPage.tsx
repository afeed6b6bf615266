import { useLingui } from '@lingui/react/macro';
import type { RecordListItem } from '@atelier/contracts';
import { RecordListPage } from '../records/RecordListPage.tsx';
import type { CatalogueUi } from './kinds.ts';

export interface CatalogueListPageProps {
  ui: CatalogueUi;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The records of a kind, each described by its identifier (and an operation by its year). */
export function CatalogueListPage({ ui, search, onSearchChange }: CatalogueListPageProps) {
  const { t } = useLingui();
  const describe = (item: RecordListItem) => {
    const { id, year } = item;
    return typeof year === 'number' ? t`${id} · ${year}` : id;
  };
  return <RecordListPage ui={ui} search={search} onSearchChange={onSearchChange} describe={describe} />;
}
