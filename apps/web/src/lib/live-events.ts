import { LIVE_EVENTS_PATH, type LiveEvent, type LiveNotification } from '@statehouse/shared/notifications/live-events';
import { useEffect, useRef } from 'react';
import { buildUrl } from '@/lib/api-client';

export type { LiveEvent, LiveNotification };
export type LiveEventHandler = (event: LiveEvent) => void;

/**
 * One EventSource per tab, shared by every component that listens (the bell, the dashboard's feed): browsers
 * allow six HTTP/1.1 connections per origin, so one stream per listener would starve ordinary requests.
 * The connection opens with the first listener and closes shortly after the last one leaves.
 */
type Connection = {
  source: EventSource | null;
  scope: string;
  /** Whether the stream has opened once: every later open is a reconnect. */
  opened: boolean;
  retryDelayMs: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
};

/** First and longest wait before reopening a stream the server closed (signed out, restarting, overloaded). */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;
/** A listener that leaves and comes back within this time (StrictMode, a route change) keeps the stream. */
const CLOSE_GRACE_MS = 1_000;

const handlers = new Set<LiveEventHandler>();
let connection: Connection | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function emit(event: LiveEvent): void {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch (error) {
      // One listener's bug must not keep the others from their events.
      console.error('live event handler failed', error);
    }
  }
}

function parseNotification(data: string): LiveNotification | null {
  try {
    const value = JSON.parse(data) as LiveNotification;
    return typeof value?.Id === 'number' ? value : null;
  } catch {
    return null;
  }
}

function open(current: Connection): void {
  const source = new EventSource(buildUrl(LIVE_EVENTS_PATH), { withCredentials: true });
  current.source = source;
  source.addEventListener('open', () => {
    current.retryDelayMs = LIVE_RETRY_FIRST_MS;
    emit({ type: 'connected', reconnected: current.opened });
    current.opened = true;
  });
  source.addEventListener('notification', (message) => {
    const notification = parseNotification((message as MessageEvent<string>).data);
    if (notification) emit({ type: 'notification', notification });
  });
  source.addEventListener('error', () => {
    // CONNECTING: the browser retries by itself (a dropped network, a server restart) and sends Last-Event-ID.
    // CLOSED: the server answered with an error (401 after sign-out, 503): the browser gives up, so we retry
    // with growing waits until a listener is still there to want it.
    if (source.readyState !== EventSource.CLOSED || connection !== current) return;
    current.source = null;
    current.retryTimer = setTimeout(() => {
      current.retryTimer = undefined;
      if (connection === current) open(current);
    }, current.retryDelayMs);
    current.retryDelayMs = Math.min(current.retryDelayMs * 2, LIVE_RETRY_MAX_MS);
  });
}

function close(current: Connection): void {
  clearTimeout(current.retryTimer);
  current.source?.close();
  current.source = null;
  if (connection === current) connection = null;
}

/** Opens the shared stream for this scope, replacing one opened for another user or account. */
function ensureConnection(scope: string): void {
  clearTimeout(closeTimer);
  closeTimer = undefined;
  if (connection?.scope === scope) return;
  if (connection) close(connection);
  if (typeof EventSource === 'undefined') return; // old browsers and test environments: no live updates
  connection = { source: null, scope, opened: false, retryDelayMs: LIVE_RETRY_FIRST_MS, retryTimer: undefined };
  open(connection);
}

function release(): void {
  if (handlers.size > 0 || !connection) return;
  clearTimeout(closeTimer);
  closeTimer = setTimeout(() => {
    closeTimer = undefined;
    if (handlers.size === 0 && connection) close(connection);
  }, CLOSE_GRACE_MS);
}

/**
 * Listens to the tab's one live stream (decision 029) while `scope` is set. `scope` names whose stream it is,
 * e.g. `${userId}:${accountId}`: when it changes (another user signs in, the account switches) the stream
 * reopens, since the server answers for the session's user and selected account. Returns an unsubscribe.
 */
export function subscribeLiveEvents(handler: LiveEventHandler, scope: string): () => void {
  handlers.add(handler);
  ensureConnection(scope);
  return () => {
    handlers.delete(handler);
    release();
  };
}

/**
 * Calls `handler` for every live event while `scope` is non-null (null when signed out: no stream). The
 * handler may change on every render; the subscription does not.
 * `connected` with `reconnected: true` means events may have been missed: refetch what the page shows.
 */
export function useLiveEvents(handler: LiveEventHandler, scope: string | null): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (scope === null) return;
    return subscribeLiveEvents((event) => latest.current(event), scope);
  }, [scope]);
}

/** For tests: closes the stream and forgets every listener. */
export function resetLiveEventsForTests(): void {
  handlers.clear();
  clearTimeout(closeTimer);
  closeTimer = undefined;
  if (connection) close(connection);
}
