import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { readerOf } from '../mocks/fixtures.ts';
import { documentsHandlers } from '../mocks/documents.ts';
import { errorResponse, neverAnswered, signedInAs } from '../mocks/handlers.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import type { DocumentsSearch } from './documents-api.ts';
import { DocumentsPage, type DocumentsPageProps } from './DocumentsPage.tsx';

/** The route keeps the view and the search in the address; here, in state. */
function WithSearchState(args: DocumentsPageProps) {
  const [search, setSearch] = useState(args.search);
  const change = (next: DocumentsSearch) => {
    setSearch(next);
    args.onSearchChange(next);
  };
  return <DocumentsPage {...args} search={search} onSearchChange={change} />;
}

/** Each query string the list asked the server for. */
const asked = fn();

/**
 * Documents and links in one list: documents, links or both (a toggle kept in the address with the
 * search text), searched on the server, each with its language and update date; "New document" and
 * "New link" for those who may create them.
 */
const meta = {
  title: 'Screens/Operations/DocumentsPage',
  component: DocumentsPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/documents' } },
  args: { search: {}, onSearchChange: fn() },
  render: WithSearchState,
  beforeEach({ msw }) {
    asked.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.get('/api/documents', ({ request }) => void asked(new URL(request.url).search)),
      ...documentsHandlers(),
    );
  },
} satisfies Meta<typeof DocumentsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const words = (fr: boolean) => ({
  title: fr ? 'Documents et liens' : 'Documents and links',
  show: fr ? 'Afficher' : 'Show',
  documents: fr ? 'Documents' : 'Documents',
  links: fr ? 'Liens' : 'Links',
});

/** Both kinds, ordered by title: each says which it is, its language and update date; its title has its `lang`. */
export const DocumentsAndLinks: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const list = await canvas.findByRole('grid', { name: w.title });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '5'));
    await expect(canvas.getByRole('radio', { name: w.title })).toBeChecked();
    const note = canvas.getByRole('row', { name: /Note méthodologique EEC juillet 2021/ });
    await expect(note).toHaveTextContent(fr ? 'Document (fr – 13 juil. 2021)' : 'Document (fr – 13 Jul 2021)');
    // The row is named by its title: in the title's language.
    await expect(note).toHaveAttribute('lang', 'fr');
    await expect(note).toHaveAttribute('data-href', '/operations/document/1302');
    const link = canvas.getByRole('row', { name: /Business and consumer surveys/ });
    await expect(link).toHaveTextContent(fr ? 'Lien (en – 19 juil. 2017)' : 'Link (en – 19 Jul 2017)');
    await expect(link).toHaveAttribute('data-href', '/operations/link/115');
    // A link without its update date: its language only.
    await expect(canvas.getByRole('row', { name: /Lifelong learning statistics/ })).toHaveTextContent(fr ? 'Lien (en)' : 'Link (en)');
    await expect(canvas.getByRole('link', { name: fr ? 'Nouveau document' : 'New document' })).toHaveAttribute('href', '/operations/document/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Nouveau lien' : 'New link' })).toHaveAttribute('href', '/operations/link/create');
    await expect(asked).toHaveBeenLastCalledWith('');
  },
};

/** The toggle, with the keyboard: documents only, asked of the server; the choice goes to the address. */
export const DocumentsOnly: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const w = words(isFrenchStory(globals));
    const list = await canvas.findByRole('grid', { name: w.title });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '5'));
    await tabTo(userEvent, canvas.getByRole('radio', { name: w.documents }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: w.documents })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: w.title })).not.toBeChecked();
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ type: 'document' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    await expect(asked).toHaveBeenLastCalledWith('?type=document');
    // One kind: the rows need not say which.
    await expect(canvas.getByRole('row', { name: /Note méthodologique/ })).toHaveTextContent(/\(fr – .+ 2021\)$/);
  },
};

/** Links only, from the address (a reload, or back). */
export const LinksOnly: Story = {
  args: { search: { type: 'link' } },
  parameters: { router: { path: '/operations/documents?type=link' } },
  play: async ({ canvas, globals }) => {
    const w = words(isFrenchStory(globals));
    const list = await canvas.findByRole('grid', { name: w.title });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '2'));
    await expect(canvas.getByRole('radio', { name: w.links })).toBeChecked();
    await expect(asked).toHaveBeenLastCalledWith('?type=link');
  },
};

/** The search goes to the server once typing pauses (accents and case ignored there), with the view. */
export const SearchOnTheServer: Story = {
  args: { search: { type: 'document' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const w = words(isFrenchStory(globals));
    const list = await canvas.findByRole('grid', { name: w.title });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    await tabTo(userEvent, canvas.getByRole('searchbox'));
    await userEvent.keyboard('QUALITE');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ type: 'document', q: 'QUALITE' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '1'));
    await expect(asked).toHaveBeenLastCalledWith('?q=QUALITE&type=document');
    await expect(canvas.getByRole('row', { name: /Qualité de l’enquête relative à l’exercice 2010/ })).toBeVisible();
    // Enter on the row opens the document.
    for (let press = 0; press < 5 && !list.contains(document.activeElement); press += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/document/594');
  },
};

/** Nothing matches: the list says so in words of its own. */
export const NoMatch: Story = {
  args: { search: { q: 'recensement' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Aucun document ni lien ne correspond à cette recherche.' : 'No document or link matches this search.')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('recensement');
  },
};

/** No document or link at all yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/documents', () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Il n’y a encore aucun document ni lien.' : 'There is no document or link yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      neverAnswered('/api/documents'),
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: isFrenchStory(globals) ? /Chargement/ : /Loading/ })).toBeInTheDocument();
  },
};

/** The server cannot be reached: the failure says so, and Retry asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/documents', () => {
        calls += 1;
        return calls === 1 ? errorResponse('SERVICE_UNAVAILABLE') : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const retry = await canvas.findByRole('button', { name: fr ? 'Réessayer' : 'Retry' });
    await tabTo(userEvent, retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('grid', { name: words(fr).title })).toHaveAttribute('aria-rowcount', '5'));
  },
};

/** Someone who only reads documents sees neither "New document" nor "New link". */
export const WithoutCreatePrivilege: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs([readerOf('OPERATION_DOCUMENT')]));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /Business and consumer surveys/ });
    await expect(canvas.queryByRole('link', { name: /^(New document|Nouveau document)$/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^(New link|Nouveau lien)$/ })).not.toBeInTheDocument();
  },
};
