import type { MessageDescriptor } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { z } from 'zod';
import { bilingual, defineKind, richText, text } from '@atelier/contracts';
import { recordFixture } from '../mocks/records.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { defineRecordUi } from './kind.ts';
import { NoteVersionsComparePage } from './NoteVersionsComparePage.tsx';

// Mocks are not extracted: the story kind's words are plain descriptors, the same in both languages.
const words = (id: string, message: string): MessageDescriptor => ({ id: `story.gloss.${id}`, message });

/** A kind declared for this story only, feminine in French: its gloss kept in versions, with what changed. */
const glossKind = defineKind({
  name: 'storyGloss',
  application: 'OPERATION_SERIES',
  paths: { list: '/story/glosses', item: '/story/gloss' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    ...bilingual('gloss', richText(), richText()),
    ...bilingual('whatChanged', richText(), richText()),
  },
  versionedNotes: { notes: ['gloss'], changeNote: 'whatChanged', changeNoteRequired: 'CONCEPT_CHANGE_NOTE_REQUIRED', versionField: 'glossVersion' },
  computed: { glossVersion: z.number().int() },
});

const glossUi = defineRecordUi(
  {
    kind: glossKind,
    module: 'operations',
    titles: {
      back: words('back', 'Back to the glosses'),
      list: words('list', 'Glosses'),
      search: words('search', 'Search glosses'),
      create: words('create', 'New gloss'),
      modify: () => words('modify', 'Modify the gloss'),
    },
    named: () => words('named', 'the gloss'),
    fieldNames: { prefLabel: words('prefLabel', 'Label'), gloss: words('gloss', 'Gloss'), whatChanged: words('whatChanged', 'What changed') },
  },
  {
    pages: { list: '/story/glosses', create: '/story/glosses/create', item: '/story/glosses' },
    noun: words('noun', 'Gloss'),
    gender: 'feminine',
  },
);

const ID = 'b8a7f5d2-1c3e-4f6a-9b0d-2e4f6a8c0b1d';
const at = (day: string) => `${day}T09:30:00.000Z`;
const versions = [
  { version: 1, validFrom: at('2023-01-10'), validUntil: at('2024-05-02'), glossLg1: '<p>Un sens premier.</p>', glossLg2: '<p>A first sense.</p>', whatChangedLg1: null, whatChangedLg2: null },
  { version: 2, validFrom: at('2024-05-02'), validUntil: null, glossLg1: '<p>Un sens élargi.</p>', glossLg2: '<p>A wider sense.</p>', whatChangedLg1: '<p>Sens élargi.</p>', whatChangedLg2: null },
];

function handlers(count: number) {
  const shown = versions.slice(0, count);
  return [
    http.get(`/api/story/gloss/${ID}`, () =>
      HttpResponse.json(recordFixture(glossKind, { id: ID, prefLabelLg1: 'Glose', prefLabelLg2: 'Gloss', ...shown.at(-1), glossVersion: count })),
    ),
    http.get(`/api/story/gloss/${ID}/notes`, () => HttpResponse.json(shown.map(({ version, validFrom, validUntil }) => ({ version, validFrom, validUntil })))),
    http.get(`/api/story/gloss/${ID}/notes/:version`, ({ params }) => HttpResponse.json(shown[Number(params.version) - 1])),
  ];
}

/**
 * The compare page of any kind declaring versioned notes, shown with a story-only kind whose noun
 * is feminine in French: its versioned note and its change note compared, the words around the
 * kind's noun agreed with it. The concepts' stories cover the page in full.
 */
const meta = {
  title: 'Screens/Records/NoteVersionsComparePage',
  component: NoteVersionsComparePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: `/story/glosses/${ID}/compare` } },
  args: { ui: glossUi, id: ID, choice: {}, onChoiceChange: fn() },
} satisfies Meta<typeof NoteVersionsComparePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Its two versions: the gloss, then the change note, each a section with both versions; the changes counted. */
export const AnyKindWithVersionedNotes: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers(2));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Comparer les versions de Glose' : 'Compare the versions of Glose' })).toBeVisible();
    const sections = await canvas.findAllByRole('region');
    await expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(['Gloss', 'What changed']);
    await expect(await canvas.findByRole('status')).toHaveTextContent(fr ? /entre la version 1 et la version 2/ : /between version 1 and version 2/);
    await expect(canvas.getByRole('link', { name: fr ? 'Retour à la gloss' : 'Back to the gloss' })).toHaveAttribute('href', `/story/glosses/${ID}`);
  },
};

/** One version: nothing to compare, said with the kind's noun agreed in French. */
export const OneVersionOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers(1));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(
      await canvas.findByText(
        fr ? 'Cette gloss n’a qu’une version de ses notes : il n’y a encore rien à comparer.' : 'This gloss has only one version of its notes: there is nothing to compare yet.',
      ),
    ).toBeVisible();
  },
};
