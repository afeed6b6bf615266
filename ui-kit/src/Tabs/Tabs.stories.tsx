import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import {
  expectDistinctInForcedColors,
  expectLegibleInForcedColors,
  expectNoRuleInForcedColors,
  forcedColorsParameters,
} from '../utils/forced-colors-checks.ts';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

function ConceptTabs(args: TabsProps) {
  const { t } = useLingui();
  return (
    <Tabs {...args}>
      <TabList aria-label={t`Concept sections`}>
        <Tab id="general">
          <Trans>General information</Trans>
        </Tab>
        <Tab id="notes">
          <Trans>Notes</Trans>
        </Tab>
        <Tab id="links">
          <Trans>Links</Trans>
        </Tab>
      </TabList>
      <TabPanel id="general">
        <Trans>Owner, contributor, dissemination status and dates.</Trans>
      </TabPanel>
      <TabPanel id="notes">
        <Trans>Definition, scope note, editorial note and change note.</Trans>
      </TabPanel>
      <TabPanel id="links">
        <Trans>Parent, child, reference and succession links.</Trans>
      </TabPanel>
    </Tabs>
  );
}

/**
 * Sections of one page shown one at a time (a concept's general information, notes, links).
 * Name the `TabList` with `aria-label`. Arrows move between tabs; Tab goes on into the panel.
 */
const meta = {
  title: 'Kit/Navigation/Tabs',
  component: Tabs,
  render: ConceptTabs,
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('tablist', { name: fr ? 'Sections du concept' : 'Concept sections' })).toBeInTheDocument();
    await userEvent.tab();
    const general = canvas.getByRole('tab', { name: fr ? 'Informations générales' : 'General information' });
    await expect(general).toHaveFocus();
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const notes = canvas.getByRole('tab', { name: 'Notes' });
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(fr ? 'Définition' : 'Definition');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['notes'] },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: globals.locale === 'fr' ? 'Liens' : 'Links' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** On a phone the tabs wrap onto a second line instead of scrolling out of sight. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/**
 * In a Windows contrast theme, dark: the selected tab keeps its thick rule in the system's
 * highlight colour, the others none (a transparent rule would turn into text colour there).
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas, globals }) => {
    const general = canvas.getByRole('tab', { name: globals.locale === 'fr' ? 'Informations générales' : 'General information' });
    const notes = canvas.getByRole('tab', { name: 'Notes' });
    await expect(general).toHaveAttribute('aria-selected', 'true');
    await expectLegibleInForcedColors(general);
    await expectLegibleInForcedColors(notes);
    await expectNoRuleInForcedColors(notes);
    await expectDistinctInForcedColors(general, notes, 'borderBottomColor');
    await expectDistinctInForcedColors(general, canvas.getByRole('tablist'), 'borderBottomColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
