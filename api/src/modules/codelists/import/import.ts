import { eq } from 'drizzle-orm';
import {
  IMPORT_SAMPLE_SIZE,
  codeListKind,
  partialCodeListKind,
  type CodeInput,
  type CodeListImport,
  type CodeListImportIssue,
  type CodeListImportQuery,
} from '@atelier/contracts';
import type { z } from 'zod';
import { partialCode } from '../../../db/schema.ts';
import { ApiError, MAX_ISSUES } from '../../../lib/errors.ts';
import { decodeJsonText } from '../../../lib/json-body.ts';
import type { ApiKind } from '../../../records/api-kind.ts';
import { authorizeRecord, type RequestContext } from '../../../records/authorization.ts';
import { load } from '../../../records/stored.ts';
import type { StoredRecord } from '../../../records/stored-record.ts';
import { createRecord, updateRecord } from '../../../records/writes.ts';
import { checkCodes, storedCodes } from '../codes.ts';
import { readCsv } from './csv.ts';
import { type Languages, type ReadCode, type ReadList } from './parsed.ts';
import { readSdmx } from './sdmx.ts';
import { readTurtle } from './skos.ts';

// The import of code lists from a file: read by its format, each list checked as a create or an
// update of it would be (the kind's schema, `checkCodes`, the list's state), then, unless a dry
// run, every list written through the framework's writes (rules, history, authorization) in one
// transaction: all or none.

/** The readers, by media type (parameters ignored). */
const READERS: Record<string, (text: string, languages: Languages) => ReadList[]> = {
  'text/csv': (text) => readCsv(text),
  'application/vnd.sdmx.structure+xml': readSdmx,
  'text/turtle': readTurtle,
};

/** The media type a Content-Type names, without its parameters, in lower case. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The default of what the contract asks of a new list and no file says: private until its owner decides. */
const NEW_LIST_DEFAULTS = { disseminationStatus: 'Prive' } as const;

/** Lists read, with what the query says of a single one. */
function readLists(contentType: string | undefined, body: Buffer | undefined, query: CodeListImportQuery, languages: Languages) {
  const mediaType = mediaTypeOf(contentType);
  const read = READERS[mediaType];
  if (!read) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `Send the file as one of: ${Object.keys(READERS).join(', ')}.`, { contentType: mediaType });
  if (!body || body.length === 0) throw new ApiError('BAD_REQUEST', 'The file is empty.', { reason: 'empty' });
  const text = decodeJsonText(body);
  if (text.trim() === '') throw new ApiError('BAD_REQUEST', 'The file is empty.', { reason: 'empty' });
  const lists = read(text, languages);
  const issues: CodeListImportIssue[] = [];
  const named = (['id', 'labelLg1', 'labelLg2'] as const).filter((field) => query[field] !== undefined);
  if (lists.length === 1) Object.assign(lists[0]!, Object.fromEntries(named.map((field) => [field, query[field]])));
  else for (const field of named) issues.push({ path: ['query', field], code: 'several_lists', message: `The file holds ${lists.length} lists: ${field} names none of them` });
  return { lists, issues };
}

/** The issue code an import gives a schema's issue: a missing label, an invalid code or identifier, else the schema's. */
function issueCode(issue: z.core.$ZodIssue, list: ReadList): string {
  const last = issue.path.at(-1);
  if (last === 'labelLg1' || last === 'labelLg2') {
    const owner = issue.path[0] === 'codes' ? list.codes[issue.path[1] as number] : list;
    if (!owner?.[last]?.trim()) return 'missing_label';
  }
  if (last === 'code' && issue.path[0] === 'codes') return 'invalid_code';
  if (issue.path.length === 1 && last === 'id') return 'invalid_id';
  return issue.code;
}

/** `checkCodes`' refusals as issues of the list. */
async function codeIssues(list: string, codes: readonly CodeInput[]): Promise<CodeListImportIssue[]> {
  try {
    await checkCodes(codes);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === '1102') return [{ list, path: ['codes'], code: 'empty_list', message: 'The list holds no code' }];
    if (error.code === 'CODE_LIST_DUPLICATE_CODE') {
      const { codes: duplicates } = error.details as { codes: string[] };
      return duplicates.map((code) => ({ list, path: ['codes', codes.findLastIndex((c) => c.code === code), 'code'], code: 'duplicate_code', message: `${code} appears more than once` }));
    }
    if (error.code === 'VALIDATION_FAILED') {
      return (error.details as CodeListImportIssue[]).map(({ path, code, message }) => ({ list, path: path.slice(1), code, message }));
    }
    throw error;
  }
}

/** A list's texts, which a file may give or not. */
const TEXT_FIELDS = ['labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2'] as const;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Whether a stored list would change: a field the file gives, or its codes (in their order). */
async function changes(ctx: RequestContext, before: StoredRecord, fields: Record<string, unknown>, codes: readonly CodeInput[]): Promise<boolean> {
  if (Object.entries(fields).some(([name, value]) => !same(before.payload[name], value))) return true;
  const stored = [...(await storedCodes(ctx.db, before.id)).values()];
  return (
    stored.length !== codes.length ||
    codes.some((code, i) => {
      const was = stored[i]!;
      return (['code', 'labelLg1', 'labelLg2', 'descriptionLg1', 'descriptionLg2', 'parentCode'] as const).some((field) => !same(was[field], code[field]));
    })
  );
}

/** Codes of `listId` that partial lists keep and `codes` leaves out (the update would be refused, 1104). */
async function keptCodes(ctx: RequestContext, listId: string, codes: readonly CodeInput[]): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ code: partialCode.code }).from(partialCode).where(eq(partialCode.parentId, listId));
  const after = new Set(codes.map((code) => code.code));
  return rows.map((row) => row.code).filter((code) => !after.has(code));
}

interface Planned {
  summary: CodeListImport['lists'][number];
  /** The write, when the list holds no issue. */
  write?: (ctx: RequestContext) => Promise<unknown>;
}

/** What importing one list would do, and its issues. */
async function plan(ctx: RequestContext, api: ApiKind, list: ReadList, seen: Set<string>, issues: CodeListImportIssue[]): Promise<Planned> {
  const name = list.id ?? '';
  const found: CodeListImportIssue[] = [];
  const sample = list.codes.slice(0, IMPORT_SAMPLE_SIZE).map((code: ReadCode) => ({
    code: code.code,
    labelLg1: code.labelLg1 ?? null,
    labelLg2: code.labelLg2 ?? null,
    parentCode: code.parentCode ?? null,
  }));
  const before = name === '' ? undefined : await load(ctx.db, codeListKind, name);
  // An existing list: the caller must be allowed to change it, before anything is said of the file.
  if (before) await authorizeRecord(ctx.db, ctx.identity, codeListKind, 'UPDATE', before);
  // What the file does not say of an existing list stays as it is.
  const given = TEXT_FIELDS.filter((field) => list[field] !== undefined);
  const kept = before ? Object.fromEntries(TEXT_FIELDS.filter((field) => list[field] === undefined).map((field) => [field, before.payload[field] ?? undefined])) : {};
  const labels = { labelLg1: list.labelLg1 ?? (kept.labelLg1 as string | undefined) ?? null, labelLg2: list.labelLg2 ?? (kept.labelLg2 as string | undefined) ?? null };
  const summary: CodeListImport['lists'][number] = { id: name, ...labels, codeCount: list.codes.length, action: before ? 'update' : 'create', sample };
  if (seen.has(name)) found.push({ list: name, path: ['id'], code: 'duplicate_list', message: `The file holds ${name} more than once` });
  seen.add(name);
  const parsed = codeListKind.schemas.create.safeParse({ ...kept, ...list, ...NEW_LIST_DEFAULTS });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) found.push({ list: name, path: issue.path as (string | number)[], code: issueCode(issue, list), message: issue.message });
    issues.push(...found);
    return { summary };
  }
  const body = parsed.data as Record<string, unknown> & { id: string; codes: CodeInput[] };
  found.push(...(await codeIssues(name, body.codes)));
  if ((await load(ctx.db, partialCodeListKind, body.id)) !== undefined) {
    found.push({ list: name, path: ['id'], code: 'id_taken', message: `A partial list is named ${body.id}` });
  }
  if (!before) {
    issues.push(...found);
    return { summary, ...(found.length === 0 ? { write: (tx) => createRecord(tx, api, body) } : {}) };
  }
  const fields = Object.fromEntries(given.map((field) => [field, body[field]]));
  const changed = found.length === 0 && (await changes(ctx, before, fields, body.codes));
  if (changed && before.validationState !== 'Unpublished') {
    found.push({ list: name, path: [], code: 'published_list_changes', message: `${body.id} is published: unpublish it or change it by hand` });
  }
  const keptByPartial = found.length === 0 ? await keptCodes(ctx, body.id, body.codes) : [];
  for (const code of keptByPartial.slice(0, MAX_ISSUES)) found.push({ list: name, path: ['codes'], code: 'kept_by_partial_list', message: `${code} is kept by a partial list: it cannot go` });
  issues.push(...found);
  const update = { ...before.payload, ...fields, codes: body.codes, version: before.version };
  return {
    summary: { ...summary, action: changed || found.length > 0 ? 'update' : 'unchanged' },
    ...(found.length === 0 && changed ? { write: (tx) => updateRecord(tx, api, body.id, update) } : {}),
  };
}

/**
 * Imports the lists of a file (a dry run: says what it would do). A real run with any issue is
 * refused with 400 VALIDATION_FAILED and the issues; otherwise every list is written in one transaction.
 */
export async function importCodeLists(
  ctx: RequestContext,
  api: ApiKind,
  file: { contentType: string | undefined; body: Buffer | undefined },
  query: CodeListImportQuery,
  languages: Languages,
): Promise<CodeListImport> {
  const { lists, issues } = readLists(file.contentType, file.body, query, languages);
  const seen = new Set<string>();
  const planned: Planned[] = [];
  for (const list of lists) planned.push(await plan(ctx, api, list, seen, issues));
  const answer = {
    dryRun: query.dryRun,
    lists: planned.map((p) => p.summary),
    issues: issues.slice(0, MAX_ISSUES),
    ...(issues.length > MAX_ISSUES ? { issueCount: issues.length } : {}),
  };
  if (query.dryRun) return answer;
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', 'The file holds problems: nothing was imported.', issues, issues.length > MAX_ISSUES ? issues.length : undefined);
  await ctx.db.transaction(async (tx) => {
    for (const { write } of planned) await write?.({ ...ctx, db: tx });
  });
  return answer;
}

