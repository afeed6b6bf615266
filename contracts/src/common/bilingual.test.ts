import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bilingual, bilingualKeys } from './bilingual.ts';

describe('bilingual', () => {
  const Schema = z.object({ ...bilingual('prefLabel', z.string().min(1), z.string().optional()) });

  it('builds the Lg1 and Lg2 fields of a pair under the spec names', () => {
    expect(Object.keys(Schema.shape)).toEqual(['prefLabelLg1', 'prefLabelLg2']);
    expect(Schema.parse({ prefLabelLg1: 'Fréquence' })).toEqual({ prefLabelLg1: 'Fréquence' });
  });

  it('applies each language its own rule', () => {
    expect(Schema.safeParse({ prefLabelLg1: '', prefLabelLg2: 'Frequency' }).success).toBe(false);
  });

  it('names the keys of a pair', () => {
    expect(bilingualKeys('scopeNote')).toEqual(['scopeNoteLg1', 'scopeNoteLg2']);
  });
});
