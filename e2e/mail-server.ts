import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailDir } from './mailbox';

/**
 * Playwright's global setup: a small SMTP server on E2E_SMTP_PORT for the portal journey's server (the other
 * journeys' server has no mail server, on purpose). Each message is written to E2E_MAIL_DIR as JSON; the returned
 * function stops the server after the run.
 */
export default async function startMailServer() {
  const dir = mailDir();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const to = [mail.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(', ');
          const at = Date.now();
          const name = `${String(at).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`;
          writeFileSync(
            path.join(dir, name),
            JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', at }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => {});
  const port = Number(process.env.E2E_SMTP_PORT);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
