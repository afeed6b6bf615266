import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { expect, waitFor } from 'storybook/test';
import { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';

function ExportProgress(args: ProgressBarProps) {
  const { t } = useLingui();
  return <ProgressBar {...args} label={t`Exporting the quality report`} />;
}

/**
 * The progress of a long action whose end is known (an export of many documents). Pass `value`
 * (0–100 by default) or `valueLabel` for counts; indeterminate waits use `Spinner`.
 */
const meta = {
  title: 'Kit/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Exporting the quality report', value: 45 },
  render: ExportProgress,
} satisfies Meta<typeof ProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const fr = globals.locale === 'fr';
    const bar = canvas.getByRole('progressbar', { name: fr ? 'Export du rapport qualité' : 'Exporting the quality report' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    // "45%" in English, "45 %" with a narrow no-break space in French.
    const percent = new Intl.NumberFormat(fr ? 'fr-FR' : 'en-GB', { style: 'percent' }).format(0.45);
    await expect(bar).toHaveAttribute('aria-valuetext', percent);
    await expect(canvasElement.textContent).toContain(percent);
  },
};

export const WithCount: Story = {
  args: { value: 12, maxValue: 40, valueLabel: '12 / 40' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '12 / 40');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** The value moves as the export goes on; the bar follows. */
export const Running: Story = {
  render: function Running(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setValue((current) => Math.min(current + 10, 100)), 50);
      return () => clearInterval(timer);
    }, []);
    return <ExportProgress {...args} value={value} />;
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'), { timeout: 3000 });
  },
};

export const LongFrenchLabel: Story = {
  render: function LongLabel(args) {
    const { t } = useLingui();
    return <ProgressBar {...args} label={t`Exporting the quality report with its documents and links in both languages`} />;
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
