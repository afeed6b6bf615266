import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { HistoryEntry } from '@atelier/contracts';
import { sampleHandlers, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { HistorySection } from './HistorySection.tsx';
import type { RecordUi } from './kind.ts';

/** The story-only sample kind as a feminine noun in French (« une liste », « une série »). */
const feminineUi: RecordUi = { ...sampleUi, gender: 'feminine' };

const at = (day: string) => `${day}T09:30:00.000Z`;

/** A history whose values are record data in both data languages, reference data and records (codes). */
const bilingualHistory: HistoryEntry[] = [
  {
    id: 1,
    action: 'update',
    at: at('2024-02-20'),
    userId: 'demo',
    userStamp: 'DG75-H250',
    version: 2,
    changes: [
      { field: 'prefLabelLg1', before: 'Enquête sur la production', after: 'Enquête annuelle de production' },
      { field: 'prefLabelLg2', before: 'Production survey', after: 'Annual production survey' },
      { field: 'disseminationStatus', before: 'Prive', after: 'PublicGenerique' },
      { field: 'codes', before: [], after: [{ code: 'A', labelLg1: 'Agriculture, sylviculture et pêche' }] },
    ],
  },
];

/** Words that fit a narrow column only if the table lets them break anywhere, and an address that must. */
const LONG_FRENCH = 'Enquête sur les technologies de l’information et de la communication dans les entreprises';
const LONG_ADDRESS = 'https://www.insee.fr/fr/metadonnees/source/operation/s1001/documentation-methodologique';
const narrowHistory: HistoryEntry[] = [
  {
    id: 1,
    action: 'update',
    at: at('2024-02-20'),
    userId: 'demo',
    userStamp: 'DG75-H250',
    version: 2,
    changes: [
      { field: 'prefLabelLg1', before: 'Enquête TIC', after: LONG_FRENCH },
      { field: 'homepage', before: null, after: LONG_ADDRESS },
    ],
  },
];

/**
 * A record's history on its page: who, when (in the interface's regional format: 15 March 2024 in
 * English, as the date fields expect day first), the version, and each changed field before and
 * after. The whole page, with its other parts, has its stories in RecordPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Records/HistorySection',
  component: HistorySection,
  decorators: [withShell],
  args: { ui: sampleUi, id: 's1001' },
  argTypes: { ui: { control: false } },
  beforeEach({ msw }) {
    msw.use(...sampleHandlers());
  },
} satisfies Meta<typeof HistorySection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The entries' headings, newest first. */
const headings = async (root: HTMLElement): Promise<string[]> =>
  (await within(root).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent ?? '');

/** The sample (masculine in French): each action in the words of its state, dates day first in English. */
export const Masculine: Story = {
  play: async ({ canvasElement, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await headings(canvasElement)).toEqual([
      expect.stringMatching(fr ? /^Publié le 15 mars 2024 à .* par DG75-L201 \(version 3\)$/ : /^Published on 15 March 2024 at .* by DG75-L201 \(version 3\)$/),
      expect.stringMatching(fr ? /^Modifié le 20 février 2024 à .* par DG75-H250 \(version 2\)$/ : /^Modified on 20 February 2024 at .* by DG75-H250 \(version 2\)$/),
      expect.stringMatching(fr ? /^Créé le 10 janvier 2024 à / : /^Created on 10 January 2024 at /),
    ]);
  },
};

/**
 * A kind whose French noun is feminine: the history says « Publiée », as its badge does (one term,
 * agreed with the noun), and « Créée », « Modifiée ».
 */
export const Feminine: Story = {
  args: { ui: feminineUi },
  play: async ({ canvas, canvasElement, globals }) => {
    const fr = isFrenchStory(globals);
    const [published, modified, created] = await headings(canvasElement);
    await expect(published).toMatch(fr ? /^Publiée le 15 mars 2024/ : /^Published on 15 March 2024/);
    await expect(modified).toMatch(fr ? /^Modifiée le / : /^Modified on /);
    await expect(created).toMatch(fr ? /^Créée le / : /^Created on /);
    // The state's values, in the badge's words.
    const state = canvas.getByRole('row', { name: fr ? /^État de publication/ : /^Publication state/ });
    await expect(state).toHaveTextContent(fr ? 'Provisoire, jamais publiéePubliée' : 'Draft (never published)Published');
  },
};

/**
 * Values keep their language: each side of a bilingual pair, the dissemination status's label, a
 * code's label; the interface's words (empty, states) carry none of their own.
 */
export const ValuesInTheirLanguage: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/sample/s1001/history', () => HttpResponse.json(bilingualHistory)));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 3 });
    const langOf = (text: string) => canvas.getByText(text).closest('[lang]')?.getAttribute('lang');
    await expect(langOf('Enquête sur la production')).toBe('fr');
    await expect(langOf('Annual production survey')).toBe('en');
    await expect(langOf(fr ? 'Public générique' : 'Public generic')).toBe(fr ? 'fr' : 'en');
    await expect(langOf('Agriculture, sylviculture et pêche')).toBe('fr');
    // "(empty)" is the interface's word: no data language around it.
    const empty = canvas.getByText(fr ? '(vide)' : '(empty)');
    await expect(empty.closest('td')?.querySelector('[lang]')).toBeNull();
  },
};

/**
 * At 320 px, words wrap whole; only a token too long for any line (a web address) breaks, and the
 * table stays within the screen.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(http.get('/api/sample/s1001/history', () => HttpResponse.json(narrowHistory)));
  },
  play: async ({ canvas }) => {
    const after = await canvas.findByText(LONG_FRENCH);
    // Each word lies on one line: a word broken across two lines has two boxes.
    const text = after.firstChild as Text;
    let offset = 0;
    for (const word of LONG_FRENCH.split(' ')) {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + word.length);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      await expect(lines.size, word).toBe(1);
      offset += word.length + 1;
    }
    // The address breaks where it must, and nothing is wider than the column.
    const address = canvas.getByText(LONG_ADDRESS);
    await expect(getComputedStyle(address).overflowWrap).toBe('anywhere');
    await expect(address.getBoundingClientRect().height).toBeGreaterThan(30);
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
