import { Trans } from '@lingui/react/macro';
import type { Family } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { familyUi } from './kinds.ts';

/** Creates or modifies a family: its titles and summary in both languages, and its stewardship. */
export function FamilyForm({ existing }: { existing?: Family | undefined }) {
  return (
    <RecordFormScreen ui={familyUi} {...(existing ? { record: existing } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="prefLabel" />
            <RecordField name="abstract" />
          </FormSection>
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}
