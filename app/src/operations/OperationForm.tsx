import { Trans, useLingui } from '@lingui/react/macro';
import { strategyFor, type Operation } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { operationUi, seriesUi } from './kinds.ts';

/**
 * The series a new operation may join: those the user may modify (everyone's for those who may
 * modify every series, else those their stamp owns) and without a quality report of their own
 * (a series has a report or operations, 663).
 */
function useEditableSeries(): Record<string, string> {
  const { privileges, stamps } = useAuthorization();
  const [stamp] = stamps;
  const withoutReport = { hasReport: 'false' };
  if (strategyFor(privileges, seriesUi.kind.application, 'UPDATE') === 'ALL' || !stamp) return withoutReport;
  return { ...withoutReport, creator: stamp };
}

/**
 * Creates or modifies an operation: its series (chosen once, among those the user may modify, whose
 * owners then govern it), titles and short names, and year.
 */
export function OperationForm({ existing }: { existing?: Operation | undefined }) {
  const { t } = useLingui();
  const filter = useEditableSeries();
  return (
    <RecordFormScreen ui={operationUi} {...(existing ? { record: existing } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField
              name="seriesId"
              filter={filter}
              description={
                existing ? undefined : t`The series it is an occurrence of, among those you may modify that have no quality report of their own. It cannot change later.`
              }
              className="max-w-xl"
            />
            <RecordField name="prefLabel" />
            <RecordField name="altLabel" />
            <RecordField name="year" description={t`The year it covers, such as 2024.`} className="max-w-40" />
          </FormSection>
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}
