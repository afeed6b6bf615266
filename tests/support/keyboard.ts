import { expect, type Locator, type Page } from '@playwright/test';

type Position = 'focused' | 'before' | 'after' | 'in-toolbar-before' | 'in-toolbar-after';

/**
 * Where the target stands from the element that has focus: focused, before or after it in the
 * page's order, or in the same toolbar (Tab enters a toolbar once; its arrows move inside it).
 */
function positionOf(target: Locator): Promise<Position> {
  return target.evaluate((element): Position => {
    const active = document.activeElement;
    if (element === active) return 'focused';
    if (!active || active === document.body) return 'after';
    const isBefore = Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    const toolbar = element.closest('[role="toolbar"]');
    if (toolbar && toolbar.contains(active)) return isBefore ? 'in-toolbar-before' : 'in-toolbar-after';
    return isBefore ? 'before' : 'after';
  });
}

const KEYS: Record<Exclude<Position, 'focused'>, string> = {
  before: 'Shift+Tab',
  after: 'Tab',
  'in-toolbar-before': 'ArrowLeft',
  'in-toolbar-after': 'ArrowRight',
};

/**
 * Moves focus to the element as a keyboard user does: Tab forwards, Shift+Tab backwards, and the
 * arrow keys inside a toolbar.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  let direction: 'before' | 'after' | undefined;
  for (let press = 0; press < maxPresses; press += 1) {
    const position = await positionOf(target).catch(() => 'after' as const);
    if (position === 'focused') return;
    // Once Tab or Shift+Tab is chosen, it stays: the page may wrap around (dialogs keep focus inside).
    if (position === 'before' || position === 'after') direction ??= position;
    await page.keyboard.press(position.startsWith('in-toolbar') ? KEYS[position] : KEYS[direction ?? 'after']);
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
 * `aria-activedescendant`.
 */
export async function chooseOption(page: Page, option: Locator, maxPresses = 30): Promise<void> {
  await expect(option).toBeVisible();
  const isCurrent = () =>
    option.evaluate((element) => {
      const active = document.activeElement;
      return element === active || (element.id !== '' && active?.getAttribute('aria-activedescendant') === element.id);
    });
  for (let press = 0; press < maxPresses && !(await isCurrent()); press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await isCurrent(), 'the option is reached with the arrow keys').toBe(true);
  await page.keyboard.press('Enter');
}
