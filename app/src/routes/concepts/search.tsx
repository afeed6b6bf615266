import { createFileRoute } from '@tanstack/react-router';
import { ConceptSearchPage } from '../../concepts/ConceptSearchPage.tsx';
import { searchRoute } from '../../records/search-route.tsx';

export const Route = createFileRoute('/concepts/search')(searchRoute((search, onSearch) => <ConceptSearchPage search={search} onSearch={onSearch} />));
