import { LanguageCodeSchema } from '@atelier/contracts';
import type { Document, DocumentRef } from '../formats.ts';
import { byLanguage } from './lib/bilingual.ts';
import { sanitizeHtml } from './lib/html.ts';
import { compareIds, lastSegment } from './lib/ids.ts';
import { DC, RdfGraph, RDFS } from './lib/rdf.ts';

const FOAF_DOCUMENT = 'http://xmlns.com/foaf/0.1/Document';
const SCHEMA_URL = 'http://schema.org/url';
const PAV_LAST_REFRESHED_ON = 'http://purl.org/pav/lastRefreshedOn';

/** A link's IRI is `…/documents/page/{id}`, a document's `…/documents/document/{id}`. */
export function documentRef(iri: string): DocumentRef {
  return { kind: iri.includes('/documents/page/') ? 'link' : 'document', id: Number(lastSegment(iri)) };
}

/** By number, documents before links. */
export function sortDocuments<T extends DocumentRef>(documents: T[]): T[] {
  return [...documents].sort((a, b) => compareIds(a.id, b.id) || compareIds(a.kind, b.kind));
}

/**
 * The documents and links of operations/documents.trig (1,191 documents, 102 links). One record
 * holds nothing but its type (document 1225: no label, no URL) and is left out.
 */
export function convertDocuments(): Document[] {
  const graph = RdfGraph.load('operations/documents.trig');
  const documents = graph.subjectsOfType(FOAF_DOCUMENT).map((iri): Document => {
    const lang = graph.literal(iri, DC('language'));
    return {
      ...documentRef(iri),
      ...byLanguage('label', (language) => graph.literal(iri, RDFS('label'), language)),
      ...byLanguage('description', (language) => sanitizeHtml(graph.literal(iri, RDFS('comment'), language))),
      lang: lang === null ? null : LanguageCodeSchema.parse(lang),
      url: graph.iri(iri, SCHEMA_URL),
      updatedDate: graph.literal(iri, PAV_LAST_REFRESHED_ON),
    };
  });
  return sortDocuments(documents.filter((document) => document.labelLg1 !== null || document.labelLg2 !== null || document.url !== null));
}
