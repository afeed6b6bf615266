import { and, eq } from 'drizzle-orm';
import type { AnyKind, ErrorCode } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resourceUnique } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';

// Values no two records may share, claimed inside the write's transaction in `resource_unique`,
// whose primary key settles a race: the second writer waits for the first, then finds the value
// taken. Scopes: `id:{space}` for identifiers authors choose (shared by code lists and partial
// lists), the kind's unique fields (`codeList.uri`, the "406" labels) and its sets of fields held
// together (`uniqueTogether`).

interface UniqueValue {
  scope: string;
  value: string;
  code: ErrorCode;
  /** The field, or the fields of a set held together (`uniqueTogether`). */
  field: string | readonly string[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function uniqueValues(kind: AnyKind, id: string, payload: Record<string, unknown> | null): UniqueValue[] {
  if (!payload) return [];
  const values: UniqueValue[] = [];
  if (kind.id.type === 'client') values.push({ scope: `id:${kind.id.space}`, value: id, code: kind.id.taken, field: 'id' });
  for (const { name, spec } of kind.uniqueFields) {
    const value = payload[name];
    if (typeof value === 'string' && value !== '') values.push({ scope: spec.scope, value, code: spec.code, field: name });
  }
  // A set is held once any of its fields has a value; an empty field is part of the set's value (a
  // component without code list differs from the same one with a list).
  for (const set of kind.uniqueSets) {
    const held = set.fields.map((name) => (isEmpty(payload[name]) ? null : payload[name]));
    if (held.some((value) => value !== null)) values.push({ scope: set.scope, value: JSON.stringify(held), code: set.code, field: set.fields });
  }
  return values;
}

const sameClaim = (a: UniqueValue) => (b: UniqueValue) => a.scope === b.scope && a.value === b.value;

/**
 * Claims the record's unique values, and gives up those it no longer holds (`before`: its payload
 * before an update). A value another record holds answers its code, naming that record.
 */
export async function claimUniqueValues(
  tx: Db,
  kind: AnyKind,
  id: string,
  payload: Record<string, unknown>,
  before: Record<string, unknown> | null = null,
): Promise<void> {
  const wanted = uniqueValues(kind, id, payload);
  const held = uniqueValues(kind, id, before);
  for (const value of held.filter((v) => !wanted.some(sameClaim(v)))) {
    await tx
      .delete(resourceUnique)
      .where(and(eq(resourceUnique.scope, value.scope), eq(resourceUnique.value, value.value), eq(resourceUnique.id, id)));
  }
  for (const value of wanted.filter((v) => !held.some(sameClaim(v)))) {
    const claimed = await tx
      .insert(resourceUnique)
      .values({ scope: value.scope, value: value.value, kind: kind.name, id })
      .onConflictDoNothing()
      .returning({ id: resourceUnique.id });
    if (claimed.length > 0) continue;
    const [holder] = await tx
      .select({ kind: resourceUnique.kind, id: resourceUnique.id })
      .from(resourceUnique)
      .where(and(eq(resourceUnique.scope, value.scope), eq(resourceUnique.value, value.value)));
    // Seeding a record again finds its own claim.
    if (holder?.kind === kind.name && holder.id === id) continue;
    const details = typeof value.field === 'string'
      ? { field: value.field, value: value.value }
      : { fields: value.field, values: JSON.parse(value.value) as unknown[] };
    throw new ApiError(value.code, undefined, { ...details, usedBy: holder?.id ?? null });
  }
}
