import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ComboBox, type OptionsLoader } from './ComboBox.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

type Organisation = { id: string; label: string };

const ORGANISATIONS: Organisation[] = [
  { id: 'dg75', label: 'Direction générale' },
  { id: 'dsds', label: 'Direction des statistiques démographiques et sociales' },
  { id: 'dese', label: 'Direction des études et synthèses économiques' },
  { id: 'eurostat', label: 'Eurostat' },
];

/** A server search: answers after `delayMs`, unless a newer search aborted it first. */
function searchOrganisations(delayMs: number): OptionsLoader<Organisation> {
  return (search, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(ORGANISATIONS.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()))),
        delayMs,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('Search aborted'));
      });
    });
}

/**
 * One choice among many options searched on the server as the person types. The caller gives
 * `loadOptions(search, signal)`; pass `signal` to fetch so that an overtaken search is cancelled.
 */
const meta = {
  title: 'Kit/Forms/ComboBox',
  component: ComboBox<Organisation>,
  args: { label: <Trans>Owner organisation</Trans>, loadOptions: searchOrganisations(50), onChange: fn() },
  argTypes: { ...fieldArgTypes, loadOptions: { control: false } },
} satisfies Meta<typeof ComboBox<Organisation>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('euro');
    // Each keystroke searches again: wait until the list holds the last search's answer alone.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Eurostat']));
    await userEvent.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Eurostat' });
    // Focus stays in the input; the option is the active descendant. Enter waits until React has
    // rendered the option as focused: the attribute alone can come first on a busy machine.
    await waitFor(() => expect(option).toHaveAttribute('data-focused', 'true'));
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('eurostat');
    await expect(input).toHaveValue('Eurostat');
  },
};

/** Each keystroke aborts the search before it: only the last one's answer is shown. */
export const CancelsStaleSearches: Story = {
  args: { loadOptions: fn(searchOrganisations(150)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('dir');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const loader = args.loadOptions as ReturnType<typeof fn>;
    const signals = loader.mock.calls.map((call) => call[1] as AbortSignal);
    await expect(signals.slice(0, -1).every((signal) => signal.aborted)).toBe(true);
    await expect(signals.at(-1)?.aborted).toBe(false);
    await expect(canvas.getByRole('combobox')).toHaveValue('dir');
  },
};

/**
 * Escape with the list open closes it and keeps the search, to read the page and come back to it;
 * a second Escape clears the text, as in a search field. Nothing is chosen meanwhile.
 */
export const EscapeKeepsTheSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await userEvent.keyboard('dir');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('dir');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** While the server searches, a spinner says so. */
export const Loading: Story = {
  args: { loadOptions: () => new Promise<Organisation[]>(() => undefined) },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: globals.locale === 'fr' ? 'Recherche en cours' : 'Searching' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async ({ userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    // The popover shows once it is placed, which can take a few frames after it opens.
    const noResults = globals.locale === 'fr' ? 'Aucun résultat' : 'No results';
    await waitFor(() => expect(screen.getByText(noResults)).toBeVisible());
  },
};

export const WithValue: Story = { args: { defaultValue: 'eurostat', defaultInputValue: 'Eurostat' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Owner organisation is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/**
 * Open in a form: the rest of the page stays as it was for screen readers (its heading, its other
 * fields), since Tab can still reach them; the list is announced by the field it belongs to. The
 * story ends with the list open, so its accessibility scan runs in that state.
 */
export const OpenInAForm: Story = {
  render: (args) => (
    <form className="flex max-w-md flex-col gap-4" aria-labelledby="combo-box-form-title">
      <h1 id="combo-box-form-title" className="text-2xl font-bold">
        <Trans>Modify the series</Trans>
      </h1>
      <TextField label={<Trans>Title</Trans>} defaultValue="Enquête emploi" />
      <ComboBox {...args} />
      <Button type="submit">
        <Trans>Save</Trans>
      </Button>
    </form>
  ),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const combobox = canvas.getByRole('combobox');
    await userEvent.click(combobox);
    await userEvent.keyboard('dir');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    // Nothing of the page is hidden from screen readers while the list is open.
    await expect(canvas.getByRole('heading', { level: 1, name: fr ? 'Modifier la série' : 'Modify the series' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: fr ? 'Intitulé' : 'Title' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' })).toBeInTheDocument();
    const focusable = Array.from(canvasElement.querySelectorAll('input, button, a[href]'));
    await expect(focusable.length).toBeGreaterThanOrEqual(4);
    await expect(focusable.filter((element) => element.closest('[aria-hidden="true"], [inert]'))).toEqual([]);
  },
};

