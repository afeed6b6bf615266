// @ts-check
// The type of what `npm run bench` hands to each module of scripts/bench/.

/**
 * What every bench module receives.
 * @typedef {object} BenchContext
 * @property {string} baseUrl the running server, for example http://127.0.0.1:41234
 * @property {string} root the repository
 * @property {() => Promise<import('playwright').Browser>} launchBrowser Debian's Chromium, headless
 * @property {(urlPath: string, options?: { seconds?: number, connections?: number, method?: string, body?: string, headers?: Record<string, string> }) => Promise<{ requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number }>} load
 *   a short autocannon run against one path
 * @property {(key: string, figures: Record<string, unknown>, line: string) => void} report
 *   records figures under a key and prints one line for people
 */

export {};
