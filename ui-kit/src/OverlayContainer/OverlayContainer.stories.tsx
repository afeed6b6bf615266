import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Select } from '../Select/Select.tsx';
import { OverlayContainer } from './OverlayContainer.tsx';

/** A page's main landmark with a field whose options open in a popover. */
function MainWithASelect() {
  const { t } = useLingui();
  const items = [
    { id: 'Validated', label: t`Published` },
    { id: 'Unpublished', label: t`Draft` },
  ];
  return (
    <main>
      <OverlayContainer>
        <Select label={<Trans>Publication state</Trans>} items={items} />
      </OverlayContainer>
    </main>
  );
}

/**
 * Put inside the page's `<main>` (the application's MainContent does), it receives the popovers and
 * dialogs its content opens, so that they are inside the main landmark rather than after every
 * landmark of the page. axe's `region` rule, which Storybook switches off for stories, runs here with
 * the options open.
 */
const meta = {
  title: 'Kit/Overlays/OverlayContainer',
  component: MainWithASelect,
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
} satisfies Meta<typeof MainWithASelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PopoverInsideMain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(canvas.getByRole('main')).toContainElement(listbox);
  },
};
