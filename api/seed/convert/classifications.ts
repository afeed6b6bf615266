import type { Classification, ClassificationItem, ClassificationLevel, Correspondence } from '../formats.ts';
import { required } from './lib/check.ts';
import { readCsv } from './lib/csv.ts';
import { compareIds } from './lib/ids.ts';
import { RdfGraph } from './lib/rdf.ts';

const NACE = (local: string) => `http://ec.europa.eu/eurostat/ramon/ontologies/nace.rdf#${local}`;

const level = (id: string, depth: number, labels: [string, string], notationPattern: string): ClassificationLevel => ({
  id,
  prefLabelLg1: labels[0],
  prefLabelLg2: labels[1],
  depth,
  notationPattern,
});

/** Levels of NAF rév. 2; the first four are those of NACE Rev. 2, with the same codes. */
const NAF_LEVELS = [
  level('sections', 1, ['Sections', 'Sections'], '^[A-U]$'),
  level('divisions', 2, ['Divisions', 'Divisions'], '^\\d{2}$'),
  level('groupes', 3, ['Groupes', 'Groups'], '^\\d{2}\\.\\d$'),
  level('classes', 4, ['Classes', 'Classes'], '^\\d{2}\\.\\d{2}$'),
  level('sousClasses', 5, ['Sous-classes', 'Subclasses'], '^\\d{2}\\.\\d{2}[A-Z]$'),
];
const NACE_LEVELS = [
  level('sections', 1, ['Sections', 'Sections'], '^[A-U]$'),
  level('divisions', 2, ['Divisions', 'Divisions'], '^\\d{2}$'),
  level('groups', 3, ['Groupes', 'Groups'], '^\\d{2}\\.\\d$'),
  level('classes', 4, ['Classes', 'Classes'], '^\\d{2}\\.\\d{2}$'),
];

/** The classifications' own descriptions: their official names (the item sources carry none). */
const NAF: Omit<Classification, 'levels'> = {
  id: 'nafr2',
  prefLabelLg1: 'Nomenclature d’activités française – NAF rév. 2',
  prefLabelLg2: 'French classification of activities – NAF rev. 2',
  altLabelLg1: 'NAF rév. 2',
  altLabelLg2: 'NAF rev. 2',
  disseminationStatus: 'PublicGenerique',
  validationState: 'Validated',
};
const NACE_CLASSIFICATION: Classification = {
  id: 'nacer2',
  prefLabelLg1: 'Nomenclature statistique des activités économiques dans la Communauté européenne – NACE Rév. 2',
  prefLabelLg2: 'Statistical classification of economic activities in the European Community – NACE Rev. 2',
  altLabelLg1: 'NACE Rév. 2',
  altLabelLg2: 'NACE Rev. 2',
  disseminationStatus: 'PublicGenerique',
  validationState: 'Validated',
  levels: NACE_LEVELS,
};

/** RAMON writes section names in capitals; the product shows them in sentence case like the rest. */
function sentenceCase(name: string): string {
  return name === name.toUpperCase() ? `${name.charAt(0)}${name.slice(1).toLowerCase()}` : name;
}

/** NACE Rev. 2 (classifications/nace_r2.ttl, Eurostat RAMON): English labels only. */
function naceItems(): ClassificationItem[] {
  const graph = RdfGraph.load('classifications/nace_r2.ttl');
  const codeOf = (iri: string) => required(graph.literal(iri, NACE('code')), `code of ${iri}`);
  return graph.subjectsOfType(NACE('Activity')).map((iri) => {
    const depth = Number(graph.literal(iri, NACE('level')));
    const broader = graph.iri(iri, NACE('broader'));
    return {
      classificationId: NACE_CLASSIFICATION.id,
      id: codeOf(iri),
      levelId: required(NACE_LEVELS[depth - 1], `level ${depth} of ${iri}`).id,
      parentId: broader ? codeOf(broader) : null,
      prefLabelLg1: null,
      prefLabelLg2: sentenceCase(required(graph.literal(iri, NACE('name')), `name of ${iri}`)),
    };
  });
}

/**
 * NAF rév. 2 (classifications/naf_extended.csv: one row per sous-classe, with the codes and French
 * labels of its five levels). Levels 1 to 4 share their codes with NACE Rev. 2, which gives them
 * an English label; sous-classes have none.
 */
function nafItems(nace: ClassificationItem[]): ClassificationItem[] {
  const items = new Map<string, ClassificationItem>();
  for (const row of readCsv('classifications/naf_extended.csv')) {
    NAF_LEVELS.forEach((nafLevel, index) => {
      const code = required(row[`NIV${nafLevel.depth}`], `NIV${nafLevel.depth}`);
      if (items.has(code)) return;
      const parentLevel = index > 0 ? NAF_LEVELS[index - 1] : undefined;
      items.set(code, {
        classificationId: NAF.id,
        id: code,
        levelId: nafLevel.id,
        parentId: parentLevel ? required(row[`NIV${parentLevel.depth}`], `NIV${parentLevel.depth}`) : null,
        prefLabelLg1: required(row[`LIB_NIV${nafLevel.depth}`], `LIB_NIV${nafLevel.depth}`),
        prefLabelLg2: nace.find((item) => item.id === code)?.prefLabelLg2 ?? null,
      });
    });
  }
  return [...items.values()];
}

/** A NAF sous-classe (`01.11Z`) corresponds to its NACE class (`01.11`); other items to the same code. */
function nafToNace(naf: ClassificationItem[], nace: ClassificationItem[]): Correspondence {
  const naceCodes = new Set(nace.map((item) => item.id));
  return {
    id: `${NAF.id}-${NACE_CLASSIFICATION.id}`,
    labelLg1: 'NAF rév. 2 – NACE Rév. 2',
    labelLg2: 'NAF rev. 2 – NACE Rev. 2',
    idFirstClass: NAF.id,
    idSecondClass: NACE_CLASSIFICATION.id,
    associations: naf.map((item) => {
      const target = item.levelId === 'sousClasses' ? item.id.slice(0, -1) : item.id;
      if (!naceCodes.has(target)) throw new Error(`NAF ${item.id}: no NACE item ${target}`);
      return { sourceItemId: item.id, targetItemId: target };
    }),
  };
}

const depthOf = new Map([...NAF_LEVELS, ...NACE_LEVELS].map((one) => [one.id, one.depth]));
/** By classification, then from the broadest level down, then by code. */
const byItem = (a: ClassificationItem, b: ClassificationItem) =>
  compareIds(a.classificationId, b.classificationId) ||
  (depthOf.get(a.levelId) ?? 0) - (depthOf.get(b.levelId) ?? 0) ||
  compareIds(a.id, b.id);

export interface Classifications {
  classifications: Classification[];
  items: ClassificationItem[];
  correspondences: Correspondence[];
}

/** Demo: NAF sections and divisions. Full: the five levels of NAF, NACE Rev. 2 and the NAF → NACE correspondence. */
export function convertClassifications(): { demo: Classifications; full: Classifications } {
  const nace = naceItems();
  const naf = nafItems(nace);
  const demoLevels = NAF_LEVELS.slice(0, 2);
  return {
    demo: {
      classifications: [{ ...NAF, levels: demoLevels }],
      items: naf.filter((item) => demoLevels.some((demoLevel) => demoLevel.id === item.levelId)).sort(byItem),
      correspondences: [],
    },
    full: {
      classifications: [NACE_CLASSIFICATION, { ...NAF, levels: NAF_LEVELS }].sort((a, b) => compareIds(a.id, b.id)),
      items: [...naf, ...nace].sort(byItem),
      correspondences: [nafToNace(naf, nace)],
    },
  };
}
