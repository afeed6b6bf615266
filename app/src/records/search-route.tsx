import type { ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import type { RecordUi } from './kind.ts';
import { loadFormReferences } from './loaders.ts';
import { advancedSearch, type AdvancedSearch } from './search-params.ts';

/** Shows a kind's advanced search page, given the search the address holds and how to change it. */
export type SearchScreen = (search: AdvancedSearch, onSearch: (next: AdvancedSearch) => void) => ReactNode;

/**
 * The options of a kind's advanced search route (`createFileRoute('/concepts/search')(searchRoute(…))`):
 * the search kept in the address, the vocabularies its filters offer loaded first (`ui`: those of the
 * kind's lookup fields too).
 */
export function searchRoute(screen: SearchScreen, ui?: Pick<RecordUi, 'kind'>) {
  function SearchRoute() {
    const search: AdvancedSearch = useSearch({ strict: false });
    const navigate = useNavigate();
    return screen(search, (next) => void navigate({ to: '.', search: next }));
  }
  return {
    validateSearch: advancedSearch,
    loader: ({ context }: { context: RouterContext }) => loadFormReferences(context.queryClient, ui),
    component: SearchRoute,
  };
}
