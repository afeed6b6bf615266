import { useLingui } from '@lingui/react/macro';

/**
 * Formats an API date-time (ISO 8601, UTC) for people: day, month, year and time, in their language
 * and in the regional format of the date fields (15 March 2024 in English, not March 15).
 */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso) => i18n.date(iso, { dateStyle: 'long', timeStyle: 'short' });
}
