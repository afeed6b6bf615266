import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { operationUi } from '../../../operations/kinds.ts';
import { searchRoute } from '../../../records/search-route.tsx';

export const Route = createFileRoute('/operations/operations/search')(
  searchRoute((search, onSearch) => <CatalogueSearchPage ui={operationUi} search={search} onSearch={onSearch} />, operationUi),
);
