/**
 * Servers the journeys share. A journey that needs a configuration of its own (real sign-in, a role
 * matrix, modules under maintenance…) asks for it by value; the global setup (`global-setup.ts`)
 * starts one server per distinct configuration, on first demand, for the whole run: both browser
 * projects and every worker get the same one, on a copy of a database seeded once per run (a start
 * still takes seconds on a busy machine), so journeys never start their own.
 *
 * Shared means: journeys only read what they did not write themselves (data they create carries a
 * per-run identifier), and stay inside their own browser context (cookies, storage, clock).
 */

export interface StackOptions {
  /** Environment of the application server (`MODULES`, `IDLE_TIMEOUT_SECONDS`…). */
  env?: Record<string, string>;
  /** JSON files written for the server, by the variable that names them (`ROLE_PRIVILEGES_FILE`). */
  jsonFiles?: Record<string, unknown>;
  /** Sign-in through a local OpenID Connect provider started for this stack. */
  oidc?: { accessTokenTtl?: number };
}

export interface Stack {
  /** The application's origin. */
  url: string;
  /** The provider's issuer, for stacks with `oidc`. */
  issuer?: string;
}

/** Where the global setup's broker listens (set by the global setup, inherited by the workers). */
export const BROKER_VARIABLE = 'ATELIER_E2E_STACKS';

/** One key per configuration, whatever the order of its keys. */
export function stackKey(options: StackOptions): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)]))
        : value;
  return JSON.stringify(sorted(options));
}

/**
 * The shared server for this configuration, started by the first journey that asks and ready when
 * this resolves. Call it in `beforeAll` with a hook timeout that allows a start (`test.setTimeout`).
 */
export async function sharedStack(options: StackOptions): Promise<Stack> {
  const broker = process.env[BROKER_VARIABLE];
  if (!broker) throw new Error(`${BROKER_VARIABLE} is not set: run the journeys with tests/playwright.config.ts (its global setup)`);
  const response = await fetch(`${broker}/stack`, { method: 'POST', body: stackKey(options) });
  if (!response.ok) throw new Error(`the shared server did not start: ${await response.text()}`);
  return (await response.json()) as Stack;
}
