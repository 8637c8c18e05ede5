import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { EVENT_STREAM_HEADERS, eventFrame } from '../../lib/event-stream';
import { type Share, selectShareFingerprint } from './portal.queries';

/**
 * What one live stream of a portal visitor or guest follows (decision 084), read afresh on every poll: the share
 * (which tags and bills) and a version of what else changes the pages (the portal's switches, the guest's scope);
 * null once the visitor or guest has lost access (removed, revoked, portal closed).
 */
export type ExternalWatch = () => Promise<{ share: Share; version: string } | null>;

type Stream = {
  raw: ServerResponse;
  watch: ExternalWatch;
  state: string | undefined;
  heartbeat: ReturnType<typeof setInterval>;
};

export type ExternalStreams = {
  /** Starts an SSE stream on a hijacked reply; it sends "change" when what it follows changes, "revoked" at the end. */
  open: (options: { raw: ServerResponse; watch: ExternalWatch }) => Promise<void>;
  streamCount: () => number;
  closeAll: () => void;
};

/**
 * This process's portal and guest streams. Every `pollMs` each stream's access is checked again and the digest of
 * its share is compared with the last one; streams following the same share share one digest query per poll.
 */
export function createExternalStreams(options: {
  db: Database;
  pollMs: number;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): ExternalStreams {
  const { db, log } = options;
  const streams = new Set<Stream>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let polling = false;

  const remove = (stream: Stream) => {
    clearInterval(stream.heartbeat);
    streams.delete(stream);
    if (streams.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const end = (stream: Stream, reason: string) => {
    stream.raw.write(eventFrame('revoked', { reason }));
    remove(stream);
    stream.raw.end();
  };

  /** The stream's current state, or null when access has ended; a lost portal (404) or session (401) ends it. */
  const stateOf = async (stream: Stream, digests: Map<string, Promise<string>>) => {
    const seen = await stream.watch().catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'UNAUTHORIZED')) return null;
      throw error;
    });
    if (!seen) return null;
    const key = JSON.stringify(seen.share);
    let digest = digests.get(key);
    if (!digest) {
      digest = selectShareFingerprint(db, seen.share);
      digests.set(key, digest);
    }
    return `${seen.version}|${await digest}`;
  };

  const poll = async () => {
    if (polling) return;
    polling = true;
    const digests = new Map<string, Promise<string>>();
    try {
      for (const stream of [...streams]) {
        try {
          const state = await stateOf(stream, digests);
          if (!streams.has(stream)) continue;
          if (state === null) {
            end(stream, 'Your access has ended.');
          } else if (state !== stream.state) {
            stream.state = state;
            stream.raw.write(eventFrame('change', { at: new Date().toISOString() }));
          }
        } catch (err) {
          // A failed read (the database restarting) skips this poll; the next one tries again.
          log.error({ err }, 'portal stream poll failed');
        }
      }
    } finally {
      polling = false;
    }
  };

  return {
    open: async ({ raw, watch }) => {
      raw.writeHead(200, EVENT_STREAM_HEADERS);
      raw.write('retry: 3000\n\n');
      const stream: Stream = {
        raw,
        watch,
        state: undefined,
        heartbeat: setInterval(() => raw.write(': ping\n\n'), options.heartbeatMs),
      };
      raw.on('close', () => remove(stream));
      // The state when the page opened the stream: a change after it is pushed. "ready" says it is taken.
      stream.state = (await stateOf(stream, new Map())) ?? undefined;
      if (raw.destroyed) return;
      streams.add(stream);
      timer ??= setInterval(() => void poll(), options.pollMs);
      raw.write(eventFrame('ready', {}));
    },
    streamCount: () => streams.size,
    closeAll: () => {
      for (const stream of [...streams]) {
        remove(stream);
        stream.raw.end();
      }
    },
  };
}
