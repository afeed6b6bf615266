import { useState } from 'react';
import type { AnyKind } from '@atelier/contracts';
import type { RecordUi } from '../records/kind.ts';
import { RecordListPage } from '../records/RecordListPage.tsx';
import { RecordSearchPage } from '../records/RecordSearchPage.tsx';
import type { AdvancedSearch } from '../records/search-params.ts';

// The framework's list and search screens as stories show them: the route keeps the search in the
// address; here, in state, and each change is handed to the story's spy.

export interface ListStoryProps {
  ui: RecordUi<AnyKind>;
  search: string;
  onSearchChange: (search: string) => void;
}

export function ListWithSearchState({ ui, search: initial, onSearchChange }: ListStoryProps) {
  const [search, setSearch] = useState(initial);
  const change = (next: string) => {
    setSearch(next);
    onSearchChange(next);
  };
  return <RecordListPage ui={ui} search={search} onSearchChange={change} />;
}

export interface SearchStoryProps {
  ui: RecordUi<AnyKind>;
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

export function SearchWithState({ ui, search: initial, onSearch }: SearchStoryProps) {
  const [search, setSearch] = useState(initial);
  const change = (next: AdvancedSearch) => {
    setSearch(next);
    onSearch(next);
  };
  return <RecordSearchPage ui={ui} search={search} onSearch={change} />;
}
