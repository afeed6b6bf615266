import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { errorResponse, neverAnswered } from '../../../mocks/handlers.ts';
import { MSD_URL, msdFixture, msdHandlers, msdSections } from '../../../mocks/msd.ts';
import { withRouter } from '../../../mocks/RouterDecorator.tsx';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { tabTo } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { MsdHelpPage } from './MsdHelpPage.tsx';

/**
 * The metadata structure help (`/operations/msd`, `/operations/help/{idSection}`) with the real
 * structure (`mocks/msd.ts`: 96 rubrics) and the real code lists it names (CL_FREQ, CL_SURVEY_STATUS,
 * CL_COLLECTION_MODE, CL_SURVEY_UNIT). The route keeps the rubric in the address; here, `section`
 * gives it and `onSectionChange` hears of the reader's moves.
 */
const meta = {
  title: 'Screens/Sims/MsdHelpPage',
  component: MsdHelpPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/msd' } },
  args: { onSectionChange: fn() },
  beforeEach({ msw }) {
    msw.use(...msdHandlers());
  },
} satisfies Meta<typeof MsdHelpPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const words = (fr: boolean) => ({
  title: fr ? 'Structure des métadonnées' : 'Metadata structure',
  outline: fr ? 'Sommaire de la structure des métadonnées' : 'Outline of the metadata structure',
});

/** The panel of a rubric: what follows its heading, up to the next rubric. */
async function panelOf(idMas: string) {
  // By its id: role queries over the 96 rubrics' panels are slow.
  await waitFor(() => expect(document.getElementById(`rubric-${idMas}`)).not.toBeNull());
  const heading = document.getElementById(`rubric-${idMas}`);
  const section = heading?.closest('section');
  if (!heading || !section) throw new Error(`No rubric ${idMas} on the page`);
  return { heading, section, panel: within(section) };
}

/** The value beside a fact's name in a rubric's panel ("Type of value" → "Rich text"). */
function factOf(section: HTMLElement, term: string) {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

/**
 * The whole structure: the outline, then each rubric's panel. S.3.1 takes rich text, is
 * essential and may be answered "not applicable"; its label and definition are given in both
 * languages, each marked with its own. A section (S.3) says only what it is.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(document.title).toBe(`${w.title} - Atelier`);
    await expect(await canvas.findByRole('treegrid', { name: w.outline })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(msdFixture.filter((rubric) => rubric.idParent === null).length);

    const { section: rubric } = await panelOf('S.3.1');
    const label1 = factOf(rubric, fr ? 'Libellé (français)' : 'Label (French)');
    await expect(label1).toHaveTextContent('Description des données');
    await expect(label1).toHaveAttribute('lang', 'fr');
    const label2 = factOf(rubric, fr ? 'Libellé (anglais)' : 'Label (English)');
    await expect(label2).toHaveTextContent('Data description');
    await expect(label2).toHaveAttribute('lang', 'en');
    await expect(factOf(rubric, fr ? 'Définition (français)' : 'Definition (French)')).toHaveTextContent(/^Principales caractéristiques/);
    const definition2 = factOf(rubric, fr ? 'Définition (anglais)' : 'Definition (English)');
    await expect(definition2).toHaveTextContent(/^Main characteristics/);
    await expect(definition2).toHaveAttribute('lang', 'en');
    await expect(factOf(rubric, fr ? 'Type de valeur' : 'Type of value')).toHaveTextContent(fr ? 'Texte enrichi' : 'Rich text');
    await expect(factOf(rubric, fr ? 'Rubrique essentielle' : 'Essential rubric')).toHaveTextContent(fr ? 'Oui : tout rapport devrait la renseigner' : 'Yes: every report should fill it in');
    await expect(factOf(rubric, fr ? 'Peut être déclarée « sans objet »' : 'May be answered “not applicable”')).toHaveTextContent(fr ? 'Oui' : 'Yes');
    await expect(factOf(rubric, fr ? 'Réponses' : 'Answers')).toHaveTextContent(fr ? 'Une seule' : 'One only');

    // A section holds no value: its type, and nothing about answers.
    const { section, panel: sectionPanel } = await panelOf('S.3');
    await expect(factOf(section, fr ? 'Type de valeur' : 'Type of value')).toHaveTextContent(fr ? 'Section' : 'Section');
    const noDefinition = factOf(section, fr ? 'Définition (français)' : 'Definition (French)');
    await expect(noDefinition).toHaveTextContent(fr ? 'Non renseigné' : 'Not specified');
    // "Not specified" is the interface's words, not data.
    await expect(noDefinition).not.toHaveAttribute('lang');
    await expect(sectionPanel.queryByText(fr ? 'Réponses' : 'Answers', { selector: 'dt' })).not.toBeInTheDocument();

    // Every range type in words.
    for (const [idMas, type] of [
      ['S.1.1', fr ? 'Organisation' : 'Organisation'],
      ['S.1.3', fr ? 'Texte' : 'Text'],
      ['S.2.1', fr ? 'Date' : 'Date'],
      ['S.3.7', fr ? 'Géographie' : 'Geography'],
      ['I.6.3', fr ? 'Liste de codes' : 'Code list'],
    ] as const) {
      const { section: other } = await panelOf(idMas);
      await expect(factOf(other, fr ? 'Type de valeur' : 'Type of value')).toHaveTextContent(type);
    }
  },
};

/**
 * Arriving at `help/S.9` (the sections S.7 to S.10 of the structure): the focus is on the rubric's
 * heading. Its code list (CL_FREQ) is named, and its codes come with their labels in both
 * languages; several may be chosen.
 */
export const CodeListRubric: Story = {
  args: { section: 'S.9' },
  parameters: { router: { path: '/operations/help/S.9' } },
  beforeEach({ msw }) {
    msw.use(...msdHandlers({ msd: msdSections('S.7', 'S.8', 'S.9', 'S.10') }));
  },
  play: async ({ globals, args }) => {
    const fr = isFrenchStory(globals);
    const { heading, section, panel } = await panelOf('S.9');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAccessibleName('S.9 Fréquence de diffusion');
    await expect(document.title).toBe(`S.9 - ${words(fr).title} - Atelier`);
    await expect(factOf(section, fr ? 'Réponses' : 'Answers')).toHaveTextContent(fr ? 'Une ou plusieurs' : 'One or more');
    await waitFor(() => expect(factOf(section, fr ? 'Liste de codes' : 'Code list')).toHaveTextContent('Fréquence (CL_FREQ)'));
    await expect(within(factOf(section, fr ? 'Liste de codes' : 'Code list')).getByText('Fréquence')).toHaveAttribute('lang', 'fr');
    const table = await panel.findByRole('table', { name: fr ? 'Codes de CL_FREQ' : 'Codes of CL_FREQ' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(1 + 15);
    const annual = within(table).getByRole('row', { name: /^A / });
    await expect(within(annual).getByText('Annuelle')).toHaveAttribute('lang', 'fr');
    await expect(within(annual).getByText('Annual')).toHaveAttribute('lang', 'en');
    await expect(within(table).getByRole('columnheader', { name: fr ? 'Libellé (anglais)' : 'Label (English)' })).toBeInTheDocument();
    await expect(args.onSectionChange).not.toHaveBeenCalled();
  },
};

/**
 * From the keyboard: Tab reaches the outline, the arrows go down it, Enter goes to a section (the
 * focus lands on its heading, the address follows; the section stays expanded in the outline);
 * Shift+Tab back to the pane buttons, which hide the outline.
 */
export const Keyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...msdHandlers({ msd: msdSections('S.1', 'S.2', 'S.3') }));
  },
  play: async ({ canvas, userEvent, globals, args }) => {
    const fr = isFrenchStory(globals);
    const outline = await canvas.findByRole('treegrid', { name: words(fr).outline });
    const [first] = await within(outline).findAllByRole('row');
    await tabTo(userEvent, first ?? outline);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-key', 'S.1.8'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-key', 'S.2'));
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 2, name: 'S.2 Mise à jour des métadonnées' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.onSectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSectionChange).toHaveBeenCalledWith('S.2');
    await expect(within(outline).getByRole('row', { name: 'S.2 Mise à jour des métadonnées' })).toHaveAttribute('aria-expanded', 'true');

    // Back up the page with Shift+Tab, past the outline, to the pane buttons; the arrows choose among them.
    const panes = canvas.getByRole('radiogroup', { name: fr ? 'Afficher' : 'Show' });
    for (let press = 0; press < 10 && !panes.contains(document.activeElement); press += 1) await userEvent.tab({ shift: true });
    await expect(panes).toContainElement(document.activeElement as HTMLElement);
    const contentOnly = within(panes).getByRole('radio', { name: fr ? 'Contenu seul' : 'Content only' });
    for (let press = 0; press < 3 && document.activeElement !== contentOnly; press += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(contentOnly).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(contentOnly).toBeChecked();
    await expect(outline).not.toBeVisible();
    await expect(heading).toBeVisible();
  },
};

/** The structure on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswered(MSD_URL));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: words(fr).title })).toBeVisible();
    await expect(
      await canvas.findByRole('progressbar', { name: fr ? 'Chargement de la structure des métadonnées…' : 'Loading the metadata structure…' }),
    ).toBeInTheDocument();
  },
};

/** The structure could not be read: the failure in words, and Retry asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(MSD_URL, () => {
        calls += 1;
        return calls === 1 ? errorResponse('SERVICE_UNAVAILABLE') : undefined;
      }),
      ...msdHandlers({ msd: msdSections('S.1') }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'La structure des métadonnées n’a pas pu être chargée.' : 'The metadata structure could not be loaded.');
    await tabTo(userEvent, within(alert).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('treegrid', { name: words(fr).outline })).toBeVisible();
  },
};

/** A code list's codes on their way, shown at its rubric (I.18.8; the section S.18 only). */
export const CodesLoading: Story = {
  args: { section: 'I.18.8' },
  beforeEach({ msw }) {
    msw.use(neverAnswered('/api/codeList/:id/codes'), ...msdHandlers({ msd: msdSections('S.18') }));
  },
  play: async ({ globals }) => {
    const fr = isFrenchStory(globals);
    const { section, panel } = await panelOf('I.18.8');
    await expect(
      await panel.findByRole('progressbar', { name: fr ? 'Chargement des codes de CL_COLLECTION_MODE…' : 'Loading the codes of CL_COLLECTION_MODE…' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(factOf(section, fr ? 'Liste de codes' : 'Code list')).toHaveTextContent('Mode de collecte (CL_COLLECTION_MODE)'));
  },
};

/**
 * A code list that could not be read (I.6.3; the section S.6 only): its rubric says so and offers
 * Retry; the list's notation stands for its name, which this user may not read.
 */
export const CodesFailed: Story = {
  args: { section: 'I.6.3' },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/codeList/:id', () => errorResponse('FORBIDDEN')),
      http.get('/api/codeList/:id/codes', () => {
        calls += 1;
        return calls === 1 ? errorResponse('SERVICE_UNAVAILABLE') : undefined;
      }),
      ...msdHandlers({ msd: msdSections('S.6') }),
    );
  },
  play: async ({ userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { section, panel } = await panelOf('I.6.3');
    const alert = await panel.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Les codes de CL_SURVEY_STATUS n’ont pas pu être chargés.' : 'The codes of CL_SURVEY_STATUS could not be loaded.');
    await expect(factOf(section, fr ? 'Liste de codes' : 'Code list')).toHaveTextContent(/^CL_SURVEY_STATUS$/);
    await tabTo(userEvent, within(alert).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' }));
    await userEvent.keyboard('{Enter}');
    const table = await panel.findByRole('table', { name: fr ? 'Codes de CL_SURVEY_STATUS' : 'Codes of CL_SURVEY_STATUS' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  },
};
