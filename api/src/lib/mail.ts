import { createTransport } from 'nodemailer';
import { ApiError } from './errors.ts';

// Mail through the deployment's SMTP server (`SMTP_URL`, `smtp://user:pass@host:port` or
// `smtps://…`; `MAIL_FROM` the sender). Without `SMTP_URL` nothing is attempted: the caller is told
// MAIL_NOT_CONFIGURED (501). A server that cannot be reached or refuses the message: MAIL_NOT_SENT (502).

export interface MailConfig {
  smtpUrl?: string | undefined;
  /** The sender's address (`MAIL_FROM`). */
  from: string;
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: readonly Attachment[];
}

export interface Mailer {
  /** Whether a server is configured (the application hides sending otherwise). */
  readonly configured: boolean;
  /** Sends one message; throws MAIL_NOT_CONFIGURED or MAIL_NOT_SENT. */
  send(mail: OutgoingMail): Promise<void>;
}

export function mailer({ smtpUrl, from }: MailConfig): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new ApiError('MAIL_NOT_CONFIGURED')),
    };
  }
  // One connection per message: mail is rare, and a pool would hold a socket open for nothing.
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from });
  return {
    configured: true,
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, attachments: mail.attachments.map((attachment) => ({ ...attachment })) });
        if (info.rejected.length > 0) throw new Error('The recipient was refused');
      } catch (error) {
        // The server's answer stays in the log: it may name hosts and accounts.
        throw Object.assign(new ApiError('MAIL_NOT_SENT'), { cause: error });
      }
    },
  };
}
