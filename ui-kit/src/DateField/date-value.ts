import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';

// The kit's date controls speak ISO dates ('2024-05-31'), the format of the API and of the schemas,
// so a form binds them without conversions. react-aria works on CalendarDate objects inside.

/** An ISO date string as a CalendarDate; null for empty or unreadable input. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** A react-aria date value as an ISO date string, or null while incomplete. */
export function toIsoDate(value: DateValue | null): string | null {
  return value ? value.toString().slice(0, 10) : null;
}
