import { CONCEPT_LINK_NAMES, CONCEPT_NOTE_NAMES, type ReferencedRecord, type ValidationState } from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { disseminationStatus } from '../../db/schema.ts';
import type { Labels } from '../../lib/odf/package.ts';
import type { ApiKind } from '../../records/api-kind.ts';
import type { RequestContext } from '../../records/authorization.ts';
import { recordView } from '../../records/lists.ts';
import type { CollectionModel, ConceptModel, LinkedRecord, NoteField } from './export/documents.ts';

// Concepts and collections as their exports show them (documents, SKOS), read through the framework:
// each one's READ checked, an unknown one answered 141 or NOT_FOUND.

type View = Record<string, unknown> & { references: Record<string, ReferencedRecord[] | undefined> };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const linked = (records: readonly ReferencedRecord[] | undefined): LinkedRecord[] =>
  (records ?? []).map(({ id, labelLg1, labelLg2 }) => ({ id, labelLg1, labelLg2 }));

function recordFields(view: View) {
  return {
    id: String(view.id),
    prefLabelLg1: stringOrNull(view.prefLabelLg1) ?? '',
    prefLabelLg2: stringOrNull(view.prefLabelLg2),
    creators: strings(view.creators),
    contributors: strings(view.contributors),
    created: String(view.created),
    modified: String(view.modified),
    validationState: view.validationState as ValidationState,
  };
}

function conceptModel(view: View, statuses: ReadonlyMap<string, Labels>): ConceptModel {
  const status = stringOrNull(view.disseminationStatus);
  const notes: Partial<Record<NoteField, string | null>> = {};
  for (const name of CONCEPT_NOTE_NAMES) for (const lg of ['Lg1', 'Lg2'] as const) notes[`${name}${lg}`] = stringOrNull(view[`${name}${lg}`]);
  return {
    ...recordFields(view),
    altLabelLg1: strings(view.altLabelLg1),
    altLabelLg2: strings(view.altLabelLg2),
    disseminationStatus: status ? (statuses.get(status) ?? { labelLg1: status, labelLg2: null }) : null,
    additionalMaterial: stringOrNull(view.additionalMaterial),
    valid: stringOrNull(view.valid),
    conceptVersion: typeof view.conceptVersion === 'number' ? view.conceptVersion : null,
    links: Object.fromEntries(CONCEPT_LINK_NAMES.map((name) => [name, linked(view.references[name])])) as unknown as ConceptModel['links'],
    closeMatch: strings(view.closeMatch),
    notes,
  };
}

function collectionModel(view: View): CollectionModel {
  return {
    ...recordFields(view),
    descriptionLg1: stringOrNull(view.descriptionLg1),
    descriptionLg2: stringOrNull(view.descriptionLg2),
    members: linked(view.references.members),
  };
}

async function statusLabels(db: Db): Promise<Map<string, Labels>> {
  const rows = await db.select({ id: disseminationStatus.id, labelLg1: disseminationStatus.labelLg1, labelLg2: disseminationStatus.labelLg2 }).from(disseminationStatus);
  return new Map(rows.map(({ id, labelLg1, labelLg2 }) => [id, { labelLg1, labelLg2 }]));
}

/** Concepts read as their page shows them, each for a caller allowed to read it. */
export async function readConceptModels(ctx: RequestContext, concepts: ApiKind, ids: readonly string[]): Promise<ConceptModel[]> {
  const statuses = await statusLabels(ctx.db);
  const models: ConceptModel[] = [];
  for (const id of ids) models.push(conceptModel(await recordView(ctx, concepts, id), statuses));
  return models;
}

/** Collections read as their page shows them, each for a caller allowed to read it. */
export async function readCollectionModels(ctx: RequestContext, collections: ApiKind, ids: readonly string[]): Promise<CollectionModel[]> {
  const models: CollectionModel[] = [];
  for (const id of ids) models.push(collectionModel(await recordView(ctx, collections, id)));
  return models;
}
