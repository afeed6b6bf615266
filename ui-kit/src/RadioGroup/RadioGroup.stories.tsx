import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

/**
 * One answer among a few, all visible (versioning choice, component type). Arrow keys move and
 * select; Tab leaves. Above about five choices, use Select.
 */
const meta = {
  title: 'Kit/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: <Trans>Component type</Trans>,
    onChange: fn(),
    children: (
      <>
        <Radio value="attribute" label={<Trans>Attribute</Trans>} />
        <Radio value="dimension" label={<Trans>Dimension</Trans>} />
        <Radio value="measure" label={<Trans>Measure</Trans>} />
      </>
    ),
  },
  argTypes: { ...fieldArgTypes, children: { control: false } },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dimension');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'measure' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Component type is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'attribute' } };

export const LongFrenchLabel: Story = {
  args: {
    label: <Trans>What should happen to the previous version of the note?</Trans>,
    children: (
      <>
        <Radio value="version" label={<Trans>Keep it and create a new version</Trans>} />
        <Radio value="overwrite" label={<Trans>Replace it with the new text</Trans>} />
      </>
    ),
  },
  decorators: [narrow],
};
