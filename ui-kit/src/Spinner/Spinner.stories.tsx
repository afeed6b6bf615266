import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

/**
 * Waiting for something whose length is unknown: a progress bar without a value (indeterminate),
 * named by what is awaited ("Loading the history"; "Loading" by default). It turns only when the
 * reader accepts motion (`prefers-reduced-motion`). Inside a button, use the button's `isPending`.
 */
const meta = {
  title: 'Kit/Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Named "Loading" when nothing more precise is given. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const spinner = canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement' : 'Loading' });
    // Indeterminate: no value for screen readers to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** Named by what is awaited, as screen readers say it. */
export const WithLabel: Story = {
  render: function Labelled() {
    const { t } = useLingui();
    return <Spinner label={t`Loading the history`} />;
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(globals.locale === 'fr' ? 'Chargement de l’historique' : 'Loading the history');
  },
};

/** Three sizes: `sm` beside text (a table updating), `md` in a panel, `lg` for a whole page. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('progressbar').map((spinner) => Math.round(spinner.getBoundingClientRect().width));
    await expect(sizes).toEqual([16, 24, 40]);
  },
};

/** It turns only when motion is welcome: with reduced motion (as the tests run) the ring stands still. */
export const Motion: Story = {
  play: async ({ canvas }) => {
    const animation = getComputedStyle(canvas.getByRole('progressbar')).animationName;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(animation).toBe('none');
    else await expect(animation).not.toBe('none');
  },
};
