import { createFileRoute } from '@tanstack/react-router';
import { TerritoryTreePage } from '../../operations/TerritoryTreePage.tsx';

/** The official geography's tree: regions, départements, communes, and a search that opens it at one. */
export const Route = createFileRoute('/operations/geography')({
  component: TerritoryTreePage,
});
