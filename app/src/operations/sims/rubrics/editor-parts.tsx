import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { MsdRubric, SimsRubric } from '@atelier/contracts';
import type { RubricErrors, RubricReferences } from './rubric-values.ts';

/** What the editor of each range type takes (RubricEditor hands it over). */
export interface RangeEditorProps {
  msd: MsdRubric;
  value: SimsRubric | undefined;
  onChange: (next: SimsRubric | undefined) => void;
  references: RubricReferences;
  /** The rubric's number and name in the interface's data language ("S.4 Unit of measure"): each input's label, with the language when it has one. */
  name: string;
  errors: RubricErrors;
}

/** An error no react-aria field wires (a territory, the documents of a language): the kit's look, said as an error without colour. */
export function RubricErrorText({ id, children }: { id?: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <p id={id} className="flex gap-1 text-sm text-danger forced-colors:text-[CanvasText]">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{t`Error:`} </span>
        {children}
      </span>
    </p>
  );
}
