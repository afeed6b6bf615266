import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idSequence, resource } from '../db/schema.ts';
import { SCOPED_ID_SEPARATOR, type AnyKind, type IdScheme } from '@atelier/contracts';

/**
 * The identifier of a new record under its kind's scheme. Sequences keep their last number in
 * `id_sequence`; the row is created on first use from the largest number already stored, and the
 * update that increments it locks it, so concurrent creations never get the same number.
 */
export async function nextId(tx: Db, scheme: Extract<IdScheme, { type: 'sequence' | 'uuid' }>): Promise<string> {
  if (scheme.type === 'uuid') return randomUUID();
  const pattern = `^${scheme.prefix.replace(/\W/g, '\\$&')}[0-9]{1,9}$`;
  const [stored] = await tx
    .select({
      max: sql<number | null>`max(substring(${resource.id} from ${scheme.prefix.length + 1}::integer)::integer)`.mapWith(Number),
    })
    .from(resource)
    .where(and(inArray(resource.kind, [...scheme.kinds]), sql`${resource.id} ~ ${pattern}`));
  await tx
    .insert(idSequence)
    .values({ name: scheme.name, last: Math.max(scheme.start - 1, stored?.max ?? 0) })
    .onConflictDoNothing();
  const [row] = await tx
    .update(idSequence)
    .set({ last: sql`${idSequence.last} + 1` })
    .where(eq(idSequence.name, scheme.name))
    .returning({ last: idSequence.last });
  if (!row) throw new Error(`id sequence ${scheme.name} vanished`);
  return `${scheme.prefix}${String(row.last).padStart(scheme.digits ?? 0, '0')}`;
}

/** Forgets every sequence, so that each starts again above the largest stored number (after a seed). */
export async function resetSequences(tx: Db): Promise<void> {
  await tx.delete(idSequence);
}

/** The identifier of a record unique within its parent only: `{parentId}/{value}` (see the `scoped` scheme). */
export function scopedId(kind: AnyKind, payload: Record<string, unknown>): string {
  if (kind.id.type !== 'scoped' || !kind.parent) throw new Error(`${kind.name} has no scoped identifier`);
  return `${String(payload[kind.parent.field])}${SCOPED_ID_SEPARATOR}${String(payload[kind.id.field])}`;
}
