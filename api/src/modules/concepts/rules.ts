import { ERROR_CATALOGUE, conceptRuleIssues } from '@atelier/contracts';
import { ApiError } from '../../lib/errors.ts';
import type { StoredRecord } from '../../records/stored-record.ts';

// The rules of a concept's notes (spec §5). Their versions are the framework's (`versionedNotes`).

/**
 * The rules of specification §5 on a concept's notes (`conceptRuleIssues`, shared with the form):
 * 400 with the first issue's code, every issue listed with its field (`['body', field]`) as
 * VALIDATION_FAILED lists its own, so that the form shows each at its field.
 */
export function checkConceptRules(record: StoredRecord, maxLengthScopeNote: number): void {
  const issues = conceptRuleIssues({ ...record.payload, disseminationStatus: record.disseminationStatus }, maxLengthScopeNote);
  const [first] = issues;
  if (!first) return;
  throw new ApiError(
    first.code,
    undefined,
    issues.map((issue) => ({ path: ['body', issue.field], code: issue.code, message: ERROR_CATALOGUE[issue.code].message })),
  );
}
