import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createMailer } from './mailer';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const message = { to: 'someone@example.org', subject: 'Hello', text: 'Hello' };

describe('the mailer', () => {
  it('turns a mail server that cannot be reached into a 503 that does not name the server', async () => {
    const port = await closedPort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'app@example.org' });
    const failure = await mailer.send(message, { timeoutMs: 2_000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(503);
    expect((failure as AppError).message).toBe('The mail server could not send the e-mail. Try again later.');
    expect((failure as AppError).message).not.toContain(String(port));
    expect(String((failure as Error).cause)).toMatch(/ECONNREFUSED|connect/i);
    mailer.close?.();
  });

  it('refuses with a 503 that names the setting when no mail server is configured', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'app@example.org' });
    expect(mailer.configured).toBe(false);
    await expect(mailer.send(message)).rejects.toMatchObject({
      statusCode: 503,
      message: 'No mail server is configured (set SMTP_URL).',
    });
  });
});
