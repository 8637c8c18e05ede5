import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseKind } from '../db/client';

export type NotifyHandler = (payload: string) => void;

/**
 * PostgreSQL LISTEN for one process (decision 029). On a PostgreSQL server it holds one dedicated connection
 * (a pooled one would be handed to queries and lose its LISTENs), reconnecting with growing waits; on PGlite it
 * uses the embedded engine's own listen API (one process, so no connection to hold).
 */
export type PgListener = {
  /** Calls `handler` for every NOTIFY on `channel`; returns a function that stops it. */
  listen: (channel: string, handler: NotifyHandler) => Promise<() => void>;
  /** Called after a lost connection is back: notifications sent meanwhile are gone, so callers catch up. */
  onReconnect: (handler: () => void) => void;
  close: () => Promise<void>;
};

type Handlers = Map<string, Set<NotifyHandler>>;

function dispatch(handlers: Handlers, channel: string, payload: string | undefined, log: FastifyBaseLogger) {
  for (const handler of handlers.get(channel) ?? []) {
    try {
      handler(payload ?? '');
    } catch (err) {
      log.error({ err, channel }, 'a NOTIFY handler failed');
    }
  }
}

export async function createPgListener(db: Database, kind: DatabaseKind, log: FastifyBaseLogger): Promise<PgListener> {
  return kind === 'pglite'
    ? pgliteListener((db as unknown as { $client: PGlite }).$client, log)
    : serverListener((db as unknown as { $client: pg.Pool }).$client, log);
}

function pgliteListener(client: PGlite, log: FastifyBaseLogger): PgListener {
  const handlers: Handlers = new Map();
  const unlisten = new Map<string, () => Promise<void>>();
  return {
    listen: async (channel, handler) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        unlisten.set(channel, await client.listen(channel, (payload) => dispatch(handlers, channel, payload, log)));
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    onReconnect: () => {}, // nothing to lose: the engine is in this process
    close: async () => {
      handlers.clear();
      for (const stop of unlisten.values()) await stop().catch(() => undefined);
      unlisten.clear();
    },
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 15_000;

function serverListener(pool: pg.Pool, log: FastifyBaseLogger): PgListener {
  const handlers: Handlers = new Map();
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ ...pool.options });
    next.on('notification', (message) => dispatch(handlers, message.channel, message.payload, log));
    next.on('error', (err) => {
      log.warn({ err }, 'LISTEN connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) reconnectSoon();
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (err) {
      log.warn({ err }, 'LISTEN connection failed; retrying');
      void next.end().catch(() => undefined);
      if (!closed) reconnectSoon();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    wait = RECONNECT_FIRST_MS;
    if (isReconnect) for (const handler of reconnectHandlers) handler();
  };

  const reconnectSoon = () => {
    client = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, wait);
    wait = Math.min(wait * 2, RECONNECT_MAX_MS);
  };

  const ready = connect(false);
  return {
    listen: async (channel, handler) => {
      await ready;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client?.query(`LISTEN ${quote(channel)}`);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    onReconnect: (handler) => {
      reconnectHandlers.push(handler);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
