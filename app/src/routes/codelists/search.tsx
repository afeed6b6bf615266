import { createFileRoute } from '@tanstack/react-router';
import { CodeListSearchPage } from '../../codelists/CodeListSearchPage.tsx';
import { codeListUi } from '../../codelists/kinds.ts';
import { searchRoute } from '../../records/search-route.tsx';

export const Route = createFileRoute('/codelists/search')(
  searchRoute((search, onSearch) => <CodeListSearchPage ui={codeListUi} search={search} onSearch={onSearch} />),
);
