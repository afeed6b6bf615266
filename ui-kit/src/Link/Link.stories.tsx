import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import { Link, LinkButton } from './Link.tsx';

/**
 * `Link` for navigation in running text and lists; `LinkButton` for a navigation that reads as an
 * action ("New", "Modify"). Use `Button` when nothing navigates.
 */
const meta = {
  title: 'Kit/Actions/Link',
  component: Link,
  args: { href: '#codelists', children: <Trans>Code lists</Trans> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    const name = globals.locale === 'fr' ? 'Listes de codes' : 'Code lists';
    await expect(canvas.getByRole('link', { name })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const InRunningText: Story = {
  render: (args) => (
    <p className="max-w-prose">
      <Trans>
        Browse the <Link {...args}>code lists</Link> of the office.
      </Trans>
    </p>
  ),
};

export const AsButton: StoryObj<typeof LinkButton> = {
  render: () => (
    <LinkButton href="#create">
      <Plus aria-hidden="true" className="size-4" />
      <Trans>New</Trans>
    </LinkButton>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: globals.locale === 'fr' ? 'Nouveau' : 'New' })).toHaveFocus();
  },
};
