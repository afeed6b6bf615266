import { useCallback, useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from '@atelier/ui-kit';
import {
  CONCEPT_LINK_NAMES,
  CONCEPT_NOTE_NAMES,
  conceptRuleIssues,
  type ConceptRuleIssue,
  type ConceptView,
} from '@atelier/contracts';
import { ERROR_MESSAGES } from '../lib/error-messages.ts';
import { BilingualFormField } from '../records/BilingualFormField.tsx';
import { pairFields, useFieldNames } from '../records/field-names.ts';
import { RecordField } from '../records/RecordField.tsx';
import { RecordFormScreen, type FieldRefusal, type FormExtension } from '../records/RecordFormScreen.tsx';
import { RecordPickerField } from '../records/RecordPicker.tsx';
import { StewardshipFields } from '../records/StewardshipFields.tsx';
import { useAppContext } from '../shell/app-context.ts';
import { conceptUi } from './kinds.ts';

// A concept's form, in three tabs: general information, the four notes in both languages, and
// its links to other concepts and to equivalents elsewhere. The rules of its notes (specification
// §5) are checked as the person types, with the API's own function; the question "new version or
// overwrite?" on saving changed notes of a published concept is the framework's (versioned notes).

export type ConceptTab = 'general' | 'notes' | 'links';

const NOTE_FIELDS = CONCEPT_NOTE_NAMES.flatMap((note) => pairFields(note));

/** The tab each field of the form is in. */
const TAB_OF: Record<string, ConceptTab> = {
  ...Object.fromEntries(NOTE_FIELDS.map((field) => [field, 'notes'])),
  ...Object.fromEntries([...CONCEPT_LINK_NAMES, 'closeMatch'].map((field) => [field, 'links'])),
};

export function tabOf(field: string): ConceptTab {
  return TAB_OF[field] ?? 'general';
}

/** The fields in the order the tabs show them: the summary lists them so, and the first one takes focus. */
const FIELD_ORDER = [
  ...pairFields('prefLabel'),
  ...pairFields('altLabel'),
  'owners',
  'disseminationStatus',
  'contributors',
  'additionalMaterial',
  'valid',
  ...NOTE_FIELDS,
  ...CONCEPT_LINK_NAMES,
  'closeMatch',
];

/** Whether the short definition is required in the first language under this status (the concept public): as the contracts' rule says. */
function scopeNoteRequired(disseminationStatus: string | undefined, max: number): boolean {
  return conceptRuleIssues({ disseminationStatus: disseminationStatus ?? null, definitionLg1: 'x' }, max).some((issue) => issue.code === 'CONCEPT_SCOPE_NOTE_REQUIRED');
}

/** The messages of the notes' rules, at their fields. */
function useRuleMessages() {
  const { t, i18n } = useLingui();
  return useCallback(
    (issue: ConceptRuleIssue, max: number): string =>
      issue.code === 'CONCEPT_SCOPE_NOTE_TOO_LONG'
        ? t({ message: plural(max, { one: 'The short definition is limited to # character.', other: 'The short definition is limited to # characters.' }) })
        : i18n._(ERROR_MESSAGES[issue.code]),
    [t, i18n],
  );
}

/**
 * Creates or modifies a concept. General: labels, alternative labels, owner, contributor (shown),
 * dissemination status, additional material, end of validity. Notes: short definition (counted
 * against the deployment's limit), definition, editorial note and change note, each in both
 * languages. Links: the six kinds of links to other concepts, each picked by a search, and the
 * addresses of equivalent concepts elsewhere.
 */
export function ConceptForm({ existing }: { existing?: ConceptView | undefined }) {
  const { maxLengthScopeNote: max } = useAppContext();
  const [tab, setTab] = useState<Key>('general');
  const ruleMessage = useRuleMessages();

  const extension = useMemo(
    (): FormExtension<FieldValues> => ({
      values: {},
      schema: {},
      check: (values) =>
        conceptRuleIssues(values as Parameters<typeof conceptRuleIssues>[0], max).map(
          (issue): FieldRefusal => ({ field: issue.field, message: ruleMessage(issue, max) }),
        ),
      errorFields: {
        CONCEPT_DEFINITION_REQUIRED: 'definitionLg1',
        CONCEPT_SCOPE_NOTE_REQUIRED: 'scopeNoteLg1',
        CONCEPT_SCOPE_NOTE_TOO_LONG: 'scopeNoteLg1',
        CONCEPT_NOTE_LG2_ONLY: 'scopeNoteLg1',
      },
      body: () => ({}),
    }),
    [max, ruleMessage],
  );

  return (
    <RecordFormScreen
      ui={conceptUi}
      {...(existing ? { record: existing } : {})}
      extension={extension}
      revealField={(name) => setTab(tabOf(name))}
      fieldOrder={FIELD_ORDER}
    >
      {(form) => <ConceptTabs control={form.control as unknown as Control<FieldValues>} tab={tab} onTab={setTab} existing={existing} max={max} />}
    </RecordFormScreen>
  );
}

interface ConceptTabsProps {
  control: Control<FieldValues>;
  tab: Key;
  onTab: (tab: Key) => void;
  existing: ConceptView | undefined;
  max: number;
}

/** The three tabs; each names the errors its fields hold. Every panel stays mounted (hidden), so that its fields keep their state. */
function ConceptTabs({ control, tab, onTab, existing, max }: ConceptTabsProps) {
  const { t } = useLingui();
  const { errors } = useFormState({ control });
  const count = (name: ConceptTab) => Object.keys(errors).filter((field) => tabOf(field) === name).length;
  const tabs: { id: ConceptTab; label: string }[] = [
    { id: 'general', label: t`General information` },
    { id: 'notes', label: t`Notes` },
    { id: 'links', label: t`Links` },
  ];
  return (
    <Tabs selectedKey={tab} onSelectionChange={onTab}>
      <TabList aria-label={t`Parts of the concept`}>
        {tabs.map(({ id, label }) => {
          const errorCount = count(id);
          return (
            <Tab key={id} id={id}>
              {label}
              {errorCount > 0 && (
                <span className="flex items-center gap-1 font-semibold text-danger forced-colors:text-[CanvasText]">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  {t({ message: plural(errorCount, { one: '(# error)', other: '(# errors)' }) })}
                </span>
              )}
            </Tab>
          );
        })}
      </TabList>
      <TabPanel id="general" shouldForceMount className="flex flex-col gap-4 data-[inert]:hidden">
        <RecordField name="prefLabel" />
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          <RecordField name="altLabelLg1" />
          <RecordField name="altLabelLg2" />
        </div>
        <StewardshipFields control={control as never} contributorsReadOnly />
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          <RecordField name="additionalMaterial" description={t`A page about the concept elsewhere, starting with https:// or http://.`} />
          <RecordField name="valid" description={t`The last day the concept is valid; leave it empty while it is.`} />
        </div>
      </TabPanel>
      <TabPanel id="notes" shouldForceMount className="flex flex-col gap-6 data-[inert]:hidden">
        <NotesPanel control={control} max={max} />
      </TabPanel>
      <TabPanel id="links" shouldForceMount className="flex flex-col gap-4 data-[inert]:hidden">
        {CONCEPT_LINK_NAMES.map((name) => (
          <RecordPickerField key={name} name={name} {...(existing ? { exclude: [existing.id] } : {})} />
        ))}
        <RecordField
          name="closeMatch"
          description={t`The web addresses of equivalent concepts elsewhere, each starting with https:// or http://. Press Enter after each one.`}
        />
      </TabPanel>
    </Tabs>
  );
}

/** The four notes in both languages; the short definition counted against the deployment's limit, required in the first language when the concept is public. */
function NotesPanel({ control, max }: { control: Control<FieldValues>; max: number }) {
  const names = useFieldNames(conceptUi);
  const status = useWatch({ control, name: 'disseminationStatus' }) as string | undefined;
  return (
    <>
      <BilingualFormField
        control={control}
        name="scopeNote"
        label={names('scopeNote')}
        richText
        characterLimit={max}
        required={scopeNoteRequired(status, max) ? 'lg1' : 'none'}
      />
      <BilingualFormField control={control} name="definition" label={names('definition')} richText required="lg1" />
      <BilingualFormField control={control} name="editorialNote" label={names('editorialNote')} richText />
      <BilingualFormField control={control} name="changeNote" label={names('changeNote')} richText />
    </>
  );
}
