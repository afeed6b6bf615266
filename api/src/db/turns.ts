import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Longest stretch of embedded-database work before the other requests get a turn, in milliseconds. */
const SLICE_MS = 20;

export interface SharedTurns {
  /** When the database last answered a message (`performance.now()`). */
  lastAnswer(): number;
}

/**
 * PGlite runs in the server's own thread, and the queries of a transaction follow each other without
 * ever giving the event loop a turn: a write of 20,000 codes held every other request, health checks
 * included, for seconds. Once the database has worked for SLICE_MS, the next message it is sent
 * waits for one turn of the event loop first, so that timers, sockets and other requests' work run
 * in between (their queries still wait for the transaction, as on any single connection).
 */
export function shareTurns(client: PGlite): SharedTurns {
  const send = client.execProtocolStream.bind(client);
  let sliceStart = performance.now();
  let answered = performance.now();
  client.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    try {
      return await send(...args);
    } finally {
      answered = performance.now();
    }
  };
  return { lastAnswer: () => answered };
}

/**
 * True when the embedded database answers a trivial query within 250 ms, or, while it is busy with
 * another request's long write (the query waits for its transaction), when it answered a message of
 * that write within the last 10 seconds: busy, not down. (A database that failed answers the query
 * at once, with an error.)
 */
export async function pingEmbedded(query: () => Promise<boolean>, turns: SharedTurns): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 250);
  });
  try {
    const answer = await Promise.race([query(), late]);
    return answer ?? performance.now() - turns.lastAnswer() < 10_000;
  } finally {
    clearTimeout(timer);
  }
}
