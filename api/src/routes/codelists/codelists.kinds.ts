import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bilingual } from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { partialCode, resource } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { ResourceKind, StoredRecord } from '../../resources/kind.ts';
import { disseminationStatusDefined, ownerDefined } from '../../resources/publication.ts';

// The two kinds of code lists. Their codes live in their own tables (codes.ts); what the generic
// rules store in `payload` is the rest of the list.

const listPayloadFields = {
  ...bilingual('label', z.string(), z.string().nullable()),
  ...bilingual('description', z.string().nullable(), z.string().nullable()),
};

const CodeListPayloadSchema = z.object({ ...listPayloadFields, uri: z.string().nullable() });
export type CodeListPayload = z.infer<typeof CodeListPayloadSchema>;

const PartialCodeListPayloadSchema = z.object({ ...listPayloadFields, parentId: z.string() });
export type PartialCodeListPayload = z.infer<typeof PartialCodeListPayloadSchema>;

/** Both kinds share one identifier space: a notation names one list (1101). */
const LIST_KINDS = ['codeList', 'partialCodeList'] as const;

const common = {
  idScheme: { type: 'client', taken: '1101', sharedWith: LIST_KINDS },
  labels: (payload: { labelLg1: string; labelLg2: string | null }) => ({ lg1: payload.labelLg1, lg2: payload.labelLg2 }),
  notFound: 'NOT_FOUND',
  publishChecks: [ownerDefined(), disseminationStatusDefined()],
} as const;

export const codeListKind: ResourceKind<CodeListPayload> = {
  ...common,
  name: 'codeList',
  application: 'CODESLIST_CODESLIST',
  payload: CodeListPayloadSchema,
};

export const partialCodeListKind: ResourceKind<PartialCodeListPayload> = {
  ...common,
  name: 'partialCodeList',
  application: 'CODESLIST_PARTIALCODESLIST',
  payload: PartialCodeListPayloadSchema,
};

/** 1103: only a list that was never published can be deleted. */
export async function deletableWhenUnpublished(_tx: Db, record: StoredRecord<unknown>): Promise<void> {
  if (record.validationState !== 'Unpublished') throw new ApiError('1103', undefined, { id: record.id });
}

/** 1103, and 1104: a complete list that partial lists are drawn from cannot be deleted. */
export async function completeListDeletable(tx: Db, record: StoredRecord<CodeListPayload>): Promise<void> {
  await deletableWhenUnpublished(tx, record);
  const dependents = await tx
    .selectDistinct({ id: partialCode.listId })
    .from(partialCode)
    .where(eq(partialCode.parentId, record.id));
  if (dependents.length > 0) throw new ApiError('1104', undefined, { partialLists: dependents.map((row) => row.id) });
}

/** 1101 also covers a list IRI already used by another list. */
export async function checkUriFree(db: Db, uri: string | null | undefined, exceptId?: string): Promise<void> {
  if (!uri) return;
  const [clash] = await db
    .select({ id: resource.id })
    .from(resource)
    .where(
      and(
        inArray(resource.kind, [...LIST_KINDS]),
        sql`${resource.payload}->>'uri' = ${uri}`,
        exceptId ? ne(resource.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new ApiError('1101', 'Another code list already has this IRI.', { uri, usedBy: clash.id });
}
