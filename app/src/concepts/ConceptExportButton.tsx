import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@atelier/ui-kit';
import { conceptKind } from '@atelier/contracts';
import { useDataLanguageNames } from '../records/data-languages.ts';
import { ExportButton } from '../records/ExportButton.tsx';
import { downloadRdf, isRdfFormat, useSkosFormatOptions, type RdfFormat } from '../records/rdf-formats.ts';
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

type ConceptFormat = 'odt' | RdfFormat;

/**
 * "Export" on a concept's page: an OpenDocument text in the language chosen (first or second), or
 * SKOS (Turtle, RDF/XML, JSON-LD) with the concepts it points to named; the file saved under the
 * name the server gives; failures in words.
 */
export function ConceptExportButton({ id }: ConceptExportButtonProps) {
  const { t } = useLingui();
  const [format, setFormat] = useState<ConceptFormat>('odt');
  const [language, setLanguage] = useState<DocumentLanguage>('lg1');
  const skos = useSkosFormatOptions();
  return (
    <ExportButton
      title={t`Export the concept`}
      description={<Trans>The concept is saved as an OpenDocument text (.odt) in the language chosen, or as SKOS for other thesaurus tools.</Trans>}
      choice={{ format, language }}
      run={(choice) =>
        choice.format === 'odt' ? exportConcept(id, choice.language) : downloadRdf(`${conceptKind.paths.item}/${encodeURIComponent(id)}`, choice.format)
      }
      failed={<Trans>The concept could not be exported.</Trans>}
      onClose={() => {
        setFormat('odt');
        setLanguage('lg1');
      }}
    >
      <div className="flex flex-wrap gap-8">
        <RadioGroup label={t`Format`} value={format} onChange={(next) => setFormat(isRdfFormat(next) ? next : 'odt')}>
          <Radio value="odt" label={t`Text document (ODT)`} />
          {skos.map((option) => (
            <Radio key={option.id} value={option.id} label={option.label} />
          ))}
        </RadioGroup>
        {format === 'odt' && <DocumentLanguageChoice value={language} onChange={setLanguage} />}
      </div>
    </ExportButton>
  );
}
