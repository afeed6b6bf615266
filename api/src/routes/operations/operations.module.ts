import { familyKind, indicatorKind, operationKind, seriesKind } from '@atelier/contracts';
import { apiKind } from '../../resources/kind.ts';
import type { ApiModule } from '../../resources/module.ts';

// Statistical operations (spec §2, api-reference §5.2): families, series, operations and
// indicators, declared in the contracts. Their every endpoint and rule derives from the declarations.

export function operationsModule(): ApiModule {
  return {
    tag: 'operations',
    kinds: [apiKind(familyKind), apiKind(seriesKind), apiKind(operationKind), apiKind(indicatorKind)],
  };
}
