import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Download, Pencil, Send } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { GuardedAction } from '../GuardedAction/GuardedAction.tsx';
import { LinkButton } from '../Link/Link.tsx';
import { ActionToolbar } from './ActionToolbar.tsx';

const onPublish = fn();

/**
 * The actions of a view or form page: the way back on the left, the actions on the right (wrap
 * guarded ones in `GuardedAction`). A group named "Actions" (not an ARIA toolbar): Tab reaches each
 * action in turn, Shift+Tab goes back.
 */
const meta = {
  title: 'Kit/Actions/ActionToolbar',
  component: ActionToolbar,
  args: {
    back: (
      <LinkButton href="/concepts" variant="quiet">
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back</Trans>
      </LinkButton>
    ),
    children: (
      <>
        <Button variant="secondary">
          <Download aria-hidden="true" className="size-4" />
          <Trans>Export</Trans>
        </Button>
        <GuardedAction allowed>
          <LinkButton href="/concepts/c1001/modify" variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Modify</Trans>
          </LinkButton>
        </GuardedAction>
        <GuardedAction allowed>
          <Button onPress={onPublish}>
            <Send aria-hidden="true" className="size-4" />
            <Trans>Publish</Trans>
          </Button>
        </GuardedAction>
      </>
    ),
  },
  argTypes: { back: { control: false }, children: { control: false } },
} satisfies Meta<typeof ActionToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const group = canvas.getByRole('group', { name: 'Actions' });
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    // Each action is a Tab stop of its own, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fr ? 'Retour' : 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveFocus();
    await userEvent.tab();
    const publish = canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' });
    await expect(publish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPublish).toHaveBeenCalled();
    // Arrow keys do not move between them (it is no toolbar); Shift+Tab goes back.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(publish).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveFocus();
    await expect(group).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Only the way back: a reader without privileges sees no action at all. */
export const BackOnly: Story = {
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** On a phone the actions wrap under the way back; the buttons keep their natural width. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('group', { name: 'Actions' });
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    const back = canvas.getAllByRole('link')[0];
    await expect(back?.getBoundingClientRect().width).toBeLessThan(toolbar.getBoundingClientRect().width);
  },
};
