import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

interface Draining {
  draining: boolean;
  inFlight: number;
  /** Called each time a request ends while draining. */
  onIdle?: () => void;
}

const states = new WeakMap<FastifyInstance, Draining>();

/** Seconds a client is told to wait before trying again, while the server stops. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Counts the requests in flight and, once `drainAndClose` has begun, answers every new one
 * `503 SERVICE_UNAVAILABLE` in the API's error shape (and closes its connection), while the server
 * still listens: a client or a load balancer gets a clear answer rather than a refused connection.
 * Register it first, so that it runs before any other hook (authentication included).
 */
export function registerDraining(app: FastifyInstance): void {
  const state: Draining = { draining: false, inFlight: 0 };
  states.set(app, state);
  app.addHook('onRequest', async (request, reply) => {
    if (state.draining) {
      const error = new ApiError('SERVICE_UNAVAILABLE', 'The server is shutting down; try again in a moment.');
      // Sent as text: a route's own schema for 503 (the health check's) must not reshape it.
      return reply
        .status(error.status)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(error.toBody()));
    }
    state.inFlight += 1;
    // 'close' comes once the answer is sent, or when the client goes away: counted once either way.
    reply.raw.once('close', () => {
      state.inFlight -= 1;
      state.onIdle?.();
    });
    request.log.trace({ inFlight: state.inFlight }, 'request in flight');
  });
}

/**
 * Stops taking requests (new ones answer 503), waits for those in flight to end (at most
 * `timeoutMs`), then closes the server. Answers how many requests were still running at the end.
 */
export async function drainAndClose(app: FastifyInstance, timeoutMs: number): Promise<number> {
  const state = states.get(app);
  if (state) await drain(state, timeoutMs);
  const left = state?.inFlight ?? 0;
  await app.close();
  return left;
}

function drain(state: Draining, timeoutMs: number): Promise<void> {
  state.draining = true;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.onIdle = undefined;
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    state.onIdle = () => {
      if (state.inFlight === 0) done();
    };
    state.onIdle();
  });
}
