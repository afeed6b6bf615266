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
