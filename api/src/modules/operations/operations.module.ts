import { not } from 'drizzle-orm';
import { familyKind, indicatorKind, operationKind, seriesKind } from '@atelier/contracts';
import { apiKind } from '../../records/api-kind.ts';
import type { ApiModule } from '../../records/module.ts';
import { refuseReportAndOperations, seriesHasReport } from './series-report-rule.ts';

// Statistical operations (spec §2, api-reference §5.2): families, series, operations and
// indicators, declared in the contracts. Their every endpoint and rule derives from the
// declarations, except that a series has either a quality report or operations (663).

export function operationsModule(): ApiModule {
  return {
    tag: 'operations',
    kinds: [
      apiKind(familyKind),
      apiKind(seriesKind, {
        // Parsed by then (a boolean); typed as sent.
        filters: ({ hasReport }) => (hasReport === undefined ? [] : [String(hasReport) === 'true' ? seriesHasReport : not(seriesHasReport)]),
      }),
      apiKind(operationKind, {
        async prepare(tx, payload, before) {
          if (!before) await refuseReportAndOperations(tx, payload.seriesId, 'operation');
          return payload;
        },
      }),
      apiKind(indicatorKind),
    ],
  };
}
