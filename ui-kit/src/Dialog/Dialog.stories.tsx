import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog } from './Dialog.tsx';

/**
 * A modal window for a task that must be finished or cancelled before going on (exporting with
 * options, choosing codes). For yes/no questions use ConfirmDialog.
 */
const meta = {
  title: 'Kit/Overlays/Dialog',
  component: Dialog,
  args: { isOpen: false, onOpenChange: () => undefined, title: '', children: null },
  argTypes: { children: { control: false }, title: { control: false }, actions: { control: false } },
  render: function DialogDemo() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>
          <Trans>Export</Trans>
        </Button>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={<Trans>Export the quality report</Trans>}
          actions={
            <>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onPress={() => setOpen(false)}>
                <Trans>Export</Trans>
              </Button>
            </>
          }
        >
          <p>
            <Trans>The document includes the rubrics filled in both languages.</Trans>
          </p>
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the trigger a frame after the dialog is gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A dialog opened from a form (adding a code to the list being edited) holds a form of its own:
 * submitting it does not submit the form behind.
 */
export const FormInsideAForm: Story = {
  render: function FormInForm() {
    const [isOpen, setOpen] = useState(false);
    const [outerSubmits, setOuterSubmits] = useState(0);
    const [added, setAdded] = useState<string[]>([]);
    const keywords = added.join(', ');
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setOuterSubmits((count) => count + 1);
        }}
      >
        <Button onPress={() => setOpen(true)}>
          <Trans>Add a keyword</Trans>
        </Button>
        <p>
          <Trans>Keywords: {keywords}</Trans>
        </p>
        <p>
          <Trans>The list was saved {outerSubmits} times.</Trans>
        </p>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={<Trans>Add a keyword</Trans>}
          actions={
            <Button type="submit" form="keyword-form">
              <Trans>Add</Trans>
            </Button>
          }
        >
          <Form
            id="keyword-form"
            hasRequiredFields={false}
            onSubmit={(event) => {
              event.preventDefault();
              // React bubbles a portal's events to its parents: stop the submit at this form.
              event.stopPropagation();
              const keyword = new FormData(event.currentTarget).get('keyword');
              if (typeof keyword === 'string') setAdded((current) => [...current, keyword]);
              setOpen(false);
            }}
          >
            <TextField name="keyword" label={<Trans>Keyword</Trans>} />
          </Form>
        </Dialog>
      </Form>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    // The close button comes first, then the field.
    while (document.activeElement !== field) await userEvent.tab();
    await userEvent.keyboard('inflation');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: globals.locale === 'fr' ? 'Ajouter' : 'Add' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(/inflation/)).toBeVisible();
    await expect(canvas.getByText(globals.locale === 'fr' ? /enregistrée 0 fois/ : /saved 0 times/)).toBeVisible();
  },
};
