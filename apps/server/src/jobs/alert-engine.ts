import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../notify/mailer';
import { OUTBOX_WAKE_CHANNEL } from '../notify/outbox';
import type { PgListener } from '../notify/pg-listen';
import type { SmsSender } from '../notify/sms';
import { matchPendingEvents } from './alert-matcher';
import { countWaitingEvents } from './alert-matcher.queries';
import { nextDueAt } from './outbox.queries';
import { createOutboxWorker } from './outbox-worker';
import { matchWatchEvents } from './watch-matcher';

/** The NOTIFY channel migration 0005's trigger raises after bill events are inserted. */
export const BILL_EVENTS_CHANNEL = 'bill_events';
/** The NOTIFY channel migration 0007's trigger raises after committee and lobbyist changes are recorded. */
export const WATCH_EVENTS_CHANNEL = 'watch_events';
/** Pause between matching rounds while events keep coming (see createLoop). */
const MATCH_BUSY_GAP_MS = 25;

/**
 * Runs `round` one at a time: at once when woken, again when it asks (its return value, in ms), and at least every
 * `pollMs` as a safety net for a missed NOTIFY. A wake during a round runs one more round after it. After a round
 * that did work (returned 0), the next one waits `busyGapMs` and wakes in between are folded into it: during an
 * import that commits bill after bill, each round then takes many events instead of one (PGlite, one connection,
 * went from 109 s to about a tenth of that on the fan-out bench), while the first change after a quiet spell still
 * goes at once.
 */
function createLoop(
  name: string,
  round: () => Promise<number | null>,
  options: { pollMs: number; busyGapMs?: number; log: FastifyBaseLogger },
) {
  const { pollMs, log } = options;
  const busyGapMs = options.busyGapMs ?? 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let quietUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(
      () => {
        quietUntil = 0;
        wake();
      },
      Math.max(0, Math.min(ms, pollMs)),
    );
  };
  const run = async () => {
    let next: number | null = pollMs;
    try {
      next = await round();
    } catch (err) {
      log.error({ err }, `${name} failed; retrying`);
      next = Math.min(1000, pollMs);
    }
    running = null;
    const woken = again;
    again = false;
    if (next === 0 && busyGapMs > 0) {
      quietUntil = Date.now() + busyGapMs;
      schedule(busyGapMs);
    } else if (woken || next === 0) {
      wake();
    } else {
      schedule(next ?? pollMs);
    }
  };
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (Date.now() < quietUntil) return; // the scheduled round takes it
    clearTimeout(timer);
    running = run();
  }
  return {
    wake,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type AlertEngine = {
  /** Runs matching and delivery now (tests, the bench). */
  wake: () => void;
  /** Finishes the rounds in flight, then stops; messages it holds are finished or released by their lease. */
  stop: () => Promise<void>;
  workerId: string;
};

/**
 * The alert engine of one process (decision 028): matching (bill events -> notifications and outbox messages) and
 * delivery (outbox -> channels), woken by NOTIFY within milliseconds, polling as a safety net. Any number of
 * processes may run it on one database.
 */
export async function startAlertEngine(options: {
  db: Database;
  listener: PgListener;
  config: AppConfig;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
}): Promise<AlertEngine> {
  const { db, config, log } = options;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const channelsOff = {
    email: options.mailer.configured ? undefined : 'E-mail alerts are off: set SMTP_URL to send them.',
    sms: options.sms.configured ? undefined : (options.sms.offReason ?? 'Text messages are off.'),
  };
  for (const reason of Object.values(channelsOff)) if (reason) log.info(reason);

  const matcher = createLoop(
    'alert matching',
    async () => {
      const started = performance.now();
      const matchSettings = {
        coalesceMs: config.ALERT_COALESCE_MS,
        staleSourceHours: config.STALE_SOURCE_HOURS,
        digestHour: config.DIGEST_HOUR,
        publicUrl: config.PUBLIC_URL,
        channelsOff,
      };
      const result = await matchPendingEvents(db, matchSettings);
      // Committee and lobbyist changes (decision 034) go in the same round: one loop, one set of settings.
      const watched = await matchWatchEvents(db, matchSettings);
      if (watched.events > 0) {
        log.info(
          { events: watched.events, notifications: watched.notifications, messages: watched.messages },
          'committee and lobbyist alerts matched',
        );
      }
      if (result.events > 0) {
        log.info(
          {
            events: result.events,
            notifications: result.notifications,
            messages: result.messages,
            skipped: result.skipped,
            ms: Math.round(performance.now() - started),
          },
          'alerts matched',
        );
        return 0; // more may be waiting beyond the batch
      }
      if (watched.events > 0) return 0;
      // Events held by the coalescing window go out when it ends.
      return (await countWaitingEvents(db)) > 0 ? Math.max(config.ALERT_COALESCE_MS / 4, 50) : null;
    },
    { pollMs: config.ALERT_POLL_MS, busyGapMs: MATCH_BUSY_GAP_MS, log },
  );

  const worker = createOutboxWorker({
    db,
    channels: { mailer: options.mailer, sms: options.sms },
    settings: {
      workerId,
      leaseMs: config.OUTBOX_LEASE_MS,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    },
    log,
  });
  const delivery = createLoop(
    'alert delivery',
    async () => {
      if ((await worker.deliverRound()) > 0) return 0;
      const due = await nextDueAt(db);
      return due ? Math.max(due.getTime() - Date.now(), 10) : null;
    },
    { pollMs: config.ALERT_POLL_MS, log },
  );

  const stopListening = [
    await options.listener.listen(BILL_EVENTS_CHANNEL, matcher.wake),
    await options.listener.listen(WATCH_EVENTS_CHANNEL, matcher.wake),
    await options.listener.listen(OUTBOX_WAKE_CHANNEL, delivery.wake),
  ];
  // Notifications sent while the LISTEN connection was down are lost: look for work at once.
  options.listener.onReconnect(() => {
    matcher.wake();
    delivery.wake();
  });
  matcher.wake();
  delivery.wake();
  log.info({ workerId }, 'alert engine started');

  return {
    workerId,
    wake: () => {
      matcher.wake();
      delivery.wake();
    },
    stop: async () => {
      for (const stop of stopListening) stop();
      await Promise.all([matcher.stop(), delivery.stop()]);
    },
  };
}
