import { simsKind } from '@atelier/contracts';
import { apiKind } from '../../resources/kind.ts';
import type { ApiModule } from '../../resources/module.ts';

// Quality reports (spec §2–§5, §7 Sims; api-reference §5.2 MSD and Sims, §7).

export function simsModule(): ApiModule {
  return { tag: 'sims', kinds: [apiKind(simsKind)] };
}
