import { useLingui } from '@lingui/react/macro';

// What users read for a field's issue, in the interface's language, naming the field: the issues of
// the contract schemas (checked in the form), and the server's refusals of fields (VALIDATION_FAILED
// details). The server's own English message is never shown.

/** An issue: a zod issue, or a server's field issue (its `code` only). */
interface Issue {
  code: string;
  maximum?: unknown;
  minimum?: unknown;
  origin?: string;
  expected?: string;
  format?: string;
  params?: unknown;
}

/** The words for one issue of a field's contract schema, or of the server's refusal of a field. */
export function useIssueWords() {
  const { t } = useLingui();
  return (name: string, issue: Issue): string => {
    const reason = (issue.params as { reason?: string } | undefined)?.reason;
    switch (issue.code) {
      case 'too_big': {
        const max = Number(issue.maximum);
        if (Number.isNaN(max)) return t`${name}: this value is too long or too large.`;
        return issue.origin === 'string' ? t`${name}: at most ${max} characters.` : t`${name}: at most ${max}.`;
      }
      case 'too_small': {
        const min = Number(issue.minimum);
        if (Number.isNaN(min)) return t`${name}: this value is too short or too small.`;
        return t`${name}: at least ${min}.`;
      }
      case 'invalid_type':
        return issue.expected === 'int' ? t`${name}: a whole number.` : t`${name}: this value is not valid.`;
      case 'invalid_format':
        if (issue.format === 'url') return t`${name}: enter a web address that starts with http:// or https://.`;
        if (issue.format === 'date') return t`${name}: enter a date.`;
        return t`${name}: this value is not valid.`;
      case 'invalid_value':
        return t`${name}: choose one of the values offered.`;
      case 'unknown_reference':
        return t`${name}: this record does not exist (any more).`;
      case 'self_reference':
        return t`${name}: a record cannot point to itself.`;
      case 'cycle':
        return t`${name}: a record chosen here already lies under this one, so it cannot also be above it.`;
      case 'ambiguous_reference':
        return t`${name}: this identifier names records of several kinds.`;
      case 'custom':
        if (reason === 'date_range') return t`${name}: a date between the years 1 and 9999.`;
        if (reason === 'unstorable') return t`${name}: this text holds a character that cannot be saved.`;
        if (reason === 'reserved') return t`${name}: this word is reserved.`;
        if (reason === 'duplicate') return t`${name}: give each value once.`;
        return t`${name}: this value is not valid.`;
      default:
        return t`${name}: this value is not valid.`;
    }
  };
}
