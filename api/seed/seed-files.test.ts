import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CodeListSchema,
  RichTextSchema,
  SEED_FILE_NAMES,
  SEED_FILES,
  seedFilePath,
  type SeedSet,
} from './formats.ts';
import { integrityProblems, type SeedContent } from './integrity.ts';

const seedDir = fileURLToPath(new URL('.', import.meta.url));
const SETS: SeedSet[] = ['demo', 'full'];

function loadSet(set: SeedSet): SeedContent {
  const entries = SEED_FILE_NAMES.map((name) => {
    const json: unknown = JSON.parse(readFileSync(path.join(seedDir, seedFilePath(set, name)), 'utf8'));
    return [name, SEED_FILES[name].schema.parse(json)];
  });
  return Object.fromEntries(entries) as SeedContent;
}

/** The counts table of README.md: file → [demo, full]. */
function documentedCounts(): Map<string, [number, number]> {
  const readme = readFileSync(path.join(seedDir, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z-]+\.json)` \| ([\d,]+) \| ([\d,]+) \|$/gm)];
  const count = (text: string | undefined) => Number(text?.replace(/,/g, ''));
  return new Map(rows.map(([, file, demo, full]) => [file ?? '', [count(demo), count(full)]]));
}

/** A deep copy to break on purpose. */
const copy = <T>(value: T): T => structuredClone(value);

describe('seed files', () => {
  const content = {} as Record<SeedSet, SeedContent>;
  beforeAll(() => {
    for (const set of SETS) content[set] = loadSet(set);
  });

  it('has every file in demo/, and in full/ exactly those with a full variant', () => {
    const listJson = (dir: string) => readdirSync(path.join(seedDir, dir)).filter((file) => file.endsWith('.json')).sort();
    expect(listJson('demo')).toEqual([...SEED_FILE_NAMES].sort());
    expect(listJson('full')).toEqual(SEED_FILE_NAMES.filter((name) => SEED_FILES[name].full).sort());
  });

  it.each(SETS)('%s: every file parses with its schema and has the count README.md documents', (set) => {
    const counts = documentedCounts();
    expect([...counts.keys()].sort()).toEqual([...SEED_FILE_NAMES].sort());
    for (const name of SEED_FILE_NAMES) {
      const [demo, full] = counts.get(name) ?? [];
      expect({ name, count: content[set][name].length }).toEqual({ name, count: set === 'demo' ? demo : full });
    }
  });

  it.each(SETS)('%s: every reference resolves', (set) => {
    expect(integrityProblems(content[set])).toEqual([]);
  });

  it('full holds every demo record', () => {
    // The files with a full variant all identify records by id (within a kind or a classification).
    type Keyed = { id: string | number; kind?: string; classificationId?: string };
    const keyOf = (record: Keyed) => [record.classificationId, record.kind, record.id].filter((part) => part !== undefined).join('/');
    for (const name of SEED_FILE_NAMES.filter((file) => SEED_FILES[file].full)) {
      const full = new Set((content.full[name] as Keyed[]).map(keyOf));
      const missing = (content.demo[name] as Keyed[]).map(keyOf).filter((key) => !full.has(key));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('holds the real reference data the product needs', () => {
    const { demo, full } = content;
    expect(demo['msd.json']).toHaveLength(96);
    const lists = new Set(demo['code-lists.json'].map((list) => list.id));
    for (const wellKnown of ['CL_ACCESS_RIGHTS', 'CL_CONF_STATUS', 'CL_DATA_TYPES', 'CL_FREQ', 'CL_GEO', 'CL_PROCESS_STEP', 'CL_SOURCE_CATEGORY', 'CL_STAT_UNIT', 'CL_TYPE_GEO']) {
      expect(lists).toContain(wellKnown);
    }
    expect(demo['sims.json'].map((sims) => sims.id)).toEqual([1817, 1979]);
    const levels = (set: SeedContent, classificationId: string) =>
      set['classification-items.json'].filter((item) => item.classificationId === classificationId).length;
    expect(levels(demo, 'nafr2')).toBe(21 + 88);
    expect(levels(full, 'nafr2')).toBe(1728);
    expect(levels(full, 'nacer2')).toBe(996);
    expect(full['correspondences.json'][0]?.associations).toHaveLength(1728);
    expect(full['documents.json'].filter((document) => document.kind === 'link')).toHaveLength(102);
  });
});

describe('the checks fail on broken data', () => {
  let demo: SeedContent;
  beforeAll(() => {
    demo = loadSet('demo');
  });

  it('reports a dangling parent code, family, series, Sims target, document and collection member', () => {
    const broken = copy(demo);
    const [list] = broken['code-lists.json'];
    const [series] = broken['series.json'];
    const [operation] = broken['operations.json'];
    const [sims] = broken['sims.json'];
    const [collection] = broken['collections.json'];
    if (!list?.codes[0] || !series || !operation || !sims || !collection) throw new Error('The demo set lacks records to break');
    list.codes[0].parent = 'NOPE';
    series.familyId = 's999999';
    operation.seriesId = 's999998';
    sims.target = { type: 'indicator', id: 'p999999' };
    collection.members.push('c999999');
    broken['documents.json'] = broken['documents.json'].slice(1);
    expect(integrityProblems(broken)).toEqual([
      `code ${list.id}/${list.codes[0].code} parent: NOPE does not exist`,
      `series ${series.id} family: s999999 does not exist`,
      `operation ${operation.id} series: s999998 does not exist`,
      `sims ${sims.id} target (indicator): p999999 does not exist`,
      expect.stringMatching(/^sims \d+ rubric .+ document: document\/\d+ does not exist$/),
      'collection c1000 member: c999999 does not exist',
    ]);
  });

  it('reports an item whose parent is not one level up, and a code outside its list', () => {
    const broken = copy(demo);
    const division = broken['classification-items.json'].find((item) => item.levelId === 'divisions');
    const codeRubric = broken['sims.json'][0]?.rubrics.find((rubric) => rubric.rangeType === 'CODE_LIST');
    if (!division || codeRubric?.rangeType !== 'CODE_LIST') throw new Error('The demo set lacks records to break');
    division.parentId = '01';
    codeRubric.value = ['ZZ'];
    expect(integrityProblems(broken)).toEqual([
      expect.stringContaining(`code of ${codeRubric.codeList}: ZZ does not exist`),
      `classification item nafr2/${division.id}: parent 01 does not exist one level up`,
    ]);
  });

  it('rejects unsanitised rich text, duplicate ids and a code list without codes', () => {
    expect(RichTextSchema.safeParse('<p onclick="x()">Text</p>').success).toBe(false);
    expect(RichTextSchema.safeParse('<script>alert(1)</script>').success).toBe(false);
    expect(RichTextSchema.safeParse('<p>Texte <a href="https://www.insee.fr">lien</a></p>').success).toBe(true);
    const families = demo['families.json'];
    expect(SEED_FILES['families.json'].schema.safeParse([...families, families[0]]).success).toBe(false);
    expect(CodeListSchema.safeParse({ ...demo['code-lists.json'][0], codes: [] }).success).toBe(false);
  });
});
