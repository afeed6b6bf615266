import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { byLanguage } from './bilingual.ts';
import { sourcePath } from './paths.ts';

/**
 * Reads SDMX-ML 2.1 structure messages. Namespace prefixes differ between agencies (`str:`,
 * `structure:`), so they are dropped; the parts the converters use are then checked with zod
 * instead of trusting the parser's untyped output.
 */

/** Elements that may repeat, so they always come back as arrays. */
const REPEATED = new Set(['Name', 'Description', 'Codelist', 'Code', 'ConceptScheme', 'Concept', 'Dataflow', 'Parent']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  textNodeName: 'text',
  // Identifiers such as `01` must stay strings.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** `<Name xml:lang="fr">…</Name>`: a bare string when the element has no attribute. */
const NameSchema = z.union([z.string(), z.object({ text: z.string(), lang: z.string().optional() })]);
const NamesSchema = z.array(NameSchema).default([]);

const CodeSchema = z.object({
  id: z.string(),
  Name: NamesSchema,
  Parent: z.array(z.object({ Ref: z.object({ id: z.string() }) })).default([]),
});
const CodelistSchema = z.object({ id: z.string(), agencyID: z.string(), Name: NamesSchema, Code: z.array(CodeSchema) });
const ConceptSchemeSchema = z.object({
  id: z.string(),
  agencyID: z.string(),
  Concept: z.array(z.object({ id: z.string(), Name: NamesSchema })),
});
const DataflowSchema = z.object({ id: z.string(), agencyID: z.string(), Name: NamesSchema });

const StructureMessageSchema = z.object({
  Structure: z.object({
    Structures: z.object({
      Codelists: z.object({ Codelist: z.array(CodelistSchema) }).optional(),
      Concepts: z.object({ ConceptScheme: z.array(ConceptSchemeSchema) }).optional(),
      Dataflows: z.object({ Dataflow: z.array(DataflowSchema) }).optional(),
    }),
  }),
});

export type SdmxCodelist = z.infer<typeof CodelistSchema>;
export type SdmxConceptScheme = z.infer<typeof ConceptSchemeSchema>;
export type SdmxDataflow = z.infer<typeof DataflowSchema>;
type SdmxNames = z.infer<typeof NamesSchema>;

export interface SdmxStructures {
  codelists: SdmxCodelist[];
  conceptSchemes: SdmxConceptScheme[];
  dataflows: SdmxDataflow[];
}

export function readSdmxStructures(relativePath: string): SdmxStructures {
  const parsed: unknown = parser.parse(readFileSync(sourcePath(relativePath), 'utf8'));
  const { Structures } = StructureMessageSchema.parse(parsed).Structure;
  return {
    codelists: Structures.Codelists?.Codelist ?? [],
    conceptSchemes: Structures.Concepts?.ConceptScheme ?? [],
    dataflows: Structures.Dataflows?.Dataflow ?? [],
  };
}

/** The language of an SDMX text without `xml:lang`. */
const SDMX_DEFAULT_LANGUAGE = 'en';

/**
 * The `Lg1`/`Lg2` pair of an SDMX name. A name without `xml:lang` is English, the SDMX default;
 * white space runs (tabs, double spaces in some agencies' output) become one space.
 */
export function sdmxNames<N extends string>(field: N, names: SdmxNames) {
  return byLanguage(field, (lang) => {
    const name = names.find((candidate) => (typeof candidate === 'string' ? SDMX_DEFAULT_LANGUAGE : (candidate.lang ?? SDMX_DEFAULT_LANGUAGE)) === lang);
    const text = typeof name === 'string' ? name : name?.text;
    const normalised = text?.replace(/\s+/g, ' ').trim();
    return normalised ? normalised : null;
  });
}
