import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

/**
 * A modal window for a task that must be finished or cancelled before going on (exporting with
 * options, choosing codes). For yes/no questions use ConfirmDialog.
 */
const meta = {
  title: 'Kit/Overlays/Dialog',
  component: Dialog,
  args: { isOpen: false, onOpenChange: () => undefined, title: '', children: null },
  argTypes: { children: { control: false }, title: { control: false }, actions: { control: false } },
  render: function DialogDemo() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>
          <Trans>Export</Trans>
        </Button>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={<Trans>Export the quality report</Trans>}
          actions={
            <>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onPress={() => setOpen(false)}>
                <Trans>Export</Trans>
              </Button>
            </>
          }
        >
          <p>
            <Trans>The document includes the rubrics filled in both languages.</Trans>
          </p>
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
