import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { BookOpen, ListTree, Table } from 'lucide-react';
import { expect } from 'storybook/test';
import { Tile, TileGrid } from './Tile.tsx';

/** Large links to the parts of the application, in a responsive grid, each in its module's accent. */
const meta = {
  title: 'Kit/Navigation/Tile',
  component: Tile,
  args: {
    href: '#codelists',
    accent: 'codelists',
    title: <Trans>Code lists</Trans>,
    description: <Trans>Complete and partial code lists</Trans>,
    icon: <ListTree className="size-6" />,
  },
  argTypes: { title: { control: false }, description: { control: false }, icon: { control: false } },
} satisfies Meta<typeof Tile>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
};

export const Grid: Story = {
  render: () => (
    <TileGrid label="Modules">
      {[
        <Tile key="c" href="#concepts" accent="concepts" title={<Trans>Concepts</Trans>} icon={<BookOpen className="size-6" />} />,
        <Tile key="s" href="#structures" accent="structures" title={<Trans>Structures</Trans>} icon={<Table className="size-6" />} />,
        <Tile key="l" href="#codelists" accent="codelists" title={<Trans>Code lists</Trans>} icon={<ListTree className="size-6" />} />,
      ]}
    </TileGrid>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};

/**
 * A part of the application that cannot be used yet (a module without screens): it says so in words
 * on the tile, which are part of the link's name, and looks subdued (dashed border, no accent).
 */
export const NotAvailableYet: Story = {
  args: {
    href: '#concepts',
    accent: 'concepts',
    title: <Trans>Concepts</Trans>,
    description: <Trans>Concepts and collections of concepts</Trans>,
    icon: <BookOpen className="size-6" />,
    unavailable: <Trans>Not available yet</Trans>,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(globals.locale === 'fr' ? /Pas encore disponible$/ : /Not available yet$/);
    await expect(canvas.getByText(globals.locale === 'fr' ? 'Pas encore disponible' : 'Not available yet')).toBeVisible();
  },
};
