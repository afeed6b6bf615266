import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { DataLanguagesProvider } from '../DataLanguages/DataLanguages.tsx';
import { PageTitle } from './PageTitle.tsx';

/**
 * The `h1` of every page. On a list page it is interface text; on a record's page give the label
 * in the first data language as children and `secondLanguageTitle`, shown below when the reader
 * displays the second language (`DataLanguagesProvider`).
 */
const meta = {
  title: 'Kit/Page/PageTitle',
  component: PageTitle,
  args: { children: <Trans>Concepts</Trans> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <DataLanguagesProvider lg1="fr" lg2="en" showSecondLanguage={parameters.showSecondLanguage === true}>
        <Story />
      </DataLanguagesProvider>
    ),
  ],
} satisfies Meta<typeof PageTitle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ListPage: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Concepts');
    await expect(heading).not.toHaveAttribute('lang');
    // The application may move focus to it (after a page change); Tab never stops on it.
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

export const RecordPage: Story = {
  args: { children: 'Dépense de consommation des ménages', secondLanguageTitle: 'Household consumption expenditure' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
    await expect(canvasElement).not.toHaveTextContent('Household consumption expenditure');
  },
};

export const RecordPageBothLanguages: Story = {
  args: RecordPage.args,
  parameters: { showSecondLanguage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dépense de consommation des ménages');
    await expect(canvas.getByText('Household consumption expenditure')).toHaveAttribute('lang', 'en');
    // The second title is not a second heading.
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

export const LongFrenchLabel: Story = {
  args: {
    children: 'Enquête sur les technologies de l’information et de la communication auprès des ménages, volet entreprises',
    secondLanguageTitle: 'Survey on information and communication technologies in households, business section',
  },
  parameters: { showSecondLanguage: true },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
