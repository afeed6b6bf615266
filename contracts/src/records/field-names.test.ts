import { describe, expect, it } from 'vitest';
import { conceptKind } from '../concepts.ts';
import { references, text } from './fields.ts';
import { defineKind } from './kind.ts';

describe('defineKind: field names', () => {
  const declare = (fields: Parameters<typeof defineKind>[0]['fields']) => () =>
    defineKind({ name: 'sample', application: 'CONCEPT_CONCEPT', paths: { list: '/samples', item: '/sample' }, id: { type: 'uuid' }, label: 'prefLabel' as never, fields });

  it("refuses a field named like a standard field of every answer (it would hide the record's own)", () => {
    expect(declare({ prefLabelLg1: text(), prefLabelLg2: text(), references: references(['concept']) })).toThrow(/references/);
    expect(declare({ prefLabelLg1: text(), prefLabelLg2: text(), version: text() })).toThrow(/version/);
    expect(declare({ prefLabelLg1: text(), prefLabelLg2: text(), refersTo: references(['concept']) })).not.toThrow();
  });

  it("names a concept's references link refersTo", () => {
    expect(conceptKind.referenceFields.map((field) => field.name)).toContain('refersTo');
  });
});
