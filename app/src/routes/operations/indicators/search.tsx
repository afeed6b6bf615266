import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { indicatorUi } from '../../../operations/kinds.ts';
import { searchRoute } from '../../../records/search-route.tsx';

export const Route = createFileRoute('/operations/indicators/search')(
  searchRoute((search, onSearch) => <CatalogueSearchPage ui={indicatorUi} search={search} onSearch={onSearch} />, indicatorUi),
);
