import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DisseminationStatusListSchema } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { appMeta, disseminationStatus } from '../db/schema.ts';
import { seedDir } from '../paths.ts';


export type SeedSet = 'demo' | 'full';

const SeedRecordSchema = z.object({ set: z.enum(['demo', 'full']), at: z.string() });
export type SeedRecord = z.infer<typeof SeedRecordSchema>;

async function readSeedFile<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const text = await readFile(path.join(seedDir, file), 'utf8');
  return schema.parse(JSON.parse(text));
}

/** Which seed the database holds, or null when it was never seeded. */
export async function readSeedRecord(db: Db): Promise<SeedRecord | null> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  const row = rows[0];
  return row ? SeedRecordSchema.parse(row.value) : null;
}

/** Loads a seed set in one transaction: either all of it lands or nothing does. */
export async function seedDatabase(db: Db, set: SeedSet): Promise<SeedRecord> {
  const statuses = await readSeedFile('demo/dissemination-status.json', DisseminationStatusListSchema);
  const record: SeedRecord = { set, at: new Date().toISOString() };
  await db.transaction(async (tx) => {
    await tx
      .insert(disseminationStatus)
      .values(statuses.map((status, position) => ({ ...status, position })))
      .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: 'seed', value: record })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: record, updatedAt: new Date() } });
  });
  return record;
}

/** Seeds a database that was never seeded; leaves any other one untouched. */
export async function seedIfEmpty(db: Db): Promise<SeedRecord | null> {
  if (await readSeedRecord(db)) return null;
  return seedDatabase(db, 'demo');
}
