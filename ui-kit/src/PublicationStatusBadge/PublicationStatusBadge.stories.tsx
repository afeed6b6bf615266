import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
import { PublicationStatusBadge } from './PublicationStatusBadge.tsx';

/**
 * The publication state of a record, on its page and in lists. Pass the record's `status` as the
 * API gives it and the French `gender` of its noun: "une série" is feminine, "un concept" masculine.
 */
const meta = {
  title: 'Kit/Status/PublicationStatusBadge',
  component: PublicationStatusBadge,
  args: { status: 'Validated' },
} satisfies Meta<typeof PublicationStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Publié' : 'Published');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const PublishedFeminine: Story = {
  args: { gender: 'feminine' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Publiée' : 'Published');
  },
};

export const AlreadyPublished: Story = {
  args: { status: 'Modified' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Provisoire, déjà publié' : 'Draft (already published)');
  },
};

export const AlreadyPublishedFeminine: Story = {
  args: { status: 'Modified', gender: 'feminine' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Provisoire, déjà publiée' : 'Draft (already published)');
  },
};

export const NeverPublished: Story = {
  args: { status: 'Unpublished' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Provisoire, jamais publié' : 'Draft (never published)');
  },
};

export const NeverPublishedFeminine: Story = {
  args: { status: 'Unpublished', gender: 'feminine' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(globals.locale === 'fr' ? 'Provisoire, jamais publiée' : 'Draft (never published)');
  },
};

/** All three side by side: each state has its own icon as well as its own words. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <PublicationStatusBadge {...args} status="Validated" />
      <PublicationStatusBadge {...args} status="Modified" />
      <PublicationStatusBadge {...args} status="Unpublished" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    await expect(new Set(icons).size).toBe(3);
  },
};

/**
 * In a Windows contrast theme, dark: the three badges in system colours, each still told apart by
 * its words and its icon.
 */
export const ForcedColorsDark: Story = {
  ...AllStates,
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvasElement }) => {
    // Each badge holds its icon and its words.
    const badges = [...canvasElement.querySelectorAll('svg')].map((icon) => icon.parentElement);
    await expect(badges).toHaveLength(3);
    for (const badge of badges) if (badge) await expectLegibleInForcedColors(badge);
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
