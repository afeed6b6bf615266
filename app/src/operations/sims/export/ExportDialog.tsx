import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, CheckboxGroup, Dialog, useDataLanguages, useLanguageName } from '@atelier/ui-kit';
import { useAuthorization } from '../../../auth/privileges.ts';
import { describeError } from '../../../lib/error-messages.ts';
import { exportSims, type SimsExportChoice } from './export-api.ts';

export interface ExportDialogProps {
  /** The report exported. */
  simsId: string;
  /** Whether the report cites documents that hold a file: only then can their files be included. */
  hasDocuments: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

type Language = 'lg1' | 'lg2';

/**
 * The export of a quality report (spec §7, §8): the rubrics left empty or not, the first language,
 * the second, and the documents' files when the report cites some the user may read. At least one
 * language: said beside the choice, and an export without one is refused out loud. The file is
 * saved under the name the server gives; documents whose file could not be included are listed.
 */
export function ExportDialog({ simsId, hasDocuments, isOpen, onOpenChange }: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const dataLanguages = useDataLanguages();
  const languageName = useLanguageName();
  const lg1Name = languageName(dataLanguages.lg1);
  const lg2Name = languageName(dataLanguages.lg2);
  const { can } = useAuthorization();
  const offerDocuments = hasDocuments && can('OPERATION_DOCUMENT', 'READ');

  const [emptyMas, setEmptyMas] = useState(true);
  const [languages, setLanguages] = useState<Language[]>(['lg1', 'lg2']);
  const [withDocuments, setWithDocuments] = useState(true);
  const [refused, setRefused] = useState(false);
  const exporting = useMutation({ mutationFn: (choice: SimsExportChoice) => exportSims(simsId, choice) });
  const noLanguage = languages.length === 0;

  /** A changed choice makes the last result stale. */
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setRefused(false);
    exporting.reset();
  };

  const submit = () => {
    if (noLanguage) {
      setRefused(true);
      return;
    }
    exporting.mutate({
      emptyMas,
      lg1: languages.includes('lg1'),
      lg2: languages.includes('lg2'),
      document: offerDocuments && withDocuments,
    });
  };

  // Each opening starts from the usual choices, with no result of a previous export.
  const openChange = (open: boolean) => {
    if (!open) {
      setEmptyMas(true);
      setLanguages(['lg1', 'lg2']);
      setWithDocuments(true);
      setRefused(false);
      exporting.reset();
    }
    onOpenChange(open);
  };

  const saved = exporting.data;
  const fileName = saved?.fileName ?? '';
  // The server names the missing documents by their title in the first language exported.
  const titlesLanguage = exporting.variables?.lg1 === false ? dataLanguages.lg2 : dataLanguages.lg1;

  return (
    <Dialog
      title={t`Export the quality report`}
      isOpen={isOpen}
      onOpenChange={openChange}
      actions={
        <>
          <Button variant="secondary" onPress={() => openChange(false)}>
            <Trans>Close</Trans>
          </Button>
          <Button onPress={submit} isPending={exporting.isPending} pendingLabel={t`Exporting`}>
            <Trans>Export</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p>
          {offerDocuments ? (
            <Trans>The report is saved as an OpenDocument text (.odt), or in a ZIP archive with the files of the documents it cites.</Trans>
          ) : (
            <Trans>The report is saved as an OpenDocument text (.odt).</Trans>
          )}
        </p>
        <CheckboxGroup
          label={t`Languages`}
          description={t`The document holds the languages checked.`}
          value={languages}
          onChange={choose((values: string[]) => setLanguages(values.filter((value): value is Language => value === 'lg1' || value === 'lg2')))}
          isInvalid={noLanguage}
          errorMessage={t`Choose at least one language to export.`}
        >
          <Checkbox value="lg1" label={t`Include the first language (${lg1Name})`} />
          <Checkbox value="lg2" label={t`Include the second language (${lg2Name})`} />
        </CheckboxGroup>
        <Checkbox
          label={t`Include empty rubrics`}
          description={t`Rubrics without a value are listed too, marked as not filled in.`}
          isSelected={emptyMas}
          onChange={choose(setEmptyMas)}
        />
        {offerDocuments && (
          <Checkbox
            label={t`Include documents`}
            description={t`The files of the documents the report cites, with it in a ZIP archive.`}
            isSelected={withDocuments}
            onChange={choose(setWithDocuments)}
          />
        )}
        {refused && noLanguage && (
          <Alert tone="error" title={<Trans>Nothing was exported.</Trans>}>
            <Trans>Choose at least one language to export.</Trans>
          </Alert>
        )}
        {exporting.isError && (
          <Alert tone="error" title={<Trans>The report could not be exported.</Trans>}>
            {describeError(exporting.error, i18n)}
          </Alert>
        )}
        {saved && saved.missingDocuments.length > 0 && (
          <Alert tone="warning" title={<Trans>Saved as {fileName}, without the files of these documents:</Trans>}>
            <ul className="list-disc ps-5">
              {saved.missingDocuments.map((title) => (
                <li key={title} lang={titlesLanguage}>
                  {title}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {saved && saved.missingDocuments.length === 0 && (
          <Alert tone="success">
            <Trans>Saved as {fileName}.</Trans>
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

export interface ExportSimsButtonProps {
  simsId: string;
  hasDocuments: boolean;
}

/** "Export" on a report's page, opening the export dialog; focus comes back to it when the dialog closes. */
export function ExportSimsButton({ simsId, hasDocuments }: ExportSimsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Export</Trans>
      </Button>
      <ExportDialog simsId={simsId} hasDocuments={hasDocuments} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
