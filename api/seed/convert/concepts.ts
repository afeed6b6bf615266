import type { Collection, Concept } from '../formats.ts';
import { LG1, LG2 } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment, sortById } from './lib/ids.ts';
import { DC, DCTERMS, INSEE, RdfGraph, SKOS } from './lib/rdf.ts';
import { readSdmxStructures, sdmxNames } from './lib/sdmx.ts';

const FIXTURE = 'bauhaus-fixtures/concept-collections.trig';
/** Concepts of the SDMX structures are numbered from here, clear of the fixture's c1…c10. */
const FIRST_SDMX_CONCEPT_NUMBER = 101;

/**
 * The concepts of INSEE's SDMX structures (scheme FR1:CONCEPTS_INSEE, the same 97 concepts in
 * both structure files), as concepts `c101`… in the order of their SDMX id, which stays their
 * notation. INSEE disseminates them publicly, hence published and public.
 */
function sdmxConcepts(): Concept[] {
  const names = new Map<string, { prefLabelLg1: string | null; prefLabelLg2: string | null }>();
  for (const file of ['sdmx/INSEE/IPI-2010-A21-structure.xml', 'sdmx/INSEE/CNA-2010-CONSO-SI-A17-structure.xml']) {
    for (const concept of readSdmxStructures(file).conceptSchemes.flatMap((scheme) => scheme.Concept)) {
      const pair = sdmxNames('prefLabel', concept.Name);
      const known = names.get(concept.id);
      if (known && JSON.stringify(known) !== JSON.stringify(pair)) throw new Error(`Concept ${concept.id} differs between files`);
      names.set(concept.id, pair);
    }
  }
  return [...names]
    .sort(([a], [b]) => compareIds(a, b))
    .map(([notation, pair], index) => ({
      id: `c${FIRST_SDMX_CONCEPT_NUMBER + index}`,
      notation,
      prefLabelLg1: required(pair.prefLabelLg1, `French name of concept ${notation}`),
      prefLabelLg2: pair.prefLabelLg2,
      disseminationStatus: 'PublicGenerique',
      isValidated: true,
    }));
}

/**
 * Concepts and collections: the concept fixture of the existing system (10 concepts, 5 collections;
 * its concepts carry no state, so they are provisional) and the concepts of INSEE's SDMX structures.
 */
export function convertConcepts(): { concepts: Concept[]; collections: Collection[] } {
  const graph = RdfGraph.load(FIXTURE);
  const fixtureConcepts = graph.subjectsOfType(SKOS('Concept')).map(
    (iri): Concept => ({
      id: lastSegment(iri),
      notation: required(graph.literal(iri, SKOS('notation')), `notation of ${iri}`),
      prefLabelLg1: required(graph.literal(iri, SKOS('prefLabel'), LG1), `label of ${iri}`),
      prefLabelLg2: graph.literal(iri, SKOS('prefLabel'), LG2),
      disseminationStatus: null,
      isValidated: false,
    }),
  );
  const collections = graph.subjectsOfType(SKOS('Collection')).map(
    (iri): Collection => ({
      id: lastSegment(iri),
      prefLabelLg1: required(graph.literal(iri, DCTERMS('title'), LG1), `title of ${iri}`),
      prefLabelLg2: graph.literal(iri, DCTERMS('title'), LG2),
      creator: graph.literal(iri, DC('creator')),
      contributor: graph.literal(iri, DC('contributor')),
      isValidated: graph.literal(iri, INSEE('isValidated')) === 'true',
      created: graph.literal(iri, DCTERMS('created')),
      modified: graph.literal(iri, DCTERMS('modified')),
      members: graph.iris(iri, SKOS('member')).map(lastSegment).sort(compareIds),
    }),
  );
  return { concepts: sortById([...fixtureConcepts, ...sdmxConcepts()]), collections: sortById(collections) };
}
