import { describe, expect, it } from 'vitest';
import { instantFromJson, isoInstant } from './instants.ts';

describe('instants read from JSON and written as ISO 8601', () => {
  it('reads what Date reads: UTC with 0 to 6 fraction digits, other offsets, other shapes', () => {
    const texts = [
      '2026-11-24T07:49:45+00:00',
      '2026-11-24T07:49:45.8+00:00',
      '2026-11-24T07:49:45.81+00:00',
      '2026-11-24T07:49:45.817+00:00',
      '2026-11-24T07:49:45.8171+00:00',
      '2026-11-24T07:49:45.817999+00:00',
      '2026-02-28T23:59:59.999999+00:00',
      '1999-12-31T00:00:00.000001+00:00',
      '2026-11-24T08:49:45.817+01:00',
      '2026-11-24T07:49:45.817Z',
      '2026-11-24',
      '0050-01-01T00:00:00+00:00',
      '0999-12-31T23:59:59.5+00:00',
    ];
    for (const text of texts) expect(instantFromJson(text).getTime(), text).toBe(new Date(text).getTime());
  });

  it('writes what toISOString writes, for any instant', () => {
    const instants = [0, 1, 999, 1_000, 59_999, Date.UTC(2026, 10, 24, 7, 49, 45, 817), Date.UTC(1000, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59, 999)];
    for (let i = 0; i < 2_000; i++) instants.push(Math.floor(Math.random() * 4e12) - 1e12);
    instants.push(Date.UTC(10_000, 0, 1), Date.UTC(-1, 0, 1), Date.UTC(999, 11, 31));
    for (const instant of instants) expect(isoInstant(new Date(instant)), String(instant)).toBe(new Date(instant).toISOString());
  });
});
