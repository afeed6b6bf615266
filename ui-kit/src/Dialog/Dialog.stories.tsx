import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { Form } from '../Form/Form.tsx';
import type { FormError } from '../Form/ErrorSummary.tsx';
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

const BROADER_CODES = [
  { id: 'A', label: 'A – Agriculture, sylviculture et pêche' },
  { id: 'B', label: 'B – Industries extractives' },
  { id: 'C', label: 'C – Industrie manufacturière' },
];

/**
 * A field's popover opened in a dialog (the broader codes suggested while adding a code) opens inside
 * the dialog, not at the end of the page outside every landmark: axe's `region` rule, which
 * Storybook switches off for stories, runs here with the suggestions open.
 */
export const SuggestionsInsideTheDialog: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  render: function WithSuggestions() {
    const [isOpen, setOpen] = useState(false);
    return (
      <main>
        <Button onPress={() => setOpen(true)}>
          <Trans>Add a code</Trans>
        </Button>
        <Dialog isOpen={isOpen} onOpenChange={setOpen} title={<Trans>Add a code</Trans>}>
          <ComboBox
            label={<Trans>Broader code</Trans>}
            loadOptions={(search) => Promise.resolve(BROADER_CODES.filter((code) => code.label.toLowerCase().includes(search.toLowerCase())))}
          />
        </Dialog>
      </main>
    );
  },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    while (document.activeElement !== input) await userEvent.tab();
    await userEvent.keyboard('ind');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    // Inside the dialog element (a dialog is exempt from `region`), and within the modal's reach.
    await expect(dialog).toContainElement(listbox);
  },
};

/**
 * More content than the screen holds: the dialog stays within the window, its title and its actions
 * stay in sight, and its body scrolls, also from the keyboard (Tab to the body, then the arrows).
 */
export const LongContent: Story = {
  render: function LongDialog() {
    const [isOpen, setOpen] = useState(false);
    const notes = Array.from({ length: 30 }, (_, index) => index + 1);
    return (
      <>
        <Button onPress={() => setOpen(true)}>
          <Trans>Show the notes</Trans>
        </Button>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={<Trans>Methodological notes</Trans>}
          actions={
            <Button onPress={() => setOpen(false)}>
              <Trans>Close the notes</Trans>
            </Button>
          }
        >
          {notes.map((note) => (
            <p key={note} className="mb-3">
              <Trans>
                Note {note}: the survey covers the households of metropolitan France and the overseas departments; the answers
                are weighted to match the census.
              </Trans>
            </p>
          ))}
        </Dialog>
      </>
    );
  },
  play: async ({ userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: globals.locale === 'fr' ? 'Fermer les notes' : 'Close the notes' });
    const inWindow = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await waitFor(() => expect(inWindow(dialog)).toBe(true));
    await expect(inWindow(within(dialog).getByRole('heading'))).toBe(true);
    await expect(inWindow(close)).toBe(true);
    // The body scrolls, and Tab reaches it between the title's Close and the actions (where the
    // arrow keys scroll it: the browser's own, which a story's synthetic keys do not trigger).
    const body = within(dialog).getByText(/^Note 1\b/).parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: globals.locale === 'fr' ? 'Fermer' : 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

/**
 * A form in a dialog refused on submit: the error summary at the top of the dialog takes focus and
 * lists each invalid field; each field says why under it; a link of the summary leads to its field.
 */
export const WithErrors: Story = {
  render: function DialogWithErrors() {
    const { t } = useLingui();
    const [isOpen, setOpen] = useState(false);
    const [submitCount, setSubmitCount] = useState(0);
    const [values, setValues] = useState({ code: '', label: '' });
    const errors: FormError[] =
      submitCount === 0
        ? []
        : [
            ...(values.code.trim() ? [] : [{ name: 'code', message: t`The property Code is required.` }]),
            ...(values.label.trim() ? [] : [{ name: 'label', message: t`The property Label is required.` }]),
          ];
    const messageOf = (name: string) => errors.find((error) => error.name === name)?.message as string | undefined;
    return (
      <>
        <Button onPress={() => setOpen(true)}>
          <Trans>Add a code</Trans>
        </Button>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={<Trans>Add a code</Trans>}
          actions={
            <Button type="submit" form="code-form">
              <Trans>Add the code</Trans>
            </Button>
          }
        >
          <Form
            id="code-form"
            errors={errors}
            submitCount={submitCount}
            onSubmit={(event) => {
              event.preventDefault();
              setSubmitCount((count) => count + 1);
            }}
          >
            <TextField
              name="code"
              label={<Trans>Code</Trans>}
              isRequired
              value={values.code}
              onChange={(code) => setValues((current) => ({ ...current, code }))}
              isInvalid={messageOf('code') !== undefined}
              errorMessage={messageOf('code')}
            />
            <TextField
              name="label"
              label={<Trans>Label</Trans>}
              isRequired
              value={values.label}
              onChange={(label) => setValues((current) => ({ ...current, label }))}
              isInvalid={messageOf('label') !== undefined}
              errorMessage={messageOf('label')}
            />
          </Form>
        </Dialog>
      </>
    );
  },
  play: async ({ userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: fr ? 'Ajouter le code' : 'Add the code' });
    while (document.activeElement !== submit) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const summary = await within(dialog).findByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary).toHaveFocus());
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(fr ? /La propriété Code est obligatoire\./ : /The property Code is required\./);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(code).toHaveFocus();
    await userEvent.keyboard('C01');
    // The correction goes into the field, and the dialog stays open around it.
    await expect(code).toHaveValue('C01');
    await expect(dialog).toBeInTheDocument();
  },
};
