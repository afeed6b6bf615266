import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { BilingualField } from './BilingualField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * Every Lg1/Lg2 pair of every module. Languages come in as props (from `/api/init`), each side has
 * its own binding; with react-hook-form, one `useController` per side:
 * `lg1={{ lang: lg1, ...field, isInvalid: fieldState.invalid, errorMessage: fieldState.error?.message }}`.
 */
const meta = {
  title: 'Kit/Forms/BilingualField',
  component: BilingualField,
  args: {
    label: <Trans>Label</Trans>,
    lg1: { lang: 'fr', name: 'prefLabelLg1', isRequired: true, onChange: fn() },
    lg2: { lang: 'en', name: 'prefLabelLg2', onChange: fn() },
  },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof BilingualField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    const first = canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('lang', 'fr');
    await expect(first).toBeRequired();
    await userEvent.keyboard('Indice des prix');
    await userEvent.tab();
    const second = canvas.getByRole('textbox', { name: fr ? 'Libellé (anglais)' : 'Label (English)' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('lang', 'en');
    await expect(second).not.toBeRequired();
    await userEvent.keyboard('Price index');
    await expect(args.lg1.onChange).toHaveBeenLastCalledWith('Indice des prix');
    await expect(args.lg2.onChange).toHaveBeenLastCalledWith('Price index');
  },
};

/** Each side is invalid on its own. */
export const Invalid: Story = {
  args: {
    lg1: { lang: 'fr', isRequired: true, isInvalid: true, errorMessage: <Trans>The property Label (French) is required.</Trans> },
    lg2: { lang: 'en', defaultValue: 'Price index' },
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    await expect(first).toBeInvalid();
    await expect(second).toBeValid();
  },
};

/** Notes and definitions: several lines per side, with the maximum length counted. */
export const MultilineWithLimit: Story = {
  args: {
    label: <Trans>Short definition</Trans>,
    multiline: true,
    characterLimit: 350,
    lg1: { lang: 'fr', defaultValue: 'Mesure de l’évolution des prix.' },
    lg2: { lang: 'en', defaultValue: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31 / 350')).toBeVisible();
    await expect(canvas.getByText('0 / 350')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, lg1: { lang: 'fr', defaultValue: 'Indice des prix' }, lg2: { lang: 'en', defaultValue: 'Price index' } },
};

/** In a container narrower than 42 rem the sides stack, first language on top. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    if (!first || !second) throw new Error('Two inputs expected');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};
