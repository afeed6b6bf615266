import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, CheckboxGroup, Radio, RadioGroup, useDataLanguages, useLanguageName } from '@atelier/ui-kit';
import { useAuthorization } from '../../../auth/privileges.ts';
import { ExportButton } from '../../../records/ExportButton.tsx';
import { exportSims, exportSimsSdmx, type SimsExportChoice } from './export-api.ts';

type Language = 'lg1' | 'lg2';
/** A document for people (an ODT, or a ZIP with the documents' files), or SDMX-ML reference metadata for other systems. */
type Format = 'document' | 'sdmx-ml';

/** The usual choices, which each opening starts from. */
const USUAL = { format: 'document' as Format, emptyMas: true, languages: ['lg1', 'lg2'] as Language[], withDocuments: true };

/** What is exported: the document with its choices, or SDMX-ML (both languages, the rubrics filled in). */
type Choice = ({ format: 'document' } & SimsExportChoice) | { format: 'sdmx-ml' };

export interface ExportSimsButtonProps {
  /** The report exported. */
  simsId: string;
  /** Whether the report cites documents that hold a file: only then can their files be included. */
  hasDocuments: boolean;
}

/**
 * "Export" on a report's page (spec §7, §8): as a document, with the rubrics left empty or not, the
 * first language, the second, and the documents' files when the report cites some the user may
 * read; or as SDMX-ML 3.0 reference metadata (for the European metadata handler), which holds both
 * languages and the rubrics filled in. At least one language for a document: said beside the
 * choice, and an export without one is refused out loud. The file is saved under the name the
 * server gives; documents whose file could not be included are listed.
 */
export function ExportSimsButton({ simsId, hasDocuments }: ExportSimsButtonProps) {
  const { t } = useLingui();
  const dataLanguages = useDataLanguages();
  const languageName = useLanguageName();
  const lg1Name = languageName(dataLanguages.lg1);
  const lg2Name = languageName(dataLanguages.lg2);
  const { can } = useAuthorization();
  const offerDocuments = hasDocuments && can('OPERATION_DOCUMENT', 'READ');

  const [format, setFormat] = useState<Format>(USUAL.format);
  const [emptyMas, setEmptyMas] = useState(USUAL.emptyMas);
  const [languages, setLanguages] = useState<Language[]>(USUAL.languages);
  const [withDocuments, setWithDocuments] = useState(USUAL.withDocuments);
  const noLanguage = languages.length === 0;
  const choice: Choice =
    format === 'sdmx-ml'
      ? { format }
      : { format, emptyMas, lg1: languages.includes('lg1'), lg2: languages.includes('lg2'), document: offerDocuments && withDocuments };

  return (
    <ExportButton
      title={t`Export the quality report`}
      description={
        offerDocuments ? (
          <Trans>The report is saved as an OpenDocument text (.odt), or in a ZIP archive with the files of the documents it cites.</Trans>
        ) : (
          <Trans>The report is saved as an OpenDocument text (.odt).</Trans>
        )
      }
      choice={choice}
      run={(chosen) => (chosen.format === 'sdmx-ml' ? exportSimsSdmx(simsId) : exportSims(simsId, chosen))}
      failed={<Trans>The report could not be exported.</Trans>}
      refusal={(chosen) => (chosen.format === 'sdmx-ml' || chosen.lg1 || chosen.lg2 ? undefined : <Trans>Choose at least one language to export.</Trans>)}
      saved={({ fileName, missingDocuments }, chosen) =>
        missingDocuments.length > 0 && chosen.format === 'document' ? (
          <Alert tone="warning" title={<Trans>Saved as {fileName}, without the files of these documents:</Trans>}>
            <ul className="list-disc ps-5">
              {missingDocuments.map((title) => (
                // The server names the missing documents by their title in the first language exported.
                <li key={title} lang={chosen.lg1 ? dataLanguages.lg1 : dataLanguages.lg2}>
                  {title}
                </li>
              ))}
            </ul>
          </Alert>
        ) : undefined
      }
      onClose={() => {
        setFormat(USUAL.format);
        setEmptyMas(USUAL.emptyMas);
        setLanguages(USUAL.languages);
        setWithDocuments(USUAL.withDocuments);
      }}
    >
      <RadioGroup label={t`Format`} value={format} onChange={(next) => setFormat(next === 'sdmx-ml' ? 'sdmx-ml' : 'document')}>
        <Radio value="document" label={offerDocuments ? t`Document (.odt or .zip)` : t`Document (.odt)`} />
        <Radio value="sdmx-ml" label={t`SDMX-ML 3.0 (reference metadata)`} />
      </RadioGroup>
      {format === 'sdmx-ml' ? (
        <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
          <Trans>The report is saved as SDMX-ML reference metadata (.xml): the rubrics filled in, in both languages, as the metadata structure nests them.</Trans>
        </p>
      ) : (
        <>
          <CheckboxGroup
            label={t`Languages`}
            description={t`The document holds the languages checked.`}
            value={languages}
            onChange={(values: string[]) => setLanguages(values.filter((value): value is Language => value === 'lg1' || value === 'lg2'))}
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
            onChange={setEmptyMas}
          />
          {offerDocuments && (
            <Checkbox
              label={t`Include documents`}
              description={t`The files of the documents the report cites, with it in a ZIP archive.`}
              isSelected={withDocuments}
              onChange={setWithDocuments}
            />
          )}
        </>
      )}
    </ExportButton>
  );
}
