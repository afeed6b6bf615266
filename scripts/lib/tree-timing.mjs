// @ts-check
/* global document -- the functions given to page.waitForFunction run in the page */
// Timings of a tree screen in Chromium, shared by the tree benches: the first rows drawn after a
// navigation, and a node expanded with the keyboard until one of its children is drawn.

/** The rows of the screen's tree (virtualized: only those in view are drawn). */
export const TREE_ROWS = '[role="treegrid"] [role="row"]';

/** Milliseconds from navigation start to the tree's first row drawn. */
export async function firstRows(/** @type {import('playwright').Page} */ page, /** @type {string} */ url) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (rows) => {
      const first = document.querySelector(rows);
      return first && first.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    TREE_ROWS,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** Scrolls the tree until the row of record `id` is drawn. */
export async function scrollToRow(/** @type {import('playwright').Page} */ page, /** @type {string} */ id) {
  await page.waitForFunction(
    ({ rows, key }) => {
      if (document.querySelector(`${rows}[data-key="${key}"]`)) return true;
      const grid = document.querySelector('[role="treegrid"]');
      if (grid) grid.scrollTop += grid.clientHeight / 2;
      return false;
    },
    { rows: TREE_ROWS, key: id },
    { polling: 'raf', timeout: 60_000 },
  );
}

/**
 * Milliseconds from ArrowRight on the focused row (or on the row of `id`, scrolled to and focused
 * first) to the row of one of `children` drawn.
 */
export async function timeExpand(/** @type {import('playwright').Page} */ page, /** @type {string[]} */ children, /** @type {string | undefined} */ id = undefined) {
  if (id !== undefined) {
    await scrollToRow(page, id);
    await page.locator(`${TREE_ROWS}[data-key="${id}"]`).focus();
  }
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.press('ArrowRight');
  const handle = await page.waitForFunction(
    ({ rows, keys }) => (keys.some((key) => document.querySelector(`${rows}[data-key="${key}"]`)) ? performance.now() : 0),
    { rows: TREE_ROWS, keys: children },
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue()) - started;
}
