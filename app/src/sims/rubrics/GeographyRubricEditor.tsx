import type { RangeEditorProps } from './editor-parts.tsx';

/** A territory: the geography's picker (sims/geography/TerritoryPicker.tsx, being written) takes this place. */
export function GeographyRubricEditor(_props: RangeEditorProps) {
  return null;
}
