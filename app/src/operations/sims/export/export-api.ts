import { simsKind } from '@atelier/contracts';
import { downloadAndSave, type SavedFile } from '../../../lib/save-file.ts';

// `GET /operations/metadataReport/export/{id}` (contracts: SimsExportQuerySchema): the report as an
// OpenDocument text, or a ZIP with the files of the documents it cites, saved under the name the
// server gives; the documents whose file could not be included come back named. And its read path
// asking for SDMX: the report as SDMX-ML 3.0 reference metadata.

/** The media type of a report as SDMX-ML 3.0 reference metadata (Accept on its read path). */
export const SIMS_SDMX_MEDIA_TYPE = 'application/vnd.sdmx.genericmetadata+xml;version=3.0.0';

/** What the export holds. */
export interface SimsExportChoice {
  /** The rubrics left empty too, marked as such. */
  emptyMas: boolean;
  lg1: boolean;
  lg2: boolean;
  /** A ZIP holding the files of the documents cited. */
  document: boolean;
}

export const simsExportPath = (id: string, { emptyMas, lg1, lg2, document }: SimsExportChoice) =>
  `${simsKind.paths.item}/export/${encodeURIComponent(id)}?${new URLSearchParams({
    emptyMas: String(emptyMas),
    lg1: String(lg1),
    lg2: String(lg2),
    document: String(document),
  }).toString()}`;

/** Exports a report with the user's token and saves it; resolves with its name and the missing documents. */
export function exportSims(id: string, choice: SimsExportChoice): Promise<SavedFile> {
  return downloadAndSave(simsExportPath(id, choice), {
    accept: 'application/vnd.oasis.opendocument.text, application/zip, application/json',
  });
}

/** `GET /operations/metadataReport/{id}` asking for SDMX-ML: the report as a reference metadata message, saved under the server's name. */
export function exportSimsSdmx(id: string): Promise<SavedFile> {
  return downloadAndSave(`${simsKind.paths.item}/${encodeURIComponent(id)}`, { accept: SIMS_SDMX_MEDIA_TYPE });
}
