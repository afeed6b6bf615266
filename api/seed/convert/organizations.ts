import { readFileSync } from 'node:fs';
import type { Organization, StampsFile } from '../formats.ts';
import { LG1, LG2 } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment, sortById, uniqueSorted } from './lib/ids.ts';
import { sourcePath } from './lib/paths.ts';
import { DCTERMS, INSEE, ORG, OWL, RdfGraph, SKOS } from './lib/rdf.ts';

/**
 * The organisations of `operations/organizations.trig` (INSEE units), plus the organisations the
 * operations catalogue cites that this file does not describe.
 *
 * The catalogue cites INSEE directorates by a stamp-shaped IRI (`…/insee/DG75-F001`) while the file
 * names units by their `HIE…` identifier and carries the stamp as `dcterms:identifier`: such a
 * citation resolves to the unit holding that stamp (the topmost one when a directorate and its
 * sub-unit share it). Bodies of the official statistical service (`…/organisations/drees`) are not
 * described anywhere in the sources: they get a record labelled with their identifier in capitals,
 * which is their usual acronym (DREES, SDES…).
 */
export class OrganizationRegistry {
  private readonly graph = RdfGraph.load('operations/organizations.trig');
  private readonly known = new Map<string, Organization>();
  private readonly external = new Map<string, Organization>();

  constructor() {
    for (const iri of this.graph.subjectsOfType(ORG('Organization'))) {
      const record = this.describe(iri);
      this.known.set(record.id, record);
    }
  }

  /** The organisation id a source IRI stands for; records an undescribed body on first sight. */
  idOf(iri: string): string {
    const id = lastSegment(iri);
    if (this.known.has(id)) return id;
    const holder = this.holderOfStamp(id);
    if (holder) return holder;
    if (!this.external.has(id)) this.external.set(id, externalOrganization(id));
    return id;
  }

  records(): Organization[] {
    return sortById([...this.known.values(), ...this.external.values()]);
  }

  private describe(iri: string): Organization {
    const g = this.graph;
    return {
      id: lastSegment(iri),
      stamp: g.literal(iri, DCTERMS('identifier')),
      labelLg1: required(g.literal(iri, SKOS('prefLabel'), LG1), `label of ${iri}`),
      labelLg2: g.literal(iri, SKOS('prefLabel'), LG2),
      // Parents outside the file (an unlabelled node) are left out.
      unitOf: g
        .iris(iri, ORG('unitOf'))
        .filter((parent) => g.isA(parent, ORG('Organization')))
        .map(lastSegment)
        .sort(compareIds),
      deprecated: g.literal(iri, OWL('deprecated')) === 'true',
      validUntil: g.literal(iri, INSEE('validUntil')),
    };
  }

  private holderOfStamp(stamp: string): string | undefined {
    const holders = [...this.known.values()].filter((organization) => organization.stamp === stamp);
    const topmost = holders.filter((holder) => !holders.some((other) => holder.unitOf.includes(other.id)));
    return topmost.map((holder) => holder.id).sort(compareIds)[0];
  }
}

function externalOrganization(id: string): Organization {
  return {
    id,
    stamp: null,
    labelLg1: id.toUpperCase(),
    labelLg2: null,
    unitOf: [],
    deprecated: false,
    validUntil: null,
  };
}

/** The stamps the existing system offers (`bauhaus-fixtures/stamps.derived.json`), without its duplicate. */
export function convertStamps(): StampsFile {
  const stamps: unknown = JSON.parse(readFileSync(sourcePath('bauhaus-fixtures/stamps.derived.json'), 'utf8'));
  if (!Array.isArray(stamps) || !stamps.every((stamp) => typeof stamp === 'string')) {
    throw new Error('stamps.derived.json: expected an array of strings');
  }
  return uniqueSorted(stamps.map((stamp) => stamp.trim()));
}
