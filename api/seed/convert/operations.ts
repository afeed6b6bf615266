import type { Family, Indicator, Link, Operation, Series, StampsFile } from '../formats.ts';
import { ValidationStateSchema } from '../formats.ts';
import { byLanguage, LG1, LG2 } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment, sortById } from './lib/ids.ts';
import { sanitizeHtml } from './lib/html.ts';
import { DC, DCTERMS, INSEE, RdfGraph, RDFS, SKOS } from './lib/rdf.ts';
import type { OrganizationRegistry } from './organizations.ts';

export interface Catalogue {
  families: Family[];
  series: Series[];
  operations: Operation[];
  indicators: Indicator[];
}

const PROV_WAS_GENERATED_BY = 'http://www.w3.org/ns/prov#wasGeneratedBy';

/** The IRI path segment of each kind of record (`http://bauhaus/operations/serie/s1001`). */
const LINK_TYPE_BY_SEGMENT: Record<string, Link['type']> = {
  famille: 'family',
  serie: 'series',
  operation: 'operation',
  indicateur: 'indicator',
};

/** The type and id of a catalogue record from its IRI. */
export function linkOf(iri: string): Link {
  const segment = iri.split('/').at(-2) ?? '';
  return { type: required(LINK_TYPE_BY_SEGMENT[segment], `record type of ${iri}`), id: lastSegment(iri) };
}

/**
 * INSEE's catalogue of statistical operations (operations/all-operations-and-indicators.trig).
 *
 * Three records of the source hold nothing but a validation state (operation s1521, indicators
 * p1672 and p1673): they are left out, as nothing names or places them. Series `dc:creator` values
 * that are not stamps (one series holds the placeholder "stamp") are dropped.
 */
export function convertCatalogue(organizations: OrganizationRegistry, stamps: StampsFile): Catalogue {
  const graph = RdfGraph.load('operations/all-operations-and-indicators.trig');
  const ofType = (type: string) => graph.subjectsOfType(INSEE(type)).filter((iri) => graph.literal(iri, SKOS('prefLabel'), LG1) !== null);
  const ids = (iri: string, predicate: string) => graph.iris(iri, predicate).map(lastSegment).sort(compareIds);
  const organizationIds = (iri: string, predicate: string) =>
    [...new Set(graph.iris(iri, predicate).map((organization) => organizations.idOf(organization)))].sort(compareIds);
  const parentId = (iri: string) => lastSegment(required(graph.iri(iri, DCTERMS('isPartOf')), `parent of ${iri}`));

  const common = (iri: string) => ({
    id: lastSegment(iri),
    prefLabelLg1: required(graph.literal(iri, SKOS('prefLabel'), LG1), `French label of ${iri}`),
    prefLabelLg2: graph.literal(iri, SKOS('prefLabel'), LG2),
  });
  const altLabels = (iri: string) => byLanguage('altLabel', (lang) => graph.literal(iri, SKOS('altLabel'), lang));
  const richText = <N extends string>(name: N, iri: string, predicate: string) =>
    byLanguage(name, (lang) => sanitizeHtml(graph.literal(iri, predicate, lang)));
  const texts = (iri: string) => ({
    ...altLabels(iri),
    ...richText('abstract', iri, DCTERMS('abstract')),
    ...richText('historyNote', iri, SKOS('historyNote')),
  });
  const links = (iri: string) => ({
    seeAlso: graph
      .iris(iri, RDFS('seeAlso'))
      .map(linkOf)
      .sort((a, b) => compareIds(a.id, b.id)),
    replaces: ids(iri, DCTERMS('replaces')),
    isReplacedBy: ids(iri, DCTERMS('isReplacedBy')),
  });
  const state = (iri: string) => ({
    validationState: ValidationStateSchema.parse(graph.literal(iri, INSEE('validationState'))),
  });

  const families = ofType('StatisticalOperationFamily').map(
    (iri): Family => ({
      ...common(iri),
      ...richText('abstract', iri, DCTERMS('abstract')),
      themes: ids(iri, DCTERMS('subject')),
      ...state(iri),
    }),
  );
  const series = ofType('StatisticalOperationSeries').map((iri): Series => {
    const type = graph.iri(iri, DCTERMS('type'));
    return {
      ...common(iri),
      familyId: parentId(iri),
      ...texts(iri),
      typeCode: type ? lastSegment(type) : null,
      creators: graph.literals(iri, DC('creator')).filter((creator) => stamps.includes(creator)),
      publishers: organizationIds(iri, DCTERMS('publisher')),
      contributors: organizationIds(iri, DCTERMS('contributor')),
      ...links(iri),
      ...state(iri),
    };
  });
  const operations = ofType('StatisticalOperation').map((iri): Operation => {
    // The year of an operation is `dcterms:valid`; one record uses `dcterms:temporal` instead.
    const year = graph.literal(iri, DCTERMS('valid')) ?? graph.literal(iri, DCTERMS('temporal'));
    return {
      ...common(iri),
      seriesId: parentId(iri),
      ...altLabels(iri),
      year: year === null ? null : Number(year),
      ...state(iri),
    };
  });
  const indicators = ofType('StatisticalIndicator').map(
    (iri): Indicator => ({
      ...common(iri),
      ...texts(iri),
      wasGeneratedBy: ids(iri, PROV_WAS_GENERATED_BY),
      ...links(iri),
      ...state(iri),
    }),
  );
  return {
    families: sortById(families),
    series: sortById(series),
    operations: sortById(operations),
    indicators: sortById(indicators),
  };
}

/**
 * A consistent part of the catalogue: the given families, their series and operations, and the
 * indicators produced by these series only; links to records outside the part are dropped.
 */
export function sliceCatalogue(catalogue: Catalogue, familyIds: string[]): Catalogue {
  const families = catalogue.families.filter((family) => familyIds.includes(family.id));
  const series = catalogue.series.filter((one) => familyIds.includes(one.familyId));
  const seriesIds = new Set(series.map((one) => one.id));
  const operations = catalogue.operations.filter((operation) => seriesIds.has(operation.seriesId));
  const indicators = catalogue.indicators.filter(
    (indicator) => indicator.wasGeneratedBy.length > 0 && indicator.wasGeneratedBy.every((id) => seriesIds.has(id)),
  );
  const kept = new Set([...families, ...series, ...operations, ...indicators].map((record) => record.id));
  const keepLinks = <T extends { seeAlso: Link[]; replaces: string[]; isReplacedBy: string[] }>(record: T): T => ({
    ...record,
    seeAlso: record.seeAlso.filter((link) => kept.has(link.id)),
    replaces: record.replaces.filter((id) => kept.has(id)),
    isReplacedBy: record.isReplacedBy.filter((id) => kept.has(id)),
  });
  return { families, series: series.map(keepLinks), operations, indicators: indicators.map(keepLinks) };
}
