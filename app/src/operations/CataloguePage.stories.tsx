import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { signedInAs } from '../mocks/handlers.ts';
import { operationsHandlers, operationsManagerPrivilegesFixture } from '../mocks/operations.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { CataloguePage } from './CataloguePage.tsx';
import { familyUi, operationUi, seriesUi } from './kinds.ts';

/**
 * A family, series or operation: what the module adds to the page every record has (the records it
 * belongs to and points to as links, organisations and codes by their names, its texts in both
 * languages, the records that belong to it in "Used by", an operation governed by its series'
 * owners). The frame itself (publish, history, second language) has its stories in
 * records/RecordPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/CataloguePage',
  component: CataloguePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/series/s1223' } },
  args: { ui: seriesUi, id: 's1223' },
  beforeEach({ msw }) {
    msw.use(...operationsHandlers());
  },
} satisfies Meta<typeof CataloguePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A term's value in a list of terms. */
const valueOf = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * A series: its family and the records it points to as links, its operation type, frequency and
 * organisations by their names (in the interface's data language when they have one, with its
 * `lang`), its operations and indicators in "Used by".
 */
export const Series: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête emploi en continu' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(valueOf(general, fr ? 'Identifiant' : 'Identifier')).toHaveTextContent('s1223');
    const family = within(valueOf(general, fr ? 'Famille' : 'Family')).getByRole('link', { name: 'Enquête Emploi' });
    await expect(family).toHaveAttribute('href', '/operations/family/s23');
    const type = within(valueOf(general, fr ? 'Type d’opération' : 'Operation type')).getByText(fr ? 'Enquête' : 'Survey');
    await expect(type).toHaveAttribute('lang', fr ? 'fr' : 'en');
    await expect(valueOf(general, fr ? 'Fréquence de collecte' : 'Frequency of collection')).toHaveTextContent(fr ? 'Trimestrielle' : 'Quarterly');
    await expect(within(general).getByText('EEC')).toHaveAttribute('lang', 'fr');

    const description = canvas.getByRole('region', { name: 'Description' });
    await expect(within(description).getByText(/structurelle et conjoncturelle/).closest('[lang]')).toHaveAttribute('lang', 'fr');

    // Organisations by their names: English when the organisation has one and the interface is English.
    const organisations = canvas.getByRole('region', { name: fr ? 'Organismes' : 'Organisations' });
    const publisher = within(valueOf(organisations, fr ? 'Organismes responsables' : 'Publishers')).getByText(
      fr ? 'Direction des statistiques démographiques et sociales (DSDS)' : 'Demographic and Social Statistics Directorate',
    );
    await expect(publisher).toHaveAttribute('lang', fr ? 'fr' : 'en');
    const stakeholders = within(valueOf(organisations, fr ? 'Partenaires' : 'Stakeholders')).getAllByRole('listitem');
    await expect(stakeholders.map((item) => item.textContent)).toEqual(['DARES', 'DREES']);
    await expect(within(stakeholders[0] as HTMLElement).getByText('DARES')).toHaveAttribute('lang', 'fr');

    // The series it replaces and related records: links to their pages.
    const related = canvas.getByRole('region', { name: fr ? 'Éléments liés' : 'Related records' });
    await expect(within(valueOf(related, fr ? 'Succède à' : 'Replaces')).getByRole('link', { name: 'Enquête emploi annuelle' })).toHaveAttribute(
      'href',
      '/operations/series/s1281',
    );
    await expect(within(valueOf(related, fr ? 'A pour successeur' : 'Replaced by')).getByText(fr ? 'Non renseigné' : 'Not specified')).toBeVisible();
    await expect(within(valueOf(related, fr ? 'Voir aussi' : 'See also')).getByRole('link', { name: 'Enquête emploi de Mayotte' })).toHaveAttribute(
      'href',
      '/operations/series/s1041',
    );

    // Its operations and indicators, and the series that it replaced, use it.
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await waitFor(() => expect(within(usedBy).getAllByRole('listitem')).toHaveLength(4));
    const operation = within(usedBy).getByRole('link', { name: 'Enquête emploi en continu 2015' });
    await expect(operation).toHaveAttribute('href', '/operations/operation/s1082');
    await expect(operation.closest('li')).toHaveTextContent(fr ? 'Opération' : 'Operation');
    const indicator = within(usedBy).getByRole('link', { name: /^Taux de chômage localisés/ });
    await expect(indicator).toHaveAttribute('href', '/operations/indicator/p1660');
    await expect(indicator.closest('li')).toHaveTextContent(fr ? 'Indicateur' : 'Indicator');
    await expect(within(usedBy).getByRole('link', { name: 'Enquête emploi annuelle' }).closest('li')).toHaveTextContent(fr ? 'Série' : 'Series');
    await expect(canvas.getByRole('link', { name: fr ? 'Retour aux séries' : 'Back to the series' })).toHaveAttribute('href', '/operations/series');
  },
};

/** A family: its summary in its language, and its series in "Used by". */
export const Family: Story = {
  args: { ui: familyUi, id: 's23' },
  parameters: { router: { path: '/operations/family/s23' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête Emploi' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(within(general).getByText(/l’emploi, le chômage/).closest('[lang]')).toHaveAttribute('lang', 'fr');
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await waitFor(() => expect(within(usedBy).getAllByRole('listitem')).toHaveLength(3));
    for (const [label, id] of [
      ['Enquête emploi en continu', 's1223'],
      ['Enquête emploi annuelle', 's1281'],
      ['Enquête emploi de Mayotte', 's1041'],
    ] as const) {
      const link = within(usedBy).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', `/operations/series/${id}`);
      await expect(link.closest('li')).toHaveTextContent(fr ? 'Série' : 'Series');
    }
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/operations/family/s23/modify');
  },
};

/** An operation: its series as a link, its year; the owners of its series (the user's stamp here) may modify it. */
export const OperationOfTheUsersSeries: Story = {
  args: { ui: operationUi, id: 's1082' },
  parameters: { router: { path: '/operations/operation/s1082' } },
  beforeEach({ msw }) {
    msw.use(...signedInAs(operationsManagerPrivilegesFixture, 'DG75-L201'));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête emploi en continu 2015' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(within(valueOf(general, fr ? 'Série' : 'Series')).getByRole('link', { name: 'Enquête emploi en continu' })).toHaveAttribute(
      'href',
      '/operations/series/s1223',
    );
    await expect(valueOf(general, fr ? 'Millésime' : 'Year')).toHaveTextContent(/^2015$/);
    await expect(valueOf(general, fr ? 'Propriétaire' : 'Owner')).toHaveTextContent(fr ? 'Non renseigné' : 'Not specified');
    await expect(await canvas.findByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/operations/operation/s1082/modify');
  },
};

/** Each series the page read, by its identifier. */
const seriesRead = fn();

/** An operation of someone else's series: its series' owners govern it, and the user is not one of them. */
export const OperationOfAnotherSeries: Story = {
  args: { ui: operationUi, id: 's1251' },
  parameters: { router: { path: '/operations/operation/s1251' } },
  beforeEach({ msw }) {
    seriesRead.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.get('/api/operations/series/:id', ({ params }) => void seriesRead(params.id)),
      ...signedInAs(operationsManagerPrivilegesFixture, 'DG75-L201'),
    );
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête Logement en 2013' })).toBeVisible();
    // Once its series (owned by DG75-H250) is read, the page offers neither Modify nor Publish.
    await waitFor(() => expect(seriesRead).toHaveBeenCalledWith('s1004'));
    await expect(await canvas.findByRole('link', { name: fr ? 'Retour aux opérations' : 'Back to the operations' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Modifier' : 'Modify' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};
