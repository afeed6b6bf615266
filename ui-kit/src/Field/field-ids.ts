import { createContext, useContext } from 'react';

/**
 * Inside a kit `Form`, a control with a `name` gets a predictable DOM id built from the form's own
 * id, so that the form's error summary can link to it without the caller handing out ids.
 */
export const FormIdContext = createContext<string | null>(null);

/** The DOM id of the field called `name` in the form `formId`. */
export function fieldDomId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '_')}`;
}

/** The id a control should use: the caller's, else the one its form gives to its name. */
export function useFieldId(name: string | undefined, id: string | undefined): string | undefined {
  const formId = useContext(FormIdContext);
  if (id) return id;
  return formId && name ? fieldDomId(formId, name) : undefined;
}

/** The elements that take focus with Tab, as a field's parts. */
export const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, select, button:not([disabled]), [contenteditable="true"], [tabindex="0"]';

/**
 * Moves focus to a field: the element itself when it takes focus (an input), else its first
 * focusable part (a radio of a group, the first segment of a date). Returns false if none was found.
 */
export function focusField(element: HTMLElement | null): boolean {
  const target = element?.matches(FOCUSABLE) ? element : element?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  // Centre it so that its label above stays in view.
  target.scrollIntoView({ block: 'center' });
  return true;
}
