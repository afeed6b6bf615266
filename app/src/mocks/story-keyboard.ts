import { expect, screen, waitFor, within } from 'storybook/test';

interface Tabbing {
  tab: (options?: { shift?: boolean }) => Promise<void>;
}

interface Keyboard extends Tabbing {
  keyboard: (text: string) => Promise<void>;
}

interface Writing extends Keyboard {
  paste: (text: string) => Promise<void>;
}

/** Presses Tab until `target` has focus, as a keyboard user reaches it; fails past `maxPresses`. */
export async function tabTo(userEvent: Tabbing, target: HTMLElement, maxPresses = 30): Promise<void> {
  for (let press = 0; press < maxPresses && document.activeElement !== target; press += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Presses Shift+Tab until `target` has focus (a form's Save is above its fields); fails past `maxPresses`. */
export async function shiftTabTo(userEvent: Tabbing, target: HTMLElement, maxPresses = 150): Promise<void> {
  for (let press = 0; press < maxPresses && document.activeElement !== target; press += 1) await userEvent.tab({ shift: true });
  await expect(target).toHaveFocus();
}

/** Types `text` into a field reached with Tab (at most `maxPresses` presses). */
export async function typeInto(userEvent: Keyboard, field: HTMLElement, text: string, maxPresses = 80): Promise<void> {
  await tabTo(userEvent, field, maxPresses);
  await userEvent.keyboard(text);
}

/**
 * Writes plain `text` into a text field reached with Tab: all of it but the last character pasted,
 * the last one typed. In a large form each key renders the form again (up to a fifth of a second a
 * key on a loaded machine); the field takes the paste and the key as it takes typing (its value, its
 * counter, its rules checked as one types), so the story checks the same thing in one key's time.
 * Typing whose keys matter one by one (Enter or a comma in tags, digits in a date, a search as it
 * is typed) stays `typeInto`.
 */
export async function writeInto(userEvent: Writing, field: HTMLElement, text: string, maxPresses = 80): Promise<void> {
  if (/[{[]/.test(text)) throw new Error(`writeInto takes plain text, not keys: ${text}`);
  await tabTo(userEvent, field, maxPresses);
  await userEvent.paste(text.slice(0, -1));
  await userEvent.keyboard(text.slice(-1));
}

/**
 * Opens a select reached with Tab (at most `maxPresses` presses), moves down to the option named `option`,
 * picks it with Enter, and checks the list closed and the button now shows the option.
 */
export async function choose(userEvent: Keyboard, button: HTMLElement, option: string, maxPresses = 80): Promise<void> {
  await tabTo(userEvent, button, maxPresses);
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  const wanted = await within(listbox).findByRole('option', { name: option });
  for (let press = 0; press < 20 && document.activeElement !== wanted; press += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(wanted).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveTextContent(option));
}
