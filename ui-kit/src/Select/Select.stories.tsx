import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { expectDistinctInForcedColors, expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
import { Select, type SelectProps } from './Select.tsx';

type Option = { id: string; label: string };

/** The dissemination statuses, labelled in the interface's language. */
function StatusSelect(props: Omit<SelectProps<Option>, 'items'>) {
  const { t } = useLingui();
  const items = [
    { id: 'public-generic', label: t`Public generic` },
    { id: 'public-specific', label: t`Public specific` },
    { id: 'private', label: t`Private` },
  ];
  return <Select {...props} items={items} />;
}

/**
 * One choice in a known, short list. The button shows the choice; the list opens with Enter,
 * Space or Arrow Down; typing a letter jumps to an option. Give options as `{ id, label }`.
 */
const meta = {
  title: 'Kit/Forms/Select',
  component: StatusSelect,
  args: { label: <Trans>Dissemination status</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof StatusSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent(fr ? 'Choisir une option' : 'Select an option');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    // In the page a moment before it shows: react-aria places the popover first.
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('public-specific');
    await expect(button).toHaveTextContent(fr ? 'Public spécifique' : 'Public specific');
  },
};

export const WithValue: Story = { args: { defaultValue: 'private' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Dissemination status is required.</Trans> },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'fr' ? /La propriété Statut de diffusion est obligatoire/ : /The property Dissemination status is required/)).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'private' } };

export const LongFrenchLabel: Story = {
  args: { label: <Trans>Dissemination status of the quality report and its documents</Trans>, defaultValue: 'public-specific' },
  decorators: [narrow],
};

/**
 * In a Windows contrast theme, dark: the list opened with the keyboard, the focused option in the
 * system's highlight colours and its words legible on it, the chosen one marked by its check.
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'private' },
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    // The list opens on the chosen option; Arrow Up moves to the one before.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: globals.locale === 'fr' ? 'Privé' : 'Private' })).toHaveAttribute('data-focused'));
    await userEvent.keyboard('{ArrowUp}');
    const focused = within(listbox).getByRole('option', { name: globals.locale === 'fr' ? 'Public spécifique' : 'Public specific' });
    await waitFor(() => expect(focused).toHaveAttribute('data-focused'));
    const other = within(listbox).getByRole('option', { name: globals.locale === 'fr' ? 'Public générique' : 'Public generic' });
    await expectLegibleInForcedColors(focused);
    await expectLegibleInForcedColors(other);
    await expectDistinctInForcedColors(focused, other, 'backgroundColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
