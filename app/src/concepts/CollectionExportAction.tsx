import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import { downloadAndSave } from '../lib/save-file.ts';
import { ExportChoiceFields, exportChoiceOf, type ExportFormat } from '../records/BulkExportPage.tsx';
import { collectionExportPath } from './export-api.ts';

/**
 * Export of one collection: ODT in the first or second language, or ODS, alone or with the
 * documents of its member concepts (a ZIP); the file is saved under the name the server gives.
 */
export function CollectionExportAction({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('odt-lg1');
  const [perConcept, setPerConcept] = useState(false);
  const exporting = useMutation({
    mutationFn: () => downloadAndSave(collectionExportPath(id, exportChoiceOf(format, perConcept))),
  });
  const open = (next: boolean) => {
    if (!next) {
      setFormat('odt-lg1');
      setPerConcept(false);
      exporting.reset();
    }
    setOpen(next);
  };
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    exporting.reset();
  };
  const fileName = exporting.data?.fileName ?? '';
  return (
    <>
      <Button variant="secondary" onPress={() => open(true)}>
        <Trans>Export</Trans>
      </Button>
      <Dialog
        title={t`Export the collection`}
        isOpen={isOpen}
        onOpenChange={open}
        actions={
          <>
            <Button variant="secondary" onPress={() => open(false)}>
              <Trans>Close</Trans>
            </Button>
            <Button onPress={() => exporting.mutate()} isPending={exporting.isPending} pendingLabel={t`Exporting…`}>
              <Trans>Export</Trans>
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <ExportChoiceFields
            format={format}
            onFormatChange={choose(setFormat)}
            perConcept={perConcept}
            onPerConceptChange={choose(setPerConcept)}
            documents={{ label: t`Documents`, one: t`The collection only`, each: t`Also the documents of its concepts (ZIP)` }}
          />
          {exporting.isSuccess && (
            <Alert tone="success" title={<Trans>Exported</Trans>}>
              <Trans>Saved as {fileName}.</Trans>
            </Alert>
          )}
          {exporting.isError && (
            <Alert tone="error" title={<Trans>Not exported</Trans>}>
              {describeError(exporting.error, i18n)}
            </Alert>
          )}
        </div>
      </Dialog>
    </>
  );
}
