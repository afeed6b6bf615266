import { describe, expect, it } from 'vitest';
import { conceptKind, type RecordView } from '@atelier/contracts';
import { asksForVersion, canMakeNewVersion, notesChanged as changed } from './note-versions.ts';

// A concept's notes as the example: what any kind declaring versioned notes gets.
const notesChanged = (values: Record<string, unknown>, record: RecordView) => changed(conceptKind, values, record);
const canMake = (values: Record<string, unknown>, record: RecordView) => canMakeNewVersion(conceptKind, values, record);

const concept = {
  definitionLg1: '<p>Un chômeur est une personne sans emploi.</p>',
  definitionLg2: null,
  scopeNoteLg1: null,
  scopeNoteLg2: null,
  editorialNoteLg1: null,
  editorialNoteLg2: null,
  changeNoteLg1: '<p>Définition alignée sur celle du BIT.</p>',
  changeNoteLg2: null,
} as unknown as RecordView;

const form = { ...concept, definitionLg2: '', scopeNoteLg1: '', scopeNoteLg2: '<p></p>' } as unknown as Record<string, unknown>;

describe('notesChanged', () => {
  it('takes empty notes, whatever their form, as unchanged', () => {
    expect(notesChanged(form, concept)).toBe(false);
  });

  it('sees a change of any note in either language', () => {
    expect(notesChanged({ ...form, definitionLg1: '<p>Autre.</p>' }, concept)).toBe(true);
    expect(notesChanged({ ...form, editorialNoteLg2: '<p>Note.</p>' }, concept)).toBe(true);
    expect(notesChanged({ ...form, changeNoteLg1: '' }, concept)).toBe(true);
  });
});

describe('canMakeNewVersion', () => {
  it('needs a change note in the first language', () => {
    expect(canMake({ ...form, changeNoteLg1: '' }, concept)).toBe(false);
    expect(canMake({ ...form, changeNoteLg1: '<p> </p>' }, concept)).toBe(false);
  });

  it('needs it to differ from the current version’s', () => {
    expect(canMake(form, concept)).toBe(false);
    expect(canMake({ ...form, changeNoteLg1: '<p>Limite d’âge de 74 ans.</p>' }, concept)).toBe(true);
  });

  it('takes any new change note of a concept that had none', () => {
    const without = { ...concept, changeNoteLg1: null } as unknown as RecordView;
    expect(canMake({ ...form, changeNoteLg1: '<p>Première note.</p>' }, without)).toBe(true);
  });
});

describe('asksForVersion', () => {
  it('asks only for a published record whose notes changed', () => {
    const changedForm = { ...form, definitionLg1: '<p>Autre.</p>' };
    expect(asksForVersion(conceptKind, changedForm, { ...concept, validationState: 'Modified' })).toBe(true);
    expect(asksForVersion(conceptKind, changedForm, { ...concept, validationState: 'Unpublished' })).toBe(false);
    expect(asksForVersion(conceptKind, form, { ...concept, validationState: 'Validated' })).toBe(false);
    expect(asksForVersion(conceptKind, changedForm, undefined)).toBe(false);
  });

  it('never asks for a kind without versioned notes', () => {
    expect(asksForVersion({}, { definitionLg1: '<p>Autre.</p>' }, { ...concept, validationState: 'Validated' })).toBe(false);
  });
});
