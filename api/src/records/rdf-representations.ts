import { JSON_LD_MEDIA_TYPE, RDF_XML_MEDIA_TYPE, TURTLE_MEDIA_TYPE, toJsonLd, toRdfXml, toTurtle, type Statement } from '../lib/rdf/graph.ts';
import type { Representation } from './api-kind.ts';

/**
 * A record's RDF (SKOS, DCAT…) in the three syntaxes clients ask for by Accept on its read path:
 * Turtle, RDF/XML and JSON-LD. `read` answers the record's statements, for a caller allowed to read it.
 */
export function rdfRepresentations(read: (ctx: Parameters<Representation['render']>[0], id: string) => Promise<Statement[]>): Representation[] {
  return [
    { mediaType: TURTLE_MEDIA_TYPE, extension: 'ttl', render: async (ctx, id) => Buffer.from(toTurtle(await read(ctx, id))) },
    { mediaType: RDF_XML_MEDIA_TYPE, extension: 'rdf', render: async (ctx, id) => Buffer.from(toRdfXml(await read(ctx, id))) },
    { mediaType: JSON_LD_MEDIA_TYPE, extension: 'jsonld', render: async (ctx, id) => Buffer.from(JSON.stringify(toJsonLd(await read(ctx, id)))) },
  ];
}
