import { createFileRoute } from '@tanstack/react-router';
import { collectionUi } from '../../../concepts/kinds.ts';
import { RecordSearchPage } from '../../../records/RecordSearchPage.tsx';
import { parseAdvancedSearch } from '../../../records/search-params.ts';
import { searchRoute } from '../../../records/search-route.tsx';

// The collections' advanced search: the common filters are all a collection has.
export const Route = createFileRoute('/concepts/collections/search')(
  searchRoute((search, onSearch) => <RecordSearchPage ui={collectionUi} search={parseAdvancedSearch(collectionUi.kind, search)} onSearch={onSearch} />),
);
