import type { ServerResponse } from 'node:http';
import type { LiveNotification } from '@statehouse/shared/notifications/live-events';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { notifications } from '../db/schema/index';
import { EVENT_STREAM_HEADERS, eventFrame } from '../lib/event-stream';
import type { PgListener } from './pg-listen';

/**
 * The NOTIFY channel announcing new in-app notifications to every server process (decision 029). Its payload is
 * `userId:notificationId` pairs joined by commas: a process fetches only the rows of users it holds streams for.
 */
export const LIVE_PUSH_CHANNEL = 'notifications_created';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_PAYLOAD = 7900;
/** How many missed notifications a reconnecting stream replays (Last-Event-ID), like the list's limit. */
const REPLAY_LIMIT = 50;

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the list and the live stream show it: one shape for both. */
export function toLiveNotification(row: NotificationRow): LiveNotification {
  return {
    Id: row.id,
    IsRead: row.isRead,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    billId: row.billId,
    delayMs: row.delayMs,
    payload: row.payload,
  };
}

/**
 * NOTIFYs the live-push channel about new notification rows. Run it in the transaction that inserted them:
 * PostgreSQL delivers the notification at commit, so no process looks for a row it cannot see yet.
 */
export async function announceNotifications(
  db: Pick<Database, 'execute'>,
  rows: readonly { id: number; userId: number }[],
): Promise<void> {
  let chunk = '';
  for (const row of rows) {
    const pair = `${row.userId}:${row.id}`;
    if (chunk.length + pair.length + 1 > MAX_NOTIFY_PAYLOAD) {
      await db.execute(sql`select pg_notify(${LIVE_PUSH_CHANNEL}, ${chunk})`);
      chunk = '';
    }
    chunk = chunk ? `${chunk},${pair}` : pair;
  }
  if (chunk) await db.execute(sql`select pg_notify(${LIVE_PUSH_CHANNEL}, ${chunk})`);
}

type Stream = { userId: number; accountId: number; raw: ServerResponse; heartbeat: ReturnType<typeof setInterval> };

export type LivePush = {
  /**
   * Starts an SSE stream on a hijacked reply for one signed-in user in one account. With `lastEventId` (the
   * browser's Last-Event-ID after a dropped connection) it first replays that user's newer notifications.
   */
  open: (options: { raw: ServerResponse; userId: number; accountId: number; lastEventId?: number }) => Promise<void>;
  /** Open streams in this process (tests, the bench, logs). */
  streamCount: () => number;
  /** Ends every stream (server shutdown): browsers reconnect to another process. */
  closeAll: () => void;
};

/** This process's live streams, fed by NOTIFYs from any process on the same database. */
export async function createLivePush(options: {
  db: Database;
  listener: PgListener;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): Promise<LivePush> {
  const { db, log } = options;
  const streamsByUser = new Map<number, Set<Stream>>();

  const write = (stream: Stream, notification: LiveNotification) => {
    stream.raw.write(eventFrame('notification', notification, notification.Id));
  };

  const remove = (stream: Stream) => {
    clearInterval(stream.heartbeat);
    const set = streamsByUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) streamsByUser.delete(stream.userId);
  };

  const onAnnounce = async (payload: string) => {
    const ids: number[] = [];
    for (const pair of payload.split(',')) {
      const [userId, id] = pair.split(':').map(Number);
      if (userId !== undefined && id !== undefined && streamsByUser.has(userId)) ids.push(id);
    }
    if (ids.length === 0) return;
    const rows = await db.select().from(notifications).where(inArray(notifications.id, ids));
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      for (const stream of streamsByUser.get(row.userId) ?? []) {
        // The account matters as much as the user: a stream shows the selected account's notifications only.
        if (stream.accountId === row.accountId) write(stream, toLiveNotification(row));
      }
    }
  };

  await options.listener.listen(LIVE_PUSH_CHANNEL, (payload) => {
    onAnnounce(payload).catch((err) => log.error({ err }, 'live push failed'));
  });

  return {
    open: async ({ raw, userId, accountId, lastEventId }) => {
      raw.writeHead(200, EVENT_STREAM_HEADERS);
      // The browser waits this long before reconnecting after a drop.
      raw.write('retry: 3000\n\n');
      const stream: Stream = {
        userId,
        accountId,
        raw,
        heartbeat: setInterval(() => raw.write(': ping\n\n'), options.heartbeatMs),
      };
      let set = streamsByUser.get(userId);
      if (!set) {
        set = new Set();
        streamsByUser.set(userId, set);
      }
      set.add(stream);
      raw.on('close', () => remove(stream));
      if (lastEventId !== undefined) {
        const missed = await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.accountId, accountId),
              eq(notifications.userId, userId),
              gt(notifications.id, lastEventId),
            ),
          )
          .orderBy(asc(notifications.id))
          .limit(REPLAY_LIMIT);
        for (const row of missed) write(stream, toLiveNotification(row));
      }
    },
    streamCount: () => [...streamsByUser.values()].reduce((sum, set) => sum + set.size, 0),
    closeAll: () => {
      for (const set of [...streamsByUser.values()]) {
        for (const stream of [...set]) {
          remove(stream);
          stream.raw.end();
        }
      }
    },
  };
}
