import { composeStories } from '@storybook/react-vite';
import { expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { commands, page, userEvent } from 'vitest/browser';
import type { ForcedColorsScheme } from '../vitest.commands.ts';
import preview from './preview.tsx';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Visual baselines of a component: each named story, rendered with the preview's decorators in
 * English and in French, compared with its reference image in `__screenshots__/` beside the test.
 * Stories render without loaders or play functions: pick states that need neither.
 * A new or intentionally changed look: `npm run test:visual -- -u`, then review and commit the images.
 */
/**
 * Rests the pointer in a far corner: a control's CSS :hover style must not depend on where an
 * earlier test left the pointer (the shell's native links and buttons have one).
 */
async function movePointerAway(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 2px; height: 2px';
  // Found by its test id, not by its place among the body's children: a portal or announcer the
  // story adds meanwhile would otherwise send the pointer looking for the wrong element.
  corner.dataset.testid = 'pointer-rest';
  document.body.append(corner);
  await userEvent.hover(page.getByTestId('pointer-rest'));
  corner.remove();
}

export function itMatchesScreenshots(
  stories: StoriesModule,
  storyNames: readonly string[],
  locales: readonly ('en' | 'fr')[] = ['en', 'fr'],
  /** Waits for what a story shows only after a moment (a lazily loaded part), before the capture. */
  ready?: (container: HTMLElement) => Promise<unknown>,
): void {
  for (const locale of locales) {
    const composed: Record<string, unknown> = composeStories(stories, { ...preview, initialGlobals: { locale } });
    for (const name of storyNames) {
      it(`${name} (${locale})`, async () => {
        const Story = composed[name] as (() => React.JSX.Element) | undefined;
        if (!Story) throw new Error(`No story named ${name}`);
        const screen = await render(<Story />);
        await ready?.(screen.container);
        await movePointerAway();
        await document.fonts.ready;
        await expect.element(page.elementLocator(screen.container)).toMatchScreenshot(`${name}-${locale}`);
      });
    }
  }
}

export interface ForcedColorsOptions {
  /** The contrast themes to capture: dark (light text on black) and light (dark text on white). */
  schemes?: readonly ForcedColorsScheme[];
  locales?: readonly ('en' | 'fr')[];
  /**
   * Brings the story to the state to capture (a list opened, an option focused, with the keyboard)
   * and returns what to capture when it is not the story's own container (a popover is portalled
   * out of it).
   */
  prepare?: (container: HTMLElement) => Promise<Element | void>;
}

/**
 * Baselines of stories in forced-colours mode (Windows contrast themes), named
 * `<story>-forced-<scheme>-<locale>`: every colour is a system colour there, so a selected or
 * focused item that the kit does not draw with Highlight/HighlightText may vanish. Review the
 * images themselves: a baseline of an illegible state would lock the fault in.
 */
export function itMatchesForcedColorsScreenshots(
  stories: StoriesModule,
  storyNames: readonly string[],
  { schemes = ['dark', 'light'], locales = ['en'], prepare }: ForcedColorsOptions = {},
): void {
  for (const locale of locales) {
    const composed: Record<string, unknown> = composeStories(stories, { ...preview, initialGlobals: { locale } });
    for (const name of storyNames) {
      for (const scheme of schemes) {
        it(`${name} in forced colours, ${scheme} (${locale})`, async () => {
          const Story = composed[name] as (() => React.JSX.Element) | undefined;
          if (!Story) throw new Error(`No story named ${name}`);
          await commands.emulateForcedColors(scheme);
          try {
            const screen = await render(<Story />);
            await movePointerAway();
            const target = (await prepare?.(screen.container)) ?? screen.container;
            await document.fonts.ready;
            await expect.element(page.elementLocator(target)).toMatchScreenshot(`${name}-forced-${scheme}-${locale}`);
          } finally {
            await commands.emulateForcedColors(null);
          }
        });
      }
    }
  }
}

/**
 * Opens a story's list from its field with the keyboard (Tab, Arrow Down: the list opens on the
 * chosen option) and moves up one option, so that the focused option is not the chosen one; returns
 * the list's popover, portalled out of the story's container, to capture.
 */
export async function openListOnPreviousOption(): Promise<Element> {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('listbox')).toBeVisible();
  await userEvent.keyboard('{ArrowUp}');
  const listbox = page.getByRole('listbox').element();
  await expect.poll(() => listbox.querySelector('[role="option"][data-focused]')).not.toBeNull();
  const popover = listbox.parentElement;
  if (!popover) throw new Error('The list has no popover');
  return popover;
}
