import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { loadFormReferences, loadRecord } from '../records/loaders.ts';
import { recordQueries } from '../records/record-api.ts';
import { RecordListPage } from '../records/RecordListPage.tsx';
import { CollectionForm } from './CollectionForm.tsx';
import { collectionUi } from './kinds.ts';

// What the collections' route files load and render.

/** `/concepts/collections`: every collection, searched as one types; New, Export, Publish. */
export function CollectionsListScreen({ search, onSearchChange }: { search: string; onSearchChange: (search: string) => void }) {
  const { can } = useAuthorization();
  return (
    <RecordListPage
      ui={collectionUi}
      search={search}
      onSearchChange={onSearchChange}
      actions={
        <>
          <LinkButton href="/concepts/collections/export" variant="secondary">
            <Trans>Export</Trans>
          </LinkButton>
          <GuardedAction allowed={can(collectionUi.kind.application, 'PUBLISH')}>
            <LinkButton href="/concepts/collections/validation" variant="secondary">
              <Trans>Publish</Trans>
            </LinkButton>
          </GuardedAction>
        </>
      }
    />
  );
}

/** The collection form's data: the collection (none to create one), stamps and statuses. */
export function loadCollectionForm(queryClient: QueryClient, id?: string) {
  return Promise.all([id ? loadRecord(queryClient, collectionUi, id) : undefined, loadFormReferences(queryClient, collectionUi)]);
}

export function CreateCollectionScreen() {
  return <CollectionForm />;
}

export function ModifyCollectionScreen({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(collectionUi, id)).data;
  return <CollectionForm existing={record} />;
}
