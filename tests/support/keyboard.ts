import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

type Position = 'focused' | 'before' | 'after' | 'in-toolbar-before' | 'in-toolbar-after' | 'detached';

/**
 * Where the element stands from the one that has focus: focused, before or after it in the page's
 * order, or in the same toolbar (Tab enters a toolbar once; its arrows move inside it).
 */
function positionOf(element: Element): Position {
  if (!element.isConnected) return 'detached';
  const active = document.activeElement;
  if (element === active) return 'focused';
  if (!active || active === document.body) return 'after';
  const isBefore = Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  const toolbar = element.closest('[role="toolbar"]');
  if (toolbar?.contains(active)) return isBefore ? 'in-toolbar-before' : 'in-toolbar-after';
  return isBefore ? 'before' : 'after';
}

const KEYS = { before: 'Shift+Tab', after: 'Tab', 'in-toolbar-before': 'ArrowLeft', 'in-toolbar-after': 'ArrowRight' } as const;

/**
 * Moves focus to the element as a keyboard user does: Tab forwards, Shift+Tab backwards, and the
 * arrow keys inside a toolbar.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  // One element, asked where it stands after each key: cheaper than finding it again each time.
  let element: ElementHandle = await target.elementHandle();
  let direction: 'before' | 'after' | undefined;
  try {
    for (let press = 0; press < maxPresses; press += 1) {
      let position = await element.evaluate(positionOf);
      if (position === 'detached') {
        // Rendered again meanwhile: find it anew.
        await element.dispose();
        element = await target.elementHandle();
        position = await element.evaluate(positionOf);
      }
      if (position === 'focused') return;
      // Once Tab or Shift+Tab is chosen, it stays: the page may wrap around (dialogs keep focus inside).
      if (position === 'before' || position === 'after') direction ??= position;
      const key = position === 'in-toolbar-before' || position === 'in-toolbar-after' ? KEYS[position] : KEYS[direction ?? 'after'];
      await page.keyboard.press(key);
    }
  } finally {
    await element.dispose();
  }
  await expect(target).toBeFocused();
}

/** Reaches a text field with the keyboard and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * In an open list box (a select's or a combo box's), moves down with the arrow keys to the option
 * and chooses it with Enter. Options take focus themselves, or are pointed at by the combo box's
 * `aria-activedescendant`. The option is looked up again at each press: a combo box answering a
 * later search replaces its options, and a handle on the earlier node would never become current.
 */
export async function chooseOption(page: Page, option: Locator, maxPresses = 30): Promise<void> {
  await expect(option).toBeVisible();
  const isCurrent = () =>
    option.evaluate((node) => {
      const active = document.activeElement;
      return node === active || (node.id !== '' && active?.getAttribute('aria-activedescendant') === node.id);
    });
  for (let press = 0; press < maxPresses && !(await isCurrent()); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await isCurrent(), 'the option is reached with the arrow keys').toBe(true);
  await page.keyboard.press('Enter');
}

/** A file as Playwright hands it to the page's file picker. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Opens the system's file picker with Enter on its button (reached with Tab), and picks the file in it. */
export async function chooseFile(page: Page, button: Locator, file: PickedFile): Promise<void> {
  // Listened to first: Playwright intercepts the picker once the listener has reached the browser,
  // which the key presses that reach the button leave time for.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}
