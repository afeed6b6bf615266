import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { sampleHandlers, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { labelsOf } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { DeleteAction, PublishAction } from './RecordActions.tsx';

const onPublished = fn();
const onDeleted = fn();

/** Both actions on one record, as its page offers them (the page moves focus once one is done). */
function SampleActions({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(sampleUi, id)).data;
  const label = labelsOf(sampleUi, record).lg1;
  const name = `the sample ${id}`;
  return (
    <div className="flex gap-2">
      <PublishAction ui={sampleUi} id={id} name={name} label={label} allowed onPublished={onPublished} />
      <DeleteAction ui={sampleUi} id={id} name={name} label={label} allowed onDeleted={onDeleted} />
    </div>
  );
}

/**
 * The one publish flow and the one delete flow of every record: a button, a confirmation (focus on
 * Cancel), the refusal in the dialog, and once done a toast that says what was done to which record
 * ("Sample “Panel des ménages” published."): an alert, said wherever focus is.
 */
const meta = {
  title: 'Screens/Records/RecordActions',
  component: SampleActions,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/sample/s1003' } },
  args: { id: 's1003' },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    onPublished.mockClear();
    onDeleted.mockClear();
    msw.use(...sampleHandlers());
  },
} satisfies Meta<typeof SampleActions>;
export default meta;

type Story = StoryObj<typeof meta>;

const toastSays = async (text: string) => {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
};

export const Publish: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Publier' : 'Publish' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Publier' : 'Publish' });
    await expect(within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await toastSays(fr ? 'Sample « Panel des ménages » publié.' : 'Sample “Panel des ménages” published.');
    await expect(onPublished).toHaveBeenCalledOnce();
  },
};

/** Cancelled: nothing is said, and focus goes back to Delete. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const remove = await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' });
    await tabTo(userEvent, remove);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Supprimer' : 'Delete' });
    await expect(within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await expect(onDeleted).not.toHaveBeenCalled();
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: fr ? 'Supprimer' : 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await toastSays(fr ? 'Sample « Panel des ménages » supprimé.' : 'Sample “Panel des ménages” deleted.');
    await expect(onDeleted).toHaveBeenCalledOnce();
  },
};
