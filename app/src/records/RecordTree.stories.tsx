import type { MessageDescriptor } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { bilingual, defineKind, reference, text } from '@atelier/contracts';
import { errorResponse, neverAnswered } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { RecordTree } from './RecordTree.tsx';
import { hierarchyTreeSource } from './tree-source.ts';

// A hierarchical kind declared for the stories: 10 regions, the first with 887 départements and the
// others with 100 each, every département with 22 communes (41,111 places), generated on request.

const placeKind = defineKind({
  name: 'place',
  application: 'OPERATION_SERIES',
  paths: { list: '/places', item: '/place' },
  id: { type: 'uuid' },
  label: 'label',
  fields: { ...bilingual('label', text({ required: true }), text()), parentId: reference(['place']) },
  hierarchy: 'parentId',
});

// Mocks are not extracted: the kind's own words are plain descriptors.
const words = (id: string, message: string): MessageDescriptor => ({ id: `story.place.${id}`, message });

const placeSource = hierarchyTreeSource(placeKind, { key: ['story', 'place'], label: words('list', 'Places'), href: (id) => `/place/${id}` });

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const REGIONS = 10;
const childCount = (id: string | undefined): number => {
  const depth = id === undefined ? 0 : id.split('-').length;
  if (depth === 0) return REGIONS;
  if (depth === 1) return id === 'r01' ? 887 : 100;
  return depth === 2 ? 22 : 0;
};
const childId = (parent: string | undefined, n: number) =>
  parent === undefined ? `r${pad(n, 2)}` : parent.split('-').length === 1 ? `${parent}-d${pad(n, 3)}` : `${parent}-c${pad(n, 2)}`;
/** « Région 01 », « Département 01-450 », « Commune 01-450-07 » in French; Region, Department, Municipality in English. */
function place(id: string) {
  const parts = id.split('-').map((part) => part.slice(1));
  const [fr, en] = [
    ['Région', 'Département', 'Commune'],
    ['Region', 'Department', 'Municipality'],
  ].map((names) => `${names[parts.length - 1]} ${parts.join('-')}`);
  return { id, labelLg1: fr!, labelLg2: en!, validationState: 'Unpublished', childCount: childCount(id) };
}

/** The place numbered as typed (« 01-450-07 »), if there is one. */
function placeIdOf(text: string): string | undefined {
  const numbers = /^(\d{2})(?:-(\d{3})(?:-(\d{2}))?)?$/.exec(text.trim());
  if (!numbers) return undefined;
  const [, region, department, commune] = numbers.map(Number);
  if (!region || region > REGIONS) return undefined;
  if (department === undefined || Number.isNaN(department)) return `r${pad(region, 2)}`;
  if (department < 1 || department > childCount(`r${pad(region, 2)}`)) return undefined;
  const base = `r${pad(region, 2)}-d${pad(department, 3)}`;
  if (commune === undefined || Number.isNaN(commune)) return base;
  return commune >= 1 && commune <= 22 ? `${base}-c${pad(commune, 2)}` : undefined;
}

function placeHandlers(requests: (query: string) => void = () => undefined) {
  return [
    http.get('/api/places/tree', ({ request }) => {
      const url = new URL(request.url);
      requests(url.search);
      const node = url.searchParams.get('node') ?? undefined;
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 100);
      const total = childCount(node);
      const first = (page - 1) * perPage + 1;
      const items = Array.from({ length: Math.max(0, Math.min(perPage, total - first + 1)) }, (_, i) => place(childId(node, first + i)));
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(total) } });
    }),
    // A search finds the place whose number is typed (« 01-450-07 »), or nothing.
    http.get('/api/places', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searched(q);
      const id = placeIdOf(q);
      const items = id === undefined ? [] : [place(id)];
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(items.length) } });
    }),
    http.get('/api/place/:id/ancestors', ({ params }) => {
      const parts = String(params.id).split('-');
      return HttpResponse.json(parts.slice(0, -1).map((_, i) => ({ kind: 'place', ...place(parts.slice(0, i + 1).join('-')) })));
    }),
  ];
}

const requested = fn();
const searched = fn();

/**
 * The tree of any hierarchical kind, on a story kind of 41,111 places: its roots, each level read a
 * page (100) at a time when first expanded, the next when its end scrolls into view, each node a link
 * to its record in the interface's data language; `openAt` reads a record's ancestors and shows it.
 */
const meta = {
  title: 'Screens/Records/RecordTree',
  component: RecordTree,
  decorators: [withShell, withRouter],
  args: { source: placeSource },
  beforeEach({ msw }) {
    requested.mockClear();
    searched.mockClear();
    msw.use(...placeHandlers(requested));
  },
} satisfies Meta<typeof RecordTree>;
export default meta;

type Story = StoryObj<typeof meta>;

const name = (fr: boolean, id: string) => (fr ? place(id).labelLg1 : place(id).labelLg2);

/** The ten regions, each a link to its page, in the interface's data language with its `lang`. */
export const FirstRows: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: 'Places' });
    const first = await canvas.findByRole('row', { name: name(fr, 'r01') });
    await expect(first).toHaveAttribute('lang', fr ? 'fr' : 'en');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('row', { name: name(fr, 'r10') })).toBeInTheDocument();
    await expect(tree.querySelector('a[href="/place/r01"]') ?? first).toBeInTheDocument();
    await expect(requested).toHaveBeenCalledTimes(1);
  },
};

/** Right arrow expands a region: its first 100 départements are read, not its 887. */
export const ExpandReadsOnePage: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const first = await canvas.findByRole('row', { name: name(fr, 'r01') });
    await tabTo(userEvent, first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('row', { name: name(fr, 'r01-d001') })).toHaveAttribute('aria-level', '2');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(requested).toHaveBeenCalledWith('?node=r01&page=1&per_page=100');
    await expect(requested).not.toHaveBeenCalledWith('?node=r01&page=2&per_page=100');
  },
};

/** Scrolled to the level's end, the tree reads the next page (« load more »), and its rows follow. */
export const LoadMore: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: 'Places' });
    const first = await canvas.findByRole('row', { name: name(fr, 'r01') });
    await tabTo(userEvent, first);
    await userEvent.keyboard('{ArrowRight}');
    await canvas.findByRole('row', { name: name(fr, 'r01-d001') });
    // Scrolled to the end (as arrowing down past the last row does), the next page is read.
    await waitFor(() => {
      tree.scrollTop = tree.scrollHeight;
      return expect(requested).toHaveBeenCalledWith('?node=r01&page=2&per_page=100');
    });
    await expect(await canvas.findByRole('row', { name: name(fr, 'r01-d101') })).toBeInTheDocument();
    await expect(requested).not.toHaveBeenCalledWith('?node=r01&page=9&per_page=100');
  },
};

/**
 * A commune under the 450th département: its ancestors in one call, its region's first 800
 * départements in one read (not five pages one after the other), its département's communes, and
 * the commune focused.
 */
export const OpenAtDeepItem: Story = {
  args: { openAt: { id: 'r01-d450-c07' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await waitFor(() => expect(requested).toHaveBeenCalledWith('?node=r01-d450&page=1&per_page=800'), { timeout: 5000 });
    const row = await canvas.findByRole('row', { name: name(fr, 'r01-d450-c07') }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveFocus());
    await expect(row).toHaveAttribute('aria-level', '3');
    // Its ancestors' levels are expanded (virtualized: the département's row may be out of view).
    await expect(row).toHaveAttribute('aria-posinset', '7');
    await expect(requested.mock.calls.filter(([query]) => String(query).startsWith('?node=r01&'))).toEqual([['?node=r01&page=1&per_page=800']]);
  },
};

/** Opened at a département past the first 800 of its region: a second read of 800 finds it, and no more is read. */
export const OpenPastTheFirstRead: Story = {
  args: { openAt: { id: 'r01-d850' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const row = await canvas.findByRole('row', { name: name(fr, 'r01-d850') }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveFocus());
    await expect(row).toHaveAttribute('aria-posinset', '850');
    await expect(requested.mock.calls.filter(([query]) => String(query).startsWith('?node=r01&'))).toEqual([
      ['?node=r01&page=1&per_page=800'],
      ['?node=r01&page=2&per_page=800'],
    ]);
  },
};

/** The roots could not be read: the error, and a way to try again. */
export const RootsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/places/tree', () => errorResponse('INTERNAL')));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('button', { name: fr ? 'Réessayer' : 'Retry' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A record whose path cannot be read: said, the tree stays usable. */
export const OpenAtFailed: Story = {
  args: { openAt: { id: 'r02-d003' } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/place/:id/ancestors', () => errorResponse('NOT_FOUND')));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? /n’a pas pu être montré/ : /could not be shown in the tree/);
    await expect(canvas.getByRole('row', { name: name(fr, 'r01') })).toBeInTheDocument();
  },
};

/** A kind with no record yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/places/tree', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Rien dans cet arbre pour l’instant' : 'Nothing in this tree yet')).toBeVisible();
  },
};

/** While the roots load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswered('/api/places/tree'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('treegrid', { name: 'Places' })).toBeInTheDocument();
  },
};

const searchBox = (fr: boolean) => screen.findByRole('combobox', { name: fr ? 'Trouver dans l’arbre' : 'Find in the tree' });

/** What the tree's live region says (the tree has a status of its own too). */
const announced = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(text), { timeout: 5000 });

/**
 * A commune found on the server by its number: the first page of matches in the list, said; Down and
 * Enter choose it, and the tree opens at it (its ancestors expanded, its row focused), which is said.
 */
export const SearchFound: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('row', { name: name(fr, 'r01') });
    await typeInto(userEvent, await searchBox(fr), '01-450-07');
    await announced(fr ? '1 résultat.' : '1 match.');
    const option = await screen.findByRole('option', { name: name(fr, 'r01-d450-c07') });
    await expect(option.querySelector('span[lang]')).toHaveAttribute('lang', fr ? 'fr' : 'en');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const row = await canvas.findByRole('row', { name: name(fr, 'r01-d450-c07') }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveFocus(), { timeout: 5000 });
    await expect(row).toHaveAttribute('aria-level', '3');
    await announced(fr ? `« ${name(fr, 'r01-d450-c07')} » est affiché dans l’arbre.` : `“${name(fr, 'r01-d450-c07')}” is shown in the tree.`);
    // One search for the number typed, not one per key press.
    await expect(searched).toHaveBeenCalledTimes(1);
    await expect(searched).toHaveBeenCalledWith('01-450-07');
    // Its département's communes were read to show it, in one read.
    await expect(requested).toHaveBeenCalledWith('?node=r01-d450&page=1&per_page=800');
  },
};

/** Nothing matches: the list says so, and so does the live region. */
export const SearchNoMatch: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('row', { name: name(fr, 'r01') });
    await typeInto(userEvent, await searchBox(fr), '99-999');
    await announced(fr ? 'Rien ne correspond à « 99-999 ».' : 'Nothing matches “99-999”.');
    // The list's popover is in the page a moment before it shows (react-aria places it first).
    const none = await screen.findByText(fr ? 'Aucun résultat' : 'No results');
    await waitFor(() => expect(none).toBeVisible());
  },
};

/** The search fails on the server: said, and shown under the box; the tree stays usable. */
export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/places', () => errorResponse('INTERNAL')));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('row', { name: name(fr, 'r01') });
    await typeInto(userEvent, await searchBox(fr), '01-450');
    const failure = fr ? 'La recherche n’a pas pu être faite. Réessayez.' : 'The search could not be done. Try again.';
    await announced(failure);
    await expect(canvas.getByText(failure, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: name(fr, 'r01') })).toBeInTheDocument();
  },
};
