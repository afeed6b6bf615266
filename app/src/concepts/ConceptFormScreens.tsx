import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ConceptView } from '@atelier/contracts';
import { loadFormReferences, loadRecord } from '../records/loaders.ts';
import { recordQueries } from '../records/record-api.ts';
import { ConceptForm } from './ConceptForm.tsx';
import { conceptUi } from './kinds.ts';

// What the concept form's routes load and render: `/concepts/create` and `/concepts/{id}/modify`.

/** The concept (none to create one), and the stamps and statuses the form offers. */
export function loadConceptForm(queryClient: QueryClient, id?: string) {
  return Promise.all([id ? loadRecord(queryClient, conceptUi, id) : undefined, loadFormReferences(queryClient, conceptUi)]);
}

export function CreateConceptScreen() {
  return <ConceptForm />;
}

export function ModifyConceptScreen({ id }: { id: string }) {
  const concept = useSuspenseQuery(recordQueries.detail(conceptUi, id)).data as ConceptView;
  return <ConceptForm existing={concept} />;
}
