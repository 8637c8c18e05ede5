import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '../lib/app-error';

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

/** Per send: `timeoutMs` bounds connecting and each exchange with the server (none: nodemailer's defaults). */
export type SendOptions = { timeoutMs?: number };

/** Outgoing e-mail. `configured` is false when no SMTP_URL is set; send then refuses. */
export type Mailer = {
  configured: boolean;
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
  close: () => void;
};

/**
 * A mailer over nodemailer's SMTP transport (SMTP_URL such as smtp://user:pass@host:587): one per process
 * (plugins/mailer.ts). Each send may bound its own waiting (`timeoutMs`): the alert engine keeps it below its claim
 * lease, so a hung server cannot make a message look abandoned while it is still being sent; a request's mail keeps
 * nodemailer's defaults. One transport per timeout, made on first use; close ends them all.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  const { smtpUrl } = options;
  if (!smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new AppError('UNAVAILABLE', 'No mail server is configured (set SMTP_URL).');
      },
      close: () => {},
    };
  }
  const transports = new Map<number, Transporter>();
  const transportFor = (timeoutMs = 0) => {
    let transport = transports.get(timeoutMs);
    if (!transport) {
      const timeouts = timeoutMs
        ? { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
        : {};
      transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts } as never);
      transports.set(timeoutMs, transport);
    }
    return transport;
  };
  return {
    configured: true,
    send: async (message, sendOptions) => {
      try {
        await transportFor(sendOptions?.timeoutMs).sendMail({ from: options.from, ...message });
      } catch (error) {
        // A mail server that is down or refuses is the server's trouble, not the caller's: a request that sends mail
        // answers 503 with the reason (never a bare 500), and background senders retry as before.
        // The SMTP reply stays out of the message (it names the mail server to whoever asked) and goes with the cause.
        const unavailable = new AppError('UNAVAILABLE', 'The mail server could not send the e-mail. Try again later.');
        unavailable.cause = error;
        throw unavailable;
      }
    },
    close: () => {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}

/** The same mailer with every send bounded by `timeoutMs` (background senders that hold a lease or a slot). */
export function withSendTimeout(mailer: Mailer, timeoutMs: number): Mailer {
  return { ...mailer, send: (message, options) => mailer.send(message, { timeoutMs, ...options }) };
}
