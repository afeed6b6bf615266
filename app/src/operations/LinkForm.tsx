import { Trans } from '@lingui/react/macro';
import type { Link } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen, type EmbeddedForm } from '../records/RecordFormScreen.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { linkUi } from './kinds.ts';

/**
 * Creates or modifies a link: its titles (unique among documents and links), its web address (one
 * link per address), the language of the page, when it was last brought up to date, a description.
 * `embedded`: inside another screen's dialog (a link created from a quality report's form).
 */
export function LinkForm({ existing, embedded }: { existing?: Link | undefined; embedded?: EmbeddedForm | undefined }) {
  return (
    <RecordFormScreen ui={linkUi} {...(existing ? { record: existing } : {})} {...(embedded ? { embedded } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="label" />
            <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
              <RecordField name="lang" />
              <RecordField name="updatedDate" />
            </div>
            <RecordField name="url" />
            <RecordField name="description" />
          </FormSection>
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}
