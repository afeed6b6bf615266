/** The value, or an error naming what the source lacks: converters stop rather than guess. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing in the source: ${what}`);
  return value;
}
