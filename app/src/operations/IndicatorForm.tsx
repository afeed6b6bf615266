import { Trans } from '@lingui/react/macro';
import type { Indicator } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { indicatorUi } from './kinds.ts';

/**
 * Creates or modifies an indicator: titles and short names, summary and history, frequency, the
 * organisations that publish it and take part in it, the series it is produced from (one at least),
 * the series and indicators it replaces or that replace it, related records, and its owners.
 */
export function IndicatorForm({ existing }: { existing?: Indicator | undefined }) {
  return (
    <RecordFormScreen ui={indicatorUi} {...(existing ? { record: existing } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="prefLabel" />
            <RecordField name="altLabel" />
            <RecordField name="accrualPeriodicityCode" className="max-w-xl" />
          </FormSection>
          <FormSection title={<Trans>Description</Trans>}>
            <RecordField name="abstract" />
            <RecordField name="historyNote" />
          </FormSection>
          <FormSection title={<Trans>Organisations</Trans>}>
            <RecordField name="publishers" />
            <RecordField name="stakeholders" />
          </FormSection>
          <FormSection title={<Trans>Related records</Trans>}>
            <RecordField name="wasGeneratedBy" />
            <RecordField name="replaces" />
            <RecordField name="isReplacedBy" />
            <RecordField name="seeAlso" />
          </FormSection>
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}
