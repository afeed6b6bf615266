import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { isEssential, type MsdRubric } from '@atelier/contracts';
import { msdFixture } from '../../../mocks/msd.ts';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { tabTo } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { RubricTreeLayout } from './RubricTreeLayout.tsx';

/** What a page shows under each heading: here, the rubric's definition in the first data language. */
const renderDefinition = (rubric: MsdRubric) => (
  <p lang="fr" className="max-w-prose">
    {rubric.definitionLg1}
  </p>
);

/** A report whose essential rubrics of the section S.1 are filled in, no other. */
const filled = new Set(msdFixture.filter((rubric) => isEssential(rubric) && rubric.idMas.startsWith('S.1.')).map((rubric) => rubric.idMas));
const isCompleted = (idMas: string) => filled.has(idMas);

/**
 * The two panes of the metadata structure, shared by its help and the quality report's page and
 * form, with the real structure (96 rubrics): the kit's outline, and every rubric under its heading
 * (level by depth), then what the page renders. Enter on a rubric of the outline moves the focus to
 * its heading and tells `onSectionChange`; `section` focuses a rubric on arrival.
 */
const meta = {
  title: 'Screens/Sims/RubricTreeLayout',
  component: RubricTreeLayout,
  decorators: [withShell],
  args: {
    msd: msdFixture,
    outlineLabel: 'Outline of the metadata structure',
    renderRubric: renderDefinition,
    onSectionChange: fn(),
  },
  argTypes: { msd: { control: false }, renderRubric: { control: false } },
} satisfies Meta<typeof RubricTreeLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const outlineOf = (canvas: Canvas) => canvas.getByRole('treegrid', { name: 'Outline of the metadata structure' });

/** The key of the outline's row that has focus. */
const focusedRow = () => (document.activeElement?.getAttribute('role') === 'row' ? document.activeElement.getAttribute('data-key') : null);

/** The outline's first row, reached with Tab (once laid out: a pane shown again lays its rows out anew). */
async function enterOutline(canvas: Canvas, userEvent: Parameters<typeof tabTo>[0]) {
  const [first] = await within(outlineOf(canvas)).findAllByRole('row');
  await tabTo(userEvent, first ?? outlineOf(canvas));
}

/**
 * The help's outline, a plain table of contents: numbered, nested, in the structure's order (S.9
 * before S.10, I.6.3 before S.6.3). Down moves from rubric to rubric, Enter goes to one: the focus
 * lands on its heading, and the page hears of it.
 */
export const Outline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const outline = outlineOf(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Outline of the metadata structure' })).toContainElement(outline);
    await waitFor(() => expect(within(outline).getAllByRole('row').length).toBeGreaterThan(8));
    await expect(within(outline).getAllByRole('row').slice(0, 5).map((row) => row.getAttribute('data-key'))).toEqual(['S.1', 'S.1.1', 'S.1.2', 'S.1.3', 'S.1.4']);
    // Labels in the first data language, marked so.
    await expect(within(outline).getByText('Organisme de contact')).toHaveAttribute('lang', 'fr');
    // Nothing to complete in a table of contents.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();

    // Every rubric in the content, its heading a level deeper per depth.
    await expect(canvas.getByRole('heading', { level: 2, name: 'S.1 Contact' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: "S.1.2 Unité d'appartenance du contact dans l'organisme" })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 4, name: 'C.3.7.1 Extensions régionales' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading')).toHaveLength(msdFixture.length);

    await enterOutline(canvas, userEvent);
    await expect(focusedRow()).toBe('S.1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedRow()).toBe('S.1.2'));
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { name: /^S\.1\.2 / });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('id', 'rubric-S.1.2');
    await expect(args.onSectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSectionChange).toHaveBeenCalledWith('S.1.2');
  },
};

/** Far down the outline: End reaches the last rubric (I.20), Enter brings its heading into view with the focus. */
export const FarDown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await enterOutline(canvas, userEvent);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRow()).toBe('I.20'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedRow()).toBe('S.19'));
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { level: 2, name: 'S.19 Commentaire' });
    await waitFor(() => expect(heading).toHaveFocus());
    const { top } = heading.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('S.19');
  },
};

/** A report's outline: essential rubrics marked, those still empty flagged; the page counts them itself (EssentialCounter), so the outline announces no count. */
export const ReportOutline: Story = {
  args: { outlineLabel: 'Outline of the report', isCompleted },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const outline = canvas.getByRole('treegrid', { name: 'Outline of the report' });
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(within(outline).getByRole('row', { name: fr ? 'S.1.1 Organisme de contact, essentielle' : 'S.1.1 Organisme de contact, essential' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(outline).getByRole('row', { name: fr ? 'S.2.1 Dernières métadonnées certifiées, essentielle, non renseignée' : 'S.2.1 Dernières métadonnées certifiées, essential, to complete' }),
      ).toBeInTheDocument(),
    );
  },
};

/** Arriving at `help/S.13.3.1`: that rubric's heading is in view, with the focus; the address already says so. */
export const SectionOnArrival: Story = {
  args: { section: 'S.13.3.1' },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 4, name: 'S.13.3.1 Erreur de couverture' });
    await waitFor(() => expect(heading).toHaveFocus());
    const { top } = heading.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight);
    await expect(args.onSectionChange).not.toHaveBeenCalled();
  },
};

/**
 * The panes, from the keyboard: "Outline only" hides the content, "Content only" the outline; a
 * rubric chosen while only the outline shows brings the content back, with the focus on its heading.
 */
export const Panes: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const fr = isFrenchStory(globals);
    const group = canvas.getByRole('radiogroup', { name: fr ? 'Afficher' : 'Show' });
    const both = within(group).getByRole('radio', { name: fr ? 'Sommaire et contenu' : 'Outline and content' });
    const outlineOnly = within(group).getByRole('radio', { name: fr ? 'Sommaire seul' : 'Outline only' });
    const contentOnly = within(group).getByRole('radio', { name: fr ? 'Contenu seul' : 'Content only' });
    await expect(both).toBeChecked();
    const heading = canvas.getByRole('heading', { name: 'S.1 Contact' });
    await expect(heading).toBeVisible();

    await tabTo(userEvent, both);
    await userEvent.keyboard('{ArrowRight}');
    await expect(outlineOnly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(outlineOnly).toBeChecked();
    await expect(heading).not.toBeVisible();
    await expect(outlineOf(canvas)).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await expect(contentOnly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(contentOnly).toBeChecked();
    await expect(heading).toBeVisible();
    await expect(canvas.queryByRole('treegrid')).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(outlineOnly).toHaveFocus();
    await userEvent.keyboard(' ');
    await enterOutline(canvas, userEvent);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const contact = canvas.getByRole('heading', { name: 'S.1.1 Organisme de contact' });
    await waitFor(() => expect(contact).toHaveFocus());
    await expect(both).toBeChecked();
    await expect(args.onSectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSectionChange).toHaveBeenCalledWith('S.1.1');
  },
};
