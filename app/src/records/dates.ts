import { useLingui } from '@lingui/react/macro';

/** Formats an API date-time (ISO 8601, UTC) for people: day, month, year and time, in their language. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
