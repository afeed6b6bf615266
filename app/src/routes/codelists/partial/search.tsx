import { createFileRoute } from '@tanstack/react-router';
import { CodeListSearchPage } from '../../../codelists/CodeListSearchPage.tsx';
import { partialCodeListUi } from '../../../codelists/kinds.ts';
import { searchRoute } from '../../../records/search-route.tsx';

export const Route = createFileRoute('/codelists/partial/search')(
  searchRoute((search, onSearch) => <CodeListSearchPage ui={partialCodeListUi} search={search} onSearch={onSearch} />),
);
