import type { MessageDescriptor } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bilingual, boolean, choice, defineKind, integer, parts, reference, text, type RecordView } from '@atelier/contracts';
import { recordFixture, createRecordStore } from '../mocks/records.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { codeListHandlers, createCodeListStore, type CodeListStore } from '../mocks/codelists.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { FormSection } from './FormSection.tsx';
import { defineRecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { RecordField } from './RecordField.tsx';
import { RecordFormScreen } from './RecordFormScreen.tsx';
import { RecordPage } from './RecordPage.tsx';
import { RecordFieldsSection } from './RecordValues.tsx';
import { StewardshipSection } from './StewardshipFields.tsx';

// A kind with ordered parts, declared here only: a table whose columns each point to a code list,
// say whether they are mandatory, where they attach, their width and a note. The generic form and
// record page show its parts with no other code.

const tableKind = defineKind({
  name: 'storyTable',
  application: 'OPERATION_SERIES',
  paths: { list: '/story-tables', item: '/story-table' },
  id: { type: 'sequence', name: 'storyTables', prefix: 't', start: 1000, kinds: ['storyTable'] },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    columns: parts(
      {
        list: reference(['codeList'], { required: true }),
        mandatory: boolean(),
        attachment: choice(['dataSet', 'observation']),
        width: integer({ min: 1, max: 100 }),
        note: text({ max: 20 }),
      },
      { uniqueBy: ['list'] },
    ),
  },
});

// Mocks' and stories' kinds speak plain descriptors (the same in both interface languages).
const words = (id: string, message: string, values?: Record<string, unknown>): MessageDescriptor => ({ id: `story.table.${id}`, message, ...(values ? { values } : {}) });

const FIELD_NAMES = {
  prefLabel: 'Title',
  columns: 'Columns',
  'columns.entry': 'Column',
  'columns.add': 'Add a column',
  'columns.list': 'Code list',
  'columns.mandatory': 'Mandatory',
  'columns.attachment': 'Attachment',
  'columns.attachment.dataSet': 'Data set',
  'columns.attachment.observation': 'Observation',
  'columns.width': 'Width',
  'columns.note': 'Note',
};

const tableUi = defineRecordUi(
  {
    kind: tableKind,
    module: 'operations',
    titles: {
      back: words('back', 'Back to the tables'),
      list: words('list', 'Tables'),
      search: words('search', 'Search tables'),
      create: words('create', 'New table'),
      modify: (label) => words('modify', 'Modify the table {label}', { label }),
    },
    named: (name) => words('named', 'the table {name}', { name }),
    fieldNames: Object.fromEntries(Object.entries(FIELD_NAMES).map(([field, name]) => [field, words(`field.${field}`, name)])),
  },
  {
    pages: { list: '/story-tables', search: '/story-tables/search', create: '/story-tables/create', item: '/story-table' },
    noun: words('noun', 'Table'),
    gender: 'feminine',
  },
);

/** A table of three columns: CL_FREQ (mandatory, on observations), CL_SURVEY_STATUS, CL_BIG. */
const population = recordFixture(tableKind, {
  id: 't1001',
  prefLabelLg1: 'Population par âge',
  prefLabelLg2: 'Population by age',
  validationState: 'Unpublished',
  columns: [
    { list: 'CL_FREQ', mandatory: true, attachment: 'observation', width: 12, note: 'Âge révolu' },
    { list: 'CL_SURVEY_STATUS', mandatory: false, attachment: 'dataSet', width: null, note: null },
    { list: 'CL_BIG', mandatory: false, attachment: null, width: 30, note: null },
  ],
});

const LABELS = { CL_FREQ: 'Fréquence', CL_SURVEY_STATUS: 'Statut de l’enquête', CL_BIG: 'Liste de dix mille codes' };

function TableFields({ record }: { record?: RecordView }) {
  return (
    <RecordFormScreen ui={tableUi} {...(record ? { record } : {})}>
      {() => (
        <>
          <FormSection title="General information">
            <RecordField name="prefLabel" />
            <RecordField name="columns" />
          </FormSection>
          <StewardshipSection />
        </>
      )}
    </RecordFormScreen>
  );
}

function ModifyTable({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(tableUi, id)).data;
  return <TableFields record={record} />;
}

function TableForm({ id }: { id?: string }) {
  return id ? <ModifyTable id={id} /> : <TableFields />;
}

function TablePage({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(tableUi, id)).data;
  return (
    <RecordPage ui={tableUi} record={record}>
      <RecordFieldsSection title="Columns" ui={tableUi} record={record} fields={['columns']} />
    </RecordPage>
  );
}

const received = { created: fn(), updated: fn() };
let store: CodeListStore = createCodeListStore();

/**
 * Ordered parts in the generic form (issue 22, item 4): a field whose value is an ordered list of
 * entries, each with fields of its own (a reference found on the server, yes or no, one of a few
 * values, a number, a text), each entry added, removed and put in order with the keyboard; each
 * move said, focus following the entry; an entry's errors at its fields and in the error summary.
 */
const meta = {
  title: 'Screens/Records/PartsField',
  component: TableForm,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/story-tables/create' } },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    const lists = createCodeListStore();
    const tables = createRecordStore([tableKind], [{ kind: tableKind, record: population }]);
    store = { ...lists, kinds: [...lists.kinds, tableKind], records: new Map([...lists.records, ...tables.records]) };
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      http.post('/api/story-table', async ({ request }) => void received.created(await request.clone().json())),
      http.put('/api/story-table/:id', async ({ request }) => void received.updated(await request.clone().json())),
      ...codeListHandlers(store),
    );
  },
} satisfies Meta<typeof TableForm>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** What the list of columns says in its live region, once said. */
const announced = (canvas: Canvas, text: string) =>
  waitFor(() => expect(within(canvas.getByRole('group', { name: 'Columns' }).parentElement as HTMLElement).getByRole('status')).toHaveTextContent(text));

/** The code lists the columns point to, in their order, as their combo boxes show them. */
const columnLists = (canvas: Canvas) => canvas.getAllByRole('combobox', { name: 'Code list' }).map((input) => (input as HTMLInputElement).value);

const save = (fr: boolean) => (fr ? 'Enregistrer' : 'Save');

/** A new table: no column yet, then one added with the keyboard and saved. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const columns = await canvas.findByRole('group', { name: 'Columns' });
    await expect(within(columns).getByText(fr ? 'Aucune entrée pour l’instant.' : 'No entry yet.')).toBeVisible();
    await typeInto(userEvent, canvas.getByRole('textbox', { name: fr ? 'Title (français)' : 'Title (French)' }), 'Ménages');
    await tabTo(userEvent, within(columns).getByRole('button', { name: 'Add a column' }));
    await userEvent.keyboard('{Enter}');
    // The new entry's first field takes focus: its code list, found on the server.
    const list = canvas.getByRole('combobox', { name: 'Code list' });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('statut');
    await screen.findByRole('option', { name: 'Statut de l’enquête (CL_SURVEY_STATUS)' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(list).toHaveValue('Statut de l’enquête (CL_SURVEY_STATUS)');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Statut de diffusion/ : /Dissemination status/ }), fr ? 'Public générique' : 'Public generic');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: save(fr) }));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: new RegExp(`${NAVIGATED_TO} /story-table/`) });
    await expect(received.created).toHaveBeenCalledWith(
      expect.objectContaining({ columns: [{ list: 'CL_SURVEY_STATUS', mandatory: false, attachment: null, width: null, note: null }] }),
    );
  },
};

/** A table's columns, each entry a group of its own fields with the record's values. */
export const SeveralEntries: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  play: async ({ canvas }) => {
    const columns = await canvas.findByRole('group', { name: 'Columns' });
    await expect(within(columns).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(columnLists(canvas)).toEqual([`${LABELS.CL_FREQ} (CL_FREQ)`, `${LABELS.CL_SURVEY_STATUS} (CL_SURVEY_STATUS)`, `${LABELS.CL_BIG} (CL_BIG)`]));
    // Each entry is named by the code list it points to.
    const first = canvas.getByRole('group', { name: `Column ${LABELS.CL_FREQ}` });
    await expect(within(first).getByRole('checkbox', { name: 'Mandatory' })).toBeChecked();
    await expect(within(first).getByRole('button', { name: /Attachment$/ })).toHaveTextContent('Observation');
    await expect(within(first).getByRole('textbox', { name: 'Width' })).toHaveValue('12');
    await expect(within(first).getByRole('textbox', { name: 'Note' })).toHaveValue('Âge révolu');
  },
};

/** Alt+Down arrow from an entry's field moves it; the move is said, focus stays; the order saved is the form's. */
export const ReorderByKeyboard: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const note = (await canvas.findAllByRole('textbox', { name: 'Note' }))[0] as HTMLElement;
    await tabTo(userEvent, note, 40);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(columnLists(canvas)).toEqual([`${LABELS.CL_SURVEY_STATUS} (CL_SURVEY_STATUS)`, `${LABELS.CL_FREQ} (CL_FREQ)`, `${LABELS.CL_BIG} (CL_BIG)`]));
    await expect(note).toHaveFocus();
    await announced(canvas, fr ? `Column ${LABELS.CL_FREQ} est maintenant en position 2 sur 3.` : `Column ${LABELS.CL_FREQ} moved to position 2 of 3.`);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(note).toHaveFocus();
    await announced(canvas, fr ? `Column ${LABELS.CL_FREQ} est maintenant en position 3 sur 3.` : `Column ${LABELS.CL_FREQ} moved to position 3 of 3.`);
    // Move up on the entry now last: focus stays on its Move up, in its new place; at the top, that
    // button is disabled and focus goes to its Move down.
    const moveUp = () => canvas.getByRole('button', { name: fr ? `Monter : Column ${LABELS.CL_FREQ}` : `Move up: Column ${LABELS.CL_FREQ}` });
    const moveDown = () => canvas.getByRole('button', { name: fr ? `Descendre : Column ${LABELS.CL_FREQ}` : `Move down: Column ${LABELS.CL_FREQ}` });
    await tabTo(userEvent, moveUp(), 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(columnLists(canvas)).toEqual([`${LABELS.CL_SURVEY_STATUS} (CL_SURVEY_STATUS)`, `${LABELS.CL_FREQ} (CL_FREQ)`, `${LABELS.CL_BIG} (CL_BIG)`]));
    await waitFor(() => expect(moveUp()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(columnLists(canvas)).toEqual([`${LABELS.CL_FREQ} (CL_FREQ)`, `${LABELS.CL_SURVEY_STATUS} (CL_SURVEY_STATUS)`, `${LABELS.CL_BIG} (CL_BIG)`]));
    await waitFor(() => expect(moveDown()).toHaveFocus());
    await announced(canvas, fr ? `Column ${LABELS.CL_FREQ} est maintenant en position 1 sur 3.` : `Column ${LABELS.CL_FREQ} moved to position 1 of 3.`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(moveDown()).toHaveFocus());
    await announced(canvas, fr ? `Column ${LABELS.CL_FREQ} est maintenant en position 2 sur 3.` : `Column ${LABELS.CL_FREQ} moved to position 2 of 3.`);
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: save(fr) }));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /story-table/t1001` });
    await expect(received.updated).toHaveBeenCalledWith(
      expect.objectContaining({
        columns: [
          expect.objectContaining({ list: 'CL_SURVEY_STATUS' }),
          expect.objectContaining({ list: 'CL_FREQ', note: 'Âge révolu' }),
          expect.objectContaining({ list: 'CL_BIG' }),
        ],
      }),
    );
  },
};

/** Remove an entry (focus to the one taking its place), add one at the end (focus to its first field). */
export const AddAndRemove: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const remove = await canvas.findByRole('button', { name: fr ? `Retirer : Column ${LABELS.CL_SURVEY_STATUS}` : `Remove: Column ${LABELS.CL_SURVEY_STATUS}` });
    await tabTo(userEvent, remove, 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(columnLists(canvas)).toEqual([`${LABELS.CL_FREQ} (CL_FREQ)`, `${LABELS.CL_BIG} (CL_BIG)`]));
    await waitFor(() => expect(canvas.getByRole('button', { name: fr ? `Retirer : Column ${LABELS.CL_BIG}` : `Remove: Column ${LABELS.CL_BIG}` })).toHaveFocus());
    await announced(canvas, fr ? `Retiré de la liste : Column ${LABELS.CL_SURVEY_STATUS}.` : `Column ${LABELS.CL_SURVEY_STATUS} removed.`);
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Add a column' }));
    await userEvent.keyboard('{Enter}');
    const lists = canvas.getAllByRole('combobox', { name: 'Code list' });
    await expect(lists).toHaveLength(3);
    await waitFor(() => expect(lists[2]).toHaveFocus());
    // Until it points to a code list, the new entry is named by its position.
    await expect(canvas.getByRole('group', { name: 'Column 3' })).toBeVisible();
    await announced(canvas, fr ? 'Entrée ajoutée en position 3.' : 'Entry added at position 3.');
  },
};

/** An entry's errors: at its fields, and in the error summary, whose links lead to them. */
export const EntryError: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const widths = await canvas.findAllByRole('textbox', { name: 'Width' });
    await typeInto(userEvent, widths[1] as HTMLElement, '500', 80);
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Add a column' }), 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('combobox', { name: 'Code list' })[3]).toHaveFocus());
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: save(fr) }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      fr
        ? ['Width (Column 2) : au plus 100.', 'La propriété Code list (Column 4) est obligatoire.']
        : ['Width (Column 2): at most 100.', 'The property Code list (Column 4) is required.'],
    );
    await expect(received.updated).not.toHaveBeenCalled();
    // The error shows at the field; the summary's link leads to it.
    const fourth = canvas.getAllByRole('combobox', { name: 'Code list' })[3] as HTMLElement;
    await expect(fourth).toBeInvalid();
    await tabTo(userEvent, links[1] as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(fourth).toHaveFocus();
  },
};

/** A code list listed twice: the second entry is refused at its field. */
export const ListedTwice: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: 'Add a column' }), 80);
    await userEvent.keyboard('{Enter}');
    const list = canvas.getAllByRole('combobox', { name: 'Code list' })[3] as HTMLElement;
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('statut');
    await screen.findByRole('option', { name: 'Statut de l’enquête (CL_SURVEY_STATUS)' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: save(fr) }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      fr ? 'Code list (Column 4) : indiquez chaque valeur une seule fois.' : 'Code list (Column 4): give each value once.',
    );
    await expect(list).toBeInvalid();
  },
};

/** The server refuses an entry's field with a code of the product: the refusal shows at that field too. */
export const ServerRefusesAnEntry: Story = {
  args: { id: 't1001' },
  parameters: { router: { path: '/story-table/t1001/modify' } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/story-table/:id', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'English server text', details: [{ path: ['body', 'columns', 1, 'list'], code: 'NOT_FOUND', message: 'English server text' }] },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await shiftTabTo(userEvent, await canvas.findByRole('button', { name: save(fr) }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? 'Non enregistré' : 'Not saved');
    const second = canvas.getAllByRole('combobox', { name: 'Code list' })[1] as HTMLElement;
    await waitFor(() => expect(second).toBeInvalid());
    await expect(second).toHaveAccessibleDescription(
      fr ? 'Erreur : Ce que vous avez demandé n’existe pas ou n’existe plus.' : 'Error: What you asked for does not exist, or no longer does.',
    );
    await expect(canvas.getAllByRole('combobox', { name: 'Code list' })[0]).not.toBeInvalid();
  },
};

/** The record's page: its columns in order, as a table; each code list a link to its page. */
export const RecordPageTable: Story = {
  render: () => <TablePage id="t1001" />,
  parameters: { router: { path: '/story-table/t1001' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const table = await canvas.findByRole('table', { name: 'Columns' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => within(row).queryAllByRole(row === rows[0] ? 'columnheader' : 'cell').map((cell) => cell.textContent))).toEqual([
      ['Position', 'Code list', 'Mandatory', 'Attachment', 'Width', 'Note'],
      [`${LABELS.CL_FREQ} (CL_FREQ)`, fr ? 'Oui' : 'Yes', 'Observation', '12', 'Âge révolu'],
      [`${LABELS.CL_SURVEY_STATUS} (CL_SURVEY_STATUS)`, fr ? 'Non' : 'No', 'Data set', fr ? 'Non renseigné' : 'Not specified', fr ? 'Non renseigné' : 'Not specified'],
      [`${LABELS.CL_BIG} (CL_BIG)`, fr ? 'Non' : 'No', fr ? 'Non renseigné' : 'Not specified', '30', fr ? 'Non renseigné' : 'Not specified'],
    ]);
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('1');
    await expect(within(table).getByRole('link', { name: LABELS.CL_SURVEY_STATUS })).toHaveAttribute('href', expect.stringMatching(/CL_SURVEY_STATUS$/));
  },
};
