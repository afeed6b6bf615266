/**
 * Referential integrity of a seed set: every reference from one record to another resolves within
 * the set. The seed test runs it on the committed files; a loader can run it before inserting.
 */
import { documentKey, type Link, type SeedFileContent, type SeedFileName, type SimsRubric } from './formats.ts';

/** Every file of a set, parsed. */
export type SeedContent = { [N in SeedFileName]: SeedFileContent<N> };

const ids = <T>(records: T[], key: (record: T) => string) => new Set(records.map(key));

/** Identifiers of a set, built once for all checks. */
function indexOf(seed: SeedContent) {
  const families = ids(seed['families.json'], (f) => f.id);
  const series = ids(seed['series.json'], (s) => s.id);
  const operations = ids(seed['operations.json'], (o) => o.id);
  const indicators = ids(seed['indicators.json'], (i) => i.id);
  return {
    organizations: ids(seed['organizations.json'], (o) => o.id),
    themes: ids(seed['themes.json'], (t) => t.id),
    documents: ids(seed['documents.json'], documentKey),
    territories: ids(seed['territories.json'], (t) => t.id),
    concepts: ids(seed['concepts.json'], (c) => c.id),
    codeLists: new Map(seed['code-lists.json'].map((list) => [list.id, ids(list.codes, (c) => c.code)])),
    msd: new Map(seed['msd.json'].map((rubric) => [rubric.idMas, rubric])),
    byLinkType: { family: families, series, operation: operations, indicator: indicators } satisfies Record<Link['type'], Set<string>>,
  };
}
type Index = ReturnType<typeof indexOf>;

/** Collects problems; `expectIn` is the common case of a reference that must resolve. */
class Problems {
  readonly list: string[] = [];
  expect(ok: boolean, problem: () => string): void {
    if (!ok) this.list.push(problem());
  }
  expectIn(set: Set<string> | undefined, id: string, what: string): void {
    this.expect(set?.has(id) ?? false, () => `${what}: ${id} does not exist`);
  }
}

function checkReferenceLists(seed: SeedContent, index: Index, problems: Problems): void {
  for (const o of seed['organizations.json']) for (const parent of o.unitOf) problems.expectIn(index.organizations, parent, `organisation ${o.id} unit of`);
  for (const t of seed['themes.json']) if (t.parent) problems.expectIn(index.themes, t.parent, `theme ${t.id} parent`);
  for (const list of seed['code-lists.json']) {
    for (const code of list.codes) if (code.parent) problems.expectIn(index.codeLists.get(list.id), code.parent, `code ${list.id}/${code.code} parent`);
  }
  for (const rubric of seed['msd.json']) {
    if (rubric.idParent) problems.expect(index.msd.has(rubric.idParent), () => `rubric ${rubric.idMas} parent: ${rubric.idParent} does not exist`);
    if (rubric.codeList) problems.expect(index.codeLists.has(rubric.codeList), () => `rubric ${rubric.idMas} code list: ${rubric.codeList} does not exist`);
  }
}

function checkCatalogue(seed: SeedContent, index: Index, problems: Problems): void {
  const { family, series, indicator } = index.byLinkType;
  const checkLinks = (what: string, record: { seeAlso: Link[]; replaces: string[]; isReplacedBy: string[] }, own: Set<string>) => {
    for (const link of record.seeAlso) problems.expectIn(index.byLinkType[link.type], link.id, `${what} see also (${link.type})`);
    for (const id of [...record.replaces, ...record.isReplacedBy]) problems.expectIn(own, id, `${what} replaces or is replaced by`);
  };
  for (const f of seed['families.json']) for (const theme of f.themes) problems.expectIn(index.themes, theme, `family ${f.id} theme`);
  for (const s of seed['series.json']) {
    problems.expectIn(family, s.familyId, `series ${s.id} family`);
    if (s.typeCode) problems.expectIn(index.codeLists.get('CL_SOURCE_CATEGORY'), s.typeCode, `series ${s.id} type (CL_SOURCE_CATEGORY)`);
    for (const organization of [...s.publishers, ...s.contributors]) problems.expectIn(index.organizations, organization, `series ${s.id} organisation`);
    checkLinks(`series ${s.id}`, s, series);
  }
  for (const o of seed['operations.json']) problems.expectIn(series, o.seriesId, `operation ${o.id} series`);
  for (const i of seed['indicators.json']) {
    for (const id of i.wasGeneratedBy) problems.expectIn(series, id, `indicator ${i.id} series`);
    checkLinks(`indicator ${i.id}`, i, indicator);
  }
}

function checkRubric(what: string, rubric: SimsRubric, index: Index, problems: Problems): void {
  const structure = index.msd.get(rubric.idAttribute);
  if (!structure) {
    problems.list.push(`${what}: not in the structure`);
    return;
  }
  const notApplicable = rubric.rangeType === 'RUBRIQUE_SANS_OBJECT' && structure.sansObject;
  problems.expect(notApplicable || rubric.rangeType === structure.rangeType, () => `${what}: ${rubric.rangeType}, the structure says ${structure.rangeType}`);
  switch (rubric.rangeType) {
    case 'RICH_TEXT':
      for (const ref of [...rubric.documentsLg1, ...rubric.documentsLg2]) problems.expectIn(index.documents, documentKey(ref), `${what} document`);
      break;
    case 'CODE_LIST':
      problems.expect(rubric.codeList === structure.codeList, () => `${what}: list ${rubric.codeList}, the structure says ${structure.codeList}`);
      for (const code of rubric.value) problems.expectIn(index.codeLists.get(rubric.codeList), code, `${what} code of ${rubric.codeList}`);
      break;
    case 'ORGANIZATION':
      problems.expectIn(index.organizations, rubric.value, `${what} organisation`);
      break;
    case 'GEOGRAPHY':
      problems.expectIn(index.territories, rubric.value, `${what} territory`);
      break;
    default:
  }
}

function checkSims(seed: SeedContent, index: Index, problems: Problems): void {
  const targets = new Set<string>();
  for (const sims of seed['sims.json']) {
    const target = `${sims.target.type}/${sims.target.id}`;
    problems.expect(!targets.has(target), () => `sims ${sims.id}: ${target} already has a report`);
    targets.add(target);
    problems.expectIn(index.byLinkType[sims.target.type], sims.target.id, `sims ${sims.id} target (${sims.target.type})`);
    for (const rubric of sims.rubrics) checkRubric(`sims ${sims.id} rubric ${rubric.idAttribute}`, rubric, index, problems);
  }
}

function checkClassifications(seed: SeedContent, problems: Problems): void {
  const classifications = new Map(seed['classifications.json'].map((c) => [c.id, c]));
  const items = new Map(seed['classification-items.json'].map((item) => [`${item.classificationId}/${item.id}`, item]));
  const levelOf = (classificationId: string, levelId: string | undefined) =>
    classifications.get(classificationId)?.levels.find((level) => level.id === levelId);
  for (const item of seed['classification-items.json']) {
    const what = `classification item ${item.classificationId}/${item.id}`;
    const level = levelOf(item.classificationId, item.levelId);
    if (!level) {
      problems.list.push(`${what}: level ${item.levelId} of ${item.classificationId} does not exist`);
      continue;
    }
    problems.expect(new RegExp(level.notationPattern).test(item.id), () => `${what}: does not match ${level.notationPattern}`);
    const parent = item.parentId === null ? undefined : items.get(`${item.classificationId}/${item.parentId}`);
    problems.expect(
      item.parentId === null ? level.depth === 1 : levelOf(item.classificationId, parent?.levelId)?.depth === level.depth - 1,
      () => `${what}: parent ${item.parentId} does not exist one level up`,
    );
  }
  for (const c of seed['correspondences.json']) {
    for (const id of [c.idFirstClass, c.idSecondClass]) problems.expect(classifications.has(id), () => `correspondence ${c.id}: classification ${id} does not exist`);
    for (const a of c.associations) {
      problems.expect(items.has(`${c.idFirstClass}/${a.sourceItemId}`), () => `correspondence ${c.id}: item ${a.sourceItemId} does not exist`);
      problems.expect(items.has(`${c.idSecondClass}/${a.targetItemId}`), () => `correspondence ${c.id}: item ${a.targetItemId} does not exist`);
    }
  }
}

function checkConceptsAndGeography(seed: SeedContent, index: Index, problems: Problems): void {
  for (const c of seed['collections.json']) for (const member of c.members) problems.expectIn(index.concepts, member, `collection ${c.id} member`);
  for (const t of seed['territories.json']) {
    for (const id of [...(t.parentId ? [t.parentId] : []), ...t.unions, ...t.difference]) problems.expectIn(index.territories, id, `territory ${t.id}`);
  }
}

/** Problems found, one message each; empty when every reference resolves. */
export function integrityProblems(seed: SeedContent): string[] {
  const index = indexOf(seed);
  const problems = new Problems();
  checkReferenceLists(seed, index, problems);
  checkCatalogue(seed, index, problems);
  checkSims(seed, index, problems);
  checkClassifications(seed, problems);
  checkConceptsAndGeography(seed, index, problems);
  return problems.list;
}
