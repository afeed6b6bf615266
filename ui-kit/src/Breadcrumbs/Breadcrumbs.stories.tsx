import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.tsx';

function BreadcrumbsPage({ navigate, ...args }: BreadcrumbsProps & { navigate: (href: string) => void }) {
  return (
    <RouterProvider navigate={navigate}>
      <Breadcrumbs {...args} />
    </RouterProvider>
  );
}

/**
 * Where the page sits in its module. List the ancestors with their `href`, the current page last;
 * record labels carry their `lang`.
 */
const meta = {
  title: 'Kit/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: <Trans>Operations</Trans>, href: '/operations' },
      { id: 'series', label: <Trans>Series</Trans>, href: '/operations/series' },
      { id: 's1001', label: 'Enquête annuelle de production', href: '/operations/series/s1001', lang: 'fr' },
      { id: 'sims', label: <Trans>Quality report</Trans> },
    ],
    navigate: fn(),
  },
  argTypes: { items: { control: false } },
  render: BreadcrumbsPage,
} satisfies Meta<typeof BreadcrumbsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const nav = canvas.getByRole('navigation', { name: fr ? 'Fil d’Ariane' : 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    const current = canvas.getByText(fr ? 'Rapport qualité' : 'Quality report').closest('[aria-current]');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fr ? 'Séries' : 'Series' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/operations/series', undefined);
  },
};

export const LongFrenchLabel: Story = {
  args: {
    items: [
      { id: 'home', label: <Trans>Classifications</Trans>, href: '/classifications' },
      { id: 'naf', label: 'Nomenclature d’activités française révision 2, 2008', href: '/classifications/naf', lang: 'fr' },
      { id: 'item', label: 'Activités des ménages en tant qu’employeurs de personnel domestique', lang: 'fr' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
