import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { DataLanguagesProvider } from '../DataLanguages/DataLanguages.tsx';
import { SecondLanguageSwitch } from '../SecondLanguageSwitch/SecondLanguageSwitch.tsx';
import { BilingualText } from './BilingualText.tsx';

const definitionFr =
  'Ensemble des biens et services marchands achetés par les ménages pour satisfaire directement leurs besoins.';
const definitionEn = 'All market goods and services bought by households to meet their needs directly.';

/**
 * A field of a record on its view page. The application wraps its pages in
 * `DataLanguagesProvider` (languages from its configuration, the switch's state); every
 * `BilingualText` then shows the second language when asked, each value with its `lang`.
 */
const meta = {
  title: 'Kit/Data/BilingualText',
  component: BilingualText,
  args: { label: <Trans>Definition</Trans>, valueLg1: definitionFr, valueLg2: definitionEn },
  argTypes: { label: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <DataLanguagesProvider lg1="fr" lg2="en" showSecondLanguage={parameters.showSecondLanguage === true}>
        <Story />
      </DataLanguagesProvider>
    ),
  ],
} satisfies Meta<typeof BilingualText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstLanguageOnly: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(globals.locale === 'fr' ? 'Définition' : 'Definition').tagName).toBe('DT');
    await expect(canvas.getByText(definitionFr)).toHaveAttribute('lang', 'fr');
    await expect(canvasElement).not.toHaveTextContent(definitionEn);
  },
};

export const BothLanguages: Story = {
  parameters: { showSecondLanguage: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(definitionFr)).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByText(definitionEn)).toHaveAttribute('lang', 'en');
    // Each column names its language, in the interface language.
    await expect(canvas.getByText(globals.locale === 'fr' ? 'anglais' : 'English')).toBeInTheDocument();
  },
};

export const MissingSecondLanguage: Story = {
  args: { valueLg2: undefined },
  parameters: { showSecondLanguage: true },
  play: async ({ canvas, globals }) => {
    const missing = canvas.getByText(globals.locale === 'fr' ? 'Non renseigné' : 'Not specified');
    await expect(missing).not.toHaveAttribute('lang');
  },
};

/** With the switch: the reader shows and hides the second language on the whole page. */
export const WithSwitch: Story = {
  render: function WithSwitch(args) {
    const [showSecondLanguage, setShowSecondLanguage] = useState(false);
    return (
      <DataLanguagesProvider lg1="fr" lg2="en" showSecondLanguage={showSecondLanguage}>
        <div className="flex flex-col gap-4">
          <SecondLanguageSwitch isSelected={showSecondLanguage} onChange={setShowSecondLanguage} />
          <BilingualText {...args} />
          <BilingualText label={<Trans>Label</Trans>} valueLg1="Dépense de consommation" valueLg2="Consumption expenditure" />
        </div>
      </DataLanguagesProvider>
    );
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Consumption expenditure');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Consumption expenditure')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(definitionEn)).toBeInTheDocument();
  },
};

/** Long values wrap in their column; on a phone the two languages stack. */
export const LongFrenchLabel: Story = {
  args: {
    label: <Trans>Statistical population and units of observation of the survey</Trans>,
    valueLg1: `${definitionFr} ${definitionFr} ${definitionFr}`,
  },
  parameters: { showSecondLanguage: true },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};
