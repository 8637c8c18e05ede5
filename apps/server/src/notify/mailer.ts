import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Outgoing e-mail. `configured` is false when no SMTP_URL is set; send then refuses. */
export type Mailer = {
  configured: boolean;
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** A mailer over nodemailer's SMTP transport (SMTP_URL such as smtp://user:pass@host:587). */
export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error('No mail server is configured (set SMTP_URL).');
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
