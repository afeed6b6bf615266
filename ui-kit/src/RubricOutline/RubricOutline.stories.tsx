import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { RubricOutline, type Rubric, type RubricOutlineProps } from './RubricOutline.tsx';

/** Part of a Sims metadata structure, in the API's order (by id as text), labels in French. */
const rubrics: Rubric[] = [
  { id: 'S.1', label: 'Contact' },
  { id: 'S.10', label: 'Accessibilité et clarté' },
  { id: 'S.10.1', idParent: 'S.10', label: 'Communiqués de presse', isEssential: true, isCompleted: true },
  { id: 'S.10.2', idParent: 'S.10', label: 'Publications', isEssential: true },
  { id: 'S.1.1', idParent: 'S.1', label: 'Organisation de contact', isEssential: true, isCompleted: true },
  { id: 'S.1.2', idParent: 'S.1', label: 'Unité de contact', isCompleted: true },
  { id: 'S.2', label: 'Mise à jour des métadonnées' },
  { id: 'S.2.1', idParent: 'S.2', label: 'Dernière certification', isEssential: true },
  { id: 'S.3', label: 'Présentation statistique' },
  { id: 'S.3.1', idParent: 'S.3', label: 'Description des données', isEssential: true, isCompleted: true },
  { id: 'S.3.7', idParent: 'S.3', label: 'Population statistique' },
  { id: 'C.3.7.1', idParent: 'S.3.7', label: 'Unités enquêtées', isCompleted: true },
  { id: 'S.6', label: 'Mandat institutionnel' },
  { id: 'S.6.3', idParent: 'S.6', label: 'Partage des données' },
  { id: 'I.6.3', idParent: 'S.6', label: 'Conventions de diffusion' },
  { id: 'S.9', label: 'Calendrier de diffusion', isEssential: true },
];

type StoryArgs = RubricOutlineProps & { navigate: (href: string) => void };

function OutlinePage({ navigate, ...args }: StoryArgs) {
  return (
    <RouterProvider navigate={navigate}>
      <RubricOutline {...args} />
    </RouterProvider>
  );
}

const rubricIds = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('row').map((row) => row.getAttribute('data-key'));

/**
 * The outline beside a quality report. Give the rubrics as the API sends them (`idParent`,
 * essential, completed): the outline numbers, orders and nests them, and counts the essential
 * rubrics completed. Give `rubricHref` to jump to an anchor, or `onRubricAction`.
 */
const meta = {
  title: 'Kit/Collections/RubricOutline',
  component: RubricOutline,
  args: { rubrics, lang: 'fr', rubricHref: (id: string) => `#rubric-${id}`, navigate: fn() },
  argTypes: { rubrics: { control: false } },
  render: OutlinePage,
} satisfies Meta<typeof OutlinePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    // Numeric order, parts compared one by one, the prefix letter breaking ties.
    await expect(rubricIds(canvas)).toEqual([
      'S.1', 'S.1.1', 'S.1.2', 'S.2', 'S.2.1', 'S.3', 'S.3.1', 'S.3.7', 'C.3.7.1',
      'S.6', 'I.6.3', 'S.6.3', 'S.9', 'S.10', 'S.10.1', 'S.10.2',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fr ? '3 rubriques essentielles complétées sur 6' : '3 of 6 essential rubrics completed',
    );
    // Essential and still-empty rubrics say so in words, not by colour alone.
    const s21 = canvas.getAllByRole('row').find((row) => row.getAttribute('data-key') === 'S.2.1');
    await expect(s21).toHaveAccessibleName(
      fr ? 'S.2.1 Dernière certification, essentielle, non renseignée' : 'S.2.1 Dernière certification, essential, to complete',
    );
    await expect(s21).toHaveTextContent(fr ? 'non renseignée' : 'to complete');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('#rubric-S.1.1', undefined);
  },
};

/**
 * Without hrefs, the caller's callback scrolls to the rubric (or opens it). A section activated so
 * stays expanded: its chevron and the arrow keys expand and collapse it.
 */
export const WithCallback: Story = {
  args: { rubricHref: undefined, onRubricAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Calendrier de diffusion'));
    await expect(args.onRubricAction).toHaveBeenCalledWith('S.9');
    const contact = canvas.getAllByRole('row').find((row) => row.getAttribute('data-key') === 'S.1');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    contact?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRubricAction).toHaveBeenLastCalledWith('S.1');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByText('Contact'));
    await expect(args.onRubricAction).toHaveBeenLastCalledWith('S.1');
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AllEssentialCompleted: Story = {
  args: { rubrics: rubrics.map((rubric) => ({ ...rubric, isCompleted: true })) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'fr' ? '6 rubriques essentielles complétées sur 6' : '6 of 6 essential rubrics completed',
    );
    await expect(canvas.queryByText(globals.locale === 'fr' ? 'non renseignée' : 'to complete')).not.toBeInTheDocument();
  },
};

export const OneEssentialRubric: Story = {
  args: { rubrics: [{ id: 'S.1', label: 'Contact' }, { id: 'S.1.1', idParent: 'S.1', label: 'Organisation de contact', isEssential: true }] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'fr' ? '0 rubrique essentielle complétée sur 1' : '0 of 1 essential rubric completed',
    );
  },
};

export const NoEssentialRubric: Story = {
  args: { rubrics: rubrics.map(({ isEssential: _essential, ...rubric }) => rubric) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(10));
  },
};

export const Empty: Story = {
  args: { rubrics: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('treegrid')).toHaveTextContent(globals.locale === 'fr' ? 'Rien à afficher' : 'Nothing to show');
  },
};

/** Long labels wrap beside their number; the flags follow on the next line when needed. */
export const LongFrenchLabel: Story = {
  args: {
    rubrics: rubrics.map((rubric) =>
      rubric.id === 'S.2.1'
        ? { ...rubric, label: 'Dernière certification des métadonnées par l’unité responsable du processus statistique' }
        : rubric,
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    for (const row of canvas.getAllByRole('row')) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
