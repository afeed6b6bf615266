import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordView } from '@atelier/contracts';
import { FormSection } from '../records/FormSection.tsx';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen } from '../records/RecordFormScreen.tsx';
import { RecordPickerField } from '../records/RecordPicker.tsx';
import { StewardshipSection } from '../records/StewardshipFields.tsx';
import { collectionUi } from './kinds.ts';

/**
 * Creates or modifies a collection: its label (required in the first language) and description in
 * both languages, its stewardship, and its members picked from the concepts by a search on the server.
 */
export function CollectionForm({ existing }: { existing?: RecordView | undefined }) {
  const { t } = useLingui();
  return (
    <RecordFormScreen ui={collectionUi} {...(existing ? { record: existing } : {})}>
      {() => (
        <>
          <FormSection title={<Trans>General information</Trans>}>
            <RecordField name="prefLabel" />
            <RecordField name="description" />
          </FormSection>
          <StewardshipSection />
          {/* The picker is its own group, named "Members": no section around it to say it twice. */}
          <RecordPickerField
            name="members"
            description={t`Search the concepts by label or identifier, then add them one by one.`}
            className="border-t border-line pt-4 forced-colors:border-[CanvasText]"
          />
        </>
      )}
    </RecordFormScreen>
  );
}
