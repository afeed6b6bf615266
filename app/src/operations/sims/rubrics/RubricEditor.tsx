import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BilingualField, Checkbox, ConfirmDialog, DatePicker } from '@atelier/ui-kit';
import type { LookupSpec, MsdRubric, SimsRubric } from '@atelier/contracts';
import { LookupField } from '../../../records/RecordField.tsx';
import { CodeListRubricEditor } from './CodeListRubricEditor.tsx';
import { RubricErrorText, type RangeEditorProps } from './editor-parts.tsx';
import { GeographyRubricEditor } from './GeographyRubricEditor.tsx';
import { RichTextRubricEditor } from './RichTextRubricEditor.tsx';
import { useLanguageCodes, useRubricName } from './rubric-hooks.ts';
import { editedRubric, notApplicable, rubricFieldName, settleRubric, storedText, type Lg, type RubricErrors, type RubricReferences } from './rubric-values.ts';

// One rubric of a quality report's form, by range type: text or rich text in both languages side
// by side (rich text with the documents and links it cites in each), a date, codes of the rubric's
// list, an organisation, a territory; and "Not applicable" for the rubrics that allow it. The
// editor is controlled and cheap to drive: an empty editor gives `undefined` (rubric unanswered),
// and rich text reaches the host on blur or after a pause in typing, not on every key press.

export interface RubricEditorProps {
  /** The rubric, as the metadata structure describes it. */
  msd: MsdRubric;
  /** Its value in the report being edited; none when unanswered. */
  value: SimsRubric | undefined;
  /** The new value, or `undefined` when the rubric no longer answers anything. */
  onChange: (next: SimsRubric | undefined) => void;
  /** The report's `references`: the labels of the documents, links, territories and organisations it cites. */
  references: RubricReferences;
  /** What is refused, by field of the value (`labelLg1`, `value`, `documentsLg2`…). */
  errors?: RubricErrors | undefined;
  /** What is refused in the rubric as a whole (the server's word on it), shown on its first field. */
  error?: string | undefined;
}

/** Text in both languages, side by side: what a blank side holds is nothing (null). */
function TextRubricEditor({ msd, value, onChange, name, errors }: RangeEditorProps) {
  const code = useLanguageCodes();
  const current = editedRubric(msd, value, 'TEXT');
  const side = (lg: Lg) => {
    const field = lg === 1 ? 'labelLg1' : 'labelLg2';
    const error = errors[field];
    return {
      lang: code(lg),
      name: rubricFieldName(msd.idMas, field),
      value: current[field] ?? '',
      onChange: (text: string) => onChange(settleRubric({ ...current, [field]: storedText(text) })),
      isInvalid: error !== undefined,
      errorMessage: error,
    };
  };
  return <BilingualField label={name} lg1={side(1)} lg2={side(2)} />;
}

function DateRubricEditor({ msd, value, onChange, name, errors }: RangeEditorProps) {
  const current = editedRubric(msd, value, 'DATE');
  return (
    <DatePicker
      label={name}
      name={rubricFieldName(msd.idMas, 'value')}
      value={current.value}
      onChange={(day) => onChange(settleRubric({ ...current, value: day }))}
      isInvalid={errors.value !== undefined}
      errorMessage={errors.value}
    />
  );
}

const ORGANIZATIONS: LookupSpec = { source: 'organization', many: false };

/** One organisation, chosen with the widget of the records' organisation fields ("None" first). */
function OrganizationRubricEditor({ msd, value, onChange, name, errors }: RangeEditorProps) {
  const current = editedRubric(msd, value, 'ORGANIZATION');
  return (
    <LookupField
      spec={ORGANIZATIONS}
      name={rubricFieldName(msd.idMas, 'value')}
      label={name}
      isRequired={false}
      isInvalid={errors.value !== undefined}
      errorMessage={errors.value}
      onBlur={() => undefined}
      value={current.value ?? ''}
      onChange={(id) => onChange(settleRubric({ ...current, value: id || null }))}
      className="max-w-xl"
    />
  );
}

/**
 * "Not applicable", for the rubrics that allow it: checking it clears the rubric's value, once
 * confirmed when there is one; unchecking it gives back an empty editor.
 */
function NotApplicableCheckbox({ msd, value, onChange, name }: Pick<RangeEditorProps, 'msd' | 'value' | 'onChange' | 'name'>) {
  const { t } = useLingui();
  const [isAsking, setAsking] = useState(false);
  const isSelected = value?.rangeType === 'RUBRIQUE_SANS_OBJECT';
  const change = (selected: boolean) => {
    if (!selected) return onChange(undefined);
    if (value && settleRubric(value)) return setAsking(true);
    onChange(notApplicable(msd.idMas));
  };
  return (
    <>
      <Checkbox label={t`Not applicable`} isSelected={isSelected} onChange={change} />
      <ConfirmDialog
        kind="delete"
        title={t`Not applicable`}
        message={<Trans>Mark “{name}” as not applicable? What it holds now is removed from the report.</Trans>}
        isOpen={isAsking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setAsking(false);
          onChange(notApplicable(msd.idMas));
        }}
      />
    </>
  );
}

/** The editor of a value of the rubric's range type. */
function ValueEditor(props: RangeEditorProps) {
  switch (props.msd.rangeType) {
    case 'TEXT':
      return <TextRubricEditor {...props} />;
    case 'RICH_TEXT':
      return <RichTextRubricEditor {...props} />;
    case 'DATE':
      return <DateRubricEditor {...props} />;
    case 'CODE_LIST':
      return <CodeListRubricEditor {...props} />;
    case 'ORGANIZATION':
      return <OrganizationRubricEditor {...props} />;
    case 'GEOGRAPHY':
      return <GeographyRubricEditor {...props} />;
    case 'REPORTED_ATTRIBUTE':
      return null;
  }
}

/**
 * The editor of one rubric, by its range type. Every input is labelled with the rubric's number and
 * name (and its language, for text); data inputs carry their `lang`. With "Not applicable", a group named
 * after the rubric holds both. Nothing for a section header.
 */
export function RubricEditor({ msd, value, onChange, references, errors, error }: RubricEditorProps) {
  const rubricName = useRubricName();
  if (msd.rangeType === 'REPORTED_ATTRIBUTE') return null;
  // Its number first, as its heading and the outline say it: "S.4 Unit of measure (French)".
  const name = `${msd.idMas} ${rubricName(msd).text}`;
  const isNotApplicable = value?.rangeType === 'RUBRIQUE_SANS_OBJECT';
  // The rubric's own word goes to its first field, unless that one has its own.
  const first = msd.rangeType === 'TEXT' || msd.rangeType === 'RICH_TEXT' ? 'labelLg1' : 'value';
  const shown: RubricErrors = error === undefined || errors?.[first] !== undefined ? (errors ?? {}) : { ...errors, [first]: error };
  const editor = !isNotApplicable && <ValueEditor msd={msd} value={value} onChange={onChange} references={references} name={name} errors={shown} />;
  if (!msd.sansObject && !isNotApplicable) return <div className="flex min-w-0 flex-col gap-4">{editor}</div>;
  // "Not applicable" alone would not say of what: the group names the rubric.
  return (
    <div role="group" aria-label={name} className="flex min-w-0 flex-col gap-4">
      <NotApplicableCheckbox msd={msd} value={value} onChange={onChange} name={name} />
      {isNotApplicable && error !== undefined && <RubricErrorText>{error}</RubricErrorText>}
      {editor}
    </div>
  );
}
