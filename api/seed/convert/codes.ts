import { DisseminationStatusIdSchema } from '@atelier/contracts';
import { ValidationStateSchema, type CodeList, type Theme } from '../formats.ts';
import { byLanguage } from './lib/bilingual.ts';
import { required } from './lib/check.ts';
import { compareIds, lastSegment, sortById } from './lib/ids.ts';
import { DC, DCTERMS, INSEE, RdfGraph, SKOS } from './lib/rdf.ts';
import { readSdmxStructures, sdmxNames, type SdmxCodelist } from './lib/sdmx.ts';

/** INSEE's SDMX agency. */
const INSEE_AGENCY = 'FR1';
const THEME_SCHEME = 'http://bauhaus/concepts/themes';
/** The named graph of code lists; the dataset fixture also holds theme schemes elsewhere. */
const CODES_GRAPH = 'http://rdf.insee.fr/graphes/codes';

/** The code lists of an RDF file: every `skos:ConceptScheme` that has a notation, with its codes. */
function skosCodeLists(graph: RdfGraph): CodeList[] {
  return graph
    .subjectsOfType(SKOS('ConceptScheme'))
    .filter((scheme) => graph.literal(scheme, SKOS('notation')) !== null)
    .map((scheme) => {
      const status = graph.iri(scheme, INSEE('disseminationStatus'));
      return {
        id: required(graph.literal(scheme, SKOS('notation')), `notation of ${scheme}`),
        agencyId: INSEE_AGENCY,
        ...byLanguage('label', (lang) => graph.literal(scheme, SKOS('prefLabel'), lang)),
        creator: graph.literal(scheme, DC('creator')),
        contributors: graph.literals(scheme, DC('contributor')),
        disseminationStatus: status ? DisseminationStatusIdSchema.parse(lastSegment(status)) : null,
        // Lists without a state are the ones in production use at INSEE.
        validationState: ValidationStateSchema.parse(graph.literal(scheme, INSEE('validationState')) ?? 'Validated'),
        created: graph.literal(scheme, DCTERMS('created')),
        modified: graph.literal(scheme, DCTERMS('modified')),
        codes: graph
          .subjectsWith(SKOS('inScheme'), scheme)
          .map((code) => {
            const parent = graph.iri(code, SKOS('broader'));
            return {
              code: required(graph.literal(code, SKOS('notation')), `notation of ${code}`),
              ...byLanguage('label', (lang) => graph.literal(code, SKOS('prefLabel'), lang)),
              parent: parent ? required(graph.literal(parent, SKOS('notation')), `notation of ${parent}`) : null,
            };
          })
          .sort((a, b) => compareIds(a.code, b.code)),
      };
    });
}

/**
 * Obvious typing slips of the well-known lists' English labels in the dataset fixture, corrected
 * so the application does not show them (list, code, wrong label, corrected label).
 */
const ENGLISH_LABEL_FIXES: [string, string, string, string][] = [
  ['CL_TYPE_GEO', 'DEP', 'Commune', 'Department'],
  ['CL_STAT_UNIT', 'L', 'Locat unit (of an entreprise)', 'Local unit (of an enterprise)'],
  ['CL_DATA_TYPES', 'A', 'Agregated data', 'Aggregated data'],
];

function fixEnglishLabels(list: CodeList): CodeList {
  const codes = list.codes.map((code) => {
    const fix = ENGLISH_LABEL_FIXES.find(([id, notation, wrong]) => id === list.id && notation === code.code && wrong === code.labelLg2);
    return fix ? { ...code, labelLg2: fix[3] } : code;
  });
  return { ...list, codes };
}

/** A code list of an SDMX-ML message, published by its agency's public dissemination API. */
function sdmxCodeList(list: SdmxCodelist, id: string): CodeList {
  return {
    id,
    agencyId: list.agencyID,
    ...sdmxNames('label', list.Name),
    creator: null,
    contributors: [],
    disseminationStatus: 'PublicGenerique',
    validationState: 'Validated',
    created: null,
    modified: null,
    codes: list.Code.map((code) => ({
      code: code.id,
      ...sdmxNames('label', code.Name),
      parent: code.Parent[0]?.Ref.id ?? null,
    })).sort((a, b) => compareIds(a.code, b.code)),
  };
}

/** SDMX-ML code lists of a file, under their id for INSEE's lists and `<agency>_<id>` for others. */
function sdmxCodeLists(file: string, ids: string[]): CodeList[] {
  const lists = readSdmxStructures(file).codelists;
  return ids.map((id) => {
    const list = required(
      lists.find((candidate) => candidate.id === id),
      `code list ${id} in ${file}`,
    );
    return sdmxCodeList(list, list.agencyID === INSEE_AGENCY ? id : `${list.agencyID}_${id}`);
  });
}

/** Large national-accounts lists: full set only. */
const LARGE_INSEE_LISTS = ['CL_CNA_OP', 'CL_CNA_PRODUIT'];

/**
 * Code lists: those of the SIMS and of the operations (sims-codes.trig), the well-known dataset
 * lists (access rights, confidentiality, data types, geography, geography type, process step,
 * statistical unit; from the dataset fixture, whose CL_FREQ stands aside for the complete one of
 * sims-codes.trig), the SDMX cross-domain lists, and INSEE's SDMX lists. INSEE's SDMX CL_FREQ is
 * left out: its notation belongs to the management list, whose codes differ (T is bimonthly there).
 */
export function convertCodeLists(): { demo: CodeList[]; full: CodeList[] } {
  const simsLists = skosCodeLists(RdfGraph.load('sims/sims-codes.trig', CODES_GRAPH));
  const datasetLists = skosCodeLists(RdfGraph.load('dcat/jeuxDeDonnees-pour-tests.trig', CODES_GRAPH))
    .filter((list) => !simsLists.some((other) => other.id === list.id))
    .map(fixEnglishLabels);
  const demo = [
    ...simsLists,
    ...datasetLists,
    ...sdmxCodeLists('sdmx/SGR/common-structure.xml', ['CL_FREQ', 'CL_CONF_STATUS', 'CL_OBS_STATUS', 'CL_UNIT_MULT', 'CL_DECIMALS']),
    ...sdmxCodeLists('sdmx/INSEE/IPI-2010-A21-structure.xml', ['CL_NAF2_A21', 'CL_NATURE']),
    ...sdmxCodeLists('sdmx/INSEE/CNA-2010-CONSO-SI-A17-structure.xml', ['CL_PRIX_REF', 'CL_SECT_INST']),
  ];
  const large = sdmxCodeLists('sdmx/INSEE/CNA-2010-CONSO-SI-A17-structure.xml', LARGE_INSEE_LISTS);
  return { demo: sortById(demo), full: sortById([...demo, ...large]) };
}

/** The 52 INSEE statistical themes (sims-codes.trig); families cite them as subjects. */
export function convertThemes(): Theme[] {
  const graph = RdfGraph.load('sims/sims-codes.trig');
  return sortById(
    graph.subjectsWith(SKOS('inScheme'), THEME_SCHEME).map((theme) => {
      const parent = graph.iri(theme, SKOS('broader'));
      return {
        id: lastSegment(theme),
        notation: required(graph.literal(theme, SKOS('notation')), `notation of ${theme}`),
        ...byLanguage('label', (lang) => required(graph.literal(theme, SKOS('prefLabel'), lang), `${lang} label of ${theme}`)),
        parent: parent ? lastSegment(parent) : null,
      };
    }),
  );
}
