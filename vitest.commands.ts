import type { BrowserCommand } from 'vitest/node';

/** A Windows high-contrast theme: light text on a dark canvas, or dark text on a light one. */
export type ForcedColorsScheme = 'dark' | 'light';

/**
 * Turns Chromium's forced-colours mode on (with a dark or light high-contrast palette) or off
 * (`null`) for the page the tests run in: `@media (forced-colors: active)` matches and colours are
 * replaced by system colours, as Windows does with a contrast theme. Off returns to Playwright's
 * defaults (no forced colours, a light scheme), so the next test of a shared page is unaffected.
 */
const emulateForcedColors: BrowserCommand<[scheme: ForcedColorsScheme | null]> = async (context, scheme) => {
  if (!('page' in context) || typeof context.page.emulateMedia !== 'function') {
    throw new Error('emulateForcedColors needs the Playwright provider');
  }
  await context.page.emulateMedia(scheme ? { forcedColors: 'active', colorScheme: scheme } : { forcedColors: 'none', colorScheme: 'light' });
};

/** Commands the browser tests may call through `commands` from `vitest/browser`. */
export const browserCommands = { emulateForcedColors };

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateForcedColors: (scheme: ForcedColorsScheme | null) => Promise<void>;
  }
}
