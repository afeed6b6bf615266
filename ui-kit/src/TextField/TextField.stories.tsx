import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, waitFor } from 'storybook/test';
import { ANNOUNCE_DELAY_MS } from '../Field/CharacterCount.tsx';
import { expectNoOverflow, fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { TextField } from './TextField.tsx';

/**
 * A single-line text. The label is required; `isRequired` adds the asterisk and `aria-required`.
 * With react-hook-form: `<Controller name="notation" control={control} render={({ field, fieldState }) =>
 * <TextField label={t\`Notation\`} {...field} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />} />`.
 */
const meta = {
  title: 'Kit/Forms/TextField',
  component: TextField,
  args: { label: <Trans>Notation</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Notation' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('A01');
    await expect(args.onChange).toHaveBeenLastCalledWith('A01');
  },
};

export const RequiredWithDescription: Story = {
  args: { isRequired: true, description: <Trans>Letters and digits, for example A01.</Trans> },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      globals.locale === 'fr' ? 'Lettres et chiffres, par exemple A01.' : 'Letters and digits, for example A01.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <Trans>The property Notation is required.</Trans>,
  },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      globals.locale === 'fr'
        ? 'Erreur : La propriété Notation est obligatoire.'
        : 'Error: The property Notation is required.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'A01' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('B');
    await expect(canvas.getByRole('textbox')).toHaveValue('A01');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The count shows under the field; going over is said in words and the text is kept whole. */
export const WithCharacterLimit: Story = {
  args: { characterLimit: 10, defaultValue: 'Short' },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(fr ? '10 caractères au maximum.' : 'Maximum 10 characters.');
    await userEvent.tab();
    await userEvent.keyboard('{End} label too long');
    await expect(input).toHaveValue('Short label too long');
    await expect(canvas.getByText(fr ? '20 / 10 (10 caractères en trop)' : '20 / 10 (10 characters too many)')).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(fr ? '10 caractères en trop' : '10 characters too many'),
      { timeout: ANNOUNCE_DELAY_MS * 3 },
    );
  },
};

/** French labels run about 20 % longer: the label wraps in a narrow column, nothing is cut. */
export const LongFrenchLabel: Story = {
  args: {
    label: <Trans>Short title of the classification item in the first language</Trans>,
    isRequired: true,
  },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('label');
    if (!label) throw new Error('No label');
    await expectNoOverflow(label);
  },
};
