const collator = new Intl.Collator('en', { numeric: true });

/** Orders identifiers naturally (`s2` before `s10`), so every file is written in a stable order. */
export function compareIds(a: string | number, b: string | number): number {
  return collator.compare(String(a), String(b));
}

export function sortById<T extends { id: string | number }>(records: T[]): T[] {
  return [...records].sort((a, b) => compareIds(a.id, b.id));
}

/** Sorted and without duplicates. */
export function uniqueSorted<T extends string | number>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort(compareIds);
}

/** The last path segment of an IRI: `http://bauhaus/operations/serie/s1001` gives `s1001`. */
export function lastSegment(iri: string): string {
  const segment = iri.split('/').pop();
  if (!segment) throw new Error(`No identifier at the end of ${iri}`);
  return segment;
}
