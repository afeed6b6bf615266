import type { ExportChoice, ExportRequest } from '../records/BulkExportPage.tsx';

// The exports of concepts and collections (api-reference §5.4): ODT in one language or ODS, one
// document for the selection or a ZIP of one per concept. A selection goes in the body: joined in a
// path (the replaced system's way), a few hundred identifiers outgrow what servers and proxies read.

const query = ({ langue, withConcepts }: ExportChoice) => `?${new URLSearchParams({ langue, withConcepts: String(withConcepts) }).toString()}`;

/** `POST /concepts/concept/export-zip/{odt|ods}?langue=&withConcepts=`, the identifiers in the body. */
export const conceptsExport = (ids: readonly string[], choice: ExportChoice): ExportRequest => ({
  path: `/concepts/concept/export-zip/${choice.type}${query(choice)}`,
  ids,
});

/** `GET /concepts-collections/export/{id}/{odt|ods}?langue=&withConcepts=`: one collection's document, or a ZIP with its concepts'. */
export const collectionExportPath = (id: string, choice: ExportChoice) => `/concepts-collections/export/${encodeURIComponent(id)}/${choice.type}${query(choice)}`;

/** `POST /concepts-collections/export-zip/{odt|ods}?langue=&withConcepts=`, the identifiers in the body. */
export const collectionsExport = (ids: readonly string[], choice: ExportChoice): ExportRequest => ({
  path: `/concepts-collections/export-zip/${choice.type}${query(choice)}`,
  ids,
});

/** `PUT /concepts/validate` and `PUT /concepts/collections/validate`: a JSON array of identifiers. */
export const CONCEPTS_PUBLISH_PATH = '/concepts/validate';
export const COLLECTIONS_PUBLISH_PATH = '/concepts/collections/validate';
