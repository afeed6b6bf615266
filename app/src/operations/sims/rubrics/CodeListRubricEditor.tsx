import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, CheckboxGroup, ChecklistPicker, Select, Spinner } from '@atelier/ui-kit';
import { isMultiple } from '@atelier/contracts';
import { useVocabularyLabel } from '../../../records/reference.ts';
import type { RangeEditorProps } from './editor-parts.tsx';
import { useRubricCodes } from './rubric-hooks.ts';
import { editedRubric, rubricFieldName, settleRubric } from './rubric-values.ts';

/** Up to this many codes, every one shows as a checkbox; a longer list gets a search. */
const CHECKBOXES_AT_MOST = 10;

/** "None": the choice of a single-code rubric left empty. */
const NONE = '*';

/**
 * The codes of a CODE_LIST rubric, among its list's (read with the code lists module's query),
 * labelled in the interface's data language: one in a select ("None" first), or several when the
 * rubric allows it, as checkboxes, or in a searchable checklist for a long list. A code the list no
 * longer holds stays, under its own notation, until unchecked.
 */
export function CodeListRubricEditor({ msd, value, onChange, name, errors }: RangeEditorProps) {
  const { t } = useLingui();
  const label = useVocabularyLabel();
  const current = editedRubric(msd, value, 'CODE_LIST');
  const codeList = current.codeList || (msd.codeList ?? '');
  const codes = useRubricCodes(codeList);
  const options = useMemo(() => {
    const listed = (codes.data ?? []).map((code) => {
      const { text, lang } = label(code);
      return { id: code.id, label: text, lang, description: code.id };
    });
    const known = new Set(listed.map((option) => option.id));
    return [...listed, ...current.value.filter((code) => !known.has(code)).map((code) => ({ id: code, label: code, description: code, lang: undefined }))];
  }, [codes.data, current.value, label]);
  const choose = (chosen: readonly string[]) => onChange(settleRubric({ ...current, codeList, value: [...chosen] }));
  const common = {
    label: name,
    name: rubricFieldName(msd.idMas, 'value'),
    isInvalid: errors.value !== undefined,
    errorMessage: errors.value,
  };

  if (codes.isPending) return <Spinner label={t`Loading the codes of ${name}`} />;
  if (codes.isError) {
    return (
      <Alert
        tone="error"
        title={<Trans>The codes of “{name}” could not be loaded.</Trans>}
        actions={
          <Button variant="secondary" size="sm" onPress={() => void codes.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!isMultiple(msd)) {
    return (
      <Select
        {...common}
        items={[{ id: NONE, label: t`None` }, ...options]}
        value={current.value[0] ?? NONE}
        onChange={(key) => choose(key === null || key === NONE ? [] : [String(key)])}
        className="max-w-xl"
      />
    );
  }
  if (options.length <= CHECKBOXES_AT_MOST) {
    return (
      <CheckboxGroup {...common} value={[...current.value]} onChange={choose}>
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} label={<span lang={option.lang}>{option.label}</span>} />
        ))}
      </CheckboxGroup>
    );
  }
  return <ChecklistPicker {...common} items={options} value={current.value} onChange={choose} className="max-w-xl" />;
}
