import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { kindUi, loadKindUi } from '../catalogue.ts';
import { loadFormReferences } from '../loaders.ts';
import { RecordSearchPage } from '../RecordSearchPage.tsx';
import type { AdvancedSearch } from '../search-params.ts';

/** What a kind's advanced search reads first: the owners, statuses and lookups its filters offer. */
export async function loadSearchScreen(queryClient: QueryClient, kind: string) {
  await loadFormReferences(queryClient, await loadKindUi(kind));
}

/** A kind's advanced search at its route: the search kept in the address, to be bookmarked and shared. */
export function SearchScreen({ kind }: { kind: string }) {
  const search: AdvancedSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  return <RecordSearchPage ui={kindUi(kind)} search={search} onSearch={(next) => void navigate({ to: '.', search: next })} />;
}
