import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadAndSave } from '../lib/save-file.ts';
import { ExportChoiceFields, exportChoiceOf, type ExportFormat } from '../records/BulkExportPage.tsx';
import { ExportButton } from '../records/ExportButton.tsx';
import { collectionExportPath } from './export-api.ts';

/**
 * Export of one collection: ODT in the first or second language, or ODS, alone or with the
 * documents of its member concepts (a ZIP); the file is saved under the name the server gives.
 */
export function CollectionExportAction({ id }: { id: string }) {
  const { t } = useLingui();
  const [format, setFormat] = useState<ExportFormat>('odt-lg1');
  const [perConcept, setPerConcept] = useState(false);
  return (
    <ExportButton
      title={t`Export the collection`}
      description={<Trans>The collection is saved as an OpenDocument text or spreadsheet, with the documents of its concepts if asked.</Trans>}
      choice={{ format, perConcept }}
      run={(choice) => downloadAndSave(collectionExportPath(id, exportChoiceOf(choice.format, choice.perConcept)))}
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
      />
    </ExportButton>
  );
}
