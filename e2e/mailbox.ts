import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mail the portal journey's server sends (decision 084): e2e/mail-server.ts, started by the global setup,
 * receives it over SMTP and writes each message to this folder as JSON (to, subject, text), so a journey reads the
 * one-time code a visitor or guest was mailed. Only the 'portal' project's server sends here.
 */
export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
};

export type ReceivedMail = { to: string; subject: string; text: string; at: number };

export function receivedMails(): ReceivedMail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** The 6-digit code of the newest mail to `to` received after `since` (a Date.now() before asking for it). */
export async function codeMailedTo(to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = receivedMails()
          .filter((candidate) => candidate.at >= since && candidate.to.toLowerCase().includes(to.toLowerCase()))
          .at(-1);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}
