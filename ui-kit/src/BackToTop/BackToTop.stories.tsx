import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop.tsx';

/** Put it once in the page frame; it shows after 100 px of scrolling and returns focus to the top. */
const meta = {
  title: 'Kit/Page/BackToTop',
  component: BackToTop,
  args: { targetId: 'story-top' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <div id="story-top" tabIndex={-1} className="outline-none">
        <p className="p-4">
          <Trans>Reference metadata</Trans>
        </p>
      </div>
      <div className="h-[300vh]" />
      <BackToTop {...args} />
    </>
  ),
} satisfies Meta<typeof BackToTop>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, globals }) => {
    const body = within(document.body);
    const name = globals.locale === 'fr' ? 'Retour en haut de page' : 'Back to top';
    await expect(body.queryByRole('button', { name })).not.toBeInTheDocument();
    window.scrollTo({ top: 400 });
    const button = await body.findByRole('button', { name });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.getElementById('story-top')).toHaveFocus());
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
