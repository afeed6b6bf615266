import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../Link/Link.tsx';
import { GuardedAction } from './GuardedAction.tsx';

/**
 * Wrap each guarded action of a page: `allowed` comes from the application's guard (privilege,
 * strategy, stamps). Refused actions are not rendered at all, rather than shown disabled.
 */
const meta = {
  title: 'Kit/Actions/GuardedAction',
  component: GuardedAction,
  args: {
    allowed: true,
    children: (
      <LinkButton href="/concepts/c1001/modify" variant="secondary">
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Modify</Trans>
      </LinkButton>
    ),
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div className="flex gap-2">
      <Button variant="quiet">
        <Trans>Export</Trans>
      </Button>
      <GuardedAction {...args} />
    </div>
  ),
} satisfies Meta<typeof GuardedAction>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: globals.locale === 'fr' ? 'Modifier' : 'Modify' })).toHaveFocus();
  },
};

export const Refused: Story = {
  args: { allowed: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
