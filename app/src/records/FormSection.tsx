import { useId, type ReactNode } from 'react';

/**
 * A titled part of a record's form ("General information", "Codes"): a fieldset with its legend, and
 * an optional sentence under it saying what the part is about (read with the group's name).
 */
export function FormSection({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <fieldset
      aria-describedby={description ? descriptionId : undefined}
      className="flex min-w-0 flex-col gap-4 border-t border-line pt-4 forced-colors:border-[CanvasText]"
    >
      <legend className="pe-2 text-2xl font-bold">{title}</legend>
      {description && (
        <p id={descriptionId} className="max-w-prose text-ink-muted forced-colors:text-[CanvasText]">
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
