import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmKind } from './ConfirmDialog.tsx';

/**
 * Asks before an irreversible action: deleting, publishing, replacing a file, leaving unsaved changes. Each kind has
 * its own wording; `message` can name the record. Focus starts on the safe answer.
 */
const meta = {
  title: 'Kit/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { kind: 'delete', isOpen: false, onOpenChange: fn(), onConfirm: fn() },
  render: function ConfirmDemo(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button variant={args.kind === 'publish' ? 'primary' : 'secondary'} onPress={() => setOpen(true)}>
          <Trans>Open</Trans>
        </Button>
        <ConfirmDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

async function openAndFind(userEvent: { tab: () => Promise<void>; keyboard: (keys: string) => Promise<void> }) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('alertdialog');
}

export const Delete: Story = {
  play: async ({ userEvent, args, globals }) => {
    const dialog = await openAndFind(userEvent);
    const cancel = within(dialog).getByRole('button', { name: globals.locale === 'fr' ? 'Annuler' : 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Publish: Story = { args: { kind: 'publish' } };

/** Replacing what cannot be recovered (a file): a danger, named by the host's message. */
export const Replace: Story = {
  args: { kind: 'replace', message: <Trans>Replace the file methodology.pdf with methodology-2024.pdf?</Trans> },
  play: async ({ userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const dialog = await openAndFind(userEvent);
    await expect(dialog).toHaveAccessibleName(fr ? 'Remplacer' : 'Replace');
    const cancel = within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: fr ? 'Remplacer' : 'Replace' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const LeaveWithoutSaving: Story = {
  args: { kind: 'leave' },
  play: async ({ userEvent, args }) => {
    const dialog = await openAndFind(userEvent);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Opened without a press of its own (the unsaved-changes question, when a link is followed): the
 * safe answer still takes focus, on the next frame at the latest (react-aria's autoFocus may wait
 * for transitions that, with reduced motion, never end).
 */
export const OpenedWithoutAPress: Story = {
  args: { kind: 'leave', isOpen: true },
  play: async ({ globals }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    const stay = within(dialog).getByRole('button', { name: globals.locale === 'fr' ? 'Rester sur cette page' : 'Stay on this page' });
    await waitFor(() => expect(stay).toHaveFocus());
  },
};

/** The confirmed action runs: the confirm button shows progress and the dialog stays open. */
export const Pending: Story = { args: { kind: 'delete', isOpen: true, isPending: true } };

/** The server refused: its reason is shown inside the dialog. */
export const Refused: Story = {
  args: {
    kind: 'delete' as ConfirmKind,
    isOpen: true,
    children: (
      <Alert tone="error" live="assertive">
        <Trans>A published code list cannot be deleted.</Trans>
      </Alert>
    ),
  },
};

/**
 * Refused for a reason to fix elsewhere, so that confirming again would be refused the same way: the
 * action is no longer offered, the safe button reads Close and holds focus.
 */
export const RefusedForGood: Story = {
  args: {
    kind: 'publish' as ConfirmKind,
    isOpen: true,
    canConfirm: false,
    children: (
      <Alert tone="error" live="assertive">
        <Trans>Publish the family of this series first.</Trans>
      </Alert>
    ),
  },
  play: async ({ globals }) => {
    const fr = globals.locale === 'fr';
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    const close = within(dialog).getAllByRole('button', { name: fr ? 'Fermer' : 'Close' }).at(-1);
    await waitFor(() => expect(close).toHaveFocus());
  },
};
