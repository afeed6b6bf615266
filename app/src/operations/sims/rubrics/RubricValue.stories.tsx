import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import type { SimsRubric } from '@atelier/contracts';
import { RubricSections } from '../../../mocks/RubricSections.tsx';
import { withRouter } from '../../../mocks/RouterDecorator.tsx';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { contactOrganizationRubric, createRubricsStore, rubricHandlers, rubricReferences, seedRubrics, type SeedReportId } from '../../../mocks/sims.ts';
import { tabTo } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { RubricValues } from './RubricValue.tsx';

/** Each file the page handed to the browser to save, by the name it is saved under. */
const saved = fn();

interface ReportRubricsProps {
  /** The demo report whose rubrics are shown. */
  report: SeedReportId;
  /** The rubrics shown, by id, under their headings as the report's page puts them. */
  rubrics: string[];
  /** Rubrics answered otherwise than in the demo report (a value the demo data lacks). */
  answers?: SimsRubric[];
  showSecondLanguage?: boolean;
}

/** Some rubrics of a demo report, each under its heading (as the rubric layout shows it), its value in both languages. */
function ReportRubrics({ report, rubrics, answers = [], showSecondLanguage }: ReportRubricsProps) {
  const values = [...seedRubrics(report).filter((rubric) => !answers.some((answer) => answer.idAttribute === rubric.idAttribute)), ...answers];
  const references = rubricReferences(createRubricsStore(), values);
  return (
    <RubricSections
      rubrics={rubrics}
      gap="gap-6"
      render={(msd) => (
        <RubricValues
          msd={msd}
          rubric={values.find((value) => value.idAttribute === msd.idMas)}
          references={references}
          {...(showSecondLanguage === undefined ? {} : { showSecondLanguage })}
        />
      )}
    />
  );
}

/**
 * A rubric of a quality report as its page shows it, by range type, in both data languages side by
 * side: text, rich text with the documents and links cited in each language (a document's file
 * downloaded with the user's token), a date, codes, an organisation and a territory by their labels,
 * "Not applicable", and "Not filled in" (flagged when the rubric is essential). The values are the
 * demo reports' (1817 and 1979).
 */
const meta = {
  title: 'Screens/Sims/RubricValue',
  component: ReportRubrics,
  decorators: [withShell, withRouter],
  args: { report: 1979, rubrics: [] },
  beforeEach({ msw }) {
    saved.mockClear();
    // The temporary link's click would start a real download: the story records it instead.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href.startsWith('blob:'));
    });
    msw.use(...rubricHandlers());
    return () => click.mockRestore();
  },
} satisfies Meta<typeof ReportRubrics>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The section of a rubric, from its heading. */
const sectionOf = async (canvas: { findByRole: (role: string, options: { name: RegExp }) => Promise<HTMLElement> }, idMas: string) =>
  (await canvas.findByRole('heading', { name: new RegExp(`^${idMas.replace(/\./g, '\\.')} `) })).closest('section') as HTMLElement;

/** The value under a language's caption ("French", « français »). */
const column = (section: HTMLElement, language: string) => within(section).getByText(language, { selector: 'dt' }).nextElementSibling as HTMLElement;

const languages = (fr: boolean) => ({ lg1: fr ? 'français' : 'French', lg2: fr ? 'anglais' : 'English' });

/** Text: each language under its name, each value in its language. */
export const Text: Story = {
  args: { rubrics: ['S.3.5', 'I.18.11'] },
  play: async ({ canvas, globals }) => {
    const { lg1, lg2 } = languages(isFrenchStory(globals));
    const unit = await sectionOf(canvas, 'S.3.5');
    await expect(within(column(unit, lg1)).getByText('Individus')).toHaveAttribute('lang', 'fr');
    await expect(within(column(unit, lg2)).getByText('Persons')).toHaveAttribute('lang', 'en');
    const size = await sectionOf(canvas, 'I.18.11');
    await expect(column(size, lg2)).toHaveTextContent(/^Each quarter, until Q3 2019, 92,000 dwellings are surveyed/);
  },
};

/**
 * Rich text, rendered safely with its own links, and the documents cited in each language: each
 * title a link to its page, a file downloaded with the keyboard, or where a file is published.
 */
export const RichTextWithDocuments: Story = {
  args: { rubrics: ['S.3.6', 'S.10.6'] },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1, lg2 } = languages(fr);
    const scope = await sectionOf(canvas, 'S.3.6');
    const french = column(scope, lg1);
    await expect(within(french).getByText(/^Individus de 15 ans ou plus vivant en/).closest('[lang]')).toHaveAttribute('lang', 'fr');
    await expect(within(column(scope, lg2)).getByText(/^Persons aged 15 or more/).closest('[lang]')).toHaveAttribute('lang', 'en');
    // Its own links stay links; nothing else of the HTML passes.
    await expect(within(french).getAllByRole('link').length).toBeGreaterThan(0);

    const documentation = await sectionOf(canvas, 'S.10.6');
    const documentsLg1 = within(column(documentation, lg1)).getByRole('list', { name: 'Documents' });
    const titleLg1 = within(documentsLg1).getByRole('link', { name: 'Note méthodologique EEC juillet 2021' });
    await expect(titleLg1).toHaveAttribute('href', '/operations/document/1302');
    await expect(within(titleLg1).getByText('Note méthodologique EEC juillet 2021')).toHaveAttribute('lang', 'fr');
    // The second language names it in English.
    const documentsLg2 = within(column(documentation, lg2)).getByRole('list', { name: 'Documents' });
    await expect(within(within(documentsLg2).getByRole('link', { name: 'LFS methodological note July 2021' })).getByText(/^LFS/)).toHaveAttribute('lang', 'en');
    // Its file, downloaded with the keyboard.
    const download = await within(documentsLg1).findByRole('button', { name: fr ? 'Télécharger le fichier' : 'Download the file' });
    await expect(within(documentsLg1).getByText('EEC2021_Note-methodologique.pdf')).toBeVisible();
    await tabTo(userEvent, download);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('EEC2021_Note-methodologique.pdf', true));
  },
};

/** A document of the catalogue whose file is published elsewhere: its address; a rubric that cites in the first language only is empty in the second. */
export const DocumentPublishedElsewhere: Story = {
  args: { report: 1817, rubrics: ['I.18.12'] },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg1, lg2 } = languages(fr);
    const questionnaire = await sectionOf(canvas, 'I.18.12');
    const documents = within(column(questionnaire, lg1)).getByRole('list', { name: 'Documents' });
    await expect(within(documents).getByRole('link', { name: 'Accès au financement des PME employant au moins 10 personnes (Enquête sur l\')' })).toHaveAttribute(
      'href',
      '/operations/document/596',
    );
    await expect(await within(documents).findByRole('link', { name: 'https://www.insee.fr/fr/metadonnees/source/fichier/Quest_acces_financement_PME.pdf' })).toBeVisible();
    await expect(column(questionnaire, lg2)).toHaveTextContent(fr ? 'Non renseignée' : 'Not filled in');
  },
};

/** A date, in the interface's language, shown once: no language changes it. */
export const DateValue: Story = {
  args: { rubrics: ['S.2.3'] },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const update = await sectionOf(canvas, 'S.2.3');
    await expect(update).toHaveTextContent(fr ? '17 décembre 2018' : '17 December 2018');
    await expect(within(update).queryByText(languages(fr).lg1, { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** Codes by their labels in each language, not by their notations: one, then several. */
export const Codes: Story = {
  args: { rubrics: ['I.6.3', 'I.18.8'] },
  play: async ({ canvas, globals }) => {
    const { lg1, lg2 } = languages(isFrenchStory(globals));
    const status = await sectionOf(canvas, 'I.6.3');
    await expect(await within(column(status, lg1)).findByText("Enquête d'intérêt général et de qualité statistique à caractère obligatoire")).toHaveAttribute('lang', 'fr');
    await expect(within(column(status, lg2)).getByText('Survey of general interest and statistical quality, with compulsory nature')).toHaveAttribute('lang', 'en');
    const modes = await sectionOf(canvas, 'I.18.8');
    const listed = within(await within(column(modes, lg2)).findByRole('list')).getAllByRole('listitem');
    await expect(listed.map((item) => item.textContent)).toEqual(['Face to face by interviewer', 'By phone']);
  },
};

/** An organisation and a territory, by their names (a name the second language lacks, in the first, with its `lang`). */
export const OrganisationAndTerritory: Story = {
  args: { rubrics: ['S.1.1', 'S.3.7'], answers: [contactOrganizationRubric] },
  play: async ({ canvas, globals }) => {
    const { lg1, lg2 } = languages(isFrenchStory(globals));
    const contact = await sectionOf(canvas, 'S.1.1');
    await expect(within(column(contact, lg1)).getByText('Direction des statistiques démographiques et sociales (DSDS)')).toHaveAttribute('lang', 'fr');
    await expect(within(column(contact, lg2)).getByText('Demographic and Social Statistics Directorate')).toHaveAttribute('lang', 'en');
    const area = await sectionOf(canvas, 'S.3.7');
    await expect(within(column(area, lg2)).getByText('France hors Mayotte')).toHaveAttribute('lang', 'fr');
  },
};

/** "Not applicable", once; an empty rubric said so in each language, flagged when essential. */
export const NotApplicableAndEmpty: Story = {
  args: { rubrics: ['S.4', 'S.1.3', 'S.1.8'], answers: [{ idAttribute: 'S.4', rangeType: 'RUBRIQUE_SANS_OBJECT' }] },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const { lg2 } = languages(fr);
    await expect(await sectionOf(canvas, 'S.4')).toHaveTextContent(fr ? 'Sans objet' : 'Not applicable');
    const name = await sectionOf(canvas, 'S.1.3');
    await expect(within(name).getByRole('heading')).toHaveTextContent(fr ? 'Essentielle' : 'Essential');
    await expect(column(name, lg2)).toHaveTextContent(fr ? 'Non renseignée (rubrique essentielle)' : 'Not filled in (essential rubric)');
    const fax = await sectionOf(canvas, 'S.1.8');
    await expect(column(fax, lg2)).toHaveTextContent(fr ? /^Non renseignée$/ : /^Not filled in$/);
  },
};

/** The first language alone, when the page shows only it: no language captions. */
export const FirstLanguageOnly: Story = {
  args: { rubrics: ['S.3.5'], showSecondLanguage: false },
  play: async ({ canvas, globals }) => {
    const unit = await sectionOf(canvas, 'S.3.5');
    await expect(within(unit).getByText('Individus')).toHaveAttribute('lang', 'fr');
    await expect(within(unit).queryByText('Persons')).not.toBeInTheDocument();
    await expect(within(unit).queryByText(languages(isFrenchStory(globals)).lg1, { selector: 'dt' })).not.toBeInTheDocument();
  },
};
