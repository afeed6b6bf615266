import { z } from 'zod';

// The shared text and date schemas of every request. They refuse, with 400, what the database cannot
// store: a NUL character, half of a UTF-16 surrogate pair (JSON lets `"\ud800"` through), a date
// before year 1 (PostgreSQL has no year 0).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text as it is. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const storable = { message: 'Holds a character that cannot be stored (NUL or a lone surrogate)', params: { reason: 'unstorable' } };

/** Any text a client sends. */
export const TextSchema = z.string().refine(isStorableText, storable);

/** A non-empty string once surrounding white space is removed. */
export const NonBlankStringSchema = TextSchema.trim().min(1);

/**
 * A web address or an IRI, http or https only: never `javascript:`, `data:` or `file:`, which a
 * page showing the address as a link would follow. Every URL and IRI of the contracts is one.
 * Refused with the issue code `invalid_format` and `format: 'url'` (the API answers `invalid_url`).
 */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, message: 'An http:// or https:// address' })
  .max(2000)
  .refine(isStorableText, storable);

const fromYearOne = (value: string) => Number(value.slice(0, 4)) >= 1;
const inRange = { message: 'Out of the range of dates that can be stored (years 1 to 9999)', params: { reason: 'date_range' } };

/** A calendar day, `2026-11-23`, from year 1 to 9999. */
export const DaySchema = z.iso.date().refine(fromYearOne, inRange);

/** An instant, `2026-11-23T10:00:00.000Z` or with an offset, from year 1 to 9999. */
export const InstantSchema = z.iso.datetime({ offset: true }).refine(fromYearOne, inRange);

/** A day or an instant, for date filters. */
export const DayOrInstantSchema = DaySchema.or(InstantSchema);

/** A record's identifier, as clients send it in references and filters. */
export const RecordIdSchema = TextSchema.trim().min(1).max(200);

/** A list filter naming several records by their identifiers separated by commas, at most `max` of them. */
export function idListSchema(max: number) {
  return TextSchema.trim()
    .max(max * 100)
    .refine((ids) => ids.split(',').length <= max, { message: `At most ${max} identifiers` });
}

/** The identifiers an `idListSchema` filter names, without the spaces around them. */
export function splitIdList(ids: string): string[] {
  return ids.split(',').map((id) => id.trim());
}
