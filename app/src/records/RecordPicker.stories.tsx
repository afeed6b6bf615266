import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { conceptKind } from '@atelier/contracts';
import { errorResponse } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { RecordPicker } from './RecordPicker.tsx';

/** The picker as a form holds it: the identifiers chosen, with the labels of those chosen before. */
function Picker({ onChange }: { onChange: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['c0001']);
  return (
    <RecordPicker
      kinds={[conceptKind]}
      label="Broader concepts"
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
      known={[{ id: 'c0001', labelLg1: 'Population' }]}
      exclude={['c0100']}
    />
  );
}

/** A page of concepts as the list answers it: `count` of them, `total` in all. */
function page(count: number, total: number) {
  const items = Array.from({ length: count }, (_, index) => {
    const id = `c${String(index + 2).padStart(4, '0')}`;
    return { id, labelLg1: `Concept ${index + 2}`, labelLg2: null, validationState: 'Validated' };
  });
  return HttpResponse.json(items, { headers: { 'x-total-count': String(total) } });
}

const searched = fn();

/**
 * Records of some kinds picked by a search on the server (a concept's links, a collection's
 * members): one page of answers, never the whole list. Its other states (adding, removing, no
 * answer) are played in the concept form's stories.
 */
const meta = {
  title: 'Screens/Records/RecordPicker',
  component: Picker,
  decorators: [withShell, withRouter],
  args: { onChange: fn() },
  beforeEach() {
    searched.mockClear();
  },
} satisfies Meta<typeof Picker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** More answers than one page: the first 20 shown, and the person asked to refine the search. */
export const ManyAnswers: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/concepts', ({ request }) => {
        searched(new URL(request.url).search);
        return page(20, 250);
      }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const group = canvas.getByRole('group', { name: 'Broader concepts' });
    await expect(within(group).getByRole('list', { name: fr ? 'Choisis (1)' : 'Chosen (1)' })).toHaveTextContent('Population');
    // Enter searches at once, and never submits a form around.
    await typeInto(userEvent, within(group).getByRole('searchbox'), 'concept{Enter}');
    await waitFor(() => expect(searched).toHaveBeenCalledWith('?per_page=20&q=concept'));
    const answers = await within(group).findByRole('list', { name: fr ? 'Réponses' : 'Answers' });
    await expect(within(answers).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(group).getByRole('status')).toHaveTextContent(
      fr ? '20 réponses affichées sur davantage' : '20 answers shown of more: refine the search to see others.',
    );
  },
};

/** The search fails: said, with a button to search again, which then answers. */
export const SearchFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/concepts', () => {
        calls += 1;
        return calls === 1 ? errorResponse('INTERNAL') : page(2, 2);
      }),
    );
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    const group = canvas.getByRole('group', { name: 'Broader concepts' });
    await typeInto(userEvent, within(group).getByRole('searchbox'), 'concept');
    await waitFor(() => expect(within(group).getByRole('status')).toHaveTextContent(fr ? 'La recherche a échoué.' : 'The search failed.'));
    await tabTo(userEvent, within(group).getByRole('button', { name: fr ? 'Relancer la recherche' : 'Search again' }));
    await userEvent.keyboard('{Enter}');
    const add = await within(group).findByRole('button', { name: fr ? 'Ajouter Concept 2' : 'Add Concept 2' });
    await tabTo(userEvent, add);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['c0001', 'c0002']);
  },
};
