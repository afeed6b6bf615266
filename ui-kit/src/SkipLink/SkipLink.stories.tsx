import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

/**
 * Put it first in the page, pointing at `<main id=… tabIndex={-1}>`. It stays hidden until the
 * first press of Tab.
 */
const meta = {
  title: 'Kit/Page/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Demo">
        <a href="#top">
          <Trans>Home</Trans>
        </a>
      </nav>
      <main id="story-main" tabIndex={-1}>
        <p>
          <Trans>Reference metadata</Trans>
        </p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: /skip to main content|aller au contenu principal/i });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Before the first Tab: out of sight (but first for screen readers). */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /skip to main content|aller au contenu principal/i });
    await expect(link).not.toHaveFocus();
    // Visually hidden: clipped to nothing, out of the flow.
    await expect(getComputedStyle(link).clipPath).toBe('inset(50%)');
    await expect(getComputedStyle(link).position).toBe('absolute');
  },
};

/**
 * Focused, after the first Tab: it shows at the top left of the window, above the page, in full,
 * with its focus ring, and stays until focus leaves it.
 */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: /skip to main content|aller au contenu principal/i });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.top).toBeLessThan(20);
    await expect(box.left).toBeLessThan(20);
    await expect(getComputedStyle(link).position).toBe('fixed');
    await expect(getComputedStyle(link).clipPath).toBe('none');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    // Not a sliver of text: the whole label is on screen.
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
