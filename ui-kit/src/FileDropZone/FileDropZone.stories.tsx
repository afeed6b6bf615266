import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { FileDropZone } from './FileDropZone.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * One document file, dropped on the zone or chosen with the button. Names with accents, spaces or
 * other signs are refused with an explanation, before anything is sent.
 */
const meta = {
  title: 'Kit/Forms/FileDropZone',
  component: FileDropZone,
  args: { label: <Trans>Document file</Trans>, onChange: fn(), acceptedFileTypes: ['application/pdf'] },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof FileDropZone>;
export default meta;

type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The hidden input behind "Choose a file": the system picker cannot be driven from a test. */
function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: fr ? 'Fichier du document Choisir un fichier' : 'Document file Choose a file' });
    await expect(button).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), pdf('quality-report_2024.pdf'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'quality-report_2024.pdf' }));
    await expect(canvas.getByText('quality-report_2024.pdf')).toBeVisible();
  },
};

/** An accented name is refused in words; the file is not taken. */
export const InvalidFileName: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('rapport qualité.pdf'));
    await expect(args.onChange).not.toHaveBeenCalled();
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleDescription(globals.locale === 'fr' ? /n’est pas accepté/ : /is not accepted/);
  },
};

/** The host's own checks (here, a size limit) replace the file name rule: the refusal is shown and announced. */
export const HostChecks: Story = {
  args: {
    validate: (file: File) => (file.size > 4 ? <Trans>The file is larger than 4 bytes.</Trans> : null),
    description: <Trans>4 bytes at most.</Trans>,
  },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.upload(fileInput(canvasElement), pdf('report.pdf'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription(fr ? /plus de 4 octets/ : /larger than 4 bytes/);
    await expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Le fichier report.pdf n’a pas été retenu.' : 'The file report.pdf was not taken.');
    // A name the default rule refuses is the host's to judge.
    await userEvent.upload(fileInput(canvasElement), new File(['ok'], 'rapport qualité.pdf', { type: 'application/pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'rapport qualité.pdf' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Fichier choisi : rapport qualité.pdf' : 'Chosen file: rapport qualité.pdf');
  },
};

export const WithFile: Story = {
  args: { defaultValue: pdf('methodology.pdf'), description: <Trans>PDF, 10 MB at most.</Trans> },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Retirer le fichier' : 'Remove the file' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Required: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Document file is required.</Trans> },
};

export const Disabled: Story = { args: { isDisabled: true } };
