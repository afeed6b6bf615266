import { describe, expect, it } from 'vitest';
import { conceptKind } from '../concepts.ts';
import { boolean, choice, immutable, parts, reference, text, type Field } from './fields.ts';
import { defineKind, referencedIds, refusalOf } from './kind.ts';

// What a declaration says beyond fields: records inside records, hierarchies, ordered parts,
// versioned notes, refusals by state and values unique together; and the declarations refused at
// start because their parts do not fit together.

const labels = { prefLabelLg1: text({ required: true }), prefLabelLg2: text() };
const base = { application: 'CLASSIFICATION_CLASSIFICATION', id: { type: 'uuid' }, label: 'prefLabel' } as const;

describe('defineKind: what a declaration says beyond fields', () => {
  it('names references inside ordered parts by field and entry, and reads their identifiers in order', () => {
    const structure = defineKind({
      ...base,
      name: 'sampleStructure',
      paths: { list: '/structures', item: '/structure' },
      fields: {
        ...labels,
        components: parts(
          { component: reference(['sampleComponent'], { required: true, publishedFirst: '1008', inUse: '1001' }), required: boolean(), attachment: choice(['dataset', 'observation']) },
          { uniqueBy: ['component'] },
        ),
      },
    });
    const [field] = structure.referenceFields;
    expect(field).toEqual({ name: 'components.component', spec: expect.objectContaining({ kinds: ['sampleComponent'], inUse: '1001' }), part: { field: 'components', entry: 'component' } });
    expect(referencedIds(field!, { components: [{ component: 'b' }, { component: 'a' }] })).toEqual(['b', 'a']);
    const body = { prefLabelLg1: 'S', components: [{ component: 'a' }, { component: 'b', required: true, attachment: 'dataset' }] };
    expect(structure.schemas.create.safeParse(body).success).toBe(true);
    const twice = structure.schemas.create.safeParse({ ...body, components: [{ component: 'a' }, { component: 'a' }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: ['components', 1, 'component'], params: { reason: 'duplicate' } });
  });

  it('marks the hierarchy field acyclic, answers descendants on a record and children on a tree node', () => {
    const item = defineKind({
      ...base,
      name: 'sampleItem',
      paths: { list: '/items', item: '/item' },
      fields: { ...labels, broader: reference(['sampleItem']) },
      hierarchy: 'broader',
    });
    expect(item.referenceFields[0]?.spec.acyclic).toBe(true);
    expect(Object.keys(item.schemas.view.shape)).toContain('descendantCount');
    expect(Object.keys(item.schemas.treeNode.shape)).toContain('childCount');
    expect(Object.keys(item.schemas.listItem.shape)).not.toContain('descendantCount');
  });

  it('refuses by the state declared, or by a field value, on the writes named', () => {
    const territory = defineKind({
      ...base,
      name: 'sampleTerritory',
      paths: { list: '/territories', item: '/territory' },
      fields: { ...labels, type: text() },
      refuse: [{ on: ['update', 'delete'], when: { field: 'type', notIn: ['statistical'] }, code: 'TERRITORY_NOT_EDITABLE' }],
      delete: { onlyUnpublished: '1203' },
    });
    expect(refusalOf(territory, 'update', { validationState: 'Unpublished', type: 'commune' })).toBe('TERRITORY_NOT_EDITABLE');
    expect(refusalOf(territory, 'update', { validationState: 'Unpublished', type: 'statistical' })).toBeNull();
    expect(refusalOf(territory, 'publish', { validationState: 'Unpublished', type: 'commune' })).toBeNull();
    expect(refusalOf(territory, 'delete', { validationState: 'Validated', type: 'statistical' })).toBe('1203');
  });

  it('adds `versioning` to the update of a kind with versioned notes, as a concept has always taken it', () => {
    expect(conceptKind.schemas.update.shape).toHaveProperty('versioning');
    expect(conceptKind.schemas.payload.shape).not.toHaveProperty('versioning');
    expect(conceptKind.schemas.update.safeParse({ prefLabelLg1: 'X', version: 1, versioning: 'yes' }).success).toBe(false);
  });

  it('scopes values unique together by kind', () => {
    const component = defineKind({
      ...base,
      name: 'sampleComponent',
      paths: { list: '/components', item: '/component' },
      fields: { ...labels, concept: reference(['concept']), codeList: reference(['codeList']) },
      uniqueTogether: [{ fields: ['concept', 'codeList'], code: '1002' }],
    });
    expect(component.uniqueSets).toEqual([{ fields: ['concept', 'codeList'], code: '1002', scope: 'sampleComponent.concept+codeList' }]);
  });
});

describe('defineKind: declarations refused at start', () => {
  const child = (fields: Record<string, Field>, rest: object = {}) => () =>
    defineKind({ ...base, name: 'sampleChild', paths: { list: '/children', item: '/child' }, fields: { ...labels, ...fields }, ...rest } as never);

  it('a parent field that is not an immutable, required reference to one kind', () => {
    expect(child({ parentId: reference(['sampleParent'], { required: true }) }, { parent: { field: 'parentId' } })).toThrow(/parent field parentId/);
    expect(child({ parentId: immutable(reference(['sampleParent'])) }, { parent: { field: 'parentId' } })).toThrow(/parent field parentId/);
    expect(child({ parentId: immutable(reference(['sampleParent'], { required: true })) }, { parent: { field: 'parentId' } })).not.toThrow();
  });

  it('a scoped identifier without a parent, or whose field may change', () => {
    expect(child({ code: immutable(text({ required: true })) }, { id: { type: 'scoped', field: 'code', taken: '1101' } })).toThrow(/needs a parent/);
    const parentId = immutable(reference(['sampleParent'], { required: true }));
    expect(child({ parentId, code: text({ required: true }) }, { parent: { field: 'parentId' }, id: { type: 'scoped', field: 'code', taken: '1101' } })).toThrow(/identifier field code/);
  });

  it('a hierarchy field that does not point to its own kind, once', () => {
    expect(child({ broader: reference(['concept']) }, { hierarchy: 'broader' })).toThrow(/hierarchy field broader/);
    expect(child({ broader: reference(['sampleChild']) }, { hierarchy: 'broader' })).not.toThrow();
  });

  it('versioned notes that name no pair of the kind, or no computed version', () => {
    const versionedNotes = { notes: ['definition'], changeNote: 'changeNote', changeNoteRequired: 'CONCEPT_CHANGE_NOTE_REQUIRED', versionField: 'noteVersion' } as const;
    expect(child({}, { versionedNotes })).toThrow(/versioned notes name definition/);
    const pairs = { definitionLg1: text(), definitionLg2: text(), changeNoteLg1: text(), changeNoteLg2: text() };
    expect(child(pairs, { versionedNotes })).toThrow(/notes' version noteVersion/);
  });
});
