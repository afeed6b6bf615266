import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { documentKey, ValidationStateSchema, type Document, type DocumentRef, type MsdRubric, type Operation, type Sims, type SimsRubric } from '../formats.ts';
import { documentRef, sortDocuments } from './documents.ts';
import { byLanguage, LG1, LG2, type Lang } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { htmlToText, sanitizeHtml } from './lib/html.ts';
import { compareIds, lastSegment, sortById } from './lib/ids.ts';
import { sourcePath } from './lib/paths.ts';
import { DCTERMS, INSEE, RDF, RDF_TYPE, RdfGraph, RDFS, SDMX_MM } from './lib/rdf.ts';
import { linkOf } from './operations.ts';
import type { OrganizationRegistry } from './organizations.ts';

interface Context {
  msd: MsdRubric[];
  operations: Operation[];
  documents: Document[];
  organizations: OrganizationRegistry;
}

/** Range type and code list of a rubric, from the structure. */
function structureOf(context: Context, idAttribute: string): MsdRubric {
  return required(
    context.msd.find((rubric) => rubric.idMas === idAttribute),
    `rubric ${idAttribute} in the SIMS structure`,
  );
}

const NOT_APPLICABLE = INSEE('rubriqueSansObjet');

/** Sorted, each document once (report 1979 lists one twice). */
const uniqueDocuments = (refs: DocumentRef[]) => sortDocuments([...new Map(refs.map((ref) => [documentKey(ref), ref])).values()]);

/**
 * A quality report stored as RDF (one named graph per report, api-reference §7): the report node,
 * one `ReportedAttribute` per rubric whose value sits under the attribute property, and `dctype:Text`
 * nodes per language for rich text, with attached documents as `insee:additionalMaterial`.
 * Rubrics without a value (empty placeholders) are left out.
 */
function reportFromRdf(graph: RdfGraph, report: string, context: Context): Sims {
  const rubrics = graph
    .subjectsWith(SDMX_MM('metadataReport'), report)
    .map((attribute) => rubricFromRdf(graph, attribute, context))
    .filter((rubric): rubric is SimsRubric => rubric !== null);
  const target = linkOf(required(graph.iri(report, SDMX_MM('target')), `target of ${report}`));
  if (target.type === 'family') throw new Error(`${report} documents a family`);
  return {
    id: Number(lastSegment(report)),
    labelLg1: required(graph.literal(report, RDFS('label'), LG1), `label of ${report}`),
    labelLg2: graph.literal(report, RDFS('label'), LG2),
    target: { type: target.type, id: target.id },
    validationState: ValidationStateSchema.parse(graph.literal(report, INSEE('validationState'))),
    rubrics: rubrics.sort((a, b) => compareIds(a.idAttribute, b.idAttribute)),
  };
}

function rubricFromRdf(graph: RdfGraph, attribute: string, context: Context): SimsRubric | null {
  const idAttribute = lastSegment(attribute);
  // The value sits under the rubric's attribute property, the one predicate left.
  const [predicate, ...others] = graph.predicates(attribute).filter((p) => p !== RDF_TYPE && p !== SDMX_MM('metadataReport'));
  if (predicate === undefined) return null;
  if (others.length > 0) throw new Error(`${attribute}: several value properties`);
  const values = graph.objects(attribute, predicate);
  if (values.some((value) => value.value === NOT_APPLICABLE)) return { idAttribute, rangeType: 'RUBRIQUE_SANS_OBJECT' };
  const iris = graph.iris(attribute, predicate);
  const structure = structureOf(context, idAttribute);
  switch (structure.rangeType) {
    case 'TEXT':
      return { idAttribute, rangeType: 'TEXT', ...byLanguage('label', (lang) => htmlToText(graph.literal(attribute, predicate, lang))) };
    case 'RICH_TEXT': {
      const textsIn = (lang: Lang) => iris.filter((text) => graph.iri(text, DCTERMS('language'))?.endsWith(`/${lang}`));
      return {
        idAttribute,
        rangeType: 'RICH_TEXT',
        ...byLanguage('label', (lang) => sanitizeHtml(textsIn(lang).map((text) => graph.literal(text, RDF('value')) ?? '').join(''))),
        ...byLanguage('documents', (lang) =>
          uniqueDocuments(textsIn(lang).flatMap((text) => graph.iris(text, INSEE('additionalMaterial')).map(documentRef))),
        ),
      };
    }
    case 'DATE':
      return { idAttribute, rangeType: 'DATE', value: required(graph.literal(attribute, predicate), `date of ${attribute}`) };
    case 'CODE_LIST':
      return { idAttribute, rangeType: 'CODE_LIST', codeList: required(structure.codeList, `code list of ${idAttribute}`), value: iris.map(lastSegment) };
    case 'ORGANIZATION':
      return { idAttribute, rangeType: 'ORGANIZATION', value: context.organizations.idOf(required(iris[0], `organisation of ${attribute}`)) };
    case 'GEOGRAPHY':
      return { idAttribute, rangeType: 'GEOGRAPHY', value: lastSegment(required(iris[0], `territory of ${attribute}`)) };
    case 'REPORTED_ATTRIBUTE':
      throw new Error(`${attribute}: a section header holds no value`);
  }
}

// ------------------------------------------------------------------------------------------------
// Reports served by INSEE's public metadata API (Magma), such as sims/rapport-qualite-1979.json

const TextsSchema = z.array(z.object({ contenu: z.string(), langue: z.string() })).default([]);
const MagmaDocumentSchema = z.object({ label: TextsSchema, dateMiseAJour: z.string(), langue: z.string(), url: z.url() });
const MagmaReportSchema = z.object({
  id: z.string(),
  label: TextsSchema,
  rubriques: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      label: TextsSchema,
      contenus: z
        .array(z.object({ texte: z.string().optional(), langue: z.string(), documents: z.array(MagmaDocumentSchema).default([]) }))
        .default([]),
      codes: z.array(z.object({ id: z.string() })).default([]),
      date: z.string().optional(),
      territoire: z.object({ id: z.string() }).optional(),
    }),
  ),
});
type MagmaDocument = z.infer<typeof MagmaDocumentSchema>;
type Texts = z.infer<typeof TextsSchema>;

const textIn = (texts: Texts, lang: Lang) => texts.find((text) => text.langue === lang)?.contenu ?? null;
const REPORT_LABEL_PREFIX = 'Rapport qualité : ';

/**
 * A report as INSEE's public API serves it. It does not name its target: the operation whose French
 * label is the report's title without "Rapport qualité : ". It inlines its documents: each is the
 * catalogue document with the same URL, or a new document numbered after the catalogue's last one.
 */
function reportFromMagma(file: string, context: Context, newDocuments: Document[]): Sims {
  const report = MagmaReportSchema.parse(JSON.parse(readFileSync(sourcePath(file), 'utf8')));
  const title = required(textIn(report.label, LG1), `French title of ${file}`);
  const targets = context.operations.filter((operation) => `${REPORT_LABEL_PREFIX}${operation.prefLabelLg1}` === title);
  if (targets.length !== 1) throw new Error(`${file}: ${targets.length} operations match "${title}"`);

  const documentOf = (document: MagmaDocument): DocumentRef => {
    const all = [...context.documents, ...newDocuments];
    const known = all.find((candidate) => candidate.url === document.url);
    if (known) return { kind: known.kind, id: known.id };
    // The existing system's counter, shared by documents and links.
    const ref: DocumentRef = { kind: 'document', id: Math.max(...all.map((candidate) => candidate.id)) + 1 };
    newDocuments.push({
      ...ref,
      ...byLanguage('label', (lang) => textIn(document.label, lang)),
      ...byLanguage('description', () => null),
      lang: document.langue,
      url: document.url,
      updatedDate: document.dateMiseAJour.slice(0, 10),
    });
    return ref;
  };

  const rubrics = report.rubriques.map((rubric): SimsRubric => {
    const idAttribute = rubric.id;
    const structure = structureOf(context, idAttribute);
    if (structure.rangeType !== rubric.type) throw new Error(`${file}: ${idAttribute} is ${rubric.type}, the structure says ${structure.rangeType}`);
    switch (structure.rangeType) {
      case 'TEXT':
        return { idAttribute, rangeType: 'TEXT', ...byLanguage('label', (lang) => htmlToText(textIn(rubric.label, lang))) };
      case 'RICH_TEXT': {
        const contentIn = (lang: Lang) => rubric.contenus.filter((content) => content.langue === lang);
        return {
          idAttribute,
          rangeType: 'RICH_TEXT',
          ...byLanguage('label', (lang) => sanitizeHtml(contentIn(lang).map((content) => content.texte ?? '').join(''))),
          ...byLanguage('documents', (lang) => uniqueDocuments(contentIn(lang).flatMap((content) => content.documents.map(documentOf)))),
        };
      }
      case 'DATE':
        return { idAttribute, rangeType: 'DATE', value: required(rubric.date, `date of ${idAttribute}`) };
      case 'CODE_LIST':
        return {
          idAttribute,
          rangeType: 'CODE_LIST',
          codeList: required(structure.codeList, `code list of ${idAttribute}`),
          value: rubric.codes.map((code) => code.id),
        };
      case 'GEOGRAPHY':
        return { idAttribute, rangeType: 'GEOGRAPHY', value: required(rubric.territoire, `territory of ${idAttribute}`).id };
      default:
        throw new Error(`${file}: no conversion for ${idAttribute} (${structure.rangeType})`);
    }
  });
  return {
    id: Number(report.id),
    labelLg1: title,
    labelLg2: textIn(report.label, LG2),
    target: { type: 'operation', id: required(targets[0], 'target').id },
    // Served by the public API, so published.
    validationState: 'Validated',
    rubrics: rubrics.sort((a, b) => compareIds(a.idAttribute, b.idAttribute)),
  };
}

/**
 * The real quality reports available: report 1817 (sims/sims-report-1817.trig, the same bytes as
 * bauhaus-fixtures/md-sims.trig) and report 1979 (sims/rapport-qualite-1979.json). Also returns the
 * documents report 1979 cites that the catalogue of documents lacks.
 */
export function convertSims(context: Context): { reports: Sims[]; newDocuments: Document[] } {
  const graph = RdfGraph.load('sims/sims-report-1817.trig');
  const fromRdf = graph.subjectsOfType(SDMX_MM('MetadataReport')).map((report) => reportFromRdf(graph, report, context));
  const newDocuments: Document[] = [];
  const fromMagma = reportFromMagma('sims/rapport-qualite-1979.json', context, newDocuments);
  return { reports: sortById([...fromRdf, fromMagma]), newDocuments };
}
