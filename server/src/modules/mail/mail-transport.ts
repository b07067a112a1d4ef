import nodemailer from 'nodemailer';

/** One message as the outbox hands it to a transport. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Delivers mail; `send` rejects with the server's or the network's error when the mail was not accepted. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

export type MailConfig = {
  /** smtp://user:pass@host:587 or smtps://…; unset: mail is kept in the outbox, unsent. */
  smtpUrl: string | undefined;
  /** The From header, e.g. 'LeaseLens <no-reply@example.com>'. */
  from: string;
};

/** How long a connection, the server's greeting and a silent socket may take before the send fails. */
export type MailTimeouts = { connectionMs: number; greetingMs: number; socketMs: number };

export const defaultMailTimeouts: MailTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 };

/**
 * An SMTP transport for `config`, or null when no SMTP server is configured. Each send opens its own
 * connection; the timeouts keep a hanging server from holding the job.
 */
export function createMailTransport(
  config: MailConfig,
  timeouts: MailTimeouts = defaultMailTimeouts,
): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from: config.from, ...mail });
    },
    close: () => transporter.close(),
  };
}
