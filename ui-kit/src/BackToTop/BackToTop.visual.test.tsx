import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { commands, page, userEvent } from 'vitest/browser';
import type { ForcedColorsScheme } from '../../../vitest.commands.ts';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './BackToTop.stories.tsx';

/**
 * The button as it shows once the page is scrolled (at rest, and with the keyboard's focus ring),
 * captured with its row only: the page it floats over is 300vh of nothing. In forced colours too.
 */
describe('BackToTop looks', () => {
  const cases: { name: string; locale: 'en' | 'fr'; focused?: boolean; scheme?: ForcedColorsScheme }[] = [
    { name: 'Shown-en', locale: 'en' },
    { name: 'Shown-fr', locale: 'fr' },
    { name: 'Focused-en', locale: 'en', focused: true },
    { name: 'Focused-forced-dark-en', locale: 'en', focused: true, scheme: 'dark' },
    { name: 'Focused-forced-light-en', locale: 'en', focused: true, scheme: 'light' },
  ];
  for (const { name, locale, focused, scheme } of cases) {
    it(name, async () => {
      const { ShownAfterScroll } = composeStories(stories, { ...preview, initialGlobals: { locale } });
      if (scheme) await commands.emulateForcedColors(scheme);
      try {
        const screen = await render(<ShownAfterScroll />);
        window.scrollTo({ top: 400 });
        const button = screen.getByText(locale === 'fr' ? 'Retour en haut de page' : 'Back to top');
        document.getElementById('story-top')?.focus({ preventScroll: true });
        await expect.element(button).toBeVisible();
        if (focused) {
          await userEvent.tab();
          await expect.element(button).toHaveFocus();
        }
        await document.fonts.ready;
        // Its row, not the button alone: the focus ring lies outside the button's box.
        const row = button.element().parentElement;
        if (!row) throw new Error('The button has no row');
        await expect.element(page.elementLocator(row)).toMatchScreenshot(name);
      } finally {
        if (scheme) await commands.emulateForcedColors(null);
      }
    });
  }
});
