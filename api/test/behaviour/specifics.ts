import type { ApiKind } from '../../src/records/api-kind.ts';

// What the behaviour suite cannot read from a kind's declaration, because a module adds it: rules of
// its own that a valid record must meet, fields the API computes, another way to create. Each entry
// says why; an entry naming a kind no module serves fails the suite (see `staleSpecifics`). Nothing
// here loosens an assertion: it only makes the valid record valid, or names the module's own code.

/** What the suite asks of the server while it builds a body (reads as an administrator). */
export interface BuildContext {
  /** The identifier of the first record a list path answers (`/geo/territories?per_page=1`). */
  firstId: (path: string) => Promise<string>;
}

export interface KindSpecifics {
  /** Fields the module requires beyond the declaration's, added to every valid body. */
  body?: (context: BuildContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The kind a required reference to several kinds points to in valid bodies (the first one otherwise). */
  referenceKinds?: Record<string, string>;
  /** Reference fields the API computes from other fields, whatever the client sends. */
  derivedFields?: readonly string[];
  /** The code the module answers, instead of the generic one, to a delete while this field of another record points to it. */
  inUseCodes?: Record<string, string>;
  /** The issue code the module answers, before the generic `cycle`, to a record pointing to itself through an acyclic field. */
  selfLoopIssue?: string;
  /** The module serves create itself, as multipart with the body as a part (documents). */
  multipartCreate?: { file: (serial: number) => { name: string; content: Buffer } };
}

export const KIND_SPECIFICS: Record<string, KindSpecifics> = {
  // A list holds at least one code (1102), written in the module's own tables.
  codeList: { body: () => ({ codes: [{ code: 'A', labelLg1: 'Code A', labelLg2: 'Code A' }] }) },
  // Its codes are codes of its parent list, which holds `A` (above).
  partialCodeList: { body: () => ({ codes: ['A'] }) },
  // A concept needs a definition in the first language (CONCEPT_DEFINITION_REQUIRED); its links to
  // other concepts keep it from deletion with the module's own code (112), not the generic 111; a
  // link to itself is refused as such (self_reference).
  concept: {
    body: () => ({ definitionLg1: '<p>Définition</p>' }),
    selfLoopIssue: 'self_reference',
    inUseCodes: Object.fromEntries(['broader', 'narrower', 'refersTo', 'replaces', 'isReplacedBy', 'related'].map((field) => [`concept.${field}`, '112'])),
  },
  // A statistical territory includes at least one territory: an official one of the seed.
  territory: { body: async ({ firstId }) => ({ unions: [await firstId('/geo/territories?typeTerritory=Region&sort=id&per_page=1')] }) },
  // Only a series' report may be deleted (862): valid reports document a series. What a report
  // cites (documents, links, territories, organisations) is read from its rubrics.
  sims: { referenceKinds: { target: 'series' }, derivedFields: ['documents', 'links', 'territories', 'organizations'] },
  // A document is created with its file (multipart); each file name is taken once (302).
  document: { multipartCreate: { file: (serial) => ({ name: `behaviour_${serial}.txt`, content: Buffer.from(`Contenu ${serial}\n`) }) } },
};

/**
 * Kinds the suite does not run, each with the reason: empty, and to stay so. A kind whose behaviour
 * the suite cannot derive yet is excluded here, never skipped silently.
 */
export const EXCLUDED_KINDS: Record<string, string> = {};

/** Entries of the tables above that name no served kind (a module renamed or removed one). */
export function staleSpecifics(served: readonly ApiKind[]): string[] {
  const names = new Set(served.map(({ kind }) => kind.name));
  return [...Object.keys(KIND_SPECIFICS), ...Object.keys(EXCLUDED_KINDS)].filter((name) => !names.has(name));
}
