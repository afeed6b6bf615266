import { asc, inArray } from 'drizzle-orm';
import { simsKind, type MsdRubric, type SimsRubric, type SimsTargetKind } from '@atelier/contracts';
import { code } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import { parseHtml, type HtmlNode } from '../../../lib/odf/text.ts';
import { sdmxIds, type LocalisedText } from '../../../lib/sdmx/codelists.ts';
import {
  SDMX_METADATA_ML_MEDIA_TYPE,
  genericMetadataMl,
  type MetadataAnnotation,
  type MetadataSetModel,
  type ReportedAttribute,
  type ReportedValue,
  type XhtmlNode,
} from '../../../lib/sdmx/metadata-ml.ts';
import {
  metadataStructureMl,
  type AttributeRepresentation,
  type SdmxMetadataAttribute,
} from '../../../lib/sdmx/structure-ml.ts';
import type { Representation } from '../../../records/api-kind.ts';
import { getRecord } from '../../../records/reads.ts';
import { asSimsRecord, loadExportModel } from './export/export-data.ts';
import { citedKey, type SimsExportModel } from './export/odt.ts';

// A quality report as SDMX 3.0 reference metadata: one metadata set reported against the metadata
// structure `SIMS` (its rubrics as metadata attributes, nested as the structure nests them) through
// the metadataflow `SIMS`, targeting the documented object. Rubric identifiers SDMX cannot hold
// (`S.1.1`) are mapped (`S_1_1`), the original kept in an `ORIGINAL_ID` annotation.

/** The version SDMX gives the structure, the flow and the sets: the product keeps one state of each. */
export const SIMS_SDMX_VERSION = '1.0';
/** The identifier of the metadata structure and of its metadataflow. */
export const SIMS_MSD_ID = 'SIMS';
/** The annotation type of a rubric answered "not applicable". */
export const NOT_APPLICABLE_ANNOTATION = 'NOT_APPLICABLE';
/** The annotation types of the documents and links a rich-text rubric cites. */
export const CITED_ANNOTATION = { document: 'DOCUMENT', link: 'LINK' } as const;

/**
 * The category schemes whose categories stand for the documented objects: SDMX has no artefact for
 * a statistical operation, series or indicator, and a metadata set's target is an SDMX URN.
 */
export const TARGET_SCHEMES: Record<SimsTargetKind, string> = { operation: 'OPERATIONS', series: 'SERIES', indicator: 'INDICATORS' };

export interface SimsSdmxOptions {
  /** `DEFAULT_AGENCY_ID`: the agency maintaining the structure and the sets. */
  agencyId: string;
  /** The data languages' codes (`LG1`, `LG2`). */
  languages: { lg1: string; lg2: string };
}

/** The concept scheme of the rubrics' concepts. */
export const SIMS_CONCEPT_SCHEME_ID = 'SIMS_CONCEPTS';

export const msdUrn = (agencyId: string) => `urn:sdmx:org.sdmx.infomodel.metadatastructure.MetadataStructure=${agencyId}:${SIMS_MSD_ID}(${SIMS_SDMX_VERSION})`;
export const metadataflowUrn = (agencyId: string) => `urn:sdmx:org.sdmx.infomodel.metadatastructure.Metadataflow=${agencyId}:${SIMS_MSD_ID}(${SIMS_SDMX_VERSION})`;

const sdmxId = (original: string) => sdmxIds([original]).get(original) ?? original;

/** The URN standing for a documented object: a category of its kind's scheme. */
export const targetUrn = (agencyId: string, kind: SimsTargetKind, id: string) =>
  `urn:sdmx:org.sdmx.infomodel.categoryscheme.Category=${agencyId}:${TARGET_SCHEMES[kind]}(${SIMS_SDMX_VERSION}).${sdmxId(id)}`;

/** The SDMX identifier of every rubric of the structure, mapped in the structure's order (always the same way). */
export const rubricIds = (msd: readonly MsdRubric[]) => sdmxIds(msd.map((entry) => entry.idMas));

/** What SDMX keeps of the HTML subset of rich texts: paragraphs, line breaks, bold, italic, lists and web links. */
const XHTML_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li']);

function xhtmlOf(nodes: readonly HtmlNode[]): XhtmlNode[] {
  return nodes.flatMap((node): XhtmlNode[] => {
    if (typeof node === 'string') return [node];
    const children = xhtmlOf(node.children);
    if (node.tag === 'a') return node.href ? [{ tag: 'a', attributes: { href: node.href }, children }] : children;
    return XHTML_TAGS.has(node.tag) ? [{ tag: node.tag, children }] : children;
  });
}

/** Rich text holding something a reader would see. */
const shows = (html: string | null): html is string => html !== null && html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/**
 * The SDMX identifiers of the codes a report's rubrics hold, by list then code: mapped as the list's
 * own SDMX export maps them (every code of the list, in its order).
 */
export async function codeIdsOf(db: Db, rubrics: readonly SimsRubric[]): Promise<Map<string, Map<string, string>>> {
  const lists = [...new Set(rubrics.flatMap((rubric) => (rubric.rangeType === 'CODE_LIST' ? [rubric.codeList] : [])))];
  if (lists.length === 0) return new Map();
  const rows = await db.select({ listId: code.listId, code: code.code }).from(code).where(inArray(code.listId, lists)).orderBy(asc(code.listId), asc(code.position));
  const byList = new Map<string, string[]>();
  for (const row of rows) byList.set(row.listId, [...(byList.get(row.listId) ?? []), row.code]);
  return new Map([...byList].map(([list, codes]) => [list, sdmxIds(codes)]));
}

/** The report as a metadata set: each filled rubric as an attribute, within those of its sections. */
export function simsMetadataSet(model: SimsExportModel, codeIds: ReadonlyMap<string, ReadonlyMap<string, string>>, { agencyId, languages }: SimsSdmxOptions): MetadataSetModel {
  const ids = rubricIds(model.msd);
  const lang = { lg1: languages.lg1, lg2: languages.lg2 };
  const answered = new Map(model.rubrics.map((rubric) => [rubric.idAttribute, rubric]));
  const known = new Set(model.msd.map((entry) => entry.idMas));
  const childrenOf = new Map<string | null, MsdRubric[]>();
  for (const entry of model.msd) {
    const parent = entry.idParent !== null && known.has(entry.idParent) ? entry.idParent : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), entry]);
  }
  const bilingual = (lg1: string | null, lg2: string | null): LocalisedText[] => [
    ...(lg1 === null ? [] : [{ lang: lang.lg1, text: lg1 }]),
    ...(lg2 === null ? [] : [{ lang: lang.lg2, text: lg2 }]),
  ];

  /** A rubric's value (several for several codes), and its annotations. */
  const reported = (rubric: SimsRubric): { values: (ReportedValue | undefined)[]; annotations: MetadataAnnotation[] } => {
    switch (rubric.rangeType) {
      case 'TEXT':
        return { values: [{ type: 'text', texts: bilingual(rubric.labelLg1, rubric.labelLg2) }], annotations: [] };
      case 'RICH_TEXT': {
        const texts = (['lg1', 'lg2'] as const).flatMap((side) => {
          const html = side === 'lg1' ? rubric.labelLg1 : rubric.labelLg2;
          return shows(html) ? [{ lang: lang[side], content: xhtmlOf(parseHtml(html)) }] : [];
        });
        const annotations = (['lg1', 'lg2'] as const).flatMap((side) =>
          (side === 'lg1' ? rubric.documentsLg1 : rubric.documentsLg2).map((ref): MetadataAnnotation => {
            const cited = model.cited.get(citedKey(ref));
            const title = (side === 'lg2' ? cited?.labelLg2 : null) ?? cited?.labelLg1 ?? ref.id;
            const url = cited?.url ? urlOf(cited.url) : null;
            return { id: `${ref.kind}-${ref.id}`, title, type: CITED_ANNOTATION[ref.kind], ...(url ? { urls: [{ lang: lang[side], url }] } : {}), texts: [{ lang: lang[side], text: title }] };
          }),
        );
        return { values: [texts.length > 0 ? { type: 'xhtml', texts } : undefined], annotations };
      }
      case 'CODE_LIST':
        return {
          values: rubric.value.map((value) => ({ type: 'value', value: codeIds.get(rubric.codeList)?.get(value) ?? sdmxId(value) })),
          annotations: [],
        };
      case 'DATE':
      case 'ORGANIZATION':
      case 'GEOGRAPHY':
        return { values: [rubric.value === null ? undefined : { type: 'value', value: rubric.value }], annotations: [] };
      case 'RUBRIQUE_SANS_OBJECT':
        return { values: [undefined], annotations: [{ type: NOT_APPLICABLE_ANNOTATION }] };
    }
  };

  const attributes = (parent: string | null): ReportedAttribute[] =>
    (childrenOf.get(parent) ?? []).flatMap((entry) => {
      const children = attributes(entry.idMas);
      const rubric = answered.get(entry.idMas);
      if (!rubric && children.length === 0) return [];
      const id = ids.get(entry.idMas) ?? sdmxId(entry.idMas);
      const identity = id === entry.idMas ? { id } : { id, original: entry.idMas };
      if (!rubric) return [{ ...identity, children }];
      const { values, annotations } = reported(rubric);
      // A rubric reported several times (several codes): one attribute each, the nested ones in the first.
      return values.map((value, index) => ({
        ...identity,
        ...(value ? { value } : {}),
        ...(index === 0 && annotations.length > 0 ? { annotations } : {}),
        children: index === 0 ? children : [],
      }));
    });

  return {
    ...(sdmxId(model.id) === model.id ? { id: model.id } : { id: sdmxId(model.id), original: model.id }),
    agencyId,
    version: SIMS_SDMX_VERSION,
    names: bilingual(model.labelLg1, model.labelLg2),
    metadataflow: metadataflowUrn(agencyId),
    targets: model.target ? [targetUrn(agencyId, model.target.kind, model.target.id)] : [],
    attributes: attributes(null),
  };
}

/** A web address as a URI (spaces and other characters a URI cannot hold escaped), or null. */
function urlOf(text: string): string | null {
  try {
    return new URL(text.trim()).href;
  } catch {
    return null;
  }
}

/** `GET /operations/metadataReport/{id}` as SDMX-ML 3.0 reference metadata (`mes:GenericMetadata`). */
export function simsRepresentations(options: SimsSdmxOptions): Representation[] {
  return [
    {
      mediaType: SDMX_METADATA_ML_MEDIA_TYPE,
      version: '3.0',
      extension: 'xml',
      render: async (ctx, id) => {
        const sims = ctx.kinds.get(simsKind.name);
        if (!sims) throw new Error('The quality report kind is not served');
        // Unknown (841) or not readable by the caller (403): nothing of the report is read before.
        const record = asSimsRecord(await getRecord(ctx, sims, id));
        const model = await loadExportModel(ctx.db, record);
        const set = simsMetadataSet(model, await codeIdsOf(ctx.db, model.rubrics), options);
        const header = { sender: options.agencyId, prepared: new Date(), languages: [options.languages.lg1, options.languages.lg2] };
        return Buffer.from(genericMetadataMl(header, msdUrn(options.agencyId), [set]));
      },
    },
  ];
}

/** How each range type's values are written in SDMX. */
function representationOf(entry: MsdRubric, agencyId: string): AttributeRepresentation | undefined {
  if (entry.isPresentational || entry.rangeType === 'REPORTED_ATTRIBUTE') return undefined;
  switch (entry.rangeType) {
    case 'TEXT':
      return { textType: 'String', isMultiLingual: true };
    case 'RICH_TEXT':
      return { textType: 'XHTML', isMultiLingual: true };
    case 'DATE':
      return { textType: 'GregorianDay' };
    case 'CODE_LIST':
      // The list as the code lists' own SDMX export names it.
      return entry.codeList ? { codelist: `urn:sdmx:org.sdmx.infomodel.codelist.Codelist=${agencyId}:${sdmxId(entry.codeList)}(${SIMS_SDMX_VERSION})` } : { textType: 'String' };
    case 'ORGANIZATION':
    case 'GEOGRAPHY':
      // An organisation's or a territory's identifier.
      return { textType: 'String', isMultiLingual: false };
  }
}

/**
 * The metadata structure as an SDMX-ML 3.0 structure message: a concept per rubric (its labels and
 * definition in both languages), the metadata structure `SIMS` nesting the rubrics as the structure
 * does, and the metadataflow `SIMS` whose targets are the documented objects.
 */
export function simsStructureMessage(msd: readonly MsdRubric[], { agencyId, languages }: SimsSdmxOptions, prepared = new Date()): string {
  const ids = rubricIds(msd);
  const idOf = (idMas: string) => ids.get(idMas) ?? sdmxId(idMas);
  const identity = (idMas: string) => (idOf(idMas) === idMas ? { id: idMas } : { id: idOf(idMas), original: idMas });
  const bilingual = (lg1: string | null, lg2: string | null): LocalisedText[] => [
    ...(lg1 === null || lg1.trim() === '' ? [] : [{ lang: languages.lg1, text: lg1 }]),
    ...(lg2 === null || lg2.trim() === '' ? [] : [{ lang: languages.lg2, text: lg2 }]),
  ];
  const schemeUrn = `urn:sdmx:org.sdmx.infomodel.conceptscheme.ConceptScheme=${agencyId}:${SIMS_CONCEPT_SCHEME_ID}(${SIMS_SDMX_VERSION})`;
  const conceptUrn = (idMas: string) => `urn:sdmx:org.sdmx.infomodel.conceptscheme.Concept=${agencyId}:${SIMS_CONCEPT_SCHEME_ID}(${SIMS_SDMX_VERSION}).${idOf(idMas)}`;
  const known = new Set(msd.map((entry) => entry.idMas));
  const parentOf = (entry: MsdRubric) => (entry.idParent !== null && known.has(entry.idParent) ? entry.idParent : null);
  const attributes = (parent: string | null): SdmxMetadataAttribute[] =>
    msd
      .filter((entry) => parentOf(entry) === parent)
      .map((entry) => {
        const representation = representationOf(entry, agencyId);
        return {
          ...identity(entry.idMas),
          concept: conceptUrn(entry.idMas),
          ...(representation ? { representation } : {}),
          minOccurs: entry.minOccurs ?? 0,
          maxOccurs: entry.maxOccurs === 'unbounded' ? 'unbounded' : Math.max(1, entry.maxOccurs ?? 1),
          isPresentational: entry.isPresentational || entry.rangeType === 'REPORTED_ATTRIBUTE',
          children: attributes(entry.idMas),
        };
      });
  const names = bilingual('Structure des rapports qualité (SIMS)', 'Quality report structure (SIMS)');
  return metadataStructureMl(
    { sender: agencyId, prepared, languages: [languages.lg1, languages.lg2] },
    {
      conceptScheme: {
        id: SIMS_CONCEPT_SCHEME_ID,
        urn: schemeUrn,
        agencyId,
        version: SIMS_SDMX_VERSION,
        names: bilingual('Concepts des rapports qualité (SIMS)', 'Quality report concepts (SIMS)'),
        concepts: msd.map((entry) => {
          const parent = parentOf(entry);
          return {
            ...identity(entry.idMas),
            urn: conceptUrn(entry.idMas),
            names: bilingual(entry.masLabelLg1, entry.masLabelLg2),
            descriptions: bilingual(entry.definitionLg1, entry.definitionLg2),
            ...(parent === null ? {} : { parent: idOf(parent) }),
          };
        }),
      },
      structure: { id: SIMS_MSD_ID, urn: msdUrn(agencyId), agencyId, version: SIMS_SDMX_VERSION, names, attributes: attributes(null) },
      flow: {
        id: SIMS_MSD_ID,
        urn: metadataflowUrn(agencyId),
        agencyId,
        version: SIMS_SDMX_VERSION,
        names,
        structure: msdUrn(agencyId),
        targets: Object.values(TARGET_SCHEMES).map((scheme) => `urn:sdmx:org.sdmx.infomodel.categoryscheme.Category=${agencyId}:${scheme}(${SIMS_SDMX_VERSION}).*`),
      },
    },
  );
}
