// The types of load-unesco.mjs, for the TypeScript that imports it (the API's test of the loader).

export const THESAURUS_FILE: string;

export interface ThesaurusConcept {
  key: string;
  prefLabelFr: string;
  prefLabelEn: string;
  altLabelFr: string[];
  altLabelEn: string[];
  scopeNoteFr: string | undefined;
  scopeNoteEn: string | undefined;
  broader: string[];
  narrower: string[];
  related: string[];
}

export interface ThesaurusCollection {
  key: string;
  notation: string;
  type: 'domain' | 'microThesaurus';
  prefLabelFr: string;
  prefLabelEn: string;
  members: string[];
}

export function readThesaurus(
  file?: string,
  taken?: { concepts?: Iterable<string>; collections?: Iterable<string> },
): { concepts: ThesaurusConcept[]; collections: ThesaurusCollection[] };

export function paragraph(text: string): string;

export function conceptBody(concept: ThesaurusConcept, options: { owner: string; contributor: string; maxScopeNote: number }): Record<string, unknown>;

export function inParallel<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]>;

export function loadThesaurus(options: {
  baseUrl: string;
  headers?: Record<string, string>;
  concurrency?: number;
  file?: string;
  log?: (line: string) => void;
  limit?: number;
}): Promise<{
  conceptIds: Map<string, string>;
  collectionIds: Map<string, string>;
  counts: { concepts: number; linked: number; collections: number };
  timings: { readMs: number; createMs: number; linkMs: number; collectionMs: number; totalMs: number; retries: number };
}>;
