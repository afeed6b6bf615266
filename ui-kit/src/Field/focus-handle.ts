import { useImperativeHandle, type Ref, type RefObject } from 'react';
import { focusField } from './field-ids.ts';

/** What a composite control (a group, a date, a select) gives to its `ref`: a way to focus it. */
export interface FocusHandle {
  focus(): void;
}

/** Exposes `focus()` on `ref`, moving focus to the first focusable part of `container`. */
export function useFocusHandle(ref: Ref<FocusHandle> | undefined, container: RefObject<HTMLElement | null>): void {
  useImperativeHandle(ref, () => ({ focus: () => void focusField(container.current) }), [container]);
}
