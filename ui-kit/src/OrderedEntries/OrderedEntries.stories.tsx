import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { OrderedEntries, type OrderedEntriesProps } from './OrderedEntries.tsx';

interface Column {
  key: string;
  title: string;
  mandatory: boolean;
}

const columns = (...titles: string[]): Column[] => titles.map((title, index) => ({ key: `k${index}`, title, mandatory: index === 0 }));

let added = 0;

/** The host keeps the entries, as react-hook-form's field array does (a stable key for each). */
function Columns({ initial, ...args }: Partial<OrderedEntriesProps> & { initial: Column[] }) {
  const { t } = useLingui();
  const [value, setValue] = useState(initial);
  const change = (next: Column[]) => setValue(next);
  return (
    <OrderedEntries
      label={t`Columns`}
      addLabel={t`Add a column`}
      emptyMessage={t`No column yet.`}
      {...args}
      keys={value.map((column) => column.key)}
      entryLabel={(index) => {
        const title = value[index]?.title || String(index + 1);
        return t`Column ${title}`;
      }}
      renderEntry={(index) => {
        const column = value[index];
        if (!column) return null;
        const update = (changes: Partial<Column>) => change(value.map((item, at) => (at === index ? { ...item, ...changes } : item)));
        return (
          <>
            <TextField label={t`Title`} lang="fr" value={column.title} onChange={(title) => update({ title })} />
            <Checkbox label={t`Mandatory`} isSelected={column.mandatory} onChange={(mandatory) => update({ mandatory })} />
          </>
        );
      }}
      onMove={(from, to) => {
        args.onMove?.(from, to);
        const next = [...value];
        const [moved] = next.splice(from, 1);
        if (moved) next.splice(to, 0, moved);
        change(next);
      }}
      onRemove={(index) => change(value.filter((_, at) => at !== index))}
      onAdd={() => change([...value, { key: `new${(added += 1)}`, title: '', mandatory: false }])}
    />
  );
}

/**
 * An ordered list of entries, each a group of fields of its own (a data structure's components,
 * a table's columns): added at the end, removed, and put in order with the keyboard: Move up and
 * Move down on each entry, or Alt+Up arrow and Alt+Down arrow from anywhere in it. Each move is
 * said ("Column Age moved to position 3 of 4.") and focus stays with the entry moved. The host
 * keeps the entries and gives a stable key for each (react-hook-form's `useFieldArray` ids).
 */
const meta = {
  title: 'Kit/Forms/OrderedEntries',
  component: Columns,
  args: { initial: columns('Âge', 'Sexe', 'Région', 'Année'), onMove: fn() },
} satisfies Meta<typeof Columns>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** What the list's live region says, once said (it empties, then fills). */
const announced = (canvas: Canvas, text: string) => waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text));

const titles = (canvas: Canvas) => canvas.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByText(fr ? 'Aucune colonne pour l’instant.' : 'No column yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    // Add: the new entry's first field takes focus.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: fr ? 'Intitulé' : 'Title' })).toHaveFocus());
    await announced(canvas, fr ? 'Entrée ajoutée en position 1.' : 'Entry added at position 1.');
  },
};

export const SeveralEntries: Story = {
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const list = canvas.getByRole('list', { name: fr ? 'Colonnes' : 'Columns' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Each entry is a group named after it; the first cannot move up, the last cannot move down.
    const first = canvas.getByRole('group', { name: fr ? 'Colonne Âge' : 'Column Âge' });
    await expect(within(first).getByRole('button', { name: fr ? 'Monter : Colonne Âge' : 'Move up: Column Âge' })).toBeDisabled();
    const last = canvas.getByRole('group', { name: fr ? 'Colonne Année' : 'Column Année' });
    await expect(within(last).getByRole('button', { name: fr ? 'Descendre : Colonne Année' : 'Move down: Column Année' })).toBeDisabled();
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const fr = globals.locale === 'fr';
    // Alt+Down arrow from a field of the entry: the entry moves, the field keeps focus.
    const title = canvas.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.click(title);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith(0, 1);
    await expect(titles(canvas)).toEqual(['Sexe', 'Âge', 'Région', 'Année']);
    await expect(title).toHaveFocus();
    await announced(canvas, fr ? 'Colonne Âge est maintenant en position 2 sur 4.' : 'Column Âge moved to position 2 of 4.');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(titles(canvas)).toEqual(['Sexe', 'Région', 'Âge', 'Année']);
    await expect(title).toHaveFocus();
    await announced(canvas, fr ? 'Colonne Âge est maintenant en position 3 sur 4.' : 'Column Âge moved to position 3 of 4.');
    // Move up on an entry: its Move up keeps focus, in the entry's new place.
    const moveUp = canvas.getByRole('button', { name: fr ? 'Monter : Colonne Année' : 'Move up: Column Année' });
    await userEvent.click(moveUp);
    await expect(titles(canvas)).toEqual(['Sexe', 'Région', 'Année', 'Âge']);
    await waitFor(() => expect(canvas.getByRole('button', { name: fr ? 'Monter : Colonne Année' : 'Move up: Column Année' })).toHaveFocus());
    await announced(canvas, fr ? 'Colonne Année est maintenant en position 3 sur 4.' : 'Column Année moved to position 3 of 4.');
    // Enter on it twice: at the top, its Move up is disabled and focus goes to its Move down.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(titles(canvas)).toEqual(['Année', 'Sexe', 'Région', 'Âge']);
    await waitFor(() => expect(canvas.getByRole('button', { name: fr ? 'Descendre : Colonne Année' : 'Move down: Column Année' })).toHaveFocus());
    await announced(canvas, fr ? 'Colonne Année est maintenant en position 1 sur 4.' : 'Column Année moved to position 1 of 4.');
    // Alt+Up arrow on the first entry does nothing.
    const moves = (args.onMove as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledTimes(moves);
    await expect(titles(canvas)).toEqual(['Année', 'Sexe', 'Région', 'Âge']);
  },
};

export const AddAndRemove: Story = {
  args: { initial: columns('Âge', 'Sexe', 'Région') },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    // Remove the middle entry: focus goes to the Remove of the one that takes its place.
    await userEvent.click(canvas.getByRole('button', { name: fr ? 'Retirer : Colonne Sexe' : 'Remove: Column Sexe' }));
    await expect(titles(canvas)).toEqual(['Âge', 'Région']);
    await waitFor(() => expect(canvas.getByRole('button', { name: fr ? 'Retirer : Colonne Région' : 'Remove: Column Région' })).toHaveFocus());
    await announced(canvas, fr ? 'Retiré de la liste : Colonne Sexe.' : 'Column Sexe removed.');
    // Remove the last: focus goes to the one before.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: fr ? 'Retirer : Colonne Âge' : 'Remove: Column Âge' })).toHaveFocus());
    // Remove the only one: focus goes to Add.
    await userEvent.keyboard('{Enter}');
    const add = canvas.getByRole('button', { name: fr ? 'Ajouter une colonne' : 'Add a column' });
    await waitFor(() => expect(add).toHaveFocus());
    // Add: a new empty entry at the end, its first field focused.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('Territoire');
    await expect(canvas.getByRole('group', { name: fr ? 'Colonne Territoire' : 'Column Territoire' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <Trans>Columns: at least 2.</Trans>,
    initial: columns('Âge'),
  },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const group = canvas.getByRole('group', { name: fr ? 'Colonnes' : 'Columns' });
    await expect(group).toHaveAccessibleDescription(fr ? 'Erreur : Colonnes : au moins 2.' : 'Error: Columns: at least 2.');
  },
};
