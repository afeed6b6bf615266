import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { familyUi } from '../../../operations/kinds.ts';
import { searchRoute } from '../../../records/search-route.tsx';

export const Route = createFileRoute('/operations/families/search')(
  searchRoute((search, onSearch) => <CatalogueSearchPage ui={familyUi} search={search} onSearch={onSearch} />, familyUi),
);
