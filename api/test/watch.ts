import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

// How long a server keeps its other requests waiting while it does a long piece of work: the event
// loop's longest delay (wall time, which a loaded machine inflates), the longest stretch of this
// process's CPU time between two turns of the event loop (what the work itself holds, whatever the
// machine's load), and the slowest health check answered meanwhile.

export interface Watch {
  /** Longest delay of the event loop (ms). */
  stall: number;
  /** Longest CPU time of this process between two turns of the event loop (ms). */
  cpuStall: number;
  /** Slowest health check answered meanwhile (ms), and how many there were. */
  health: number;
  healthChecks: number;
}

/** Runs `work` while the event loop's delays are measured and the health is asked every `every` ms. */
export async function watched<T>(server: TestServer, work: () => Promise<T>, { every = 100 } = {}): Promise<{ result: T; watch: Watch }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const watch: Watch = { stall: 0, cpuStall: 0, health: 0, healthChecks: 0 };
  let lastCpu = process.cpuUsage();
  const ticks = setInterval(() => {
    const spent = process.cpuUsage(lastCpu);
    lastCpu = process.cpuUsage();
    watch.cpuStall = Math.max(watch.cpuStall, (spent.user + spent.system) / 1000);
  }, 10);
  let done = false;
  const checks = (async () => {
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, every));
      const start = performance.now();
      const response = await server.app.inject({ url: '/api/health' });
      expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
      watch.health = Math.max(watch.health, performance.now() - start);
      watch.healthChecks += 1;
    }
  })();
  delay.enable();
  try {
    const result = await work();
    // One more turn, so that a stall at the very end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { result, watch };
  } finally {
    done = true;
    await checks;
    clearInterval(ticks);
    delay.disable();
    watch.stall = Math.max(watch.stall, delay.max / 1e6);
  }
}

/**
 * This process's CPU time (ms) to parse `body` as JSON, the least of three: the one piece of a JSON
 * write that cannot be cut into slices, and a measure of this machine's speed at the moment (a
 * busy or slow machine takes twice the time of an idle one for the same slice).
 */
export function jsonParseCpuMs(body: string): number {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    const before = process.cpuUsage();
    JSON.parse(body);
    const spent = process.cpuUsage(before);
    least = Math.min(least, (spent.user + spent.system) / 1000);
  }
  return least;
}
