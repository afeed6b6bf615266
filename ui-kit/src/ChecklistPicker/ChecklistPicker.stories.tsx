import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import type { FocusHandle } from '../Field/focus-handle.ts';
import { expectNoOverflow, fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { sampleRecords } from '../mocks/sample-records.ts';
import { ChecklistPicker, type ChecklistItem, type ChecklistPickerProps } from './ChecklistPicker.tsx';

const toItems = (count: number, seed?: number): ChecklistItem[] =>
  sampleRecords(count, seed).map((record) => ({ id: record.id, label: record.label, description: record.id, lang: 'fr' }));

const items = toItems(200);

/** The items whose label starts with `subject` (the sample labels are "Subject qualifier number"). */
const about = (list: readonly ChecklistItem[], subject: string) => list.filter((item) => item.label.startsWith(`${subject} `));

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Counts are announced 600 ms after they settle; a busy machine needs more than waitFor's 1 s. */
const settling = { timeout: 5000 };

/** Waits for a live region (role status) to say `text`: counts settle after typing. */
const announced = (canvas: Canvas, text: string) =>
  waitFor(() => expect(canvas.getByText(text, { selector: '[role="status"]' })).toBeInTheDocument(), settling);

/** A number as the interface writes it: 10,000 in English, 10 000 in French (any space matches). */
const formatCount = (fr: boolean, count: number) => count.toLocaleString(fr ? 'fr-FR' : 'en-GB').replace(/\s/g, ' ');

/** "3 of 200 selected" in the story's language. */
const selectedText = (fr: boolean, count: number, total: number) =>
  fr
    ? `${formatCount(fr, count)} sélectionné${count > 1 ? 's' : ''} sur ${formatCount(fr, total)}`
    : `${formatCount(fr, count)} of ${formatCount(fr, total)} selected`;

/** "12 results" in the story's language. */
const resultsText = (fr: boolean, count: number) =>
  fr ? `${formatCount(fr, count)} résultat${count > 1 ? 's' : ''}` : `${formatCount(fr, count)} result${count > 1 ? 's' : ''}`;

/** The grid's rows when it has settled on `count` rows in all (the search is deferred). */
async function rowsOnceSettled(canvas: Canvas, count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', String(count)), settling);
  return canvas.getAllByRole('row');
}

/** The host keeps the value, as react-hook-form does. */
function ControlledPicker(args: ChecklistPickerProps) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChecklistPicker
      {...args}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        args.onChange?.(ids);
      }}
    />
  );
}

/**
 * A subset of a long list, for example the codes that a partial code list keeps from its parent.
 * The search ignores accents and case; "Select all shown" and "Deselect all shown" act on the items
 * the search shows, and items hidden by the search stay as they were. Labels are record data: give
 * their `lang`. Bind it to react-hook-form with one `Controller` (`{...field}`), like other fields.
 */
const meta = {
  title: 'Kit/Forms/ChecklistPicker',
  component: ChecklistPicker,
  args: { label: <Trans>Codes kept</Trans>, items, onChange: fn(), onRetry: fn() },
  argTypes: { ...fieldArgTypes, items: { control: false } },
} satisfies Meta<typeof ChecklistPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('group', { name: fr ? 'Codes conservés' : 'Codes kept' })).toBeInTheDocument();
    await expect(canvas.getByText(selectedText(fr, 0, 200))).toHaveAttribute('role', 'status');
    // The search comes first; accents and case do not count.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: fr ? 'Rechercher' : 'Search' })).toHaveFocus();
    await userEvent.keyboard('energie');
    const matching = about(items, 'Énergie');
    const rows = await rowsOnceSettled(canvas, matching.length);
    for (const row of rows) await expect(row).toHaveTextContent(/^Énergie/);
    await announced(canvas, resultsText(fr, matching.length));
    // Then the bulk action that applies (nothing shown is selected yet), the switch, and the list.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Sélectionner les éléments affichés' : 'Select all shown' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: fr ? 'Afficher uniquement la sélection' : 'Show selected only' })).toHaveFocus();
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    // Arrows move, Space checks.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([matching[1]?.id]);
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(within(rows[1] as HTMLElement).getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByText(selectedText(fr, 1, 200))).toHaveAttribute('role', 'status');
  },
};

export const SelectAllShown: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const selectAll = canvas.getByRole('button', { name: fr ? 'Sélectionner les éléments affichés' : 'Select all shown' });
    const deselectAll = canvas.getByRole('button', { name: fr ? 'Désélectionner les éléments affichés' : 'Deselect all shown' });
    await expect(deselectAll).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('TOURISME');
    const matching = about(items, 'Tourisme');
    const rows = await rowsOnceSettled(canvas, matching.length);
    await userEvent.tab();
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(matching.map((item) => item.id));
    for (const row of rows) await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(selectedText(fr, matching.length, 200))).toBeInTheDocument();
    // Its job done, the button is disabled and focus moves to the opposite action, not to the page.
    await expect(selectAll).toBeDisabled();
    await expect(deselectAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(deselectAll).toBeDisabled();
    await expect(selectAll).toHaveFocus();
    await expect(canvas.getByText(selectedText(fr, 0, 200))).toBeInTheDocument();
  },
};

/** What a search hides stays selected: each change applies to the items shown only. */
export const SelectionSurvivesFiltering: Story = {
  render: ControlledPicker,
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const health = about(items, 'Santé');
    const energy = about(items, 'Énergie');
    const searchbox = canvas.getByRole('searchbox');
    // Check one health item from the keyboard.
    await userEvent.tab();
    await userEvent.keyboard('sante');
    const rows = await rowsOnceSettled(canvas, health.length);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([health[0]?.id]);
    // Search something else and select all of it: the health item stays selected.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(searchbox).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(searchbox).toHaveValue('');
    await userEvent.keyboard('énergie');
    await rowsOnceSettled(canvas, energy.length);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const expected = [health[0]?.id, ...energy.map((item) => item.id)];
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    // Unchecking a shown item leaves the hidden one alone too. The list keeps its place (near the
    // health row), so Home goes to the first row.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('grid')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(expected.filter((id) => id !== energy[0]?.id));
    // Without the search, the count holds both; "Show selected only" lists them.
    await userEvent.clear(searchbox);
    await rowsOnceSettled(canvas, items.length);
    await expect(canvas.getByText(selectedText(fr, energy.length, 200))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch'));
    await rowsOnceSettled(canvas, energy.length);
    // A row's name is its label then its description (here the id).
    const rowName = (item?: ChecklistItem) => `${item?.label} ${item?.id}`;
    await expect(canvas.getByRole('row', { name: rowName(health[0]) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('row', { name: rowName(energy[0]) })).not.toBeInTheDocument();
  },
};

const tenThousand = toItems(10_000, 7);

/** 10,000 items: only the rows in sight exist in the page; the search and the bulk actions keep up. */
export const ThousandsOfItems: Story = {
  args: { items: tenThousand },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByText(selectedText(fr, 0, 10_000))).toBeInTheDocument();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '10000');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('industrie annuel');
    const matching = tenThousand.filter((item) => /^Industrie annuel /.test(item.label));
    await rowsOnceSettled(canvas, matching.length);
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(matching.map((item) => item.id));
    await expect(canvas.getByText(selectedText(fr, matching.length, 10_000))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('grid')).toHaveTextContent(fr ? 'Aucun élément à choisir' : 'No items to choose from');
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    // Only the results count speaks: "0 of 0 selected" would say nothing.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.type(canvas.getByRole('searchbox'), 'xylophone');
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveTextContent(fr ? 'Aucun résultat' : 'No results'), settling);
    await announced(canvas, fr ? 'Aucun résultat' : 'No results');
    await expect(canvas.getByRole('button', { name: fr ? 'Sélectionner les éléments affichés' : 'Select all shown' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement…' : 'Loading…' })).toBeInTheDocument();
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { items: [], status: 'error' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('alert')).toHaveTextContent(fr ? 'Les données n’ont pas pu être chargées.' : 'The data could not be loaded.');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Réessayer' : 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The host focuses the field through its `ref`, as react-hook-form does on a failed submit. */
function PickerWithFocusButton(args: ChecklistPickerProps) {
  const ref = useRef<FocusHandle>(null);
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="secondary" size="sm" onPress={() => ref.current?.focus()}>
        <Trans>Go to the error</Trans>
      </Button>
      <ChecklistPicker {...args} ref={ref} />
    </div>
  );
}

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>Choose at least one code.</Trans> },
  render: PickerWithFocusButton,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const grid = canvas.getByRole('grid', { name: fr ? 'Codes conservés obligatoire' : 'Codes kept required' });
    const error = fr ? 'Erreur : Choisissez au moins un code.' : 'Error: Choose at least one code.';
    await expect(grid).toHaveAccessibleDescription(error);
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(error);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['r00001', 'r00003'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.getByRole('switch')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    const rows = canvas.getAllByRole('row');
    for (const row of rows) await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(within(rows[0] as HTMLElement).getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByText(selectedText(fr, 2, 200))).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).not.toHaveFocus();
    await expect(rows[0]).not.toHaveFocus();
  },
};

/** A long label, long items and French wording in a narrow column: everything wraps, nothing is cut. */
export const LongFrenchLabel: Story = {
  args: {
    label: <Trans>Codes of the parent code list that this partial code list keeps for dissemination</Trans>,
    description: <Trans>Search by label or by code, then check the codes to keep.</Trans>,
    isRequired: true,
    defaultValue: ['r00002'],
    items: items.slice(0, 6).map((item) => ({
      ...item,
      label: `${item.label} : répertoire des établissements et des unités légales, champ marchand non agricole, France entière`,
    })),
  },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group');
    await expectNoOverflow(group);
    for (const button of canvas.getAllByRole('button')) await expectNoOverflow(button);
    const rows = canvas.getAllByRole('row');
    for (const row of rows) {
      await waitFor(() => expect(row.scrollHeight).toBeLessThanOrEqual(row.clientHeight));
      await expectNoOverflow(row);
    }
    await expect(rows[0]).toHaveTextContent('r00001');
    await expect(canvasElement.querySelector('[lang="fr"]')).toHaveTextContent(/France entière/);
  },
};
