import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../mocks/handlers.ts';
import { operationsManagerPrivilegesFixture } from '../../mocks/operations.ts';
import { withRouter } from '../../mocks/RouterDecorator.tsx';
import { reportsHandlers } from '../../mocks/sims-reports.ts';
import { withShell } from '../../mocks/ShellProviders.tsx';
import { tabTo } from '../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../mocks/story-locale.ts';
import { SimsPage } from './SimsPage.tsx';

/**
 * A quality report's page: its object's title, Back to its object, Modify, Publish and Export for
 * those who may; Delete for a series' report only; the essential rubrics filled per language; the
 * outline beside every rubric's value (codes, organisations and territories by their names,
 * documents as links, "not applicable"), in the second language too when shown.
 */
const meta = {
  title: 'Screens/Sims/SimsPage',
  component: SimsPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/sims/1979' } },
  args: { id: '1979' },
  beforeEach({ msw }) {
    msw.use(...reportsHandlers());
  },
} satisfies Meta<typeof SimsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An operation's report: values by their names, Back to the operation, no Delete. */
export const OperationReport: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const title = await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi en continu 2015' });
    await expect(title).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByRole('link', { name: fr ? 'Retour à l’opération' : 'Back to the operation' })).toHaveAttribute('href', '/operations/operation/s1082');
    await expect(await canvas.findByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/operations/sims/1979/modify');
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    // An operation's report is part of its record: it is not deleted on its own.
    await expect(canvas.queryByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toBeNull();

    // Codes by their labels, the territory by its name.
    const frequency = await canvas.findByRole('heading', { name: /^S\.9 / });
    const frequencySection = frequency.closest('section') as HTMLElement;
    await expect(await within(frequencySection).findByText('Trimestrielle')).toBeVisible();
    const territory = (await canvas.findByRole('heading', { name: /^S\.3\.7 / })).closest('section') as HTMLElement;
    await expect(await within(territory).findByText('France hors Mayotte')).toBeVisible();
  },
};

/** A series' report: Back to the series, and Delete for those who may. */
export const SeriesReport: Story = {
  args: { id: '1817' },
  parameters: { router: { path: '/operations/sims/1817' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi annuelle' });
    await expect(canvas.getByRole('link', { name: fr ? 'Retour à la série' : 'Back to the series' })).toHaveAttribute('href', '/operations/series/s1281');
    await expect(await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toBeVisible();
  },
};

/** Opened at a rubric (`section/S.3.7`): its heading has the focus. */
export const AtASection: Story = {
  args: { id: '1979', section: 'S.3.7' },
  parameters: { router: { path: '/operations/sims/1979/section/S.3.7' } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: /^S\.3\.7 / });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The outline, with the keyboard: Enter on a rubric leads to it, in the address too (`section/S.1`), which then focuses its heading (AtASection). */
export const OutlineWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const outline = await canvas.findByRole('treegrid');
    const rows = within(outline).getAllByRole('row');
    await tabTo(userEvent, rows[0] as HTMLElement, 80);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('/operations/sims/1979/section/S.1')).toBeVisible();
  },
};

/** A reader of reports: no Modify, Publish nor Delete; Export stays. */
export const Reader: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs(operationsManagerPrivilegesFixture, 'DG99-X000'));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi en continu 2015' });
    await expect(canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).toBeNull();
  },
};
