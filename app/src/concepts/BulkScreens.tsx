import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BulkExportPage } from '../records/BulkExportPage.tsx';
import { BulkPublishPage } from '../records/BulkPublishPage.tsx';
import { COLLECTIONS_PUBLISH_PATH, CONCEPTS_PUBLISH_PATH, collectionsExport, conceptsExport } from './export-api.ts';
import { collectionUi, conceptUi } from './kinds.ts';

// The bulk publication and export screens of concepts and collections, in the module's words.

/** `/concepts/validation`. */
export function ConceptsPublishScreen() {
  const { t } = useLingui();
  return (
    <BulkPublishPage
      ui={conceptUi}
      path={CONCEPTS_PUBLISH_PATH}
      title={t`Publish concepts`}
      selectedTitle={t`Concepts to publish`}
      candidatesTitle={t`Unpublished concepts`}
      noCandidate={t`Every concept is published.`}
      nothingSelected={t`Add at least one concept to publish.`}
      published={(count) => t({ message: plural(count, { one: '# concept published.', other: '# concepts published.' }) })}
    />
  );
}

/** `/concepts/collections/validation`. */
export function CollectionsPublishScreen() {
  const { t } = useLingui();
  return (
    <BulkPublishPage
      ui={collectionUi}
      path={COLLECTIONS_PUBLISH_PATH}
      title={t`Publish collections`}
      selectedTitle={t`Collections to publish`}
      candidatesTitle={t`Unpublished collections`}
      noCandidate={t`Every collection is published.`}
      nothingSelected={t`Add at least one collection to publish.`}
      published={(count) => t({ message: plural(count, { one: '# collection published.', other: '# collections published.' }) })}
    />
  );
}

/** `/concepts/export`. */
export function ConceptsExportScreen() {
  const { t } = useLingui();
  return (
    <BulkExportPage
      ui={conceptUi}
      exportRequest={conceptsExport}
      title={t`Export concepts`}
      selectedTitle={t`Concepts to export`}
      candidatesTitle={t`All concepts`}
      noCandidate={t`There is no concept yet.`}
      nothingSelected={t`Add at least one concept to export.`}
      documents={{ label: t`Documents`, one: t`One document for the selection`, each: t`One document per concept (ZIP)` }}
      skos
    />
  );
}

/** `/concepts/collections/export`. */
export function CollectionsExportScreen() {
  const { t } = useLingui();
  return (
    <BulkExportPage
      ui={collectionUi}
      exportRequest={collectionsExport}
      title={t`Export collections`}
      selectedTitle={t`Collections to export`}
      candidatesTitle={t`All collections`}
      noCandidate={t`There is no collection yet.`}
      nothingSelected={t`Add at least one collection to export.`}
      documents={{ label: t`Documents`, one: t`The collections only`, each: t`Also one document per member concept (ZIP)` }}
      skos
    />
  );
}
