import type { ReactNode } from 'react';

/** A titled part of a record's form ("General information", "Codes"): a fieldset with its legend. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-line pt-4 forced-colors:border-[CanvasText]">
      <legend className="pe-2 text-2xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}
