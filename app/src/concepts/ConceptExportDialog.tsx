import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, Radio, RadioGroup } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import { useDataLanguageNames } from '../records/data-languages.ts';
import { exportConcept, type DocumentLanguage } from './concept-api.ts';

/** The language of a document: the first or the second data language, named. */
export function DocumentLanguageChoice({ value, onChange }: { value: DocumentLanguage; onChange: (value: DocumentLanguage) => void }) {
  const { t } = useLingui();
  const languages = useDataLanguageNames();
  return (
    <RadioGroup label={t`Language of the document`} value={value} onChange={(next) => onChange(next === 'lg2' ? 'lg2' : 'lg1')}>
      {languages.map((language) => (
        <Radio key={language.id} value={language.id} label={language.name} />
      ))}
    </RadioGroup>
  );
}

export interface ConceptExportButtonProps {
  id: string;
}

/**
 * "Export" on a concept's page: a dialog to choose the document's language (first or second), then
 * the concept as an OpenDocument text saved under the name the server gives; failures in words.
 */
export function ConceptExportButton({ id }: ConceptExportButtonProps) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [language, setLanguage] = useState<DocumentLanguage>('lg1');
  const exporting = useMutation({ mutationFn: (langue: DocumentLanguage) => exportConcept(id, langue) });
  const openChange = (open: boolean) => {
    // Each opening starts afresh.
    if (!open) {
      setLanguage('lg1');
      exporting.reset();
    }
    setOpen(open);
  };
  const fileName = exporting.data?.fileName ?? '';
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Export</Trans>
      </Button>
      <Dialog
        title={t`Export the concept`}
        isOpen={isOpen}
        onOpenChange={openChange}
        actions={
          <>
            <Button variant="secondary" onPress={() => openChange(false)}>
              <Trans>Close</Trans>
            </Button>
            <Button onPress={() => exporting.mutate(language)} isPending={exporting.isPending} pendingLabel={t`Exporting`}>
              <Trans>Export</Trans>
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <p>
            <Trans>The concept is saved as an OpenDocument text (.odt), in the language chosen.</Trans>
          </p>
          <DocumentLanguageChoice
            value={language}
            onChange={(next) => {
              setLanguage(next);
              exporting.reset();
            }}
          />
          {exporting.isError && (
            <Alert tone="error" title={<Trans>The concept could not be exported.</Trans>}>
              {describeError(exporting.error, i18n)}
            </Alert>
          )}
          {exporting.isSuccess && (
            <Alert tone="success">
              <Trans>Saved as {fileName}.</Trans>
            </Alert>
          )}
        </div>
      </Dialog>
    </>
  );
}
