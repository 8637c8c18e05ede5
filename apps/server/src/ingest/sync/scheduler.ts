import type { Database } from '../../db/client';
import { refreshTextSignatures } from '../../text-reuse/refresh-signatures';
import { Reporter } from '../core/reporter';
import { type ImportResult, runImport } from '../core/run-import';
import type { Importer } from '../core/types';
import { refreshStatuteCitations } from '../statute-citations/statute-citations.refresh';
import { type ApiClient, createApiClient } from './api-client';
import { legiscanImporter, openStatesImporter } from './connectors';
import { type SyncSettings, syncSettingsFrom } from './sync-settings';

export type SyncLogger = { info: (message: string) => void; warn: (message: string) => void };

type Job = {
  provider: 'openstates' | 'legiscan';
  state: string;
  importer: Importer;
  nextRunAt: number;
  failures: number;
};

export type SyncScheduler = {
  /** Runs every job that is due now, one after another; resolves when they are done. */
  runDue: () => Promise<ImportResult[]>;
  /** When the job of (provider, state) runs next (ms since epoch). */
  nextRunAt: (provider: Job['provider'], state: string) => number | undefined;
  /** Starts the timer loop (checks every `tickMs`). */
  start: () => void;
  /** Stops the loop; resolves after the job in progress ends. */
  stop: () => Promise<void>;
};

export type SchedulerOptions = {
  db: Database;
  settings: SyncSettings;
  logger: SyncLogger;
  now?: () => number;
  /** Back-off after a failed run: retryBaseMs doubled per consecutive failure, at most the interval. */
  retryBaseMs?: number;
  tickMs?: number;
  /** Delay between the first runs of consecutive states (default 1 s; 0 makes every job due at once). */
  spreadMs?: number;
  /** The HTTP client per provider (tests pass ones with a fake clock). */
  clients?: { openstates?: ApiClient; legiscan?: ApiClient };
};

/**
 * Keeps each configured state in sync with each provider that has a key: every `intervalMs`, one job
 * at a time (the API clients enforce the providers' rate limits), a failed job retried with
 * exponential back-off. Each run goes through runImport, so it records an ingest run and per-source
 * freshness (`openstates-api:TX`, `legiscan-api:TX`) and writes every bill in its own transaction.
 */
export function createSyncScheduler(options: SchedulerOptions): SyncScheduler {
  const { db, settings, logger } = options;
  const now = options.now ?? Date.now;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const onRetry =
    (provider: string) =>
    ({ url, status, attempt, delayMs }: { url: string; status: number; attempt: number; delayMs: number }) =>
      logger.warn(
        `${provider}: ${url} answered ${status || 'no response'}; retry ${attempt} in ${Math.round(delayMs / 1000)} s`,
      );
  const openstatesClient =
    settings.openstates &&
    (options.clients?.openstates ??
      createApiClient({
        requestsPerMinute: settings.openstates.requestsPerMinute,
        onRetry: onRetry('Open States'),
      }));
  const legiscanClient =
    settings.legiscan &&
    (options.clients?.legiscan ??
      createApiClient({
        requestsPerMinute: settings.legiscan.requestsPerMinute,
        secretParams: ['key'],
        onRetry: onRetry('LegiScan'),
      }));

  const jobs: Job[] = [];
  const start = now();
  settings.states.forEach((state, index) => {
    // Spread the first runs a little so a restart does not fire every state at once.
    const firstRun = start + index * (options.spreadMs ?? 1000);
    if (settings.openstates && openstatesClient) {
      jobs.push({
        provider: 'openstates',
        state,
        failures: 0,
        nextRunAt: firstRun,
        importer: openStatesImporter({
          state,
          client: openstatesClient,
          baseUrl: settings.openstates.baseUrl,
          apiKey: settings.openstates.apiKey,
        }),
      });
    }
    if (settings.legiscan && legiscanClient) {
      jobs.push({
        provider: 'legiscan',
        state,
        failures: 0,
        nextRunAt: firstRun,
        importer: legiscanImporter({
          state,
          client: legiscanClient,
          baseUrl: settings.legiscan.baseUrl,
          apiKey: settings.legiscan.apiKey,
        }),
      });
    }
  });

  let running: Promise<ImportResult[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const reporter = new Reporter({ silent: true });

  const runDue = async (): Promise<ImportResult[]> => {
    const results: ImportResult[] = [];
    for (const job of jobs.filter((candidate) => candidate.nextRunAt <= now())) {
      if (stopped) break;
      const result = await runImport({ db, importer: job.importer, path: `${job.provider} ${job.state}`, reporter });
      results.push(result);
      if (result.status === 'succeeded') {
        job.failures = 0;
        job.nextRunAt = now() + settings.intervalMs;
        const { counts } = result;
        logger.info(
          `${job.importer.name}: ${counts.inserted} new, ${counts.updated} changed, ${counts.unchanged} unchanged, ${counts.skipped} skipped`,
        );
      } else {
        job.failures += 1;
        const delay = Math.min(settings.intervalMs, retryBaseMs * 2 ** (job.failures - 1));
        job.nextRunAt = now() + delay;
        logger.warn(`${job.importer.name}: sync failed (${result.error}); next try in ${Math.round(delay / 1000)} s`);
      }
    }
    // New or changed bills: their statute links follow their latest text (decision 038).
    if (results.some((result) => result.counts.inserted + result.counts.updated > 0)) {
      await refreshStatuteCitations(db).catch((error: unknown) =>
        logger.warn(`statute citations: ${error instanceof Error ? error.message : String(error)}`),
      );
      // ... and so do their similar-bills signatures (decision 044).
      await refreshTextSignatures(db).catch((error: unknown) =>
        logger.warn(`text-reuse index: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    return results;
  };

  return {
    runDue: () => {
      running ??= runDue().finally(() => {
        running = null;
      });
      return running;
    },
    nextRunAt: (provider, state) => jobs.find((job) => job.provider === provider && job.state === state)?.nextRunAt,
    start: () => {
      if (timer || jobs.length === 0) return;
      timer = setInterval(() => {
        if (!running && !stopped) {
          running = runDue().finally(() => {
            running = null;
          });
        }
      }, options.tickMs ?? 30_000);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Starts live sync when OPENSTATES_API_KEY or LEGISCAN_API_KEY is set; otherwise logs that it is off
 * and does nothing. Never throws on a bad setting: it logs the problem and stays off.
 */
export function startLiveSync(options: {
  db: Database;
  env: Record<string, string | undefined>;
  logger: SyncLogger;
}): SyncScheduler | null {
  const { settings, problems } = syncSettingsFrom(options.env);
  if (!settings) {
    options.logger.warn(`Live sync is off: ${problems.join('; ')}`);
    return null;
  }
  if (!settings.openstates && !settings.legiscan) {
    options.logger.info('Live sync is off: set OPENSTATES_API_KEY and/or LEGISCAN_API_KEY to keep bills up to date.');
    return null;
  }
  const providers = [settings.openstates && 'Open States', settings.legiscan && 'LegiScan']
    .filter(Boolean)
    .join(' and ');
  options.logger.info(
    `Live sync on: ${providers} for ${settings.states.length} state(s), every ${Math.round(settings.intervalMs / 60_000)} min.`,
  );
  const scheduler = createSyncScheduler({ db: options.db, settings, logger: options.logger });
  scheduler.start();
  return scheduler;
}
