import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A stable Message-ID (e.g. per outbox row): a mail client shows a resent copy as the same message. */
  messageId?: string;
  /** Files sent with the message (scheduled reports). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** Outgoing e-mail. `configured` is false when no SMTP_URL is set; send then refuses. */
export type Mailer = {
  configured: boolean;
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/**
 * A mailer over nodemailer's SMTP transport (SMTP_URL such as smtp://user:pass@host:587). `timeoutMs` bounds
 * connecting and each exchange: the alert engine keeps it below its claim lease, so a hung server cannot make a
 * message look abandoned while it is still being sent.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; timeoutMs?: number }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error('No mail server is configured (set SMTP_URL).');
      },
      close: () => {},
    };
  }
  const timeouts = options.timeoutMs
    ? { connectionTimeout: options.timeoutMs, greetingTimeout: options.timeoutMs, socketTimeout: options.timeoutMs }
    : {};
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...timeouts } as never);
  return {
    configured: true,
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
