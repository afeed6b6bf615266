/**
 * Bilingual fields keep the spec's names on the wire: `prefLabelLg1`, `prefLabelLg2`…
 * Lg1 and Lg2 are the two data languages announced by `GET /init` (French and English by default).
 * This helper is the only place that builds such a pair (of schemas, or of a kind's field
 * declarations), so nothing spells the suffixes by hand.
 */
export type BilingualKeys<N extends string> = `${N}Lg1` | `${N}Lg2`;

export function bilingual<N extends string, L1, L2>(
  name: N,
  lg1: L1,
  lg2: L2,
): { [K in `${N}Lg1`]: L1 } & { [K in `${N}Lg2`]: L2 } {
  return { [`${name}Lg1`]: lg1, [`${name}Lg2`]: lg2 } as { [K in `${N}Lg1`]: L1 } & { [K in `${N}Lg2`]: L2 };
}

/** The two keys of a bilingual pair, for code that walks a record (forms, diffs, views). */
export function bilingualKeys<N extends string>(name: N): [`${N}Lg1`, `${N}Lg2`] {
  return [`${name}Lg1`, `${name}Lg2`];
}
