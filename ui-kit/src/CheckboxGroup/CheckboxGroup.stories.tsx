import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/** Several answers among a few, named by one label. The value is the list of checked values. */
const meta = {
  title: 'Kit/Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: <Trans>Export languages</Trans>,
    onChange: fn(),
    children: (
      <>
        <Checkbox value="lg1" label={<Trans>French</Trans>} />
        <Checkbox value="lg2" label={<Trans>English</Trans>} />
      </>
    ),
  },
  argTypes: { ...fieldArgTypes, children: { control: false } },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('group', { name: fr ? 'Langues de l’export' : 'Export languages' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['lg1', 'lg2']);
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <Trans>Choose at least one language.</Trans>,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      globals.locale === 'fr' ? 'Erreur : Choisissez au moins une langue.' : 'Error: Choose at least one language.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['lg1'] } };
