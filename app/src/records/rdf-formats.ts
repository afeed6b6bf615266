import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { downloadAndSave, type SavedFile } from '../lib/save-file.ts';

/** The RDF syntaxes a record (or a list's records) is exported in, by the media type its read path answers. */
export const RDF_FORMATS = {
  turtle: 'text/turtle',
  'rdf-xml': 'application/rdf+xml',
  'json-ld': 'application/ld+json',
} as const;
export type RdfFormat = keyof typeof RDF_FORMATS;
export const isRdfFormat = (value: string): value is RdfFormat => value in RDF_FORMATS;

/** The SKOS formats as offered, each with its file's extension. */
export function useSkosFormatOptions(): { id: RdfFormat; label: string }[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { id: 'turtle', label: t`SKOS in Turtle (.ttl)` },
      { id: 'rdf-xml', label: t`SKOS in RDF/XML (.rdf)` },
      { id: 'json-ld', label: t`SKOS in JSON-LD (.jsonld)` },
    ],
    [t],
  );
}

/** `GET path` asking for that syntax (Accept), or `POST` with `ids` (a selection): the file saved under the server's name. */
export const downloadRdf = (path: string, format: RdfFormat, ids?: readonly string[]): Promise<SavedFile> =>
  downloadAndSave(path, { accept: RDF_FORMATS[format], ...(ids ? { method: 'POST' as const, body: ids } : {}) });
