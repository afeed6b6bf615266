import { useSyncExternalStore } from 'react';
import { compareIdMas, type SimsRubric } from '@atelier/contracts';

// The rubrics of a report being edited, kept outside React state: each rubric's editor subscribes
// to its own rubric only, so a key press in one rich text renders that editor, not the hundred
// others (the counter and the outline follow the whole set).

type Listener = () => void;
const ALL = '*';

export class RubricStore {
  private values: Map<string, SimsRubric>;
  private listeners = new Map<string, Set<Listener>>();
  private snapshot: SimsRubric[];
  /** Changed since it was loaded (or copied from another report). */
  dirty = false;

  constructor(rubrics: readonly SimsRubric[] = []) {
    this.values = new Map(rubrics.map((rubric) => [rubric.idAttribute, rubric]));
    this.snapshot = [...rubrics];
  }

  get(id: string): SimsRubric | undefined {
    return this.values.get(id);
  }

  /** Every answered rubric, in the structure's order (the same array until something changes). */
  all(): SimsRubric[] {
    return this.snapshot;
  }

  /** Answers a rubric, or clears it (`undefined`). */
  set(id: string, next: SimsRubric | undefined): void {
    if (next === this.values.get(id)) return;
    if (next) this.values.set(id, next);
    else this.values.delete(id);
    this.dirty = true;
    this.changed([id]);
  }

  /** Takes another set of rubrics at once (a report copied), as unchanged. */
  replaceAll(rubrics: readonly SimsRubric[], { dirty }: { dirty: boolean }): void {
    const ids = new Set([...this.values.keys(), ...rubrics.map((rubric) => rubric.idAttribute)]);
    this.values = new Map(rubrics.map((rubric) => [rubric.idAttribute, rubric]));
    this.dirty = dirty;
    this.changed([...ids]);
  }

  subscribe(id: string, listener: Listener): () => void {
    const set = this.listeners.get(id) ?? new Set<Listener>();
    this.listeners.set(id, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  private changed(ids: readonly string[]): void {
    this.snapshot = [...this.values.values()].sort((a, b) => compareIdMas(a.idAttribute, b.idAttribute));
    for (const id of [...ids, ALL]) for (const listener of this.listeners.get(id) ?? []) listener();
  }
}

/** One rubric's value, rendering again when it alone changes. */
export function useStoredRubric(store: RubricStore, id: string): SimsRubric | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(id, listener),
    () => store.get(id),
  );
}

/** Every rubric, rendering again on any change (the counter, the outline, the leave guard). */
export function useStoredRubrics(store: RubricStore): SimsRubric[] {
  return useSyncExternalStore(
    (listener) => store.subscribe(ALL, listener),
    () => store.all(),
  );
}
