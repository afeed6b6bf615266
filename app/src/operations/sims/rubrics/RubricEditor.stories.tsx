import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { SimsRubric } from '@atelier/contracts';
import { RubricSections } from '../../../mocks/RubricSections.tsx';
import { withRouter } from '../../../mocks/RouterDecorator.tsx';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { createRubricsStore, rubricHandlers, rubricReferences, seedRubrics, type SeedReportId } from '../../../mocks/sims.ts';
import { choose, shiftTabTo, tabTo, typeInto } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { RubricEditor } from './RubricEditor.tsx';
import type { RubricErrors } from './rubric-values.ts';

/** Each value an editor handed over: the rubric's id, then the value (`undefined`: unanswered). */
const changed = fn();

interface EditedRubricsProps {
  /** The demo report whose rubrics are edited; none for a new report. */
  report?: SeedReportId;
  /** The rubrics edited, by id, under their headings as the report's form puts them. */
  rubrics: string[];
  /** What is refused, by rubric. */
  errors?: Record<string, RubricErrors>;
  /** The server's word on a rubric as a whole, by rubric. */
  error?: Record<string, string>;
}

/** Some rubrics of a report's form, each editor under its heading, its value held as the form holds it. */
function EditedRubrics({ report, rubrics, errors = {}, error = {} }: EditedRubricsProps) {
  const initial = useMemo(() => (report ? seedRubrics(report) : []), [report]);
  const references = useMemo(() => rubricReferences(createRubricsStore(), initial), [initial]);
  const [values, setValues] = useState(() => new Map(initial.map((rubric) => [rubric.idAttribute, rubric])));
  const change = (idMas: string, next: SimsRubric | undefined) => {
    changed(idMas, next);
    setValues((before) => {
      const after = new Map(before);
      if (next) after.set(idMas, next);
      else after.delete(idMas);
      return after;
    });
  };
  return (
    <RubricSections
      rubrics={rubrics}
      gap="gap-8"
      render={(msd) => (
        <RubricEditor
          msd={msd}
          value={values.get(msd.idMas)}
          onChange={(next) => change(msd.idMas, next)}
          references={references}
          errors={errors[msd.idMas]}
          error={error[msd.idMas]}
        />
      )}
    />
  );
}

/**
 * The editor of one rubric of a quality report's form, by range type: text and rich text in both
 * languages side by side (rich text with the documents and links cited in each: removed, found on
 * the server, or created on the spot), a date, one code or several, an organisation; "Not
 * applicable" where allowed, confirmed when it clears a value; errors on their fields. Each story
 * starts from a demo report (1817 or 1979) and is driven with the keyboard.
 */
const meta = {
  title: 'Screens/Sims/RubricEditor',
  component: EditedRubrics,
  decorators: [withShell, withRouter],
  args: { report: 1979, rubrics: [] },
  beforeEach({ msw }) {
    changed.mockClear();
    msw.use(...rubricHandlers());
  },
} satisfies Meta<typeof EditedRubrics>;
export default meta;

type Story = StoryObj<typeof meta>;

type Keyboard = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Opens a select reached with Tab, goes to its first option (Home), then down to `option`, and picks it. */
async function chooseFromTop(userEvent: Keyboard, button: HTMLElement, option: string) {
  await tabTo(userEvent, button);
  await userEvent.keyboard('{Enter}');
  const wanted = await within(await screen.findByRole('listbox')).findByRole('option', { name: option });
  await userEvent.keyboard('{Home}');
  for (let press = 0; press < 20 && document.activeElement !== wanted; press += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(wanted).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The last value handed over for a rubric. */
const lastValue = (idMas: string) => changed.mock.calls.filter(([id]) => id === idMas).at(-1)?.[1] as SimsRubric | undefined;

const language = (fr: boolean) => ({ lg1: fr ? 'français' : 'French', lg2: fr ? 'anglais' : 'English' });

/** Text in both languages, each field in its language; emptied, the rubric is no longer answered. */
export const Text: Story = {
  args: { rubrics: ['S.3.5'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1, lg2 } = language(fr);
    const name = fr ? 'S.3.5 Unité statistique' : 'S.3.5 Statistical unit';
    const french = await canvas.findByRole('textbox', { name: `${name} (${lg1})` });
    await expect(french).toHaveValue('Individus');
    await expect(french).toHaveAttribute('lang', 'fr');
    const english = canvas.getByRole('textbox', { name: `${name} (${lg2})` });
    await expect(english).toHaveAttribute('lang', 'en');
    await tabTo(userEvent, english);
    await userEvent.keyboard('{Control>}a{/Control}Individuals');
    await expect(lastValue('S.3.5')).toEqual({ idAttribute: 'S.3.5', rangeType: 'TEXT', labelLg1: 'Individus', labelLg2: 'Individuals' });
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(lastValue('S.3.5')).toMatchObject({ labelLg2: null });
    await shiftTabTo(userEvent, french);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(lastValue('S.3.5')).toBeUndefined();
  },
};

/** Rich text: typing reaches the form on leaving the editor (or after a pause), not at every key. */
export const RichText: Story = {
  args: { rubrics: ['S.3.4'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg2 } = language(fr);
    const editor = await canvas.findByRole('textbox', { name: `${fr ? 'S.3.4 Concepts et définitions statistiques' : 'S.3.4 Statistical concepts and definitions'} (${lg2})` });
    await expect(editor).toHaveAttribute('lang', 'en');
    await expect(editor).toHaveTextContent(/^The LFS provides a measurement of activity/);
    await tabTo(userEvent, editor);
    const typed = 'Revised in 2021. ';
    await userEvent.keyboard(typed);
    await userEvent.tab();
    await waitFor(() => expect((lastValue('S.3.4') as { labelLg2: string }).labelLg2).toContain('Revised in 2021.'));
    await expect(changed.mock.calls.length).toBeLessThan(typed.length / 4);
  },
};

/**
 * The documents cited in a language: one removed (the focus goes on to Add), another found on the
 * server and added, with the keyboard; each change said without moving the focus.
 */
export const Documents: Story = {
  args: { rubrics: ['S.10.6'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1 } = language(fr);
    const block = await canvas.findByRole('group', { name: `Documents (${lg1})` });
    const remove = await within(block).findByRole('button', { name: fr ? 'Retirer Note méthodologique EEC juillet 2021' : 'Remove Note méthodologique EEC juillet 2021' });
    await tabTo(userEvent, remove);
    await userEvent.keyboard('{Enter}');
    const add = within(block).getByRole('button', { name: fr ? 'Ajouter un document' : 'Add a document' });
    await waitFor(() => expect(add).toHaveFocus());
    await expect(within(block).getByText(fr ? 'Aucun document' : 'No document')).toBeVisible();
    await expect(lastValue('S.10.6')).toMatchObject({ documentsLg1: [], documentsLg2: [{ kind: 'document', id: '1302' }] });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Retiré de la rubrique : « Note méthodologique EEC juillet 2021 ».' : '“Note méthodologique EEC juillet 2021” removed.'));

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: fr ? `Ajouter un document (${lg1})` : `Add a document (${lg1})` });
    const search = within(dialog).getByRole('combobox', { name: 'Document' });
    await typeInto(userEvent, search, 'questionnaire');
    const option = await screen.findByRole('option', { name: 'Questionnaire module complémentaire EEC 2020 (1301)' });
    await expect(within(option).getByText(/^Questionnaire module/)).toHaveAttribute('lang', 'fr');
    for (let press = 0; press < 5 && !option.hasAttribute('data-focused'); press += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Ajouter' : 'Add' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    await expect(within(block).getByText('Questionnaire module complémentaire EEC 2020')).toHaveAttribute('lang', 'fr');
    await expect(lastValue('S.10.6')).toMatchObject({ documentsLg1: [{ kind: 'document', id: '1301' }] });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        fr ? 'Ajouté à la rubrique : « Questionnaire module complémentaire EEC 2020 ».' : '“Questionnaire module complémentaire EEC 2020” added.',
      ),
    );
  },
};

/** A link created on the spot, with the links' own form in a dialog: cited at once, in the language it was created from. */
export const NewLink: Story = {
  args: { rubrics: ['S.19'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg2 } = language(fr);
    const block = await canvas.findByRole('group', { name: fr ? `Liens (${lg2})` : `Links (${lg2})` });
    await tabTo(userEvent, await within(block).findByRole('button', { name: fr ? 'Nouveau lien' : 'New link' }), 60);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: fr ? 'Nouveau lien' : 'New link' });
    await typeInto(userEvent, await within(dialog).findByRole('textbox', { name: fr ? 'Intitulé (français)' : 'Title (French)' }), 'Enquête Emploi : documentation');
    await typeInto(userEvent, within(dialog).getByRole('textbox', { name: 'URL' }), 'https://www.insee.fr/en/metadonnees/source/serie/s1223');
    await choose(userEvent, within(dialog).getByRole('button', { name: fr ? /Langue$/ : /Language$/ }), fr ? 'Anglais' : 'English');
    const [day] = within(within(dialog).getByRole('group', { name: fr ? 'Date de mise à jour' : 'Update date' })).getAllByRole('spinbutton');
    await typeInto(userEvent, day as HTMLElement, '05092024');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(lastValue('S.19')).toEqual({
      idAttribute: 'S.19',
      rangeType: 'RICH_TEXT',
      labelLg1: null,
      labelLg2: null,
      documentsLg1: [],
      documentsLg2: [{ kind: 'link', id: '1303' }],
    });
    await expect(await within(block).findByText('Enquête Emploi : documentation')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Lien 1303 créé et ajouté.' : 'Link 1303 created and added.'));
    // Only the report's form is a form of the page: the dialog's did not submit it.
    await expect(within(block).getByRole('button', { name: fr ? 'Nouveau lien' : 'New link' })).toHaveFocus();
  },
};

/** A date typed in the interface's format; a date already there. */
export const DateRubric: Story = {
  args: { rubrics: ['S.2.1', 'S.2.3'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const last = await canvas.findByRole('group', { name: fr ? 'S.2.3 Dernière mise à jour des métadonnées' : 'S.2.3 Metadata last update' });
    await expect(within(last).getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['17', '12', '2018']);
    const [day] = within(canvas.getByRole('group', { name: fr ? 'S.2.1 Dernières métadonnées certifiées' : 'S.2.1 Metadata last certified' })).getAllByRole('spinbutton');
    await typeInto(userEvent, day as HTMLElement, '02012025');
    await expect(lastValue('S.2.1')).toEqual({ idAttribute: 'S.2.1', rangeType: 'DATE', value: '2025-01-02' });
  },
};

/** One code, chosen among its list's by its label; "None" leaves the rubric unanswered. */
export const OneCode: Story = {
  args: { rubrics: ['I.6.3'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const select = await canvas.findByRole('button', { name: fr ? /Statut de l'enquête$/ : /Survey status$/ });
    await expect(select).toHaveTextContent(fr ? "Enquête d'intérêt général et de qualité statistique à caractère obligatoire" : 'Survey of general interest and statistical quality, with compulsory nature');
    await chooseFromTop(userEvent, select, fr ? "Enquête d'intérêt général" : 'Survey of general interest');
    await expect(lastValue('I.6.3')).toEqual({ idAttribute: 'I.6.3', rangeType: 'CODE_LIST', codeList: 'CL_SURVEY_STATUS', value: ['G'] });
    await chooseFromTop(userEvent, select, fr ? 'Aucun' : 'None');
    await expect(lastValue('I.6.3')).toBeUndefined();
  },
};

/** Several codes of a short list: a checkbox each, labelled in its language. */
export const SeveralCodes: Story = {
  args: { rubrics: ['I.18.9'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const group = await canvas.findByRole('group', { name: fr ? 'I.18.9 Unité(s) enquêtée(s)' : 'I.18.9 Survey unit' });
    await expect(within(group).getByRole('checkbox', { name: fr ? 'Ménage' : 'Household' })).toBeChecked();
    const individual = within(group).getByRole('checkbox', { name: fr ? 'Individu' : 'Individual' });
    await tabTo(userEvent, individual);
    await userEvent.keyboard(' ');
    await expect(lastValue('I.18.9')).toEqual({ idAttribute: 'I.18.9', rangeType: 'CODE_LIST', codeList: 'CL_SURVEY_UNIT', value: ['H', 'I'] });
  },
};

/** Several codes of a longer list (15 frequencies): searched, then checked with the keyboard. */
export const SeveralCodesOfALongList: Story = {
  args: { rubrics: ['S.9'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const picker = await canvas.findByRole('group', { name: fr ? 'S.9 Fréquence de diffusion' : 'S.9 Frequency of dissemination' });
    await expect(within(picker).getByText(fr ? '1 sélectionné sur 15' : '1 of 15 selected')).toBeVisible();
    await typeInto(userEvent, within(picker).getByRole('searchbox'), fr ? 'mensuelle' : 'monthly');
    const row = await within(picker).findByRole('row', { name: fr ? 'Mensuelle M' : 'Monthly M' });
    await tabTo(userEvent, row);
    await userEvent.keyboard(' ');
    await expect(lastValue('S.9')).toEqual({ idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['Q', 'M'] });
  },
};

/** An organisation, chosen by its name in the organisations' list. */
export const Organisation: Story = {
  args: { rubrics: ['S.1.1'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const select = await canvas.findByRole('button', { name: fr ? /Organisme de contact$/ : /Contact organisation$/ });
    await choose(userEvent, select, fr ? 'Direction des statistiques démographiques et sociales (DSDS)' : 'Demographic and Social Statistics Directorate');
    await expect(lastValue('S.1.1')).toEqual({ idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'HIE2000006' });
  },
};

/** A territory, searched on the server among the whole geography, with the geography's own picker. */
export const Territory: Story = {
  args: { rubrics: ['S.3.7'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const input = () => canvas.getByRole('combobox', { name: fr ? 'S.3.7 Zone géographique de référence' : 'S.3.7 Reference area' });
    // Built again once the territory is read.
    await waitFor(() => expect(input()).toHaveValue('France hors Mayotte'));
    await waitFor(() => expect(input()).toBeEnabled());
    await typeInto(userEvent, input(), 'evry');
    const option = await screen.findByRole('option', { name: /89162/ });
    for (let press = 0; press < 5 && !option.hasAttribute('data-focused'); press += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastValue('S.3.7')).toEqual({ idAttribute: 'S.3.7', rangeType: 'GEOGRAPHY', value: 'commune-89162' }));
  },
};

/**
 * "Not applicable" over a value: asked first (the safe answer focused); confirmed, the value goes
 * and the rubric answers "not applicable"; unchecked, an empty editor comes back.
 */
export const NotApplicable: Story = {
  args: { rubrics: ['S.4'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const box = await canvas.findByRole('checkbox', { name: fr ? 'Sans objet' : 'Not applicable' });
    await tabTo(userEvent, box);
    await userEvent.keyboard(' ');
    let question = await screen.findByRole('alertdialog', { name: fr ? 'Sans objet' : 'Not applicable' });
    await expect(question).toHaveTextContent(fr ? 'Déclarer « S.4 Unité de mesure » sans objet ?' : 'Mark “S.4 Unit of measure” as not applicable?');
    await expect(within(question).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(box).not.toBeChecked();
    await expect(changed).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    question = await screen.findByRole('alertdialog');
    await tabTo(userEvent, within(question).getByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toBeChecked());
    await expect(lastValue('S.4')).toEqual({ idAttribute: 'S.4', rangeType: 'RUBRIQUE_SANS_OBJECT' });
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());

    await userEvent.keyboard(' ');
    await expect(changed).toHaveBeenLastCalledWith('S.4', undefined);
    await expect(canvas.getByRole('textbox', { name: fr ? 'S.4 Unité de mesure (français)' : 'S.4 Unit of measure (French)' })).toHaveValue('');
  },
};

/** "Not applicable" over an empty rubric: nothing to lose, nothing asked. */
export const NotApplicableWhenEmpty: Story = {
  args: { report: 1817, rubrics: ['S.3.1'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('checkbox', { name: fr ? 'Sans objet' : 'Not applicable' }));
    await userEvent.keyboard(' ');
    await expect(lastValue('S.3.1')).toEqual({ idAttribute: 'S.3.1', rangeType: 'RUBRIQUE_SANS_OBJECT' });
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A new report: each range type's editor empty, and nothing handed over until something is typed. */
export const Empty: Story = {
  args: { report: undefined, rubrics: ['S.1.3', 'S.3.2', 'S.2.1', 'I.6.3', 'S.18.2', 'S.1.1'] },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1 } = language(fr);
    await expect(await canvas.findByRole('textbox', { name: fr ? `S.1.3 Nom du contact (${lg1})` : `S.1.3 Contact name (${lg1})` })).toHaveValue('');
    await expect(await canvas.findByRole('textbox', { name: fr ? `S.3.2 Nomenclature (${lg1})` : `S.3.2 Classification system (${lg1})` })).toHaveTextContent('');
    await expect(canvas.getByRole('group', { name: fr ? `Documents (${lg1})` : `Documents (${lg1})` })).toHaveTextContent(fr ? 'Aucun document' : 'No document');
    await expect(await canvas.findByRole('button', { name: fr ? /Statut de l'enquête$/ : /Survey status$/ })).toHaveTextContent(fr ? 'Aucun' : 'None');
    await expect(await canvas.findByRole('checkbox', { name: fr ? 'Sans objet' : 'Not applicable' })).not.toBeChecked();
    await expect(changed).not.toHaveBeenCalled();
  },
};

/** Refusals on their fields: a language of a text, a date, and the server's word on a rubric as a whole. */
export const Errors: Story = {
  args: {
    rubrics: ['S.3.5', 'S.2.1', 'I.6.3'],
    errors: { 'S.3.5': { labelLg2: 'At most 10,000 characters.' }, 'S.2.1': { value: 'Enter a whole date.' } },
    error: { 'I.6.3': 'T is not a code of CL_SURVEY_STATUS.' },
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1, lg2 } = language(fr);
    const english = await canvas.findByRole('textbox', { name: fr ? `S.3.5 Unité statistique (${lg2})` : `S.3.5 Statistical unit (${lg2})` });
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    await expect(english).toHaveAccessibleDescription(/At most 10,000 characters\./);
    await expect(canvas.getByRole('textbox', { name: fr ? `S.3.5 Unité statistique (${lg1})` : `S.3.5 Statistical unit (${lg1})` })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Enter a whole date.')).toBeVisible();
    const status = await canvas.findByRole('button', { name: fr ? /Statut de l'enquête$/ : /Survey status$/ });
    await expect(status).toHaveAccessibleDescription(/T is not a code of CL_SURVEY_STATUS\./);
  },
};
