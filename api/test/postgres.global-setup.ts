import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { openDatabase } from '../src/db/client.ts';
import { TEMPLATE_DATABASE } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts one PostgreSQL server for the whole run and migrates a template database once; each test
 * file then copies the template (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const server = await startPostgres();
  try {
    const admin = await openDatabase({ kind: 'postgres', url: server.url });
    await admin.db.execute(`create database ${TEMPLATE_DATABASE}`);
    await admin.close();
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(server.url, TEMPLATE_DATABASE) });
    await template.migrate();
    await template.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
