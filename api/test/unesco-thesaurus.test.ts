import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THESAURUS_FILE, loadThesaurus, readThesaurus, type ThesaurusConcept } from '../../scripts/thesaurus/load-unesco.mjs';
import { createTestServer, type TestServer } from './harness.ts';

// The UNESCO Thesaurus loader (scripts/thesaurus/load-unesco.mjs, for tests and the bench) against
// the real server over HTTP, on a slice of the thesaurus (its first concepts, all its collections):
// every concept created with its labels and notes, each link of the file written once and answered
// by its inverse, the collections holding the concepts loaded of theirs.

const SLICE = 150;

interface Concept {
  id: string;
  prefLabelLg1: string;
  prefLabelLg2: string | null;
  altLabelLg1: string[];
  definitionLg1: string;
  definitionLg2: string;
  scopeNoteLg1: string;
  disseminationStatus: string | null;
  closeMatch: string[];
  broader: string[];
  narrower: string[];
  related: string[];
}

// The thesaurus (CC BY-SA) is not in the repository: it is read where the data is shared beside it
// (../shared/data) or from UNESCO_THESAURUS. A clone without it runs no loader test, and says so.
const available = existsSync(THESAURUS_FILE);
if (!available) console.warn(`UNESCO Thesaurus loader not tested: no ${THESAURUS_FILE} (set UNESCO_THESAURUS)`);

describe.skipIf(!available)('the UNESCO Thesaurus loader', () => {
  let server: TestServer;
  let loaded: Awaited<ReturnType<typeof loadThesaurus>>;
  const concepts = available ? readThesaurus().concepts.slice(0, SLICE) : [];
  const read = async (id: string) => (await server.app.inject({ method: 'GET', url: `/api/concepts/concept/${id}` })).json<Concept>();

  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    loaded = await loadThesaurus({ baseUrl: `http://127.0.0.1:${port}`, limit: SLICE, concurrency: 4 });
  }, 180_000);
  afterAll(async () => server?.close());

  it('creates each concept of the slice and every collection, through the API', () => {
    expect(loaded.counts).toEqual({ concepts: SLICE, linked: expect.any(Number), collections: 95 });
    expect(loaded.conceptIds.size).toBe(SLICE);
  });

  it('gives each concept its labels, notes and thesaurus address; a definition in French always', async () => {
    const withNote = concepts.find((concept) => concept.scopeNoteFr !== undefined && concept.scopeNoteFr.length < 300) as ThesaurusConcept;
    const withoutNote = concepts.find((concept) => concept.scopeNoteFr === undefined && concept.altLabelFr.length > 0) as ThesaurusConcept;
    const noted = await read(loaded.conceptIds.get(withNote.key) ?? '');
    expect(noted).toMatchObject({ prefLabelLg1: withNote.prefLabelFr, prefLabelLg2: withNote.prefLabelEn, closeMatch: [withNote.key] });
    expect(noted.definitionLg1).toContain(withNote.scopeNoteFr?.slice(0, 40).replace(/&/g, '&amp;'));
    // A short enough scope note is the short definition too, and makes the concept public.
    expect(noted.scopeNoteLg1).toBe(noted.definitionLg1);
    expect(noted.disseminationStatus).toBe('PublicGenerique');
    const plain = await read(loaded.conceptIds.get(withoutNote.key) ?? '');
    expect(plain.definitionLg1).toBe(`<p>Notion désignée par le libellé « ${withoutNote.prefLabelFr} » dans le Thésaurus de l’UNESCO.</p>`);
    expect(plain.altLabelLg1).toEqual(withoutNote.altLabelFr);
    expect(plain.disseminationStatus).toBe('Prive');
  });

  it('writes every link of the slice, answered by its inverse (broader and narrower, related)', async () => {
    const idOf = loaded.conceptIds;
    const keyOf = new Map([...idOf].map(([key, id]) => [id, key]));
    const expected = new Map<string, { broader: Set<string>; narrower: Set<string>; related: Set<string> }>(
      concepts.map((concept) => [concept.key, { broader: new Set<string>(), narrower: new Set<string>(), related: new Set<string>() }]),
    );
    const inverse = { broader: 'narrower', narrower: 'broader', related: 'related' } as const;
    for (const concept of concepts) {
      for (const field of ['broader', 'narrower', 'related'] as const) {
        for (const other of concept[field]) {
          if (!idOf.has(other)) continue;
          expected.get(concept.key)?.[field].add(other);
          expected.get(other)?.[inverse[field]].add(concept.key);
        }
      }
    }
    let links = 0;
    for (const concept of concepts) {
      const answer = await read(idOf.get(concept.key) ?? '');
      for (const field of ['broader', 'narrower', 'related'] as const) {
        const got = answer[field].map((id) => keyOf.get(id)).sort();
        expect(got, `${concept.key} ${field}`).toEqual([...(expected.get(concept.key)?.[field] ?? [])].sort());
        links += got.length;
      }
    }
    // The slice holds links: the test is not vacuous.
    expect(links).toBeGreaterThan(50);
  });

  it('fills each collection with the concepts loaded of its own (a domain: those of its micro-thesauri)', async () => {
    const { collections } = readThesaurus();
    let members = 0;
    for (const collection of collections) {
      const id = loaded.collectionIds.get(collection.key) ?? '';
      const answer = (await server.app.inject({ method: 'GET', url: `/api/concepts/collection/${id}` })).json<{ prefLabelLg1: string; members: string[] }>();
      expect(answer.prefLabelLg1.startsWith(collection.prefLabelFr.replace(/ \(.*\)$/, ''))).toBe(true);
      const wanted = collection.members.flatMap((key) => (loaded.conceptIds.has(key) ? [loaded.conceptIds.get(key)] : []));
      expect(answer.members, collection.key).toEqual(wanted);
      members += answer.members.length;
    }
    expect(members).toBeGreaterThan(SLICE);
  });
});
