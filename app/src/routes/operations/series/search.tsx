import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { seriesUi } from '../../../operations/kinds.ts';
import { searchRoute } from '../../../records/search-route.tsx';

export const Route = createFileRoute('/operations/series/search')(
  searchRoute((search, onSearch) => <CatalogueSearchPage ui={seriesUi} search={search} onSearch={onSearch} />, seriesUi),
);
