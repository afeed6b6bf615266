// @ts-check
// The UNESCO Thesaurus (../shared/data/concepts/unesco-thesaurus.ttl: 4,482 concepts with French and
// English labels, scope notes and links, 95 collections) loaded into a running Atelier through its
// public HTTP API, as any client would: for tests and `npm run bench`. Its licence (CC BY-SA 3.0 IGO)
// keeps it out of the product and its seed: nothing here is built or shipped.
//
//   node scripts/thesaurus/load-unesco.mjs http://127.0.0.1:3000 [--concurrency 8] [--file path.ttl]
//
// Concepts are created first (labels, alternative labels, notes, the thesaurus address as their
// equivalent), then their links are written (broader, narrower, related), since identifiers are the
// server's (each link once: the API writes its inverse); then the collections (the 88 micro-thesauri with their concepts, the 7 domains with the
// concepts of their micro-thesauri). Requests run concurrently; the time of each pass is printed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Parser } from 'n3';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
/** Where the data files are shared beside the repository. */
export const THESAURUS_FILE = process.env.UNESCO_THESAURUS ?? path.resolve(root, '..', 'shared', 'data', 'concepts', 'unesco-thesaurus.ttl');

const SKOS = 'http://www.w3.org/2004/02/skos/core#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const THES = 'http://vocabularies.unesco.org/thesaurus/';

/**
 * One concept of the thesaurus, as read: its address (`key`), labels and notes by language, and the
 * keys of the concepts it links to.
 * @typedef {object} ThesaurusConcept
 * @property {string} key its address in the thesaurus, http://vocabularies.unesco.org/thesaurus/concept10
 * @property {string} prefLabelFr
 * @property {string} prefLabelEn
 * @property {string[]} altLabelFr
 * @property {string[]} altLabelEn
 * @property {string | undefined} scopeNoteFr
 * @property {string | undefined} scopeNoteEn
 * @property {string[]} broader
 * @property {string[]} narrower
 * @property {string[]} related
 */

/**
 * One collection: a domain (7) or a micro-thesaurus (88), with the keys of its concepts (a domain:
 * those of its micro-thesauri).
 * @typedef {object} ThesaurusCollection
 * @property {string} key
 * @property {string} notation
 * @property {'domain' | 'microThesaurus'} type
 * @property {string} prefLabelFr
 * @property {string} prefLabelEn
 * @property {string[]} members
 */

/**
 * Reads the thesaurus file: its concepts and collections, in the file's order. French labels are
 * made unique (the API refuses two concepts, or two collections, with one first-language label):
 * the rare second concept of a French label gets its English label in brackets, and a label the
 * server already holds (`taken`: the seed's concepts and collections) gets "(UNESCO)".
 * @param {string} [file]
 * @param {{ concepts?: Iterable<string>, collections?: Iterable<string> }} [taken]
 * @returns {{ concepts: ThesaurusConcept[], collections: ThesaurusCollection[] }}
 */
export function readThesaurus(file = THESAURUS_FILE, taken = {}) {
  const quads = new Parser().parse(readFileSync(file, 'utf8'));
  /** @type {Map<string, Map<string, { value: string, lang: string }[]>>} */
  const subjects = new Map();
  /** @type {Map<string, Set<string>>} */
  const types = new Map();
  for (const quad of quads) {
    const subject = quad.subject.value;
    if (quad.predicate.value === RDF_TYPE) {
      let set = types.get(subject);
      if (!set) types.set(subject, (set = new Set()));
      set.add(quad.object.value);
      continue;
    }
    let properties = subjects.get(subject);
    if (!properties) subjects.set(subject, (properties = new Map()));
    let values = properties.get(quad.predicate.value);
    if (!values) properties.set(quad.predicate.value, (values = []));
    values.push({ value: quad.object.value, lang: quad.object.termType === 'Literal' ? quad.object.language : '' });
  }
  const values = (/** @type {string} */ subject, /** @type {string} */ predicate) => subjects.get(subject)?.get(predicate) ?? [];
  const text = (/** @type {string} */ subject, /** @type {string} */ predicate, /** @type {string} */ lang) =>
    values(subject, predicate)
      .filter((one) => one.lang === lang)
      .map((one) => one.value.trim().replace(/\s+/g, ' '))
      .filter((one) => one !== '');
  const unique = (/** @type {string[]} */ list) => [...new Set(list)];
  const isA = (/** @type {string} */ subject, /** @type {string} */ type) => types.get(subject)?.has(type) ?? false;

  const conceptKeys = [...types.keys()].filter((subject) => isA(subject, `${SKOS}Concept`));
  const known = new Set(conceptKeys);
  const links = (/** @type {string} */ subject, /** @type {string} */ predicate) =>
    unique(values(subject, `${SKOS}${predicate}`).map((one) => one.value)).filter((key) => known.has(key) && key !== subject);
  /** @type {Set<string>} */
  const frenchLabels = new Set(taken.concepts);
  /** @type {ThesaurusConcept[]} */
  const concepts = conceptKeys.map((key) => {
    const prefLabelEn = text(key, `${SKOS}prefLabel`, 'en')[0] ?? key.slice(THES.length);
    let prefLabelFr = text(key, `${SKOS}prefLabel`, 'fr')[0] ?? prefLabelEn;
    if (frenchLabels.has(prefLabelFr)) prefLabelFr = `${prefLabelFr} (${prefLabelEn})`;
    if (frenchLabels.has(prefLabelFr)) prefLabelFr = `${prefLabelFr} (UNESCO)`;
    frenchLabels.add(prefLabelFr);
    return {
      key,
      prefLabelFr,
      prefLabelEn,
      altLabelFr: unique(text(key, `${SKOS}altLabel`, 'fr')).filter((label) => label !== prefLabelFr).slice(0, 100),
      altLabelEn: unique(text(key, `${SKOS}altLabel`, 'en')).filter((label) => label !== prefLabelEn).slice(0, 100),
      scopeNoteFr: text(key, `${SKOS}scopeNote`, 'fr')[0],
      scopeNoteEn: text(key, `${SKOS}scopeNote`, 'en')[0],
      broader: links(key, 'broader'),
      narrower: links(key, 'narrower'),
      related: links(key, 'related'),
    };
  });

  const collectionKeys = [...types.keys()].filter((subject) => isA(subject, `${SKOS}Collection`));
  const directMembers = (/** @type {string} */ key) => values(key, `${SKOS}member`).map((one) => one.value);
  /** @type {ThesaurusCollection[]} */
  const collections = collectionKeys.map((key) => {
    const members = unique(
      directMembers(key).flatMap((member) => (known.has(member) ? [member] : directMembers(member).filter((inner) => known.has(inner)))),
    );
    return {
      key,
      notation: values(key, `${SKOS}notation`)[0]?.value ?? key.slice(THES.length),
      type: isA(key, 'http://vocabularies.unesco.org/ontology#Domain') ? 'domain' : 'microThesaurus',
      prefLabelEn: text(key, `${SKOS}prefLabel`, 'en')[0] ?? key.slice(THES.length),
      prefLabelFr: text(key, `${SKOS}prefLabel`, 'fr')[0] ?? text(key, `${SKOS}prefLabel`, 'en')[0] ?? key.slice(THES.length),
      members,
    };
  });
  // Collection labels are unique too: a micro-thesaurus named as its domain takes its notation.
  /** @type {Set<string>} */
  const collectionLabels = new Set(taken.collections);
  for (const collection of [...collections].sort((a, b) => (a.type === b.type ? 0 : a.type === 'domain' ? -1 : 1))) {
    if (collectionLabels.has(collection.prefLabelFr)) collection.prefLabelFr = `${collection.prefLabelFr} (${collection.notation})`;
    if (collectionLabels.has(collection.prefLabelFr)) collection.prefLabelFr = `${collection.prefLabelFr} (UNESCO)`;
    collectionLabels.add(collection.prefLabelFr);
  }
  return { concepts, collections };
}

/** Text as the rich text editor writes it: one paragraph, special characters escaped. */
export function paragraph(/** @type {string} */ text) {
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

/**
 * What the API is sent for one concept, links aside: labels, alternative labels, notes and the
 * thesaurus address as its equivalent. Its definition is the French scope note, or, without one, a
 * sentence saying where its label comes from (the API requires a first-language definition). A scope
 * note short enough is its short definition too, and the concept is then public (a public concept
 * needs a short definition); the others are private.
 * @param {ThesaurusConcept} concept
 * @param {{ owner: string, contributor: string, maxScopeNote: number }} options
 */
export function conceptBody(concept, { owner, contributor, maxScopeNote }) {
  const definitionLg1 = paragraph(
    concept.scopeNoteFr ?? `Notion désignée par le libellé « ${concept.prefLabelFr} » dans le Thésaurus de l’UNESCO.`,
  );
  const definitionLg2 = paragraph(concept.scopeNoteEn ?? `Notion labelled “${concept.prefLabelEn}” in the UNESCO Thesaurus.`);
  const fits = (/** @type {string | undefined} */ note) => note !== undefined && [...note].length <= maxScopeNote;
  const short = fits(concept.scopeNoteFr);
  return {
    prefLabelLg1: concept.prefLabelFr,
    prefLabelLg2: concept.prefLabelEn,
    altLabelLg1: concept.altLabelFr,
    altLabelLg2: concept.altLabelEn,
    definitionLg1,
    definitionLg2,
    ...(short ? { scopeNoteLg1: definitionLg1, ...(fits(concept.scopeNoteEn) ? { scopeNoteLg2: definitionLg2 } : {}) } : {}),
    closeMatch: [concept.key],
    creators: [owner],
    contributors: [contributor],
    disseminationStatus: short ? 'PublicGenerique' : 'Prive',
  };
}

/**
 * Runs `work` on every item, `concurrency` at a time, in order of start.
 * @template T, R
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T, index: number) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function inParallel(items, concurrency, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * The thesaurus loaded through the API of the server at `baseUrl`: creates every concept, then
 * writes their links, then creates the collections. Answers the identifiers the server gave (by
 * thesaurus address) and the time of each pass.
 * @param {{ baseUrl: string, headers?: Record<string, string>, concurrency?: number, file?: string, log?: (line: string) => void, limit?: number }} options
 *   `limit`: only the first concepts (and the collections' members among them), for quick tries
 */
export async function loadThesaurus({ baseUrl, headers = {}, concurrency = 8, file, log = () => {}, limit }) {
  const started = performance.now();
  const api = `${baseUrl.replace(/\/$/, '')}/api`;
  const jsonHeaders = { 'content-type': 'application/json', ...headers };
  /** @param {string} method @param {string} url @param {unknown} [body] */
  const call = async (method, url, body) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, { method, headers: body === undefined ? headers : jsonHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (response.ok) return { status: response.status, text };
      // The server is busy (another client holds what this writes) or stopping: try again shortly.
      if ((response.status === 423 || response.status === 503) && attempt < 20) {
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
        continue;
      }
      const error = new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
      Object.assign(error, { status: response.status, body: text });
      throw error;
    }
  };
  const init = JSON.parse((await call('GET', `${api}/init`)).text);
  // The labels the server's concepts and collections hold already (the seed's): kept apart.
  const labelsOf = async (/** @type {string} */ path) =>
    JSON.parse((await call('GET', `${api}${path}`)).text).map((/** @type {{ labelLg1: string }} */ item) => item.labelLg1);
  const thesaurus = readThesaurus(file, { concepts: await labelsOf('/concepts'), collections: await labelsOf('/concepts/collections') });
  const concepts = limit === undefined ? thesaurus.concepts : thesaurus.concepts.slice(0, limit);
  const readMs = performance.now() - started;
  const options = { owner: init.defaultContributor, contributor: init.defaultContributor, maxScopeNote: init.maxLengthScopeNote };
  log(`Read ${concepts.length} concepts and ${thesaurus.collections.length} collections in ${Math.round(readMs)} ms.`);

  // First pass: the concepts, without links.
  let pass = performance.now();
  const bodies = concepts.map((concept) => conceptBody(concept, options));
  const ids = await inParallel(concepts, concurrency, async (_concept, index) => (await call('POST', `${api}/concepts/concept`, bodies[index])).text);
  /** @type {Map<string, string>} */
  const idOf = new Map(concepts.map((concept, index) => [concept.key, /** @type {string} */ (ids[index])]));
  const createMs = performance.now() - pass;
  log(`Created ${ids.length} concepts in ${Math.round(createMs)} ms.`);

  // Second pass: the links. The API keeps broader and narrower, and related, symmetric: a link
  // written on one concept is added to the other. So each concept is sent only its links to the
  // concepts before it (in the file's order), in the field that says how it relates to them; those
  // after it add theirs to it when they are written. No concept is thus changed by another before
  // its own write, and each is written at the version its creation gave it.
  pass = performance.now();
  const position = new Map(concepts.map((concept, index) => [concept.key, index]));
  /** @type {{ broader: Set<number>, narrower: Set<number>, related: Set<number> }[]} */
  const earlier = concepts.map(() => ({ broader: new Set(), narrower: new Set(), related: new Set() }));
  const inverse = /** @type {const} */ ({ broader: 'narrower', narrower: 'broader', related: 'related' });
  concepts.forEach((concept, index) => {
    for (const field of /** @type {const} */ (['broader', 'narrower', 'related'])) {
      for (const key of concept[field]) {
        const other = position.get(key);
        if (other === undefined || other === index) continue;
        // Either side may state the link: it is written by the later one.
        if (other < index) earlier[index]?.[field].add(other);
        else earlier[other]?.[inverse[field]].add(index);
      }
    }
  });
  const idsAt = (/** @type {Set<number>} */ positions) => [...positions].sort((a, b) => a - b).map((at) => /** @type {string} */ (ids[at]));
  const linked = concepts.flatMap((_concept, index) => {
    const links = earlier[index];
    if (!links || links.broader.size + links.narrower.size + links.related.size === 0) return [];
    return [{ id: /** @type {string} */ (ids[index]), body: bodies[index], links: { broader: idsAt(links.broader), narrower: idsAt(links.narrower), related: idsAt(links.related) } }];
  });
  // A new record stands at version 1. A write refused as stale (409: a later concept's link reached
  // this one first) is made again on the concept as it now stands: its version, and the links
  // others gave it kept besides its own (the body replaces the record's links).
  let retries = 0;
  await inParallel(linked, concurrency, async ({ id, body, links }) => {
    let version = 1;
    let current = links;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await call('PUT', `${api}/concepts/concept/${id}`, { ...body, ...current, version });
        return;
      } catch (error) {
        if (/** @type {{ status?: number }} */ (error).status !== 409 || attempt >= 10) throw error;
        retries += 1;
        const now = JSON.parse((await call('GET', `${api}/concepts/concept/${id}`)).text);
        version = now.version;
        const union = (/** @type {'broader' | 'narrower' | 'related'} */ field) => [...new Set([...(now[field] ?? []), ...links[field]])];
        current = { broader: union('broader'), narrower: union('narrower'), related: union('related') };
      }
    }
  });
  const linkMs = performance.now() - pass;
  log(`Linked ${linked.length} concepts in ${Math.round(linkMs)} ms${retries ? ` (${retries} written again after a concurrent change)` : ''}.`);

  // Third pass: the collections.
  pass = performance.now();
  const mapped = (/** @type {string[]} */ keys) => keys.flatMap((key) => (idOf.has(key) ? [/** @type {string} */ (idOf.get(key))] : []));
  const collections = thesaurus.collections.map((collection) => ({ ...collection, members: mapped(collection.members) }));
  const collectionIds = await inParallel(collections, concurrency, async (collection) => {
    const kind = collection.type === 'domain' ? { fr: 'Domaine', en: 'Domain' } : { fr: 'Microthésaurus', en: 'Micro-thesaurus' };
    const body = {
      prefLabelLg1: collection.prefLabelFr,
      prefLabelLg2: collection.prefLabelEn,
      descriptionLg1: `${kind.fr} ${collection.notation} du Thésaurus de l’UNESCO.`,
      descriptionLg2: `${kind.en} ${collection.notation} of the UNESCO Thesaurus.`,
      members: collection.members,
      creators: [options.owner],
      contributors: [options.contributor],
    };
    return (await call('POST', `${api}/concepts/collection`, body)).text;
  });
  const collectionMs = performance.now() - pass;
  const totalMs = performance.now() - started;
  log(`Created ${collectionIds.length} collections in ${Math.round(collectionMs)} ms; ${Math.round(totalMs)} ms in all.`);
  return {
    conceptIds: idOf,
    collectionIds: new Map(collections.map((collection, index) => [collection.key, /** @type {string} */ (collectionIds[index])])),
    counts: { concepts: ids.length, linked: linked.length, collections: collectionIds.length },
    timings: { readMs: Math.round(readMs), createMs: Math.round(createMs), linkMs: Math.round(linkMs), collectionMs: Math.round(collectionMs), totalMs: Math.round(totalMs), retries },
  };
}

// Run as a script: load into the server named on the command line.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const baseUrl = args.find((arg) => /^https?:/.test(arg));
  if (!baseUrl) {
    console.error('Usage: node scripts/thesaurus/load-unesco.mjs <server URL> [--concurrency 8] [--file thesaurus.ttl] [--limit N]');
    process.exit(2);
  }
  const limit = option('limit');
  const token = process.env.ATELIER_TOKEN;
  await loadThesaurus({
    baseUrl,
    concurrency: Number(option('concurrency') ?? 8),
    file: option('file'),
    limit: limit === undefined ? undefined : Number(limit),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    log: (line) => console.log(line),
  });
}
