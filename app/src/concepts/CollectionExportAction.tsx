import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { collectionKind } from '@atelier/contracts';
import { downloadAndSave } from '../lib/save-file.ts';
import { ExportChoiceFields, exportChoiceOf, type ExportFormat } from '../records/BulkExportPage.tsx';
import { ExportButton } from '../records/ExportButton.tsx';
import { downloadRdf, isRdfFormat, useSkosFormatOptions, type RdfFormat } from '../records/rdf-formats.ts';
import { collectionExportPath } from './export-api.ts';

/**
 * Export of one collection: ODT in the first or second language, or ODS, alone or with the
 * documents of its member concepts (a ZIP); or SKOS, its members named. The file is saved under the
 * name the server gives.
 */
export function CollectionExportAction({ id }: { id: string }) {
  const { t } = useLingui();
  const [format, setFormat] = useState<ExportFormat | RdfFormat>('odt-lg1');
  const skos = useSkosFormatOptions();
  const [perConcept, setPerConcept] = useState(false);
  return (
    <ExportButton
      title={t`Export the collection`}
      description={<Trans>The collection is saved as an OpenDocument text or spreadsheet, with the documents of its concepts if asked, or as SKOS.</Trans>}
      choice={{ format, perConcept }}
      run={({ format: chosen, perConcept: each }) =>
        isRdfFormat(chosen)
          ? downloadRdf(`${collectionKind.paths.item}/${encodeURIComponent(id)}`, chosen)
          : downloadAndSave(collectionExportPath(id, exportChoiceOf(chosen, each)))
      }
      failed={<Trans>The collection could not be exported.</Trans>}
      onClose={() => {
        setFormat('odt-lg1');
        setPerConcept(false);
      }}
    >
      <ExportChoiceFields
        format={format}
        onFormatChange={setFormat}
        perConcept={perConcept}
        onPerConceptChange={setPerConcept}
        documents={{ label: t`Documents`, one: t`The collection only`, each: t`Also the documents of its concepts (ZIP)` }}
        more={skos}
      />
    </ExportButton>
  );
}
