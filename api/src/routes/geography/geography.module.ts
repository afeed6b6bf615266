import { territoryKind } from '@atelier/contracts';
import { apiKind } from '../../resources/kind.ts';
import type { ApiModule } from '../../resources/module.ts';

// Territories (spec §3, §7 Geography; api-reference §5.2 Geography): the official geography, and the
// statistical territories quality reports cite.

export function geographyModule(): ApiModule {
  return { tag: 'geography', kinds: [apiKind(territoryKind)] };
}
