import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@atelier/ui-kit';
import { useDataLanguageNames } from '../records/data-languages.ts';
import { ExportButton } from '../records/ExportButton.tsx';
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
  const { t } = useLingui();
  const [language, setLanguage] = useState<DocumentLanguage>('lg1');
  return (
    <ExportButton
      title={t`Export the concept`}
      description={<Trans>The concept is saved as an OpenDocument text (.odt), in the language chosen.</Trans>}
      choice={language}
      run={(langue) => exportConcept(id, langue)}
      failed={<Trans>The concept could not be exported.</Trans>}
      onClose={() => setLanguage('lg1')}
    >
      <DocumentLanguageChoice value={language} onChange={setLanguage} />
    </ExportButton>
  );
}
