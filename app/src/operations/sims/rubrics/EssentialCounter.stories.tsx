import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SimsRubric } from '@atelier/contracts';
import { msdFixture, msdRubric } from '../../../mocks/msd.ts';
import { withRouter } from '../../../mocks/RouterDecorator.tsx';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { rubricHandlers, seedRubrics, type SeedReportId } from '../../../mocks/sims.ts';
import { tabTo } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { rubricHeadingId } from '../msd/msd-api.ts';
import { EssentialCounter } from './EssentialCounter.tsx';
import { RubricEditor } from './RubricEditor.tsx';

interface CountedReportProps {
  /** The demo report counted; none for a new report. */
  report?: SeedReportId;
  /** Rubrics edited below the counter, under their headings, as the report's form shows them. */
  edited?: string[];
}

/** The counter above a report's rubrics, following their values as they are edited. */
function CountedReport({ report, edited = [] }: CountedReportProps) {
  const initial = useMemo(() => (report ? seedRubrics(report) : []), [report]);
  const [rubrics, setRubrics] = useState<SimsRubric[]>(initial);
  const change = (idMas: string, next: SimsRubric | undefined) =>
    setRubrics((before) => [...before.filter((rubric) => rubric.idAttribute !== idMas), ...(next ? [next] : [])]);
  return (
    <div className="flex flex-col gap-6">
      <EssentialCounter msd={msdFixture} rubrics={rubrics} />
      {edited.map((idMas) => {
        const msd = msdRubric(idMas);
        return (
          <section key={idMas} className="flex flex-col gap-3">
            <h2 id={rubricHeadingId(idMas)} tabIndex={-1} className="text-xl font-bold">
              {idMas} <span lang="fr">{msd.masLabelLg1}</span>
            </h2>
            <RubricEditor msd={msd} value={rubrics.find((rubric) => rubric.idAttribute === idMas)} onChange={(next) => change(idMas, next)} references={{}} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * How many of the 65 essential rubrics a report fills, in each data language, said in a status
 * region as it changes (without moving the focus), and the essential rubrics still empty, each a
 * link to its field. The demo reports (1817 and 1979) and a new one.
 */
const meta = {
  title: 'Screens/Sims/EssentialCounter',
  component: CountedReport,
  decorators: [withShell, withRouter],
  beforeEach({ msw }) {
    msw.use(...rubricHandlers());
  },
} satisfies Meta<typeof CountedReport>;
export default meta;

type Story = StoryObj<typeof meta>;

const counted = (fr: boolean, lg: 1 | 2, filled: number) =>
  fr
    ? `En ${lg === 1 ? 'français' : 'anglais'}, ${filled} ${filled > 1 ? 'rubriques essentielles remplies' : 'rubrique essentielle remplie'} sur 65.`
    : `In ${lg === 1 ? 'French' : 'English'}, you have filled ${filled} of 65 essential rubrics.`;

const leftEmpty = (fr: boolean, lg: 1 | 2, count: number) =>
  fr ? `Les rubriques essentielles non renseignées en ${lg === 1 ? 'français' : 'anglais'} (${count})` : `The essential rubrics left empty in ${lg === 1 ? 'French' : 'English'} (${count})`;

/** The labour force survey 2020 (1979): the same count in both languages. */
export const Report1979: Story = {
  args: { report: 1979 },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(counted(fr, 1, 23));
    await expect(status).toHaveTextContent(counted(fr, 2, 23));
    await expect(canvas.getByRole('button', { name: leftEmpty(fr, 1, 42) })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Access to finance of SMEs 2010 (1817): fewer essential rubrics filled in English, whose documents are French only. */
export const Report1817: Story = {
  args: { report: 1817 },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${counted(fr, 1, 10)}${counted(fr, 2, 8)}`);
    await expect(canvas.getByRole('button', { name: leftEmpty(fr, 2, 57) })).toBeVisible();
  },
};

/** A new report: none filled, every essential rubric listed. */
export const NewReport: Story = {
  args: {},
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(counted(fr, 1, 0));
    const toggle = canvas.getByRole('button', { name: leftEmpty(fr, 1, 65) });
    await tabTo(userEvent, toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(within(list).getAllByRole('link')).toHaveLength(65);
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '#rubric-I.6.4');
  },
};

/**
 * From the list to the field: the link takes the focus to the rubric's field in that language;
 * filling it changes the count, said by the status region while the focus stays in the field.
 */
export const FillingIn: Story = {
  args: { report: 1817, edited: ['S.1.3'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const toggle = canvas.getByRole('button', { name: leftEmpty(fr, 2, 57) });
    await tabTo(userEvent, toggle);
    await userEvent.keyboard('{Enter}');
    const link = await within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement).findByRole('link', { name: fr ? 'S.1.3 Nom du contact' : 'S.1.3 Contact name' });
    await tabTo(userEvent, link);
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('textbox', { name: fr ? 'S.1.3 Nom du contact (anglais)' : 'S.1.3 Contact name (English)' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Jane Doe');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${counted(fr, 1, 10)}${counted(fr, 2, 9)}`);
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('button', { name: leftEmpty(fr, 2, 56) })).toHaveAttribute('aria-expanded', 'true');
  },
};
