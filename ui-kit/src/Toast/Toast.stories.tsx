import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './Toast.tsx';
import { createToastQueue, type ToastContent } from './toast-queue.ts';

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

/** Adds toasts to one queue, shown by the region beside the buttons, as the application does. */
function ToastButtons({ toasts }: { toasts: { label: ReactNode; content: ToastContent }[] }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {toasts.map(({ label, content }) => (
          <Button key={content.title} variant="secondary" onPress={() => queue.add(content, { timeout: 10_000 })}>
            {label}
          </Button>
        ))}
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

/** A write that failed: said at once as well, with its own mark (the border), and in words. */
export const Failed: Story = {
  args: { queue: createToastQueue() },
  render: function ErrorToast() {
    const { t } = useLingui();
    return (
      <ToastButtons
        toasts={[{ label: <Trans>Export</Trans>, content: { tone: 'error', title: t`The quality report could not be exported.`, description: t`The server did not answer. Try again in a moment.` } }]}
      />
    );
  },
  play: async ({ userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le rapport qualité n’a pas pu être exporté.' : 'The quality report could not be exported.');
    await expect(alert).toHaveTextContent(fr ? 'Le serveur n’a pas répondu. Réessayez dans un instant.' : 'The server did not answer. Try again in a moment.');
  },
};

/**
 * A toast with a second line (its description) under what happened: still one alert, title and
 * description said together.
 */
export const WithDescription: Story = {
  args: { queue: createToastQueue() },
  render: function DescribedToast() {
    const { t } = useLingui();
    return (
      <ToastButtons
        toasts={[{ label: <Trans>Publish</Trans>, content: { tone: 'success', title: t`Code list CL_FREQ published.`, description: t`Its partial lists keep their own state.` } }]}
      />
    );
  },
  play: async ({ userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Liste de codes CL_FREQ publiée.' : 'Code list CL_FREQ published.');
    await expect(alert).toHaveTextContent(fr ? 'Ses listes partielles gardent leur propre état.' : 'Its partial lists keep their own state.');
    // The toast itself is named by its title and described by its second line.
    const toast = alert.closest('[role="alertdialog"]');
    await expect(toast).toHaveAccessibleName(fr ? 'Liste de codes CL_FREQ publiée.' : 'Code list CL_FREQ published.');
    await expect(toast).toHaveAccessibleDescription(fr ? 'Ses listes partielles gardent leur propre état.' : 'Its partial lists keep their own state.');
  },
};

/**
 * Several writes in a row: at most three toasts show, stacked in the corner with the newest nearest
 * the bottom, none over another; an older one waits out of sight until one of them leaves.
 */
export const Stacked: Story = {
  args: { queue: createToastQueue() },
  render: function StackedToasts() {
    const { t } = useLingui();
    return (
      <ToastButtons
        toasts={[
          { label: <Trans>Save CL_FREQ</Trans>, content: { tone: 'success', title: t`Code list CL_FREQ saved.` } },
          { label: <Trans>Save CL_AGE</Trans>, content: { tone: 'success', title: t`Code list CL_AGE saved.` } },
          { label: <Trans>Publish CL_SEX</Trans>, content: { tone: 'info', title: t`Code list CL_SEX is being published.` } },
          { label: <Trans>Delete CL_OLD</Trans>, content: { tone: 'error', title: t`Code list CL_OLD could not be deleted.` } },
        ]}
      />
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    for (const button of canvas.getAllByRole('button')) {
      while (document.activeElement !== button) await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(3));
    const alerts = within(region).getAllByRole('alert');
    // The first saved waits; the last written is nearest the bottom.
    await expect(region).not.toHaveTextContent('CL_FREQ');
    const boxes = alerts.map((alert) => ({ text: alert.textContent ?? '', box: (alert.closest('[role="alertdialog"]') ?? alert).getBoundingClientRect() }));
    const fromTop = [...boxes].sort((a, b) => a.box.top - b.box.top);
    await expect(fromTop.at(-1)?.text).toContain('CL_OLD');
    for (let index = 1; index < fromTop.length; index += 1) {
      await expect(fromTop[index]?.box.top).toBeGreaterThanOrEqual(fromTop[index - 1]?.box.bottom ?? 0);
    }
    // Closing one lets the waiting one in.
    await userEvent.click(within(region).getAllByRole('button', { name: fr ? 'Fermer' : 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(region).toHaveTextContent(fr ? 'Liste de codes CL_FREQ enregistrée.' : 'Code list CL_FREQ saved.'));
  },
};
