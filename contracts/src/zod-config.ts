/**
 * Zod without its just-in-time parsers, for every consumer of the contracts (the SPA, the API, the
 * tests): to decide whether it may compile them, zod v4 tries `new Function("")` once, which the
 * SPA's content security policy forbids (no `unsafe-eval`): the browser reports a violation even
 * though zod catches the error. Under `jitless` zod never tries. The interpreted parsers cost a few
 * milliseconds on a 10,000-code list, nothing on a form.
 *
 * This is `z.config({ jitless: true })` without loading zod: zod keeps its settings on
 * `globalThis.__zod_globalConfig` and takes an object already there, so the SPA's first page, which
 * runs this, carries no zod. zod-config.test.ts checks that it is zod's own setting.
 *
 * It must run before any schema is built. The contracts' entry imports it first, which holds in
 * Node (the API, the tests) and in development. A production bundle skips the entry (it only
 * re-exports, and the package has no side effects but this file), so the SPA's entry, `main.tsx`,
 * imports `@atelier/contracts/zod-config` first of all.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
/** zod's settings object, as zod will take it (the server's entry changes them: zod-config-server.ts). */
export const zodSettings = (holder.__zod_globalConfig ??= {});
zodSettings.jitless = true;
