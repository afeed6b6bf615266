import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

/**
 * A message in the flow of the page. Errors interrupt screen readers (role="alert"), the other
 * tones wait (role="status"); pass `live="off"` for a message that is there from the start.
 * For a passing confirmation use a toast; for a whole-page state use a StatusPanel.
 */
const meta = {
  title: 'Kit/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: <Trans>Changes are saved as a new version.</Trans> },
  argTypes: { children: { control: false }, title: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Success: Story = { args: { tone: 'success', children: <Trans>The code list was published.</Trans> } };

export const Warning: Story = {
  args: { tone: 'warning', title: <Trans>Unpublished parent</Trans>, children: <Trans>Publish the family of this series first.</Trans> },
};

export const Error: Story = {
  args: {
    tone: 'error',
    title: <Trans>The code list cannot be deleted</Trans>,
    children: <Trans>A published code list cannot be deleted.</Trans>,
  },
  play: async ({ canvas, globals }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(globals.locale === 'fr' ? 'Erreur' : 'Error');
  },
};

/** A conflict explained, with a way out that the keyboard reaches. */
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: <Trans>Someone else changed this record</Trans>,
    children: <Trans>Your changes were not saved. Reload to see the current version.</Trans>,
    actions: (
      <Button size="sm" variant="secondary">
        <Trans>Reload</Trans>
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const LongFrenchText: Story = {
  args: {
    tone: 'warning',
    title: <Trans>Some essential rubrics of the quality report are still empty</Trans>,
    children: (
      <Trans>
        The report can be saved, but it should not be published before the essential rubrics are completed in both
        languages.
      </Trans>
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
};
