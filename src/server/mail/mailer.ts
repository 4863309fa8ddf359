import type { Transporter } from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra header lines, e.g. List-Unsubscribe (nodemailer folds and encodes them). */
  headers?: Record<string, string> | undefined;
};

/** Where outgoing mail goes: a real SMTP server, or the built-in local mailbox. */
export type Mailer = {
  readonly transport: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * Mail through an SMTP server. nodemailer is loaded with the first message rather than at
 * start-up: a server with nothing to send never holds it (about 10 MB and 150 ms of a start).
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    transport: 'smtp',
    async send(mail) {
      await (await connect()).sendMail(mail);
    },
    close: () => void transporter?.then((opened) => opened.close()).catch(() => undefined),
  };
}

type MailboxLog = { info(details: object, message: string): void };

/**
 * With no SMTP server configured, mail "arrives" in the outbox table itself (readable at
 * /mailbox from this machine), so a first try works offline. The log names the message only:
 * its text holds live links (sign-in, reset, invitation) that log readers must not get.
 */
export function createMailboxMailer(log: MailboxLog): Mailer {
  return {
    transport: 'mailbox',
    async send(mail) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail delivered to the local mailbox (no SMTP_URL set); read it at /mailbox');
    },
    close: () => undefined,
  };
}
