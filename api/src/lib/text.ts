/** Lower case without accents: what searches compare, so that `etude` finds `Étude`. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A LIKE pattern matching values that contain `term` (normalised), its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${normalizeText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
