import { expect } from 'storybook/test';

interface Keyboard {
  tab: (options?: { shift?: boolean }) => Promise<void>;
}

/** Presses Tab until `target` has focus, as a keyboard user reaches it; fails past `maxPresses`. */
export async function tabTo(userEvent: Keyboard, target: HTMLElement, maxPresses = 30): Promise<void> {
  for (let press = 0; press < maxPresses && document.activeElement !== target; press += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}
