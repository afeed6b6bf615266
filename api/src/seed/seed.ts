import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SimsRubricInputSchema,
  citedBy,
  kindNamed,
  normalizeRubric,
  type AnyKind,
  type DisseminationStatus,
  type SimsRubricInput,
  type ValidationState,
} from '@atelier/contracts';
import { SEED_FILES, seedFilePath, type SeedFileContent, type SeedFileName, type SeedSet } from '../../seed/formats.ts';
import type { Db } from '../db/client.ts';
import { appMeta, disseminationStatus, organization, resource, resourceReference, resourceUnique, stamp, theme } from '../db/schema.ts';
import { normalizeText } from '../lib/text.ts';
import { seedDir } from '../paths.ts';
import { resetSequences } from '../records/identifiers.ts';
import { kindRegistry } from '../records/module.ts';
import { seedNoteVersions } from '../records/note-versions.ts';
import { payloadFrom, toRecord, writeIndexes } from '../records/stored.ts';
import { productModules } from '../modules.ts';
import { replaceCodes } from '../modules/codelists/codes.ts';

export type { SeedSet };

const SeedRecordSchema = z.object({ set: z.enum(['demo', 'full']), at: z.string() });
export type SeedRecord = z.infer<typeof SeedRecordSchema>;

async function readSeedFile<N extends SeedFileName>(set: SeedSet, name: N): Promise<SeedFileContent<N>> {
  const text = await readFile(path.join(seedDir, seedFilePath(set, name)), 'utf8');
  return SEED_FILES[name].schema.parse(JSON.parse(text)) as SeedFileContent<N>;
}

/** Which seed the database holds, or null when it was never seeded. */
export async function readSeedRecord(db: Db): Promise<SeedRecord | null> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  const row = rows[0];
  return row ? SeedRecordSchema.parse(row.value) : null;
}

type Fields = Record<string, unknown>;

/**
 * How the records of one seed file become rows of the generic resource table: their kind, their
 * identifier, and which of their fields are the standard columns (owner and contributor stamps).
 * Everything else stays in the payload, under the seed's field names.
 */
interface RecordFile {
  file: SeedFileName;
  kind: (record: Fields) => string;
  id: (record: Fields) => string;
  creators?: 'creators' | 'creator';
  contributors?: 'contributors' | 'contributor';
}

const byId = (record: Fields) => String(record.id);
const RECORD_FILES: RecordFile[] = [
  { file: 'msd.json', kind: () => 'msdRubric', id: (r) => String(r.idMas) },
  { file: 'families.json', kind: () => 'family', id: byId },
  { file: 'series.json', kind: () => 'series', id: byId, creators: 'creators' },
  { file: 'operations.json', kind: () => 'operation', id: byId },
  { file: 'indicators.json', kind: () => 'indicator', id: byId },
  { file: 'documents.json', kind: (r) => String(r.kind), id: byId },
  { file: 'sims.json', kind: () => 'sims', id: byId },
  { file: 'classifications.json', kind: () => 'classification', id: byId },
  // An item's notation is unique within its classification only.
  { file: 'classification-items.json', kind: () => 'classificationItem', id: (r) => `${String(r.classificationId)}/${String(r.id)}` },
  { file: 'correspondences.json', kind: () => 'correspondence', id: byId },
  { file: 'concepts.json', kind: () => 'concept', id: byId },
  { file: 'collections.json', kind: () => 'collection', id: byId, creators: 'creator', contributors: 'contributor' },
  { file: 'territories.json', kind: () => 'territory', id: byId },
  { file: 'datasets.json', kind: () => 'dataset', id: byId },
];

const ids = (links: unknown): string[] => (Array.isArray(links) ? links.map((link: { id: string }) => link.id) : []);

/**
 * Seed fields whose names or shapes differ from their kind's declaration: the source's organisations
 * "contributors" of a series are its stakeholders (contributors are stamps here), and "see also"
 * links carry their target's kind, which the identifier already tells.
 */
const TO_DECLARED: Record<string, (record: Fields) => Fields> = {
  series: ({ contributors, seeAlso, ...record }) => ({ ...record, stakeholders: contributors, seeAlso: ids(seeAlso) }),
  indicator: ({ seeAlso, ...record }) => ({ ...record, seeAlso: ids(seeAlso) }),
  // A document known by its English title only shows it first, as its label.
  document: (record) => ({ ...record, labelLg1: record.labelLg1 ?? record.labelLg2 }),
  link: (record) => ({ ...record, labelLg1: record.labelLg1 ?? record.labelLg2 }),
  // A report's documents and links are told apart by their kind; its target by its identifier.
  sims: ({ target, rubrics, ...record }) => {
    const stored = (rubrics as SimsRubricInput[]).map((rubric) => normalizeRubric(SimsRubricInputSchema.parse(stringIds(rubric))));
    return { ...record, target: (target as { id: string }).id, rubrics: stored, ...citedBy(stored) };
  },
};

/** Seed documents are numbered; the API's identifiers are text. */
const stringIds = (rubric: Fields): Fields =>
  rubric.rangeType === 'RICH_TEXT'
    ? {
        ...rubric,
        documentsLg1: (rubric.documentsLg1 as Fields[]).map((ref) => ({ ...ref, id: String(ref.id) })),
        documentsLg2: (rubric.documentsLg2 as Fields[]).map((ref) => ({ ...ref, id: String(ref.id) })),
      }
    : rubric;

/** A seed record with its kind's field names and shapes. */
const declaredShape = (kind: string, record: Fields): Fields => TO_DECLARED[kind]?.(record) ?? record;

/** A seed record's payload: for a declared kind, exactly its fields (missing ones empty), as the API stores them. */
function payloadOf(kind: string, fields: Fields): Fields {
  const declared = kindNamed(kind);
  return declared ? payloadFrom(declared, fields) : fields;
}

/**
 * The catalogue holds a few records titled alike in one language (two operations are both
 * "Information and daily life survey in 2004" in English). Titles are unique per kind (documents and
 * links together) and language, so the later record's title gets its identifier, in parentheses.
 */
function disambiguate(records: Fields[], kindOf: (record: Fields) => string): Fields[] {
  const seen = new Map<string, Set<string>>();
  return records.map((record) => {
    const renamed = { ...record };
    for (const { name, spec } of kindNamed(kindOf(record))?.uniqueFields ?? []) {
      const value = record[name];
      if (typeof value !== 'string' || value === '') continue;
      const values = seen.get(spec.scope) ?? new Set<string>();
      seen.set(spec.scope, values);
      if (values.has(value)) renamed[name] = `${value} (${String(record.id)})`;
      values.add(renamed[name] as string);
    }
    return renamed;
  });
}

const LABEL_PAIRS = ['prefLabel', 'label', 'masLabel'] as const;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const stamps = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
/** Seed dates are local date-times of the source (no zone); they are read as UTC. */
const date = (value: unknown, fallback: Date): Date =>
  typeof value === 'string' ? new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`) : fallback;

type ResourceRow = typeof resource.$inferInsert;

/** One seed record as a resource row; a record known in one language only shows that label first. */
function toRow(kind: string, id: string, record: Fields, stampFields: Pick<RecordFile, 'creators' | 'contributors'>, now: Date): ResourceRow {
  const pair = LABEL_PAIRS.find((name) => text(record[`${name}Lg1`]) ?? text(record[`${name}Lg2`]));
  const lg1 = (pair && (text(record[`${pair}Lg1`]) ?? text(record[`${pair}Lg2`]))) ?? id;
  const lg2 = pair ? text(record[`${pair}Lg2`]) : null;
  const state: ValidationState =
    typeof record.validationState === 'string'
      ? (record.validationState as ValidationState)
      : record.isValidated === false
        ? 'Unpublished'
        : 'Validated';
  const standard = ['validationState', 'isValidated', 'disseminationStatus', 'created', 'modified', stampFields.creators, stampFields.contributors];
  const payload = payloadOf(kind, Object.fromEntries(Object.entries(record).filter(([key]) => !standard.includes(key))));
  return {
    kind,
    id,
    payload,
    labelLg1: lg1,
    labelLg2: lg2,
    searchText: normalizeText([id, lg1, lg2 ?? ''].join('\n')),
    sortKey: normalizeText(lg1),
    validationState: state,
    disseminationStatus: (text(record.disseminationStatus) as DisseminationStatus['id'] | null) ?? null,
    creators: stampFields.creators ? stamps(record[stampFields.creators]) : [],
    contributors: stampFields.contributors ? stamps(record[stampFields.contributors]) : [],
    created: date(record.created, now),
    modified: date(record.modified, now),
    version: 1,
  };
}

/** Inserts or replaces resource rows by batches: loading a seed again replaces the records it holds. */
async function upsertResources(tx: Db, rows: ResourceRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(resource)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [resource.kind, resource.id],
        set: Object.fromEntries(
          ['payload', 'label_lg1', 'label_lg2', 'search_text', 'sort_key', 'validation_state', 'dissemination_status', 'creators', 'contributors', 'created', 'modified'].map(
            (column) => [column.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()), sql.raw(`excluded.${column}`)],
          ),
        ),
      });
  }
}

/** The code lists: their resource rows (the code list kind's payload) and their codes. */
async function seedCodeLists(tx: Db, lists: SeedFileContent<'code-lists.json'>, now: Date): Promise<void> {
  const rows = lists.map((list) => {
    const labelLg1 = list.labelLg1 ?? list.labelLg2 ?? list.id;
    const labelLg2 = list.labelLg2 ?? list.labelLg1;
    return toRow(
      'codeList',
      list.id,
      {
        labelLg1,
        labelLg2,
        descriptionLg1: null,
        descriptionLg2: null,
        uri: null,
        creator: list.creator,
        contributors: list.contributors,
        disseminationStatus: list.disseminationStatus,
        validationState: list.validationState,
        created: list.created,
        modified: list.modified,
      },
      { creators: 'creator', contributors: 'contributors' },
      now,
    );
  });
  await upsertResources(tx, rows);
  for (const list of lists) {
    await replaceCodes(
      tx,
      list.id,
      list.codes.map((c) => ({
        code: c.code,
        labelLg1: c.labelLg1 ?? c.labelLg2 ?? c.code,
        labelLg2: c.labelLg2,
        parentCode: c.parent,
      })),
    );
  }
}

/** Records indexed together: one query finds their targets, a few write their references. */
const INDEX_BATCH = 2000;

/**
 * The references of many seeded records of a kind that claims no unique value and names no lookup
 * (34,000 communes and their départements), written as the API writes them one by one
 * (`writeIndexes`), in a few queries per batch rather than a few per record.
 */
async function indexReferences(tx: Db, kind: AnyKind, rows: readonly (typeof resource.$inferSelect)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INDEX_BATCH) {
    const records = rows.slice(start, start + INDEX_BATCH).map((row) => toRecord(kind, row));
    const pointed = records.flatMap((record) =>
      kind.referenceFields.flatMap(({ name, spec }) => {
        const value = record.payload[name];
        const targets = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
        return targets.map((id, position) => ({ fromId: record.id, field: name, position, kinds: spec.kinds, id }));
      }),
    );
    const ids = [...new Set(pointed.map((target) => target.id))];
    const targetKinds = [...new Set(pointed.flatMap((target) => target.kinds))];
    const found = ids.length === 0 ? [] : await tx.select({ kind: resource.kind, id: resource.id }).from(resource).where(and(inArray(resource.kind, targetKinds), inArray(resource.id, ids)));
    const kindsOf = new Map<string, string[]>();
    for (const row of found) kindsOf.set(row.id, [...(kindsOf.get(row.id) ?? []), row.kind]);
    const references = pointed.map(({ fromId, field, position, kinds: allowed, id }) => {
      const matches = (kindsOf.get(id) ?? []).filter((candidate) => allowed.includes(candidate));
      const [toKind] = matches;
      if (!toKind || matches.length > 1) throw new Error(`${kind.name} ${fromId} ${field}: ${id} names ${matches.length} records`);
      return { fromKind: kind.name, fromId, field, position, toKind, toId: id };
    });
    await tx.delete(resourceReference).where(and(eq(resourceReference.fromKind, kind.name), inArray(resourceReference.fromId, records.map((record) => record.id))));
    for (let at = 0; at < references.length; at += 5000) await tx.insert(resourceReference).values(references.slice(at, at + 5000));
  }
}

/**
 * The references and unique values of every seeded record whose kind a module declares, once all
 * records are in (a reference needs its target): the same rows the API writes with each record.
 */
async function indexDeclaredKinds(tx: Db): Promise<void> {
  const kinds = [...kindRegistry(productModules()).values()].map(({ kind }) => kind);
  // Claimed again from the records as they now are: a record seeded anew may have given up a title
  // (one set tells two records apart by their identifiers, the other set holds only one of them).
  await tx.delete(resourceUnique).where(inArray(resourceUnique.kind, kinds.map((kind) => kind.name)));
  for (const kind of kinds) {
    const rows = await tx.select().from(resource).where(eq(resource.kind, kind.name));
    if (kind.uniqueFields.length === 0 && kind.lookupFields.length === 0 && kind.id.type !== 'client') await indexReferences(tx, kind, rows);
    else for (const row of rows) await writeIndexes(tx, kind, toRecord(kind, row), null);
  }
}

/**
 * Loads a seed set in one transaction: either all of it lands or nothing does. Records already
 * present under the same kind and identifier are replaced; seeding writes no history (it is not a
 * user's edit). Identifier sequences start again above the largest seeded number.
 */
export async function seedDatabase(db: Db, set: SeedSet): Promise<SeedRecord> {
  const record: SeedRecord = { set, at: new Date().toISOString() };
  const now = new Date(record.at);
  const statuses = await readSeedFile(set, 'dissemination-status.json');
  const stampList = await readSeedFile(set, 'stamps.json');
  const organizations = await readSeedFile(set, 'organizations.json');
  const themes = await readSeedFile(set, 'themes.json');
  const codeLists = await readSeedFile(set, 'code-lists.json');
  const records: ResourceRow[] = [];
  for (const spec of RECORD_FILES) {
    const items = (await readSeedFile(set, spec.file)) as Fields[];
    const declared = items.map((item) => declaredShape(spec.kind(item), item));
    for (const item of disambiguate(declared, spec.kind)) records.push(toRow(spec.kind(item), spec.id(item), item, spec, now));
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(disseminationStatus)
      .values(statuses.map((status, position) => ({ ...status, position })))
      .onConflictDoNothing();
    await tx.insert(stamp).values(stampList.map((value) => ({ stamp: value }))).onConflictDoNothing();
    await tx.delete(organization).where(inArray(organization.id, organizations.map((o) => o.id)));
    await tx.insert(organization).values(organizations.map(({ id, stamp: stampOf, labelLg1, labelLg2, unitOf, deprecated }) => ({ id, stamp: stampOf, labelLg1, labelLg2, unitOf, deprecated })));
    await tx.delete(theme).where(inArray(theme.id, themes.map((t) => t.id)));
    await tx.insert(theme).values(themes.map(({ id, notation, labelLg1, labelLg2, parent }) => ({ id, notation, labelLg1, labelLg2, parentId: parent })));
    await seedCodeLists(tx, codeLists, now);
    await upsertResources(tx, records);
    await indexDeclaredKinds(tx);
    await seedNoteVersions(tx, kindRegistry(productModules()), records);
    await resetSequences(tx);
    await tx
      .insert(appMeta)
      .values({ key: 'seed', value: record })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: record, updatedAt: new Date() } });
  });
  return record;
}

/** Seeds a database that was never seeded; leaves any other one untouched. */
export async function seedIfEmpty(db: Db): Promise<SeedRecord | null> {
  if (await readSeedRecord(db)) return null;
  return seedDatabase(db, 'demo');
}
