import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/** The names given to read statements, by their text: the same name always means the same text. */
const statementNames = new Map<string, string>();
/** Statements named at most (lists filtered in every combination would otherwise add up without end). */
const MAX_NAMED = 1000;

/**
 * Runs a read built with `sql` and answers its rows, as a named prepared statement: each connection
 * parses and plans a statement once, then only binds and executes it (a series' answer, six
 * subqueries, took 0.88 ms of PostgreSQL's time, 0.11 ms prepared; a page of 50 operations on the
 * embedded database 0.74 ms, 0.50 ms prepared). Constants that select what a statement is about (a
 * kind's name: see `constant`) are written into its text, so that each kind has its own statement
 * and PostgreSQL keeps one plan for it instead of planning again for every value.
 *
 * On the embedded database, a query with parameters takes PGlite six exchanges (parse, describe,
 * bind, describe, execute, sync) where a simple query takes one: the statement is prepared once
 * with SQL's `PREPARE`, then run by a simple `EXECUTE` with its values written in, as drizzle writes
 * them inline (numbers as they are, every other value as a string literal whose quotes are doubled;
 * PostgreSQL reads backslashes in it as themselves). A query holding any other value (an array, a
 * date, a string with a NUL) keeps its parameters, and one PGlite cannot prepare is run as it is.
 * Inside a transaction (no client of its own), through the transaction.
 */
export async function readRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (client instanceof PGlite && params.every(writesInline)) {
    const name = statementName(text);
    const run = name && (await preparedOn(client, name, text)) ? `execute ${name}${params.length > 0 ? `(${params.map(literal).join(', ')})` : ''}` : null;
    const results = await client.exec(run ?? dialect.sqlToQuery(query.inlineParams()).sql);
    return (results.at(-1)?.rows ?? []) as T[];
  }
  if (!(client instanceof pg.Pool)) return (db.execute(query) as Promise<unknown> as Promise<{ rows: T[] }>).then((result) => result.rows);
  const name = statementName(text);
  const result = await client.query({ ...(name ? { name } : {}), text, values: params });
  return result.rows as T[];
}

/** The name of a statement's text, given at its first use while fewer than `MAX_NAMED` have one. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `atelier_read_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Per embedded database, whether each named statement is prepared on it (false: PGlite refused it). */
const preparedStatements = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

/** Prepares a statement on an embedded database once (concurrent first uses wait for the same). */
function preparedOn(client: PGlite, name: string, text: string): Promise<boolean> {
  let prepared = preparedStatements.get(client);
  if (!prepared) preparedStatements.set(client, (prepared = new Map<string, Promise<boolean>>()));
  let ready = prepared.get(name);
  if (!ready) {
    // A parameter whose type PostgreSQL cannot infer from the text alone is refused: such a query runs as it is.
    ready = client.exec(`prepare ${name} as ${text}`).then(
      () => true,
      () => false,
    );
    prepared.set(name, ready);
  }
  return ready;
}

/** A value as SQL text, as drizzle writes it inline (only for values `writesInline` accepts). */
function literal(value: InlineValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
}

/**
 * A constant of the code (a kind's name) as SQL text: written into the statement, not bound as a
 * parameter, so each value has its own statement and plan. Never for a value that comes from a request.
 */
export function constant(value: string): SQL {
  return sql.raw(literal(value));
}

type InlineValue = string | number | boolean | null;

/** Whether drizzle writes `value` into a query's text exactly as PostgreSQL would read it as a parameter. */
function writesInline(value: unknown): value is InlineValue {
  if (typeof value === 'string') return !value.includes('\0');
  return value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * `query` as one piece of SQL text with its values written in, for parts of queries built from
 * constants only (field and kind names): drizzle assembles a query from all its parts on every call,
 * and a list's answer columns, the same for every page, are most of them.
 */
export function renderOnce(db: Db, query: SQL): SQL {
  return sql.raw((db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query.inlineParams()).sql);
}
