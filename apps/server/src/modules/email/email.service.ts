import { randomUUID } from 'node:crypto';
import {
  SHARE_LIMIT_PER_HOUR,
  type ShareEmailReply,
  shareEmailOffMessage,
  type shareEmailRequestSchema,
} from '@statehouse/shared/alerts/share-email.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enqueueOutbox } from '../../notify/outbox';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import { countSharesSince, findVisibleTag, listTagBillsForShare, shareKeyPrefix } from './email.queries';
import { renderShareEmail, type ShareContent } from './share-email-render';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'email' | 'firstName' | 'lastName'>;
type ShareInput = z.output<typeof shareEmailRequestSchema>;

const HOUR_MS = 60 * 60 * 1000;

async function contentOf(db: Database, caller: Caller, input: ShareInput): Promise<ShareContent> {
  switch (input.kind) {
    case 'bill': {
      return { kind: 'bill', bill: await requireBill(db, input.billId ?? '') };
    }
    case 'tag': {
      const tagId = input.tagId ?? 0;
      // A tag the caller may not see is "not found", exactly like one that does not exist.
      const tag = await findVisibleTag(db, { accountId: caller.accountId, userId: caller.id }, tagId);
      if (!tag) throw new AppError('NOT_FOUND', `Tag ${tagId} was not found`);
      return { kind: 'tag', tag, bills: await listTagBillsForShare(db, caller.accountId, tagId) };
    }
    case 'report':
      return { kind: 'report', reportUrl: input.reportUrl ?? '/' };
  }
}

/**
 * Shares a bill, a tag's bills or a report by e-mail: renders the message once and writes one outbox row per
 * recipient (the e-mail worker sends them from MAIL_FROM, with reply-to the sender). 503 without a mail server;
 * 429 past SHARE_LIMIT_PER_HOUR shares in the last hour, counted from the outbox so every process agrees.
 */
export async function shareByEmail(options: {
  db: Database;
  config: AppConfig;
  caller: Caller;
  input: ShareInput;
  baseUrl: string;
  now?: Date;
}): Promise<ShareEmailReply> {
  const { db, config, caller, input, baseUrl } = options;
  const now = options.now ?? new Date();
  if (!config.SMTP_URL) throw new AppError('UNAVAILABLE', shareEmailOffMessage);

  const recent = await countSharesSince(db, caller.accountId, caller.id, new Date(now.getTime() - HOUR_MS));
  if (recent.shares >= SHARE_LIMIT_PER_HOUR) {
    const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      `You have shared ${SHARE_LIMIT_PER_HOUR} times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: minutes * 60 },
    );
  }

  const content = await contentOf(db, caller, input);
  const email = renderShareEmail(content, {
    senderName: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
    note: input.note,
    baseUrl: baseUrl.replace(/\/+$/, ''),
  });
  const shareId = randomUUID();
  const queued = await enqueueOutbox(
    db,
    input.to.map((to, index) => ({
      accountId: caller.accountId,
      channel: 'email' as const,
      dedupeKey: `${shareKeyPrefix(caller.accountId, caller.id)}${shareId}:${index}`,
      payload: { kind: 'share', shareKind: input.kind, to, ...email, replyTo: caller.email },
    })),
  );
  return {
    queued,
    subject: email.subject,
    message: `Shared with ${queued} recipient${queued === 1 ? '' : 's'}.`,
  };
}
