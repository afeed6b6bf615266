import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { signedInAs } from '../../mocks/handlers.ts';
import { operationsManagerPrivilegesFixture } from '../../mocks/operations.ts';
import { withRouter } from '../../mocks/RouterDecorator.tsx';
import { createReportsStore, reportsHandlers } from '../../mocks/sims-reports.ts';
import { withShell } from '../../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, writeInto } from '../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../mocks/story-locale.ts';
import { SimsFormPage } from './SimsFormPage.tsx';

/**
 * A quality report's form: titled after its object, started from scratch or from a sibling report,
 * each rubric edited with the editor of its range type, the essential rubrics counted per language
 * as they are filled, saved in one call; the server's refusal shown and focused.
 */
const meta = {
  title: 'Screens/Sims/SimsFormPage',
  component: SimsFormPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/operation/s1083/sims/create' } },
  args: { target: { kind: 'operation', id: 's1083' } },
  beforeEach({ msw }) {
    msw.use(...reportsHandlers());
  },
} satisfies Meta<typeof SimsFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** How many essential rubrics the counter says are filled in the first language. */
async function filledInFrench(
  canvas: { findByText: (text: RegExp, options: object, wait: { timeout: number }) => Promise<HTMLElement> },
  fr: boolean,
): Promise<number> {
  // The report's form renders its 96 rubrics before the counter: seconds on a loaded machine.
  const sentence = await canvas.findByText(fr ? /^En français, \d+ rubriques? essentielles? remplies? sur/ : /^In French, you have filled/, {}, { timeout: 15_000 });
  return Number(/(\d+)/.exec(sentence.textContent ?? '')?.[1]);
}

/** The queries of the lists of reports the form asked for. */
const reportListsAsked: string[] = [];

/**
 * A new report for the labour force survey 2014, copied from its sibling's (2015) with the keyboard:
 * the counter follows. Only the siblings' reports are asked for (found by the server), never every report.
 */
export const CreateFromASibling: Story = {
  beforeEach({ msw }) {
    reportListsAsked.length = 0;
    msw.use(
      http.get('/api/operations/metadataReports', ({ request }) => {
        reportListsAsked.push(new URL(request.url).search);
      }),
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi en continu 2014' }, { timeout: 15_000 })).toBeVisible();
    await expect(await filledInFrench(canvas, fr)).toBe(0);
    const copy = await canvas.findByRole('button', { name: fr ? /Créer à partir d’un rapport qualité existant/ : /Create from an existing quality report/ });
    await waitFor(() => expect(copy).toBeEnabled());
    await choose(userEvent, copy, 'Rapport qualité : Enquête emploi en continu 2015');
    await waitFor(async () => expect(await filledInFrench(canvas, fr)).toBeGreaterThan(0));
    await expect(reportListsAsked.length).toBeGreaterThan(0);
    for (const query of reportListsAsked) await expect(new URLSearchParams(query).get('siblingsOf')).toBe('s1083');
  },
};

/** Modify a report: a text rubric changed with the keyboard, saved, then its page. */
export const ModifyAndSave: Story = {
  args: { id: '1979', target: undefined },
  parameters: { router: { path: '/operations/sims/1979/modify' } },
  play: async ({ canvas, globals, userEvent }) => {
    const fr = isFrenchStory(globals);
    // The whole report's form takes seconds to render on a loaded machine (more than the default 5 s
    // at times, which cost the story a retry).
    await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi en continu 2015' }, { timeout: 15_000 });
    const field = (await canvas.findAllByRole('textbox', { name: fr ? /Nom du contact/ : /Contact name/ }))[0] as HTMLElement;
    await writeInto(userEvent, field, 'Division Emploi', 100);
    // Save is at the top of the form, before the rubrics.
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }), 100);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('/operations/sims/1979')).toBeVisible();
  },
};

/** The server refuses the save: the refusal is shown above the form and takes the focus; nothing is lost. */
export const Refused: Story = {
  args: { id: '1979', target: undefined },
  parameters: { router: { path: '/operations/sims/1979/modify' } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/operations/metadataReport/1979', () =>
        HttpResponse.json({ code: '802', message: 'You are not allowed to edit this quality report.' }, { status: 403 }),
      ),
      ...reportsHandlers(createReportsStore()),
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const fr = isFrenchStory(globals);
    // The whole report's form takes seconds to render on a loaded machine (more than the default 5 s
    // at times, which cost the story a retry).
    await canvas.findByRole('heading', { level: 1, name: 'Rapport qualité : Enquête emploi en continu 2015' }, { timeout: 15_000 });
    const save = canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' });
    await tabTo(userEvent, save, 40);
    await userEvent.keyboard('{Enter}');
    // The whole report's form answers slowly on a loaded machine.
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(fr ? 'Non enregistré' : 'Not saved');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

/** Someone who may not create reports for this object: told so, no form. */
export const NotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs(operationsManagerPrivilegesFixture, 'DG99-X000'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Save|Enregistrer/ })).toBeNull();
  },
};
