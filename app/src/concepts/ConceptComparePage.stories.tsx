import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { conceptHandlers } from '../mocks/concepts.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import type { CompareChoice } from '../records/compare-search.ts';
import { NoteVersionsComparePage } from '../records/NoteVersionsComparePage.tsx';
import { conceptUi } from './kinds.ts';

interface CompareProps {
  id: string;
  choice: CompareChoice;
  onChoiceChange: (choice: CompareChoice) => void;
}

/** The route keeps the choice in the address; here, in state. */
function Compare(args: CompareProps) {
  const [choice, setChoice] = useState(args.choice);
  const change = (next: CompareChoice) => {
    setChoice(next);
    args.onChoiceChange(next);
  };
  return <NoteVersionsComparePage ui={conceptUi} id={args.id} choice={choice} onChoiceChange={change} />;
}

/**
 * `/concepts/{id}/compare`, the framework's page for versioned notes with the concept kind: two versions of a concept's notes side by side, in either language,
 * the words removed from the first struck through and those added in the second underlined (the
 * kit's TextDiff), how many changes said politely; by default the version before the current one
 * and the current one.
 */
const meta = {
  title: 'Screens/Concepts/ConceptComparePage',
  component: Compare,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/c1001/compare' } },
  args: { id: 'c1001', choice: {}, onChoiceChange: fn() },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers());
  },
} satisfies Meta<typeof Compare>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A note's section: its two versions, each under its heading. */
const note = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

/**
 * Versions 2 and 3 by default: the definition's words changed are marked on each side (not by
 * colour alone: `del`, `ins`, and words for screen readers), each side in the notes' language;
 * choosing version 1 with the keyboard compares it instead, and the number of changes is said.
 */
export const TwoVersionsWithChanges: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    const heading = await canvas.findByRole('heading', { level: 1, name: fr ? 'Comparer les versions de Chômage' : 'Compare the versions of Chômage' });
    await expect(within(heading).getByText('Chômage')).toHaveAttribute('lang', 'fr');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(
      fr ? /^\d+ modifications entre la version 2 et la version 3 \(français\)\.$/ : /^\d+ changes between version 2 and version 3 \(French\)\.$/,
    );
    await expect(canvas.getByRole('list', { name: fr ? 'Légende' : 'Legend' })).toBeVisible();

    const definition = note(canvasElement, fr ? 'Définition' : 'Definition');
    await expect(definition.getByRole('heading', { level: 3, name: 'Version 2' })).toBeVisible();
    await expect(definition.getByRole('heading', { level: 3, name: 'Version 3' })).toBeVisible();
    const removed = canvasElement.querySelectorAll('del');
    const added = [...canvasElement.querySelectorAll('ins')];
    await expect(removed.length).toBeGreaterThan(0);
    await expect(added.some((mark) => mark.textContent?.includes('74'))).toBe(true);
    await expect(added[0]).toHaveTextContent(fr ? /^\[ajouté :.*fin de l’ajout\]$/ : /^\[added:.*end of addition\]$/);
    await expect(added[0]?.closest('[lang]')).toHaveAttribute('lang', 'fr');
    // The change note of version 3 replaces version 2's.
    await expect(note(canvasElement, fr ? 'Note de changement' : 'Change note').getByText(/semaine de référence/)).toBeVisible();

    // The list opens on the version chosen: version 1 is the one above.
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? /Première version$/ : /First version$/ }));
    await userEvent.keyboard('{Enter}');
    const first = await within(await screen.findByRole('listbox')).findByRole('option', { name: fr ? 'Version 1, du 15 mars 2021' : 'Version 1, from 15 Mar 2021' });
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ from: 1, to: 3, language: 'lg1' });
    await waitFor(() => expect(status).toHaveTextContent(fr ? /entre la version 1 et la version 3 \(français\)\.$/ : /between version 1 and version 3 \(French\)\.$/));
    await expect(definition.getByRole('heading', { level: 3, name: 'Version 1' })).toBeVisible();
    // Version 1 had no editorial note.
    await expect(note(canvasElement, fr ? 'Note éditoriale' : 'Editorial note').getByText(fr ? 'Non renseigné' : 'Not specified')).toBeVisible();
  },
};

/** The language toggled with the keyboard: the notes in English, marked as such. */
export const LanguageToggled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    const french = await canvas.findByRole('radio', { name: fr ? 'français' : 'French' });
    await tabTo(userEvent, french);
    await userEvent.keyboard('{ArrowRight}');
    const english = canvas.getByRole('radio', { name: fr ? 'anglais' : 'English' });
    await expect(english).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ from: 2, to: 3, language: 'lg2' });
    const definition = note(canvasElement, fr ? 'Définition' : 'Definition');
    const text = await definition.findByText(/did not work during the reference week/);
    await expect(text.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(english).toBeChecked();
    // Said, with the language, so that the toggle is heard to have worked.
    await expect(canvas.getByRole('status')).toHaveTextContent(fr ? /entre la version 2 et la version 3 \(anglais\)\.$/ : /between version 2 and version 3 \(English\)\.$/);
  },
};

/** A concept with one version of its notes: nothing to compare, said; the way back to it. */
export const OneVersionOnly: Story = {
  args: { id: 'c1004' },
  parameters: { router: { path: '/concepts/c1004/compare' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(
      await canvas.findByText(
        fr ? 'Ce concept n’a qu’une version de ses notes : il n’y a encore rien à comparer.' : 'This concept has only one version of its notes: there is nothing to compare yet.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? /Première version$/ : /First version$/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: fr ? 'Retour au concept' : 'Back to the concept' })).toHaveAttribute('href', '/concepts/c1004');
  },
};
