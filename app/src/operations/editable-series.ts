import { seriesKind, strategyFor } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import type { Filter } from '../records/record-api.ts';

/**
 * The series a new operation may join: those the user may modify (everyone's for those who may
 * modify every series, else those their stamp owns) and without a quality report of their own
 * (a series has a report or operations, 663).
 */
export function useEditableSeries(): Filter {
  const { privileges, stamps } = useAuthorization();
  const [stamp] = stamps;
  const withoutReport = { hasReport: 'false' };
  if (strategyFor(privileges, seriesKind.application, 'UPDATE') === 'ALL' || !stamp) return withoutReport;
  return { ...withoutReport, creator: stamp };
}
