import type { ExportChoice } from '../records/BulkExportPage.tsx';

// The exports of concepts and collections (api-reference §5.4): ODT in one language or ODS, one
// document for the selection or a ZIP of one per concept; identifiers joined with `_AND_`.

const query = ({ langue, withConcepts }: ExportChoice) => `?${new URLSearchParams({ langue, withConcepts: String(withConcepts) }).toString()}`;
const joined = (ids: readonly string[]) => ids.map(encodeURIComponent).join('_AND_');

/** `GET /concepts/concept/export-zip/{ids}/{odt|ods}?langue=&withConcepts=`. */
export const conceptsExportPath = (ids: readonly string[], choice: ExportChoice) => `/concepts/concept/export-zip/${joined(ids)}/${choice.type}${query(choice)}`;

/** `GET /concepts-collections/export/{id}/{odt|ods}?langue=&withConcepts=`: one collection's document, or a ZIP with its concepts'. */
export const collectionExportPath = (id: string, choice: ExportChoice) => `/concepts-collections/export/${encodeURIComponent(id)}/${choice.type}${query(choice)}`;

/** `GET /concepts-collections/export-zip/{ids}/{odt|ods}?langue=&withConcepts=`. */
export const collectionsExportPath = (ids: readonly string[], choice: ExportChoice) =>
  `/concepts-collections/export-zip/${joined(ids)}/${choice.type}${query(choice)}`;

/** `PUT /concepts/validate` and `PUT /concepts/collections/validate`: a JSON array of identifiers. */
export const CONCEPTS_PUBLISH_PATH = '/concepts/validate';
export const COLLECTIONS_PUBLISH_PATH = '/concepts/collections/validate';
