import { JSON_LD_MEDIA_TYPE, RDF_XML_MEDIA_TYPE, TURTLE_MEDIA_TYPE, toJsonLd, toRdfXml, toTurtle, type Statement } from '../lib/rdf/graph.ts';
import type { ListRepresentation, Representation } from './api-kind.ts';

type Context = Parameters<Representation['render']>[0];

/** The three syntaxes clients ask for by Accept: Turtle, RDF/XML and JSON-LD, of what `read` answers. */
function rdfSyntaxes<T>(read: (ctx: Context, target: T) => Promise<Statement[]>) {
  return [
    { mediaType: TURTLE_MEDIA_TYPE, extension: 'ttl', render: async (ctx: Context, target: T) => Buffer.from(toTurtle(await read(ctx, target))) },
    { mediaType: RDF_XML_MEDIA_TYPE, extension: 'rdf', render: async (ctx: Context, target: T) => Buffer.from(toRdfXml(await read(ctx, target))) },
    { mediaType: JSON_LD_MEDIA_TYPE, extension: 'jsonld', render: async (ctx: Context, target: T) => Buffer.from(JSON.stringify(toJsonLd(await read(ctx, target)))) },
  ];
}

/** A record's RDF (SKOS, DCAT…) on its read path. `read` answers its statements, for a caller allowed to read it. */
export function rdfRepresentations(read: (ctx: Context, id: string) => Promise<Statement[]>): Representation[] {
  return rdfSyntaxes(read);
}

/** The RDF of the records a list selects, on the list's path, as `fileName.ttl` (`.rdf`, `.jsonld`). */
export function rdfListRepresentations(fileName: string, read: (ctx: Context, filter: Record<string, unknown>) => Promise<Statement[]>): ListRepresentation[] {
  return rdfSyntaxes(read).map((syntax) => ({ ...syntax, fileName }));
}
