import { inArray } from 'drizzle-orm';
import {
  MsdRubricSchema,
  compareIdMas,
  isMultiple,
  isRubricFilled,
  type FieldIssue,
  type MsdRubric,
  type SimsRubric,
} from '@atelier/contracts';
import type { Db } from '../../../db/client.ts';
import { code } from '../../../db/schema.ts';
import { readKind, readRecords } from '../../../records/queries.ts';
import { ApiError } from '../../../lib/errors.ts';

// What a report's rubrics must be: answers to rubrics of the metadata structure, each in the shape
// of its range type, with codes of the rubric's own list.

/** The metadata structure, in its order (reference data, seeded). */
export async function readMsd(db: Db): Promise<MsdRubric[]> {
  const rows = await readKind(db, 'msdRubric');
  return rows.map((row) => MsdRubricSchema.parse(row.payload)).sort((a, b) => compareIdMas(a.idMas, b.idMas));
}

/** Why one rubric does not fit its structure entry, or null. */
function misfit(rubric: SimsRubric, entry: MsdRubric | undefined): string | null {
  if (!entry) return 'is not a rubric of the metadata structure';
  if (entry.isPresentational || entry.rangeType === 'REPORTED_ATTRIBUTE') return 'is a section heading, which holds no value';
  if (rubric.rangeType === 'RUBRIQUE_SANS_OBJECT') return entry.sansObject ? null : 'cannot be answered "not applicable"';
  if (rubric.rangeType !== entry.rangeType) return `holds values of type ${entry.rangeType}`;
  if (rubric.rangeType === 'CODE_LIST') {
    if (rubric.codeList !== entry.codeList) return `takes its codes from ${entry.codeList ?? 'no list'}`;
    if (rubric.value.length > 1 && !isMultiple(entry)) return 'takes one code only';
    if (new Set(rubric.value).size !== rubric.value.length) return 'holds a code twice';
  }
  return null;
}

/**
 * The rubrics to store: those that hold something (an empty one is not answered), in the
 * structure's order. Refuses, with every issue at once, rubrics that do not fit the structure and
 * codes missing from their list.
 */
export async function checkRubrics(tx: Db, rubrics: readonly SimsRubric[]): Promise<SimsRubric[]> {
  const msd = new Map((await readMsd(tx)).map((entry) => [entry.idMas, entry]));
  const issues: FieldIssue[] = [];
  rubrics.forEach((rubric, index) => {
    const problem = misfit(rubric, msd.get(rubric.idAttribute));
    if (problem) issues.push({ path: ['body', 'rubrics', index], code: 'rubric_mismatch', message: `${rubric.idAttribute} ${problem}` });
  });
  const coded = rubrics.flatMap((rubric, index) => (rubric.rangeType === 'CODE_LIST' ? [{ rubric, index }] : []));
  const lists = [...new Set(coded.map(({ rubric }) => rubric.codeList))];
  if (lists.length > 0) {
    const known = await tx.select({ listId: code.listId, code: code.code }).from(code).where(inArray(code.listId, lists));
    const exists = new Set(known.map((row) => `${row.listId}\n${row.code}`));
    for (const { rubric, index } of coded) {
      rubric.value.forEach((value, position) => {
        if (!exists.has(`${rubric.codeList}\n${value}`)) {
          issues.push({ path: ['body', 'rubrics', index, 'value', position], code: 'unknown_code', message: `${value} is not a code of ${rubric.codeList}` });
        }
      });
    }
  }
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, issues);
  return rubrics
    .filter((rubric) => isRubricFilled(rubric, 1) || isRubricFilled(rubric, 2))
    .sort((a, b) => compareIdMas(a.idAttribute, b.idAttribute));
}

/** The kind of the record a report documents (operation, series or indicator), if it exists. */
export async function targetKind(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await readRecords(tx, ['operation', 'series', 'indicator'], [id]);
  return row?.kind;
}
