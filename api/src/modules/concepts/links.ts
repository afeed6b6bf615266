import { CONCEPT_LINK_NAMES, conceptKind, type ConceptLinkName, type FieldIssue, type Usage } from '@atelier/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { StoredRecord } from '../../records/stored-record.ts';
import { linksOf, lockRecords } from '../../records/queries.ts';
import { rewriteRecord } from '../../records/writes.ts';

// The links between concepts (api-reference §5.4): broader and narrower kept symmetric (A broader
// B ⇔ B narrower A), `related` symmetric, `replaces` and `isReplacedBy` each other's inverse;
// `references` goes one way. A write that adds or removes a link changes the other concept in the
// same transaction (see `rewriteRecord`). Every concept such a write may change is locked first,
// in the order of their identifiers, the written one included: two writers linking the same
// concepts wait for each other instead of each holding a row the other needs.

/** Each symmetric link field and the field of the other concept that answers it. */
const INVERSE: Partial<Record<ConceptLinkName, ConceptLinkName>> = {
  broader: 'narrower',
  narrower: 'broader',
  related: 'related',
  replaces: 'isReplacedBy',
  isReplacedBy: 'replaces',
};
const SYMMETRIC = Object.entries(INVERSE) as [ConceptLinkName, ConceptLinkName][];

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * `lockFirst` of concepts: locks the concept written (`id`, none on create), those its body links
 * to and those it is linked with now (either direction), in identifier order.
 */
export async function lockLinkedConcepts(tx: Db, id: string | null, body: Record<string, unknown>): Promise<void> {
  const ids = new Set<string>(CONCEPT_LINK_NAMES.flatMap((field) => idsIn(body[field])));
  if (id !== null) {
    ids.add(id);
    for (const link of await linksOf(tx, { kind: conceptKind.name, id }, { kind: conceptKind.name, fields: CONCEPT_LINK_NAMES })) ids.add(link.id);
  }
  await lockRecords(tx, conceptKind.name, [...ids]);
}

/** A concept linked to itself is refused (400, `self_reference` on the link). */
export function refuseSelfLinks(record: StoredRecord): void {
  const issues: FieldIssue[] = CONCEPT_LINK_NAMES.flatMap((field) =>
    idsIn(record.payload[field]).flatMap((target, position) =>
      target === record.id ? [{ path: ['body', field, position], code: 'self_reference', message: 'A concept cannot be linked to itself' }] : [],
    ),
  );
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, issues);
}

/**
 * After a concept's create or update (`record`: as written, its references index written): each
 * concept it now links to through a symmetric field, and each that answered a link it no longer
 * has, gets the inverse link added or removed.
 */
export async function keepLinksSymmetric(tx: Db, ctx: { identity: Identity }, record: StoredRecord): Promise<void> {
  const answering = await linksOf(
    tx,
    { kind: conceptKind.name, id: record.id },
    { kind: conceptKind.name, fields: [...new Set(Object.values(INVERSE))], direction: 'incoming' },
  );
  const changes = new Map<string, { field: ConceptLinkName; add: boolean }[]>();
  const change = (id: string, field: ConceptLinkName, add: boolean) => changes.set(id, [...(changes.get(id) ?? []), { field, add }]);
  for (const [field, inverse] of SYMMETRIC) {
    const wanted = new Set(idsIn(record.payload[field]));
    const current = new Set(answering.filter((link) => link.field === inverse).map((link) => link.id));
    for (const id of wanted) if (!current.has(id)) change(id, inverse, true);
    for (const id of current) if (!wanted.has(id)) change(id, inverse, false);
  }
  for (const id of [...changes.keys()].sort()) {
    await rewriteRecord(tx, ctx, conceptKind, id, (payload) => {
      const next = { ...payload };
      for (const { field, add } of changes.get(id)!) {
        const links = idsIn(next[field]).filter((link) => link !== record.id);
        next[field] = add ? [...links, record.id] : links;
      }
      return next;
    });
  }
}

/**
 * `beforeDelete` of concepts: a concept linked to others, in either direction, is refused with 112,
 * naming the links; one that other records use (a collection's member) is refused by the generic
 * rule after this (111).
 */
export async function refuseLinkedDelete(_tx: Db, record: StoredRecord, usedBy: readonly Usage[]): Promise<void> {
  const own = CONCEPT_LINK_NAMES.flatMap((field) => idsIn(record.payload[field]).map((id) => ({ field, id })));
  const linkedFrom = usedBy.filter((usage) => usage.kind === conceptKind.name && (CONCEPT_LINK_NAMES as readonly string[]).includes(usage.field));
  if (own.length > 0 || linkedFrom.length > 0) {
    throw new ApiError('112', undefined, { links: own, linkedFrom: linkedFrom.map(({ id, field }) => ({ id, field })) });
  }
}
