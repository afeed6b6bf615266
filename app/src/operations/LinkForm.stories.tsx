import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createDocumentsStore, documentsHandlers, type DocumentsStore } from '../mocks/documents.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { linkUi } from './kinds.ts';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { LayoutForm } from '../records/LayoutForm.tsx';

/** The form as its routes show it: a new link, or one read from the API. */
function LinkFormAtRoute({ id }: { id?: string }) {
  return id ? <ModifyForm ui={linkUi} id={id} /> : <LayoutForm ui={linkUi} />;
}

/** What the mock API received: each created or updated body. */
const received = { created: fn(), updated: fn() };
/** The store of the story being played. */
let store: DocumentsStore = createDocumentsStore();

/**
 * Creating or modifying a link: its titles (unique among documents and links), its web address
 * (required, http or https, one link per address), the page's language and update date, a
 * description. The frame has its stories in records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/LinkForm',
  component: LinkFormAtRoute,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/link/create' } },
  beforeEach({ msw }) {
    store = createDocumentsStore();
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/documents/link', async ({ request }) => void received.created(await request.clone().json())),
      http.put('/api/documents/link/:id', async ({ request }) => void received.updated(await request.clone().json())),
      ...documentsHandlers(store),
    );
  },
} satisfies Meta<typeof LinkFormAtRoute>;
export default meta;

type Story = StoryObj<typeof meta>;
type Keyboard = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const names = (fr: boolean) => ({
  titleLg1: fr ? 'Intitulé (français)' : 'Title (French)',
  url: 'URL',
  language: fr ? /Langue$/ : /Language$/,
  date: fr ? 'Date de mise à jour' : 'Update date',
  save: fr ? 'Enregistrer' : 'Save',
});

/** Fills a new link with the keyboard, then saves. */
async function fill(canvas: Canvas, userEvent: Keyboard, fr: boolean, url: string) {
  const name = names(fr);
  await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.titleLg1 }), 'Enquête sur les forces de travail (Eurostat)');
  await typeInto(userEvent, canvas.getByRole('textbox', { name: name.url }), url);
  await choose(userEvent, canvas.getByRole('button', { name: name.language }), fr ? 'Anglais' : 'English');
  const [day] = within(canvas.getByRole('group', { name: name.date })).getAllByRole('spinbutton');
  await typeInto(userEvent, day as HTMLElement, '05092024');
  await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
  await userEvent.keyboard('{Enter}');
}

/** A new link, filled with the keyboard: sent as JSON, then its page. */
export const Create: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouveau lien' : 'New link' })).toBeVisible();
    await fill(canvas, userEvent, fr, 'https://ec.europa.eu/eurostat/web/lfs');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/link/1303');
    // The page it lands on says which link was saved (the application's toasts are alerts).
    await expect(toasts.visibleToasts.map((toast) => toast.content.title)).toContain(
      fr ? 'Lien « Enquête sur les forces de travail (Eurostat) » enregistré.' : 'Link “Enquête sur les forces de travail (Eurostat)” saved.',
    );
    await expect(received.created).toHaveBeenCalledWith(
      expect.objectContaining({
        labelLg1: 'Enquête sur les forces de travail (Eurostat)',
        url: 'https://ec.europa.eu/eurostat/web/lfs',
        lang: 'en',
        updatedDate: '2024-09-05',
        descriptionLg1: null,
      }),
    );
  },
};

/** Checked before sending: what is missing, and an address that is not one, in the summary. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await shiftTabTo(userEvent, await canvas.findByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const section = summary.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    await expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(
      fr
        ? [
            'La propriété Intitulé (français) est obligatoire.',
            'La propriété Langue est obligatoire.',
            'La propriété Date de mise à jour est obligatoire.',
            'La propriété URL est obligatoire.',
          ]
        : [
            'The property Title (French) is required.',
            'The property Language is required.',
            'The property Update date is required.',
            'The property URL is required.',
          ],
    );
    // An address without its scheme.
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.url }), 'www.insee.fr');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: name.url })).toHaveAccessibleDescription(
        fr ? /URL : saisissez une adresse web qui commence par http:\/\/ ou https:\/\/\./ : /URL: enter a web address that starts with http:\/\/ or https:\/\/\./,
      ),
    );
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/** Another link has this address (462): nothing is created, the form keeps its values. */
export const UrlTaken: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await fill(canvas, userEvent, fr, 'http://ec.europa.eu/economy_finance/db_indicators/surveys/method_guides/index_en.htm');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Non enregistré' : 'Not saved');
    await expect(alert).toHaveTextContent(fr ? 'Un autre lien a déjà cette URL.' : 'Another link already has this URL.');
    await expect(canvas.queryByText(NAVIGATED_TO, { exact: false })).not.toBeInTheDocument();
  },
};

/** The server finds the address empty (461): said in words. */
export const UrlEmptyOnTheServer: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/documents/link', () => errorResponse('461')));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await fill(canvas, userEvent, fr, 'https://www.insee.fr/');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? 'L’URL est vide.' : 'The URL is empty.');
  },
};

/** Modifying a link: its values, its language by its name; the body carries the version edited. */
export const Modify: Story = {
  args: { id: '115' },
  parameters: { router: { path: '/operations/link/115/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier le lien Business and consumer surveys' : 'Modify the link Business and consumer surveys' }),
    ).toBeVisible();
    const url = canvas.getByRole('textbox', { name: name.url });
    await expect(url).toHaveValue('http://ec.europa.eu/economy_finance/db_indicators/surveys/method_guides/index_en.htm');
    await waitFor(() => expect(canvas.getByRole('button', { name: name.language })).toHaveTextContent(fr ? 'Anglais' : 'English'));
    await typeInto(userEvent, url, '{Control>}a{/Control}https://economy-finance.ec.europa.eu/economic-forecast-and-surveys_en');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/link/115');
    await expect(received.updated).toHaveBeenCalledWith(
      expect.objectContaining({ version: 1, url: 'https://economy-finance.ec.europa.eu/economic-forecast-and-surveys_en', lang: 'en', updatedDate: '2017-07-19' }),
    );
  },
};
