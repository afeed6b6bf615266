import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

// Where focus is and what screen readers are told, after every page change and every action
// (WCAG 2.4.3, 4.1.3; RGAA 12.8, 7.5): the checks each journey makes at each of its steps.

/** Where focus is, in words, for failure messages: `button "Save"`, `h1 "Fréquence"`, `body`. */
function describeFocus(): string {
  const active = document.activeElement;
  if (!active || active === document.body) return 'body (focus lost)';
  const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? '';
  return `${role} "${name}"${active.id ? ` #${active.id}` : ''}`;
}

/** Fails, naming where focus is instead, unless `target` has focus (now or within the expect timeout). */
export async function expectFocusOn(page: Page, target: Locator, what?: string): Promise<void> {
  try {
    await expect(target).toBeFocused();
  } catch (error) {
    const actual = await page.evaluate(describeFocus);
    throw new Error(`Focus should be on ${what ?? String(target)}, but is on ${actual}.\n${(error as Error).message}`);
  }
}

/** The shell's one polite live region (app/src/shell/Announcer.tsx). */
export const announcer = (page: Page): Locator => page.locator('#announcer');

/**
 * `text` is said to screen readers: some live region (the shell's, a toast's alert, a status
 * beside the control) holds it.
 */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  const regions = page.locator('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]');
  await expect(regions.filter({ hasText: text }).first(), `announced: ${String(text)}`).toBeAttached();
}

/**
 * A write said what it did, to which record: the toast (an alert, said as it appears) reads `text`,
 * e.g. "Code list CL_FREQ saved.".
 */
export async function expectWriteAnnounced(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: text });
  await expect(toast.first(), `toast: ${text}`).toHaveText(text);
}

/**
 * After a page change: the new page's heading (`h1`) reads `heading` and has focus, and the shell's
 * live region says the new page's title.
 */
export async function expectNewPage(page: Page, heading: string | RegExp): Promise<Locator> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expectFocusOn(page, h1, `the new page's heading (${String(heading)})`);
  // The title is the new page's by the time its heading shows (both render together).
  await expect(announcer(page), 'the new page’s title is said').toHaveText(await page.title());
  return h1;
}

/** A page opened by its address (a first load): focus stays with the browser, nothing is said. */
export async function expectFirstPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  await expect(announcer(page)).toBeEmpty();
}

/**
 * Watches focus from now until the answered function is called, which answers every moment focus
 * was on the page's body meanwhile (none is expected: WCAG 2.4.3): looked at on every animation
 * frame, so any moment painted, and so said, is seen. Each moment names where focus was before.
 */
export async function watchFocusOffBody(page: Page): Promise<() => Promise<string[]>> {
  const key = `focusWatch${Math.random().toString(36).slice(2)}`;
  await page.evaluate((name) => {
    const state = { lost: [] as string[], last: '', watching: true };
    (window as unknown as Record<string, typeof state>)[name] = state;
    const describe = (element: Element) =>
      `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const look = () => {
      if (!state.watching) return;
      const active = document.activeElement;
      if (!active || active === document.body) {
        // A page opened by its address starts there: watched from the first element focused.
        if (state.last === '') return requestAnimationFrame(look);
        const moment = `body after ${state.last}`;
        if (state.lost.at(-1) !== moment) state.lost.push(moment);
      } else {
        state.last = describe(active);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, key);
  return () =>
    page.evaluate((name) => {
      const state = (window as unknown as Record<string, { lost: string[]; watching: boolean }>)[name];
      if (!state) throw new Error('The page was loaded again while focus was watched.');
      state.watching = false;
      return state.lost;
    }, key);
}
