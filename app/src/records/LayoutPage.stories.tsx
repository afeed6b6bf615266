import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { sampleHandlers, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { LayoutPage } from './LayoutPage.tsx';

/**
 * A record's page as its kind's layout places its fields (mocks/sample-kinds.ts: the sample writes
 * no page): the identifier and facts, then the texts in both languages, under "General information";
 * each section of the layout after it. The frame around (actions, Used by, history) has its stories
 * in RecordPage.stories.tsx; the form drawn from the same layout, in RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Records/LayoutPage',
  component: LayoutPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/sample/s1001' } },
  args: { ui: sampleUi, id: 's1001' },
  beforeEach({ msw }) {
    msw.use(...sampleHandlers());
  },
} satisfies Meta<typeof LayoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The layout's order, facts first: the label is the title, not a row; a pair shows both languages. */
export const FieldsWhereTheLayoutPutsThem: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête annuelle de production' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    const terms = within(general)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // The facts in the layout's order, before the stewardship the frame adds.
    const facts = ['Keywords', 'Year', 'Issue date', 'Web page', 'Frequency', 'Archived'];
    await expect(terms.slice(0, facts.length + 1)).toEqual([fr ? 'Identifiant' : 'Identifier', ...facts]);
    await expect(terms).not.toContain('Title');
    // Its text under its facts, in its language (the second one shows when asked for).
    const abstract = within(general).getByText('Production des entreprises', { exact: false }).closest('[lang]');
    await expect(abstract).toHaveAttribute('lang', 'fr');
    // The layout's section, with its references as links.
    const related = canvas.getByRole('region', { name: 'Related records' });
    await expect(within(related).getByRole('link', { name: 'Fréquence' })).toHaveAttribute('href', '/codelists/CL_FREQ');
    await expect(within(related).getByText('Code list of the answers')).toBeVisible();
  },
};
