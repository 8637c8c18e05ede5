import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps every accepted mail, parsed by mailparser. With `holdFirst`, the
 * first mail's DATA is never answered: it stays unaccepted until its sender hangs up (or is killed), as a mail
 * server does with a message whose sender vanished mid-delivery; `held` tells when it arrived.
 */
export async function startSmtpReceiver(options: { holdFirst?: boolean } = {}) {
  const mails: ParsedMail[] = [];
  const state = { held: false, dataCount: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      state.dataCount += 1;
      const hold = options.holdFirst && state.dataCount === 1;
      simpleParser(stream)
        .then((mail) => {
          if (hold) {
            state.held = true;
            return; // never answered: the sender's connection ends without a 250
          }
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-delivery resets its connection: expected here, not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The 6-digit code of the newest mail to `to` (portal and guest sign-in codes), waiting a second for it at most. */
export async function codeMailedTo(smtp: SmtpReceiver, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = [...smtp.mails].reverse().find((candidate) => JSON.stringify(candidate.to ?? '').includes(to));
    const code = mail?.text?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mailed to ${to}`);
}

export type ReceivedRequest = { path: string; headers: IncomingHttpHeaders; body: string; at: number };

/** An HTTP receiver that records every POST with its body; `status` decides each answer (201 by default). */
export async function startHttpReceiver(options: { status?: (count: number) => number } = {}) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body, at: Date.now() });
      const status = options.status?.(received.length) ?? 201;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { sid: `SM${received.length}`, status: 'queued' } : { error: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a webhook receiver does: recompute the HMAC-SHA256 of the body with the shared secret and compare. */
export function hasValidSignature(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers['x-statehouse-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`;
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}

/** Waits until `check` passes (it throws until then), polling every 25 ms, up to `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
