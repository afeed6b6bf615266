import type { ForcedColorsScheme } from '../vitest.commands.ts';

/**
 * A story's `parameters.forcedColors` (`'dark'` or `'light'`): in the Vitest projects, Chromium's
 * forced-colours mode (a Windows contrast theme) is on while the story renders, plays and is scanned
 * by axe, and off again before the next story (the returned cleanup). A page cannot switch it on
 * itself: in Storybook, use the browser's DevTools (Rendering, Emulate CSS media feature
 * forced-colors) to see such a story as it is tested.
 */
export async function emulateForcedColorsFor(parameters: Record<string, unknown>): Promise<(() => Promise<void>) | undefined> {
  const scheme = parameters.forcedColors;
  if (scheme !== 'dark' && scheme !== 'light') return undefined;
  // Only Vitest's browser mode provides the command; anywhere else the module throws when imported.
  const browser = await import('vitest/browser').catch(() => null);
  if (!browser?.commands) return undefined;
  const emulate = (value: ForcedColorsScheme | null) => browser.commands.emulateForcedColors(value);
  await emulate(scheme);
  return () => emulate(null);
}
