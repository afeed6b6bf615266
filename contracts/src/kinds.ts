import { codeListKind, partialCodeListKind } from './codelists.ts';
import { collectionKind, conceptKind } from './concepts.ts';
import { documentKind, linkKind } from './documents.ts';
import { familyKind, indicatorKind, operationKind, seriesKind } from './operations.ts';
import { simsKind } from './sims.ts';
import { territoryKind } from './geography.ts';
import type { AnyKind } from './records/kind.ts';

/** Every kind of record the product declares: a reference field names its targets among them. */
export const KINDS: readonly AnyKind[] = [codeListKind, partialCodeListKind, familyKind, seriesKind, operationKind, indicatorKind, documentKind, linkKind, simsKind, territoryKind, conceptKind, collectionKind];

/** A declared kind by name (`codeList`). */
export function kindNamed(name: string): AnyKind | undefined {
  return KINDS.find((kind) => kind.name === name);
}
