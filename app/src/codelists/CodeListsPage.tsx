import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CodeListItem, PartialCodeListItem } from '@atelier/contracts';
import { RecordListPage } from '../records/RecordListPage.tsx';
import type { ListUi } from './kinds.ts';

export interface CodeListsPageProps {
  ui: ListUi;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The lists of a kind, each described by its identifier, its number of codes and its parent. */
export function CodeListsPage({ ui, search, onSearchChange }: CodeListsPageProps) {
  const { t } = useLingui();
  const describe = (list: CodeListItem | PartialCodeListItem) => {
    const { id, codeCount } = list;
    const codes = t({ message: plural(codeCount, { one: '# code', other: '# codes' }) });
    if (!('parentId' in list)) return t`${id} · ${codes}`;
    const { parentId } = list;
    return t`${id} · ${codes} · from ${parentId}`;
  };
  return <RecordListPage ui={ui} search={search} onSearchChange={onSearchChange} describe={describe} />;
}
