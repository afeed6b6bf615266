import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './Toast.tsx';
import { createToastQueue } from './toast-queue.ts';

/**
 * Toasts confirm what just happened, and to what: "Code list CL_FREQ saved.", "Series “Labour
 * force survey” published.", as the application's every write says it. Create one queue for the
 * application, render one ToastRegion, and add toasts with a timeout of at least five seconds. A
 * toast's content is an alert, said as it appears; the region is a landmark reachable with F6.
 * Anything the user must act on is an Alert, not a toast.
 */
const meta = {
  title: 'Kit/Feedback/Toast',
  component: ToastRegion,
  render: function ToastDemo() {
    const { t } = useLingui();
    const [queue] = useState(createToastQueue);
    return (
      <>
        <Button onPress={() => queue.add({ tone: 'success', title: t`Code list CL_FREQ saved.` }, { timeout: 10_000 })}>
          <Trans>Save</Trans>
        </Button>
        <ToastRegion queue={queue} />
      </>
    );
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { queue: createToastQueue() },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const region = await body.findByRole('region', { name: globals.locale === 'fr' ? 'Notifications' : 'Notifications' });
    // What happened and to which record, said as it appears (an alert).
    const said = globals.locale === 'fr' ? 'Liste de codes CL_FREQ enregistrée.' : 'Code list CL_FREQ saved.';
    await expect(region).toHaveTextContent(said);
    await expect(within(region).getByRole('alert')).toHaveTextContent(said);
    await userEvent.click(body.getByRole('button', { name: globals.locale === 'fr' ? 'Fermer' : 'Close' }));
    await waitFor(() => expect(body.queryByRole('region')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button')).toBeInTheDocument();
  },
};
