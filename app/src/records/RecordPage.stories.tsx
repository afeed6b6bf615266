import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { UsagesSchema } from '@atelier/contracts';
import { signedInAs } from '../mocks/handlers.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { sampleHandlers, sampleManagerPrivilegesFixture, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { ANNOUNCER_ID } from '../shell/Announcer.tsx';
import { toasts } from '../shell/toasts.ts';
import { recordQueries } from './record-api.ts';
import { RecordPage } from './RecordPage.tsx';

/** A sample's page as a module's route shows a record: read from the API, then the frame (the router's decorator brings the toasts' region). */
function SamplePage({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(sampleUi, id)).data;
  return <RecordPage ui={sampleUi} record={record} />;
}

/**
 * The page every record has, shown with the story-only `sample` kind (app/src/mocks/sample-kinds.ts):
 * title and second-language title, Back, Modify, Publish and Delete as privileges and stamps allow,
 * general information, the records that use it, and its history. A module's page stories only cover
 * what it adds (a code list's codes).
 */
const meta = {
  title: 'Screens/Records/RecordPage',
  component: SamplePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/sample/s1001' } },
  args: { id: 's1001' },
  beforeEach({ msw }) {
    // No toast of a previous story is left in the application's one queue.
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    msw.use(...sampleHandlers());
  },
} satisfies Meta<typeof SamplePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const general = (fr: boolean) => screen.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });

/** The toast that says what a write did: an alert in the notifications' region. */
async function expectToast(text: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

/** The actions are a group named "Actions", each one a Tab stop in reading order (no toolbar, no arrow keys). */
export const ActionsAreTabStops: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const back = await canvas.findByRole('link', { name: 'Back to the samples' });
    const actions = canvas.getByRole('group', { name: 'Actions' });
    await expect(actions).toContainElement(back);
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await tabTo(userEvent, back);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toHaveFocus();
  },
};

/** Published, owned by the user's stamp: the state agrees with the masculine noun in French. */
export const Published: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enquête annuelle de production' })).toHaveAttribute('lang', 'fr');
    await waitFor(() => expect(document.title).toBe('Enquête annuelle de production - Atelier'));
    const facts = within(general(fr));
    const value = (term: string) => facts.getByText(term).nextElementSibling;
    await expect(value(fr ? 'État de publication' : 'Publication state')).toHaveTextContent(fr ? 'Publié' : 'Published');
    await expect(value(fr ? 'Propriétaire' : 'Owner')).toHaveTextContent('DG75-L201');
    await expect(value(fr ? 'Gestionnaires' : 'Contributors')).toHaveTextContent('DG75-H250');
    await expect(value(fr ? 'Statut de diffusion' : 'Dissemination status')).toHaveTextContent(fr ? 'Public générique' : 'Public generic');
    await expect(value(fr ? 'Date de création' : 'Creation date')).toHaveTextContent(fr ? '10 janvier 2024' : '10 January 2024');
    await expect(value(fr ? 'Date de modification' : 'Modification date')).toHaveTextContent(fr ? '15 mars 2024' : '15 March 2024');
    // Already published: Modify, no Publish, and no Delete (the kind keeps published records).
    await expect(canvas.getByRole('link', { name: 'Back to the samples' })).toHaveAttribute('href', '/samples');
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/sample/s1001/modify');
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).not.toBeInTheDocument();
  },
};

/** The switch shows the second language's title beside the first, with its `lang`. */
export const SecondLanguage: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Enquête annuelle de production' });
    await expect(canvas.queryByText('Annual production survey', { selector: 'p' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('switch', { name: fr ? 'Afficher la seconde langue' : 'Display second language' });
    await tabTo(userEvent, toggle);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(await canvas.findByText('Annual production survey', { selector: 'p' })).toHaveAttribute('lang', 'en');
  },
};

/**
 * Never published, its code list is: Publish asks first (focus on Cancel), then the state changes,
 * Publish is gone, a toast says which record was published, and focus is not lost with the button:
 * the page starts again at its heading.
 */
export const PublishFlow: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const publish = await canvas.findByRole('button', { name: fr ? 'Publier' : 'Publish' });
    await expect(within(general(fr)).getByText(fr ? 'Provisoire, jamais publié' : 'Draft (never published)')).toBeVisible();
    await tabTo(userEvent, publish);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Publier' : 'Publish' });
    // Named by its label, as the toast names it: its number means nothing to people.
    await expect(dialog).toHaveTextContent(fr ? 'Publier the sample « Panel des ménages » ?' : 'Publish the sample “Panel des ménages”?');
    await expect(within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // By its name: the toast that follows is an alert dialog too, and may already be there.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument());
    await expect(await within(general(fr)).findByText(fr ? 'Publié' : 'Published')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    // Its noun and label (its number means nothing to people), agreed in French.
    await expectToast(fr ? 'Sample « Panel des ménages » publié.' : 'Sample “Panel des ménages” published.');
    // Its button gone, focus goes to the record's heading.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Panel des ménages' })).toHaveFocus());
    // Published now, it can no longer be deleted: no Delete, its reason instead.
    await expect(canvas.queryByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).not.toBeInTheDocument();
    await expect(canvas.getByText(fr ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.')).toBeVisible();
  },
};

/** Its code list is not published (1007): the dialog says so in the interface's words, never the server's. */
export const PublishRefusedByReference: Story = {
  args: { id: 's1002' },
  parameters: { router: { path: '/sample/s1002' } },
  beforeEach({ msw }) {
    // The server's own text, which the page must not show.
    msw.use(
      http.put('/api/sample/s1002/validate', () =>
        HttpResponse.json({ code: '1007', message: 'Server text: publish codeList CL_SURVEY_STATUS first' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Publier' : 'Publish' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const refusal = await within(dialog).findByRole('alert');
    await expect(refusal).toHaveTextContent(fr ? 'Non publié' : 'Not published');
    await expect(refusal).toHaveTextContent(fr ? 'La liste de codes doit d’abord être publiée.' : 'The code list must be published first.');
    await expect(refusal).not.toHaveTextContent('Server text');
    // Nothing changed: Cancel closes, the state is the same.
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(general(fr)).getByText(fr ? 'Provisoire, jamais publié' : 'Draft (never published)')).toBeVisible();
  },
};

/**
 * The mock store refuses it as the server does, from the kind's `publishedFirst: '1007'` alone, naming
 * the field and the list to publish first: the dialog links to that list and no longer offers
 * Publish, which would be refused again; its safe button, still focused, reads Close.
 */
export const PublishRefusedByStore: Story = {
  args: { id: 's1002' },
  parameters: { router: { path: '/sample/s1002' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Publier' : 'Publish' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const refusal = await within(dialog).findByRole('alert');
    await expect(refusal).toHaveTextContent(fr ? 'La liste de codes doit d’abord être publiée.' : 'The code list must be published first.');
    await expect(within(refusal).getByRole('link', { name: fr ? 'Liste de codes CL_SURVEY_STATUS' : 'Code list CL_SURVEY_STATUS' })).toHaveAttribute(
      'href',
      '/codelists/CL_SURVEY_STATUS',
    );
    await expect(within(dialog).queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    // The safe button (the last of the two named Close, the first being the dialog's ✕) keeps focus.
    const close = within(dialog).getAllByRole('button', { name: fr ? 'Fermer' : 'Close' }).at(-1);
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * Only a record never published may be deleted (the kind's `onlyUnpublished: '1103'`): a published
 * one offers no Delete that would be refused. Those who could delete it otherwise read why under the
 * actions, and the Tab stops go from Modify on to the page.
 */
export const PublishedOffersNoDelete: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const modify = await canvas.findByRole('link', { name: fr ? 'Modifier' : 'Modify' });
    await expect(canvas.queryByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).not.toBeInTheDocument();
    const why = canvas.getByText(fr ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.');
    await expect(why).toBeVisible();
    // Said after the actions, outside their group.
    await expect(canvas.getByRole('group', { name: 'Actions' })).not.toContainElement(why);
    await tabTo(userEvent, modify);
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: fr ? 'Afficher la seconde langue' : 'Display second language' })).toHaveFocus();
  },
};

/** Never published, the same kind offers Delete, and no reason not to. */
export const UnpublishedOffersDelete: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toBeVisible();
    await expect(canvas.queryByText(fr ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.')).not.toBeInTheDocument();
  },
};

/** Someone who may not delete the published record is not told why it cannot be: there is nothing for them to miss. */
export const PublishedOfSomeoneElse: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs(sampleManagerPrivilegesFixture, 'DG57-C003'));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Enquête annuelle de production' });
    await expect(canvas.queryByRole('link', { name: fr ? 'Modifier' : 'Modify' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(fr ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.')).not.toBeInTheDocument();
  },
};

/** Never published, but another sample points to it (RECORD_IN_USE). */
export const DeleteRefusedInUse: Story = {
  args: { id: 's1004' },
  parameters: { router: { path: '/sample/s1004' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await expect(await within(usedBy).findByText('Sous-échantillon régional')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fr ? 'Cet élément ne peut pas être supprimé : d’autres éléments y font référence.' : 'This record cannot be deleted: other records point to it.',
    );
  },
};

/**
 * Deleted after confirmation: a toast says which record, the reader goes back to the list, whose
 * heading takes focus, and its title is said.
 */
export const Deleted: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Supprimer' : 'Delete' });
    await expect(dialog).toHaveTextContent(fr ? 'the sample « Panel des ménages »' : 'the sample “Panel des ménages”');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /samples` });
    await expectToast(fr ? 'Sample « Panel des ménages » supprimé.' : 'Sample “Panel des ménages” deleted.');
    await waitFor(() => expect(list).toHaveFocus());
    await waitFor(() => expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent(document.title));
  },
};

/**
 * A manager whose stamp is not among the record's stewards: their STAMP privileges do not reach it,
 * so no Modify, Publish or Delete; Back is still there.
 */
export const SomeoneElsesRecord: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  beforeEach({ msw }) {
    msw.use(...signedInAs(sampleManagerPrivilegesFixture, 'DG57-C003'));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Panel des ménages' });
    await expect(canvas.getByRole('link', { name: 'Back to the samples' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Modifier' : 'Modify' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).not.toBeInTheDocument();
  },
};

/** The same manager on a record of their stamp (a contributor): every action is offered. */
export const OwnRecordWithStampPrivileges: Story = {
  args: { id: 's1003' },
  parameters: { router: { path: '/sample/s1003' } },
  beforeEach({ msw }) {
    msw.use(...signedInAs(sampleManagerPrivilegesFixture));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toBeVisible();
  },
};

/**
 * Records of any kind that point to this one: each a link to its page when its kind has pages
 * (with its noun and its state, agreed with that noun), its label and identifier otherwise.
 */
export const UsedBy: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/sample/s1001/usages', () =>
        HttpResponse.json(
          UsagesSchema.parse([
            { kind: 'codeList', id: 'CL_FREQ', labelLg1: 'Fréquence', labelLg2: 'Frequency', validationState: 'Validated', field: 'sampleId' },
            {
              kind: 'partialCodeList',
              id: 'CL_FREQ_COURTE',
              labelLg1: 'Fréquences courantes',
              labelLg2: 'Usual frequencies',
              validationState: 'Unpublished',
              field: 'sampleId',
            },
            { kind: 'sample', id: 's1005', labelLg1: 'Sous-échantillon régional', labelLg2: 'Regional subsample', validationState: 'Modified', field: 'seeAlso' },
          ]),
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    const items = await within(usedBy).findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [list, partial, sample] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(list).getByRole('link', { name: 'Fréquence' })).toHaveAttribute('href', '/codelists/CL_FREQ');
    await expect(within(list).getByText('Fréquence')).toHaveAttribute('lang', 'fr');
    await expect(list).toHaveTextContent(fr ? 'Liste de codes' : 'Code list');
    await expect(list).toHaveTextContent(fr ? 'Publiée' : 'Published');
    await expect(within(partial).getByRole('link', { name: 'Fréquences courantes' })).toHaveAttribute('href', '/codelists/partial/CL_FREQ_COURTE');
    await expect(partial).toHaveTextContent(fr ? 'Liste de codes partielle' : 'Partial code list');
    await expect(partial).toHaveTextContent(fr ? 'Provisoire, jamais publiée' : 'Draft (never published)');
    // A kind without pages in the catalogue (this story-only one): its label, no link.
    await expect(within(sample).queryByRole('link')).not.toBeInTheDocument();
    await expect(sample).toHaveTextContent('Sous-échantillon régional');
    await expect(sample).toHaveTextContent(fr ? 'Provisoire, déjà publié' : 'Draft (already published)');
    // The links are reached with the keyboard, and followed.
    await tabTo(userEvent, within(list).getByRole('link'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/codelists/CL_FREQ');
  },
};

/** The usages the store finds: s1005's `seeAlso` points to s1004. */
export const UsedByAnotherSample: Story = {
  args: { id: 's1004' },
  parameters: { router: { path: '/sample/s1004' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    const item = await within(usedBy).findByRole('listitem');
    await expect(item).toHaveTextContent('Sous-échantillon régional');
    await expect(item).toHaveTextContent('s1005');
    await expect(item).toHaveTextContent(fr ? 'Provisoire, jamais publié' : 'Draft (never published)');
  },
};

export const UsedByEmpty: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await expect(await within(usedBy).findByText(fr ? 'Aucun élément ne l’utilise.' : 'No record uses it.')).toBeVisible();
  },
};

/** The usages could not be read: the rest of the page stays; Retry asks again. */
export const UsedByFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/sample/s1001/usages', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    const alert = await within(usedBy).findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Les éléments qui l’utilisent n’ont pas pu être chargés.' : 'The records that use it could not be loaded.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enquête annuelle de production' })).toBeVisible();
    await tabTo(userEvent, within(alert).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' }));
    await userEvent.keyboard('{Enter}');
    await expect(await within(usedBy).findByText(fr ? 'Aucun élément ne l’utilise.' : 'No record uses it.')).toBeVisible();
  },
};

/**
 * Newest first: who, when and which version; each change names its field in the interface's
 * language (a pair's side with its language), and values by their words ("Publié", a choice's name).
 */
export const History: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const history = await canvas.findByRole('region', { name: fr ? 'Historique' : 'History' });
    const entries = await within(history).findAllByRole('listitem');
    await expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      expect.stringMatching(fr ? /^Publié le 15 mars 2024 .* par DG75-L201 \(version 3\)$/ : /^Published on 15 March 2024 .* by DG75-L201 \(version 3\)$/),
      expect.stringMatching(fr ? /^Modifié le .* par DG75-H250 \(version 2\)$/ : /^Modified on .* by DG75-H250 \(version 2\)$/),
      expect.stringMatching(fr ? /^Créé le .* \(version 1\)$/ : /^Created on .* \(version 1\)$/),
    ]);
    const [published, modified] = entries as [HTMLElement, HTMLElement];
    await expect(within(published).getByRole('row', { name: fr ? /État de publication/ : /Publication state/ })).toHaveTextContent(
      fr ? 'Provisoire, jamais publiéPublié' : 'Draft (never published)Published',
    );
    const change = (name: string | RegExp) => within(modified).getByRole('row', { name });
    await expect(change(fr ? /^Title \(anglais\)/ : /^Title \(English\)/)).toHaveTextContent(
      fr ? 'Title (anglais)Production surveyAnnual production survey' : 'Title (English)Production surveyAnnual production survey',
    );
    await expect(change(/^Frequency/)).toHaveTextContent('FrequencyMonthlyAnnual');
    await expect(change(/^Keywords/)).toHaveTextContent('Keywordsindustrieindustrie, production');
    await expect(change(/^Year/)).toHaveTextContent(fr ? 'Year(vide)2024' : 'Year(empty)2024');
    await expect(within(modified).getByRole('columnheader', { name: fr ? 'Champ' : 'Field' })).toBeVisible();
  },
};

/** The history could not be read: the rest of the page stays, with a way to try again. */
export const HistoryFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/sample/s1001/history', () => HttpResponse.error()));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const history = await canvas.findByRole('region', { name: fr ? 'Historique' : 'History' });
    const alert = await within(history).findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'L’historique n’a pas pu être chargé.' : 'The history could not be loaded.');
    await expect(within(alert).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enquête annuelle de production' })).toBeVisible();
  },
};
