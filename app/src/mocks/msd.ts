import { http, HttpResponse } from 'msw';
import { CodeSchema, MsdRubricSchema, codeListKind, partialCodeListKind, type Code, type MsdRubric } from '@atelier/contracts';
import codeListsSeed from '../../../api/seed/demo/code-lists.json';
import msdSeed from '../../../api/seed/demo/msd.json';
import { codeListFixture, codeListHandlers, type CodeListStore } from './codelists.ts';
import { createRecordStore } from './records.ts';

// The metadata structure of quality reports as stories see it: the real one (api/seed/demo/msd.json,
// 96 rubrics, in the API's order), and the four code lists its CODE_LIST rubrics name with their
// real codes (api/seed/demo/code-lists.json), served by the code lists' mock handlers. Every fixture
// parses with the contract schemas.

/** `GET /api/operations/metadataStructureDefinition`, as the API answers it. */
export const MSD_URL = '/api/operations/metadataStructureDefinition';

/** The real structure: 96 rubrics, 20 sections at the top, labels and definitions in French and English. */
export const msdFixture: MsdRubric[] = MsdRubricSchema.array().parse(msdSeed);

/** The code lists the structure names: CL_FREQ (S.9, S.18.2), CL_SURVEY_STATUS, CL_COLLECTION_MODE, CL_SURVEY_UNIT. */
export const MSD_CODE_LISTS = ['CL_FREQ', 'CL_SURVEY_STATUS', 'CL_COLLECTION_MODE', 'CL_SURVEY_UNIT'] as const;

interface SeedCodeList {
  id: string;
  labelLg1: string;
  labelLg2: string | null;
  codes: { code: string; labelLg1: string; labelLg2: string | null; parent?: string | null }[];
}

const seedLists = (codeListsSeed as SeedCodeList[]).filter((list) => (MSD_CODE_LISTS as readonly string[]).includes(list.id));

/** The codes of each of those lists, as `GET /api/codeList/{id}/codes` answers them. */
export const msdCodesFixture = new Map<string, Code[]>(
  seedLists.map((list) => [
    list.id,
    list.codes.map(({ code, labelLg1, labelLg2, parent }) =>
      CodeSchema.parse({ code, labelLg1, labelLg2, descriptionLg1: null, descriptionLg2: null, parentCode: parent ?? null }),
    ),
  ]),
);

/** A store holding those lists (published, with their codes), for the code lists' handlers. */
export function createMsdCodeListStore(): CodeListStore {
  const records = createRecordStore(
    [codeListKind, partialCodeListKind],
    seedLists.map(({ id, labelLg1, labelLg2 }) => ({ kind: codeListKind, record: codeListFixture({ id, labelLg1, ...(labelLg2 === null ? {} : { labelLg2 }) }) })),
  );
  return { ...records, codes: new Map(msdCodesFixture) };
}

export interface MsdHandlerOptions {
  /** The structure answered (the real one by default). */
  msd?: readonly MsdRubric[];
}

/** The structure and the code lists it names: add them in a story's `beforeEach`, then override what the story needs. */
export function msdHandlers({ msd = msdFixture }: MsdHandlerOptions = {}) {
  return [http.get(MSD_URL, () => HttpResponse.json(msd)), ...codeListHandlers(createMsdCodeListStore())];
}

/** A rubric of the real structure, by its id (`S.3.1`). */
export function msdRubric(idMas: string): MsdRubric {
  const rubric = msdFixture.find((entry) => entry.idMas === idMas);
  if (!rubric) throw new Error(`No rubric ${idMas} in the structure`);
  return rubric;
}

/**
 * The rubrics of some sections at the top of the real structure (`'S.6', 'S.18'`), with all their
 * descendants: a smaller page for stories about one part (the whole help is 96 panels).
 */
export function msdSections(...roots: string[]): MsdRubric[] {
  const parentOf = new Map(msdFixture.map((rubric) => [rubric.idMas, rubric.idParent]));
  const rootOf = (idMas: string): string => {
    const parent = parentOf.get(idMas);
    return parent ? rootOf(parent) : idMas;
  };
  return msdFixture.filter((rubric) => roots.includes(rootOf(rubric.idMas)));
}
