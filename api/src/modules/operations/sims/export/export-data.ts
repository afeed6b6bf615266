import { and, inArray } from 'drizzle-orm';
import { SIMS_TARGET_KINDS, type PayloadOf, type SimsDocumentRef, type SimsTargetKind, type simsKind } from '@atelier/contracts';
import type { Db } from '../../../../db/client.ts';
import { code, organization } from '../../../../db/schema.ts';
import { readRecords } from '../../../../records/queries.ts';
import type { StoredRecord } from '../../../../records/stored-record.ts';
import { filesOf } from '../../documents/files.ts';
import { readMsd } from '../rubric-rules.ts';
import type { Labels } from '../../../../lib/odf/package.ts';
import { citedKey, codeKey, type CitedRecord, type SimsExportModel } from './odt.ts';

// What an export shows besides the report itself, read in a few queries: the metadata structure,
// the labels of the codes, organisations and territories its rubrics hold, the documents and links
// they cite (with their files), and the object the report documents.

type SimsPayload = PayloadOf<typeof simsKind>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Everything the document of a report shows (the caller may read the report). */
export async function loadExportModel(db: Db, record: StoredRecord<SimsPayload>): Promise<SimsExportModel> {
  const { rubrics } = record.payload;
  const msd = await readMsd(db);

  const coded = rubrics.flatMap((rubric) => (rubric.rangeType === 'CODE_LIST' ? rubric.value.map((value) => ({ list: rubric.codeList, value })) : []));
  const codes = new Map<string, Labels>();
  if (coded.length > 0) {
    const rows = await db
      .select({ listId: code.listId, code: code.code, labelLg1: code.labelLg1, labelLg2: code.labelLg2 })
      .from(code)
      .where(and(inArray(code.listId, [...new Set(coded.map((c) => c.list))]), inArray(code.code, [...new Set(coded.map((c) => c.value))])));
    for (const row of rows) codes.set(codeKey(row.listId, row.code), { labelLg1: row.labelLg1, labelLg2: row.labelLg2 });
  }

  const organizationIds = rubrics.flatMap((rubric) => (rubric.rangeType === 'ORGANIZATION' && rubric.value ? [rubric.value] : []));
  const organizations = new Map<string, Labels>();
  if (organizationIds.length > 0) {
    const rows = await db
      .select({ id: organization.id, labelLg1: organization.labelLg1, labelLg2: organization.labelLg2 })
      .from(organization)
      .where(inArray(organization.id, [...new Set(organizationIds)]));
    for (const row of rows) organizations.set(row.id, { labelLg1: row.labelLg1, labelLg2: row.labelLg2 });
  }

  const territoryIds = rubrics.flatMap((rubric) => (rubric.rangeType === 'GEOGRAPHY' && rubric.value ? [rubric.value] : []));
  const territories = new Map<string, Labels>(
    (await readRecords(db, ['territory'], territoryIds)).map((row) => [row.id, { labelLg1: row.labelLg1, labelLg2: row.labelLg2 }]),
  );

  const refs: SimsDocumentRef[] = rubrics.flatMap((rubric) => (rubric.rangeType === 'RICH_TEXT' ? [...rubric.documentsLg1, ...rubric.documentsLg2] : []));
  const citedRows = await readRecords(db, ['document', 'link'], refs.map((ref) => ref.id));
  const files = await filesOf(db, citedRows.filter((row) => row.kind === 'document').map((row) => row.id));
  const cited = new Map<string, CitedRecord>();
  for (const row of citedRows) {
    const kind = row.kind as CitedRecord['kind'];
    cited.set(citedKey({ kind, id: row.id }), {
      kind,
      id: row.id,
      labelLg1: row.labelLg1,
      labelLg2: row.labelLg2,
      url: text(row.payload.url),
      fileName: kind === 'document' ? (files.get(row.id)?.name ?? null) : null,
    });
  }

  const [targetRow] = await readRecords(db, SIMS_TARGET_KINDS, [record.payload.target]);
  return {
    id: record.id,
    labelLg1: record.payload.labelLg1 ?? record.id,
    labelLg2: record.payload.labelLg2,
    validationState: record.validationState,
    target: targetRow
      ? { kind: targetRow.kind as SimsTargetKind, id: targetRow.id, labelLg1: targetRow.labelLg1, labelLg2: targetRow.labelLg2 }
      : null,
    msd,
    rubrics,
    codes,
    organizations,
    territories,
    cited,
  };
}

/** A report's stored record, typed as its kind's payload (the framework parsed it when loading). */
export const asSimsRecord = (record: StoredRecord) => record as StoredRecord<SimsPayload>;
