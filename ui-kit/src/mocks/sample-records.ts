// Deterministic sample data for the kit's stories and benchmarks: the same seed gives the same
// records on every run, so screenshots, tests and figures stay comparable. The labels are record
// data in French (the first data language), not interface text.

/** A small, fast pseudo-random generator (mulberry32): numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'Indice', 'Enquête', 'Prix', 'Emploi', 'Population', 'Logement', 'Entreprises', 'Salaires', 'Commerce',
  'Énergie', 'Santé', 'Éducation', 'Transports', 'Agriculture', 'Tourisme', 'Revenus', 'Démographie',
  'Industrie', 'Services', 'Construction', 'Œuvres', 'Élevage',
];
const QUALIFIERS = [
  'annuel', 'mensuel', 'trimestriel', 'régional', 'national', 'des ménages', 'de la consommation',
  'à la production', 'détaillé', 'provisoire', 'des collectivités', 'de l’État',
];
const OWNERS = ['DG75-L201', 'DG75-H250', 'DR13-SES', 'DR59-SED', 'DG75-F170'];

export type SampleStatus = 'Validated' | 'Modified' | 'Unpublished';
const STATUSES: SampleStatus[] = ['Validated', 'Modified', 'Unpublished'];

export interface SampleRecord {
  id: string;
  label: string;
  owner: string;
  status: SampleStatus;
  /** ISO date of the last change. */
  modified: string;
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** `count` records with ids r00001…, French labels, owners, statuses and dates. */
export function sampleRecords(count: number, seed = 42): SampleRecord[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2015, 0, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      id: `r${String(number).padStart(5, '0')}`,
      label: `${pick(random, SUBJECTS)} ${pick(random, QUALIFIERS)} ${number}`,
      owner: pick(random, OWNERS),
      status: pick(random, STATUSES),
      modified: new Date(start + Math.floor(random() * span)).toISOString().slice(0, 10),
    };
  });
}

export interface SampleNode {
  id: string;
  label: string;
  children?: SampleNode[];
}

/**
 * A classification-like hierarchy: `roots` sections, each with `perLevel` children over `depth`
 * levels, ids A, A01, A01.1… `sampleTree(10, 10, 3)` makes 10 + 100 + 1,000 + 10,000 = 11,110 nodes.
 */
export function sampleTree(roots: number, perLevel: number, depth: number, seed = 7): SampleNode[] {
  const random = seededRandom(seed);
  const build = (id: string, level: number): SampleNode => ({
    id,
    label: `${id} ${pick(random, SUBJECTS)} ${pick(random, QUALIFIERS)}`,
    children:
      level < depth
        ? Array.from({ length: perLevel }, (_, index) =>
            build(level === 0 ? `${id}${String(index + 1).padStart(2, '0')}` : `${id}.${index + 1}`, level + 1),
          )
        : undefined,
  });
  return Array.from({ length: roots }, (_, index) => build(String.fromCharCode(65 + (index % 26)), 0));
}
