import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { conceptHandlers } from '../mocks/concepts.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { ConceptMailButton } from './ConceptMailDialog.tsx';

/** Each mail the API was asked to send, with its body. */
const sent = fn();

/**
 * "Send by mail" and its dialog: recipient, subject (the concept's label proposed), message, the
 * document's language. Mistakes said at their fields and in the summary before any call; the
 * server's refusals (no mail server configured, a mail server that refused) in words, the dialog
 * kept open with what was typed. Operated with the keyboard.
 */
const meta = {
  title: 'Screens/Concepts/ConceptMailDialog',
  component: ConceptMailButton,
  decorators: [withShell],
  args: { id: 'c1001', label: 'Chômage' },
  beforeEach() {
    sent.mockClear();
  },
} satisfies Meta<typeof ConceptMailButton>;
export default meta;

type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the dialog with the keyboard; its queries. */
async function open({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, fr: boolean) {
  await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Envoyer par courriel' : 'Send by mail' }));
  await userEvent.keyboard('{Enter}');
  return within(await screen.findByRole('dialog', { name: fr ? 'Envoyer le concept par courriel' : 'Send the concept by mail' }));
}

/** Sent without a recipient, then with a malformed one: said at the field and in the summary; the server is not asked. */
export const InvalidRecipient: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers({ onSend: sent }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = await open({ canvas, userEvent }, fr);
    const send = dialog.getByRole('button', { name: fr ? 'Envoyer' : 'Send' });
    await tabTo(userEvent, send);
    await userEvent.keyboard('{Enter}');
    const recipient = dialog.getByRole('textbox', { name: fr ? /^Destinataire/ : /^Recipient/ });
    await waitFor(() => expect(recipient).toHaveAccessibleDescription(fr ? /La propriété Destinataire est obligatoire\./ : /The property Recipient is required\./));
    await tabTo(userEvent, recipient);
    await userEvent.keyboard('comite.example.org');
    await tabTo(userEvent, send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(recipient).toHaveAccessibleDescription(fr ? /Saisissez une adresse électronique/ : /Enter an e-mail address/));
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The deployment has no mail server (MAIL_NOT_CONFIGURED): said in words, the dialog kept open. */
export const MailNotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers({ onSend: sent, mailAnswer: 'MAIL_NOT_CONFIGURED' }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = await open({ canvas, userEvent }, fr);
    await tabTo(userEvent, dialog.getByRole('textbox', { name: fr ? /^Destinataire/ : /^Recipient/ }));
    await userEvent.keyboard('comite@example.org');
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Envoyer' : 'Send' }));
    await userEvent.keyboard('{Enter}');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le courriel n’a pas été envoyé.' : 'The mail was not sent.');
    await expect(alert).toHaveTextContent(fr ? 'L’envoi par courriel n’est pas configuré.' : 'Sending by mail is not configured.');
    await expect(sent).toHaveBeenCalledWith({ recipient: 'comite@example.org', subject: 'Chômage', langue: 'lg1' });
  },
};

/** The mail server refused the message (MAIL_NOT_SENT): said in words; what was typed stays. */
export const MailNotSent: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers({ onSend: sent, mailAnswer: 'MAIL_NOT_SENT' }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = await open({ canvas, userEvent }, fr);
    const recipient = dialog.getByRole('textbox', { name: fr ? /^Destinataire/ : /^Recipient/ });
    await tabTo(userEvent, recipient);
    await userEvent.keyboard('comite@example.org');
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Envoyer' : 'Send' }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      fr ? 'Le serveur de courriel a refusé le message. Réessayez plus tard.' : 'The mail server refused the message. Try again later.',
    );
    await expect(recipient).toHaveValue('comite@example.org');
  },
};
