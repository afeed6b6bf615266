import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { BilingualField } from '../BilingualField/BilingualField.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { FormError } from './ErrorSummary.tsx';
import { Form } from './Form.tsx';
import { useFormMessages } from './form-messages.ts';

type Values = { prefLabelLg1: string; prefLabelLg2: string; status: string | null; issued: string | null; type: string; languages: string[] };

/**
 * A form as the modules build it. Here a few lines of state stand for react-hook-form and zod:
 * on submit, the invalid fields become `errors` and `submitCount` grows, so the summary takes focus.
 */
function ExampleForm({ onSave }: { onSave: (values: Values) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>({ prefLabelLg1: '', prefLabelLg2: '', status: null, issued: null, type: '', languages: [] });
  const [errors, setErrors] = useState<FormError[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const { required } = useFormMessages();
  const isInvalid = (name: string) => errors.some((error) => error.name === name);
  const message = (name: string) => errors.find((error) => error.name === name)?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FormError[] = [];
    if (!values.prefLabelLg1) found.push({ name: 'prefLabelLg1', message: required(t`Label (French)`) });
    if (!values.status) found.push({ name: 'status', message: required(t`Dissemination status`) });
    if (!values.issued) found.push({ name: 'issued', message: required(t`Issued`) });
    if (!values.type) found.push({ name: 'type', message: required(t`Component type`) });
    if (values.languages.length === 0) found.push({ name: 'languages', message: required(t`Export languages`) });
    setErrors(found);
    setSubmitCount((count) => count + 1);
    if (found.length === 0) onSave(values);
  };

  return (
    <Form onSubmit={submit} errors={errors} submitCount={submitCount} className="max-w-4xl">
      <BilingualField
        label={<Trans>Label</Trans>}
        lg1={{ lang: 'fr', name: 'prefLabelLg1', isRequired: true, value: values.prefLabelLg1, onChange: set('prefLabelLg1'), isInvalid: isInvalid('prefLabelLg1'), errorMessage: message('prefLabelLg1') }}
        lg2={{ lang: 'en', name: 'prefLabelLg2', value: values.prefLabelLg2, onChange: set('prefLabelLg2') }}
      />
      <Select
        label={<Trans>Dissemination status</Trans>}
        name="status"
        isRequired
        items={[
          { id: 'public-generic', label: t`Public generic` },
          { id: 'private', label: t`Private` },
        ]}
        value={values.status}
        onChange={(key) => set('status')(key === null ? null : String(key))}
        isInvalid={isInvalid('status')}
        errorMessage={message('status')}
      />
      <DatePicker label={<Trans>Issued</Trans>} name="issued" isRequired value={values.issued} onChange={set('issued')} isInvalid={isInvalid('issued')} errorMessage={message('issued')} />
      <RadioGroup label={<Trans>Component type</Trans>} name="type" isRequired value={values.type} onChange={set('type')} isInvalid={isInvalid('type')} errorMessage={message('type')}>
        <Radio value="attribute" label={<Trans>Attribute</Trans>} />
        <Radio value="measure" label={<Trans>Measure</Trans>} />
      </RadioGroup>
      <CheckboxGroup label={<Trans>Export languages</Trans>} name="languages" isRequired value={values.languages} onChange={set('languages')} isInvalid={isInvalid('languages')} errorMessage={message('languages')}>
        <Checkbox value="fr" label={<Trans>French</Trans>} />
        <Checkbox value="en" label={<Trans>English</Trans>} />
      </CheckboxGroup>
      <div>
        <Button type="submit">
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}

/**
 * `Form` lists the invalid fields at its top in an error summary ("You have errors in this form.")
 * that takes focus after a failed submit; each link moves focus to its field.
 */
const meta = {
  title: 'Kit/Forms/Form',
  component: ExampleForm,
  args: { onSave: fn() },
} satisfies Meta<typeof ExampleForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A failed submit: the summary takes focus, and each link leads to its field. */
export const FailedSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveTextContent(fr ? 'La propriété Libellé (français) est obligatoire.' : 'The property Label (French) is required.');

    // Keyboard: Tab to the first link, Enter focuses its field.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' })).toHaveFocus();

    // Every other link reaches a focusable part of its own field.
    const expectations: [number, () => HTMLElement][] = [
      [1, () => canvas.getByRole('button', { name: fr ? /Statut de diffusion/ : /Dissemination status/ })],
      [2, () => canvas.getAllByRole('spinbutton')[0] as HTMLElement],
      [3, () => canvas.getAllByRole('radio')[0] as HTMLElement],
      [4, () => canvas.getAllByRole('checkbox')[0] as HTMLElement],
    ];
    for (const [index, field] of expectations) {
      links[index]?.focus();
      await userEvent.keyboard('{Enter}');
      await expect(field()).toHaveFocus();
    }
  },
};

/** Once corrected, the form submits and the summary goes away. */
export const CorrectedSubmit: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const save = canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('region');
    await userEvent.type(canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' }), 'Indice');
    await userEvent.click(canvas.getByRole('button', { name: fr ? /Statut de diffusion/ : /Dissemination status/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01012024');
    await userEvent.click(canvas.getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(canvas.getAllByRole('checkbox')[0] as HTMLElement);
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ prefLabelLg1: 'Indice', issued: '2024-01-01', type: 'measure', languages: ['fr'] }));
  },
};

/** The look of a form after a failed submit: the summary on top, each invalid field marked. */
export const WithErrors: StoryObj<typeof Form> = {
  render: function WithErrors() {
    const { t } = useLingui();
    const { required } = useFormMessages();
    const errors = [
      { name: 'prefLabelLg1', message: required(t`Label (French)`) },
      { name: 'issued', message: required(t`Issued`) },
    ];
    return (
      <Form errors={errors} className="max-w-4xl">
        <BilingualField
          label={<Trans>Label</Trans>}
          lg1={{ lang: 'fr', name: 'prefLabelLg1', isRequired: true, isInvalid: true, errorMessage: errors[0]?.message }}
          lg2={{ lang: 'en', name: 'prefLabelLg2', defaultValue: 'Price index' }}
        />
        <DatePicker label={<Trans>Issued</Trans>} name="issued" isRequired isInvalid errorMessage={errors[1]?.message} />
      </Form>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    // Shown from the start, the summary does not steal focus: only a failed submit moves it.
    await expect(canvas.getByRole('region')).not.toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' })).toBeInvalid();
  },
};

/** A form in tabs: a failed submit opens the tab of the first invalid field and focuses it; the summary's links open their field's tab too. */
function TabbedForm() {
  const { t } = useLingui();
  const { required } = useFormMessages();
  const [tab, setTab] = useState<Key>('general');
  const [values, setValues] = useState({ label: '', note: '' });
  const [errors, setErrors] = useState<FormError[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FormError[] = [];
    if (!values.note) found.push({ name: 'note', message: required(t`Note`) });
    if (!values.label) found.push({ name: 'label', message: required(t`Label`) });
    setErrors(found);
    setSubmitCount((count) => count + 1);
  };
  const message = (name: string) => errors.find((error) => error.name === name)?.message;
  return (
    <Form onSubmit={submit} errors={errors} submitCount={submitCount} onRevealField={(name) => setTab(name === 'note' ? 'notes' : 'general')}>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label={t`Parts of the record`}>
          <Tab id="general">{t`General`}</Tab>
          <Tab id="notes">{t`Notes`}</Tab>
        </TabList>
        <TabPanel id="general" shouldForceMount className="data-[inert]:hidden">
          <TextField label={t`Label`} name="label" value={values.label} onChange={(label) => setValues((current) => ({ ...current, label }))} isInvalid={Boolean(message('label'))} errorMessage={message('label')} />
        </TabPanel>
        <TabPanel id="notes" shouldForceMount className="data-[inert]:hidden">
          <TextField label={t`Note`} name="note" value={values.note} onChange={(note) => setValues((current) => ({ ...current, note }))} isInvalid={Boolean(message('note'))} errorMessage={message('note')} />
        </TabPanel>
      </Tabs>
      <div>
        <Button type="submit">
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** A failed submit focuses the summary, as in every form; a link of the summary opens its field's tab first, then focuses it. */
export const InTabs: StoryObj<typeof Form> = {
  render: () => <TabbedForm />,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const summary = canvas.getByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary).toHaveFocus());
    // The note's link, in the summary, opens the Notes tab, then focuses the note.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fr ? 'La propriété Note est obligatoire.' : 'The property Note is required.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    // The label's link opens the first tab again.
    const link = canvas.getByRole('link', { name: fr ? 'La propriété Libellé est obligatoire.' : 'The property Label is required.' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: fr ? 'Libellé' : 'Label' })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: fr ? 'Général' : 'General' })).toHaveAttribute('aria-selected', 'true');
  },
};
