import type { Term } from 'n3';
import type { MsdRubric } from '../formats.ts';
import { byLanguage } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment } from './lib/ids.ts';
import { DC, OWL, RDFS, RdfGraph, SDMX_MM, SKOS } from './lib/rdf.ts';

/** `rdfs:range` of an attribute property → range type (api-reference §7). */
const RANGE_TYPES: Record<string, MsdRubric['rangeType']> = {
  'http://www.w3.org/2001/XMLSchema#string': 'TEXT',
  'http://purl.org/dc/dcmitype/Text': 'RICH_TEXT',
  'http://www.w3.org/2001/XMLSchema#date': 'DATE',
  'http://www.w3.org/ns/org#Organization': 'ORGANIZATION',
  'http://www.opengis.net/ont/geosparql#Feature': 'GEOGRAPHY',
  'http://www.w3.org/ns/sdmx-mm#ReportedAttribute': 'REPORTED_ATTRIBUTE',
};
/** Typos of the source's labels, corrected where they reach the screens (ATTRIBUTION.md says so). */
const CORRECTIONS: Record<string, string> = {
  'Acessibility and clarity': 'Accessibility and clarity',
  'Erreur dues aux hypothèses au modèle': 'Erreur due aux hypothèses du modèle',
};

/** A label or definition as the screens show it: spaces doubled by the source made single, typos corrected. */
function tidy(text: string | null): string | null {
  if (text === null) return null;
  const spaced = text.replace(/ {2,}/g, ' ').trim();
  return CORRECTIONS[spaced] ?? spaced;
}

const CODE_CLASS_PREFIX = 'http://bauhaus/codes/concept/';
const NOT_APPLICABLE = 'http://rdf.insee.fr/def/base#RubriqueSimsSansObjet';

/**
 * The 96 rubrics of INSEE's SIMS v2 structure (sims/sims-metadata.trig). Labels and definitions come
 * from each rubric's concept; the range type from its attribute property's `rdfs:range`, where a
 * union with `insee:RubriqueSimsSansObjet` means the rubric may be answered "not applicable"; a
 * code-list range is a class whose `rdfs:seeAlso` scheme (sims/sims-codes.trig) gives the notation.
 */
export function convertMsd(): MsdRubric[] {
  const graph = RdfGraph.load('sims/sims-metadata.trig');
  const codes = RdfGraph.load('sims/sims-codes.trig');

  const codeListOf = (codeClass: string): string => {
    const scheme = required(codes.iri(codeClass, RDFS('seeAlso')), `code list of ${codeClass}`);
    return required(codes.literal(scheme, SKOS('notation')), `notation of ${scheme}`);
  };

  /** The range and whether "not applicable" is allowed, unwrapping an `owl:UnionOf`. */
  const rangeOf = (property: string): { range: string; sansObject: boolean } => {
    const [range] = graph.objects(property, RDFS('range'));
    if (!range) throw new Error(`No range for ${property}`);
    if (range.termType === 'NamedNode') return { range: range.value, sansObject: false };
    const [list] = graph.objects(range, OWL('UnionOf'));
    const members = graph.listItems(required(list, `union of ${property}`)).map((term: Term) => term.value);
    const [member, ...others] = members.filter((value) => value !== NOT_APPLICABLE);
    if (!member || others.length > 0) throw new Error(`Unexpected union for ${property}: ${members.join(', ')}`);
    return { range: member, sansObject: members.includes(NOT_APPLICABLE) };
  };

  return graph
    .subjectsOfType(SDMX_MM('MetadataAttributeSpecification'))
    .map((specification): MsdRubric => {
      const property = required(
        graph.iri(specification, SDMX_MM('metadataAttributeProperty')),
        `attribute property of ${specification}`,
      );
      const concept = required(graph.iri(property, SDMX_MM('concept')), `concept of ${property}`);
      const parent = graph.iri(specification, SDMX_MM('parent'));
      const { range, sansObject } = rangeOf(property);
      const isCodeList = range.startsWith(CODE_CLASS_PREFIX);
      const maxOccurs = graph.literal(specification, SDMX_MM('maxOccurs'));
      const minOccurs = graph.literal(specification, SDMX_MM('minOccurs'));
      return {
        idMas: graph.literal(specification, DC('identifier')) ?? lastSegment(specification),
        idParent: parent ? lastSegment(parent) : null,
        ...byLanguage('masLabel', (lang) => tidy(required(graph.literal(concept, SKOS('prefLabel'), lang), `label of ${concept}`))!),
        ...byLanguage('definition', (lang) => tidy(graph.literal(concept, SKOS('definition'), lang))),
        isPresentational: graph.literal(specification, SDMX_MM('isPresentational')) === 'true',
        rangeType: isCodeList ? 'CODE_LIST' : required(RANGE_TYPES[range], `range type for ${range}`),
        codeList: isCodeList ? codeListOf(range) : null,
        sansObject,
        minOccurs: minOccurs === null ? null : Number(minOccurs),
        maxOccurs: maxOccurs === null || maxOccurs === 'unbounded' ? maxOccurs : Number(maxOccurs),
      };
    })
    .sort((a, b) => compareIds(a.idMas, b.idMas));
}
