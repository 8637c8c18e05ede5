import type { DemoRequest, DemoRequestReply } from '@statehouse/shared/marketing/marketing.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../notify/mailer';
import { insertDemoRequest, markDemoRequestNotified } from './demo-requests.queries';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export function demoRequestMail(id: number, input: DemoRequest) {
  const states = input.states.length > 0 ? input.states.join(', ') : 'not given';
  const text = [
    `Demo request #${id}`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Organization: ${input.organization}`,
    `Role: ${input.role}`,
    `States: ${states}`,
    '',
    input.message || '(no message)',
  ].join('\n');
  return { subject: `Demo request: ${input.organization} (${input.name})`, text };
}

/**
 * Stores a demo request, then mails it to the team when a mail server is configured. A failed send
 * is logged and leaves `notifiedAt` empty; the visitor's request still succeeds, since it is stored.
 */
export async function createDemoRequest({
  db,
  mailer,
  teamAddress,
  log,
  input,
  now = new Date(),
}: {
  db: Database;
  mailer: Mailer;
  /** Where requests are mailed. */
  teamAddress: string;
  log: Log;
  input: DemoRequest;
  now?: Date;
}): Promise<DemoRequestReply> {
  const { id } = await insertDemoRequest(db, { ...input, createdAt: now });
  if (!mailer.configured) return { id, notified: false };
  try {
    await mailer.send({ to: teamAddress, ...demoRequestMail(id, input) });
    await markDemoRequestNotified(db, id, now);
    return { id, notified: true };
  } catch (error) {
    log.warn({ err: error, demoRequestId: id }, 'demo request stored but the team could not be mailed');
    return { id, notified: false };
  }
}
