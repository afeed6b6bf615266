import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import {
  expectDistinctInForcedColors,
  expectLegibleInForcedColors,
  expectNoRuleInForcedColors,
  forcedColorsParameters,
} from '../utils/forced-colors-checks.ts';
import { ModuleMenu } from './ModuleMenu.tsx';

/**
 * A module's navigation bar. Mark the entry of the current page with `isCurrent`; put help and
 * administration at the end with `placement: 'end'`. Each module has its accent colour.
 */
const meta = {
  title: 'Kit/Page/ModuleMenu',
  component: ModuleMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Code lists',
    accent: 'codelists',
    items: [
      { id: 'home', label: <Trans>Home</Trans>, href: '#home' },
      { id: 'lists', label: <Trans>Code lists</Trans>, href: '#lists', isCurrent: true },
      { id: 'partial', label: <Trans>Partial code lists</Trans>, href: '#partial' },
      {
        id: 'help',
        label: <Trans>Help</Trans>,
        href: 'https://example.org/help',
        placement: 'end',
        isExternal: true,
        externalHint: '(new tab)',
      },
    ],
  },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof ModuleMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Code lists' });
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(nav.querySelector('[aria-current="page"]')).toBe(links[1]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const Operations: Story = {
  args: {
    label: 'Operations',
    accent: 'operations',
    items: [
      { id: 'families', label: <Trans>Families</Trans>, href: '#families' },
      { id: 'series', label: <Trans>Series</Trans>, href: '#series', isCurrent: true },
      { id: 'operations', label: <Trans>Operations</Trans>, href: '#operations' },
      { id: 'indicators', label: <Trans>Indicators</Trans>, href: '#indicators' },
      { id: 'documents', label: <Trans>Documents and links</Trans>, href: '#documents', placement: 'end' },
    ],
  },
};

/** At 320 px the entries wrap onto several lines; none is cut. */
export const Narrow: Story = {
  ...Operations,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/**
 * In a Windows contrast theme, dark: the current entry keeps its thick rule in the system's
 * highlight colour; the others have none (a transparent rule would turn into text colour there,
 * and every entry would look current).
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas }) => {
    const [home, current] = canvas.getAllByRole('link');
    if (!home || !current) throw new Error('The menu has no entries');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expectLegibleInForcedColors(current);
    await expectLegibleInForcedColors(home);
    await expectNoRuleInForcedColors(home);
    await expectDistinctInForcedColors(current, home, 'borderBottomColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
