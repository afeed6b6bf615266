import { Trans, useLingui } from '@lingui/react/macro';
import type { Series } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { seriesUi } from './kinds.ts';

/**
 * Creates or modifies a series: its family (chosen once), titles and short names, summary and
 * history, operation type and frequency, the organisations that publish it, take part in it and
 * collect its data, the series and indicators it replaces or that replace it, related records, and
 * its owners (one at least).
 */
export function SeriesForm({ existing }: { existing?: Series | undefined }) {
  const { t } = useLingui();
  return (
    <RecordFormScreen ui={seriesUi} {...(existing ? { record: existing } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="familyId" description={existing ? undefined : t`The family it belongs to. It cannot change later.`} className="max-w-xl" />
            <RecordField name="prefLabel" />
            <RecordField name="altLabel" />
            <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
              <RecordField name="typeCode" />
              <RecordField name="accrualPeriodicityCode" />
            </div>
          </FormSection>
          <FormSection title={<Trans>Description</Trans>}>
            <RecordField name="abstract" />
            <RecordField name="historyNote" />
          </FormSection>
          <FormSection title={<Trans>Organisations</Trans>}>
            <RecordField name="publishers" />
            <RecordField name="stakeholders" />
            <RecordField name="dataCollectors" />
          </FormSection>
          <FormSection title={<Trans>Related records</Trans>}>
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
