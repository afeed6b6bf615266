import type { PGlite } from '@electric-sql/pglite';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: PGlite runs
 * PostgreSQL in single-user mode, without background workers, so no table is ever analysed or
 * vacuumed. Without statistics the planner guesses (it sorted a 10,000-code list to serve a page of
 * it, and counted codes without its indexes); without vacuum no page is marked all-visible, so no
 * index-only scan. Here, when the database opens and then every `intervalMs`, the tables that
 * changed more than autovacuum's thresholds are analysed and vacuumed: at open, those that grew
 * since their statistics (a data directory seeded by another process); then those this process
 * changed (a seed, a large list written).
 */
export interface EmbeddedMaintenance {
  /** One pass: analyses and vacuums the tables that need it; answers their names. */
  run(): Promise<string[]>;
  /** Stops the periodic passes, waiting for one under way. */
  stop(): Promise<void>;
}

interface TableState {
  name: string;
  /** Rows and pages as of the last analyse or vacuum, and pages now. */
  reltuples: number;
  relpages: number;
  pages: number;
  /** Changes counted by this process since its last analyse or vacuum. */
  modified: number;
  inserted: number;
  dead: number;
}

/**
 * Autovacuum's default thresholds (`autovacuum_{analyze,vacuum,vacuum_insert}_{threshold,scale_factor}`)
 * on the changes this process counted, and a table grown by a fifth since its statistics were taken:
 * what another process (the seed) or an earlier run wrote, which this one did not count.
 */
function needs({ reltuples, relpages, pages, modified, inserted, dead }: TableState): { analyze: boolean; vacuum: boolean } {
  const rows = Math.max(reltuples, 0);
  const grown = pages > relpages * 1.2 + 8;
  return {
    analyze: grown || modified > 50 + 0.1 * rows,
    vacuum: grown || dead > 50 + 0.2 * rows || inserted > 1000 + 0.2 * rows,
  };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function embeddedMaintenance(client: PGlite, { intervalMs = 30_000 }: { intervalMs?: number } = {}): EmbeddedMaintenance {
  let running: Promise<string[]> | undefined;
  const pass = async (): Promise<string[]> => {
    const { rows } = await client.query<TableState>(
      `select c.relname as name, c.reltuples, c.relpages,
              (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
              s.n_mod_since_analyze::int as modified,
              s.n_ins_since_vacuum::int as inserted, s.n_dead_tup::int as dead
         from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.relnamespace = 'public'::regnamespace`,
    );
    const done: string[] = [];
    for (const table of rows) {
      const { analyze, vacuum } = needs(table);
      if (!analyze && !vacuum) continue;
      await client.exec(`${vacuum ? 'vacuum' : ''}${vacuum && analyze ? ' (analyze)' : analyze ? 'analyze' : ''} ${quoted(table.name)}`);
      done.push(table.name);
    }
    return done;
  };
  const run = () => {
    running ??= pass().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    // A pass that fails (the database closing) is tried again at the next one.
    run().catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
