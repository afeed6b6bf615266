import {
  ReferencedRecordSchema,
  SIMS_TITLE_PREFIX,
  SimsRubricSchema,
  citedBy,
  documentKind,
  type ReferencedRecord,
  type SimsRubric,
} from '@atelier/contracts';
import documentsSeed from '../../../api/seed/demo/documents.json';
import simsSeed from '../../../api/seed/demo/sims.json';
import territoriesSeed from '../../../api/seed/demo/territories.json';
import { createDocumentsStore, documentsHandlers, type DocumentsStore } from './documents.ts';
import { createGeographyStore, geographyHandlers } from './geography.ts';
import { createMsdCodeListStore } from './msd.ts';
import { createRecordStore, recordFixture } from './records.ts';

// Quality reports as stories see them: the two reports of the demo data (api/seed/demo/sims.json,
// 1817 and 1979), their rubrics parsed with the contract schemas, and what those rubrics cite.

// ------------------------------------------------------------------------------------------------
// Rubrics: what the rubric editors and viewers (sims/rubrics) read besides the report itself — the
// documents and links the reports cite (the seed's, with the documents store's own), the codes of
// the structure's code lists, organisations, and the labels of the territories cited.

/** The demo reports. */
export type SeedReportId = 1817 | 1979;

interface SeedReport {
  id: number;
  labelLg1: string;
  labelLg2: string;
  target: { type: string; id: string };
  rubrics: Record<string, unknown>[];
}

/** A seed report's rubrics as the API stores them: the seed numbers its documents, the API names them with text. */
export function seedRubrics(report: SeedReportId): SimsRubric[] {
  const found = (simsSeed as SeedReport[]).find((entry) => entry.id === report);
  if (!found) throw new Error(`No report ${report} in the demo data`);
  return found.rubrics.map((rubric) => {
    const texts = (refs: unknown) => (refs as { kind: string; id: number | string }[] | undefined)?.map((ref) => ({ ...ref, id: String(ref.id) }));
    return SimsRubricSchema.parse({
      ...rubric,
      ...(rubric.rangeType === 'RICH_TEXT' ? { documentsLg1: texts(rubric.documentsLg1), documentsLg2: texts(rubric.documentsLg2) } : {}),
    });
  });
}

/** One rubric of a seed report, by its id (`S.3.1`). */
export function seedRubric(report: SeedReportId, idMas: string): SimsRubric {
  const rubric = seedRubrics(report).find((entry) => entry.idAttribute === idMas);
  if (!rubric) throw new Error(`Report ${report} answers no rubric ${idMas}`);
  return rubric;
}

/** The contact organisation (S.1.1) of the labour force survey: the demo reports answer no organisation rubric. */
export const contactOrganizationRubric = SimsRubricSchema.parse({ idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'HIE2000006' });

interface SeedDocument {
  kind: string;
  id: number;
  labelLg1: string;
  labelLg2: string | null;
  descriptionLg1: string | null;
  descriptionLg2: string | null;
  lang: string | null;
  url: string | null;
  updatedDate: string | null;
}

interface SeedTerritory {
  id: string;
  labelLg1: string;
  labelLg2: string | null;
}

/** The territories the demo reports cite (S.3.7), as a report's answer names them. */
export const citedTerritoriesFixture: ReferencedRecord[] = (territoriesSeed as SeedTerritory[])
  .filter((territory) => ['franceMetropolitaine', 'franceHorsMayotte'].includes(territory.id))
  .map(({ id, labelLg1, labelLg2 }) => ReferencedRecordSchema.parse({ kind: 'territory', id, labelLg1, labelLg2, validationState: null }));

/**
 * The documents store with what the rubrics need: every document the demo reports cite (the
 * seed's, besides the store's own three), and the structure's code lists with their real codes.
 */
export function createRubricsStore(): DocumentsStore {
  const store = createDocumentsStore();
  const extra = (documentsSeed as SeedDocument[])
    .filter((document) => document.kind === 'document' && !store.records.has(`document/${document.id}`))
    .map(({ id, kind: _kind, ...fields }) => ({
      kind: documentKind,
      record: recordFixture(documentKind, {
        ...fields,
        id: String(id),
        created: '2013-10-15T09:30:00.000Z',
        modified: '2013-10-15T09:30:00.000Z',
        validationState: 'Unpublished',
      }),
    }));
  const lists = createMsdCodeListStore();
  const records = createRecordStore([documentKind], extra).records;
  return {
    ...store,
    records: new Map([...store.records, ...lists.records, ...records]),
    codes: new Map([...store.codes, ...lists.codes]),
  };
}

/** What a report's answer names for these rubrics (`references`): documents, links, territories and organisations with their labels. */
export function rubricReferences(store: DocumentsStore, rubrics: readonly SimsRubric[]): Record<string, ReferencedRecord[]> {
  const cited = citedBy(rubrics);
  const record = (kind: string, id: string): ReferencedRecord[] => {
    const entry = store.records.get(`${kind}/${id}`);
    if (!entry) return [];
    const { labelLg1, labelLg2, validationState } = entry.record;
    return [ReferencedRecordSchema.parse({ kind, id, labelLg1, labelLg2: labelLg2 ?? null, validationState: validationState ?? null })];
  };
  return {
    documents: cited.documents.flatMap((id) => record('document', id)),
    links: cited.links.flatMap((id) => record('link', id)),
    territories: citedTerritoriesFixture.filter((territory) => cited.territories.includes(territory.id)),
    organizations: cited.organizations.flatMap((id) => {
      const organization = store.organizations?.find((entry) => entry.id === id);
      return organization
        ? [ReferencedRecordSchema.parse({ kind: 'organization', id, labelLg1: organization.labelLg1, labelLg2: organization.labelLg2, validationState: null })]
        : [];
    }),
  };
}

/** The title of a seed report's documented object (its label without the report's prefix). */
export function seedReportTarget(report: SeedReportId): ReferencedRecord {
  const found = (simsSeed as SeedReport[]).find((entry) => entry.id === report);
  if (!found) throw new Error(`No report ${report} in the demo data`);
  return ReferencedRecordSchema.parse({
    kind: found.target.type,
    id: found.target.id,
    labelLg1: found.labelLg1.slice(SIMS_TITLE_PREFIX.lg1.length),
    labelLg2: found.labelLg2.slice(SIMS_TITLE_PREFIX.lg2.length),
    validationState: 'Validated',
  });
}

/**
 * What the rubric editors and viewers call, over one store (a fresh one by default): documents and
 * links (search, create, read, files), the catalogue with its organisations, code lists and codes,
 * and the territories (the geography's own stories' store).
 */
export function rubricHandlers(store: DocumentsStore = createRubricsStore()) {
  return [...documentsHandlers(store), ...geographyHandlers(createGeographyStore())];
}
