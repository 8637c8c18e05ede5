// No zod here: the web app's live connection opens on every signed-in page, and the server only writes these.

/** GET: the signed-in user's live events in the selected account, as Server-Sent Events (decision 029). */
export const LIVE_EVENTS_PATH = '/api/notifications/stream';

/** A new in-app notification, as the list (GET /api/notifications) would show it. */
export type LiveNotification = {
  Id: number;
  IsRead: boolean;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  /** The bill it is about, when it is about one. */
  billId: string | null;
  /** Measured delay from the source's publication (or our first sight of it) to delivery, in milliseconds. */
  delayMs: number | null;
  /** Structured detail: the bill events it gathers ({ events: [{ id, kind, ... }], count, staleSource? }). */
  payload: Record<string, unknown> | null;
};

/**
 * What the stream delivers, by SSE event name:
 * - `notification`: one new in-app notification (the SSE id is its Id, so a reconnect resumes after it);
 * - `connected`: sent by the client library itself whenever the stream (re)opens, so a page can refetch what
 *   it may have missed while disconnected.
 */
export type LiveEvent =
  | { type: 'notification'; notification: LiveNotification }
  | { type: 'connected'; reconnected: boolean };

/** SSE event names the server writes. */
export const liveEventNames = ['notification'] as const;
