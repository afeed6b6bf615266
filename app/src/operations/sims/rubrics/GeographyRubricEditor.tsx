import { TerritoryPicker } from '../geography/TerritoryPicker.tsx';
import { RubricErrorText, type RangeEditorProps } from './editor-parts.tsx';
import { editedRubric, settleRubric } from './rubric-values.ts';

/** A territory, chosen with the geography's picker (which also creates and modifies statistical territories). */
export function GeographyRubricEditor({ msd, value, onChange, name, errors }: RangeEditorProps) {
  const current = editedRubric(msd, value, 'GEOGRAPHY');
  return (
    <div className="flex max-w-xl flex-col gap-1">
      <TerritoryPicker label={name} value={current.value} onChange={(id) => onChange(settleRubric({ ...current, value: id }))} />
      {/* The picker takes no error of its own: said under it. */}
      {errors.value !== undefined && <RubricErrorText>{errors.value}</RubricErrorText>}
    </div>
  );
}
