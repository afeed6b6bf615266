import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DisseminationStatus } from '@atelier/contracts';

// Column names are derived in snake_case (`labelLg1` → `label_lg1`): see `casing` in client.ts.

/** Facts about the database itself, such as which seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Public generic, public specific, private. */
export const disseminationStatus = pgTable('dissemination_status', {
  id: text().$type<DisseminationStatus['id']>().primaryKey(),
  url: text().notNull().unique(),
  labelLg1: text().notNull(),
  labelLg2: text().notNull(),
  position: integer().notNull(),
});
