import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import { TRANSCRIBE_JOB } from '../ingest/hearings/transcribe';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { runJobWorker } from './job-queue';
import { transcribeHearingHandler } from './transcribe-hearing';
import { type TranscriptionProgressRow, transcriptionProgress } from './transcription-progress.queries';

// Following hearing transcriptions from the import CLI (issue 35): `npm run import -- hearing-media <folder>` only
// queues them; with `--wait` it runs them in the foreground through the durable queue (decision 068) and prints a
// line per hearing whenever its share of media seconds transcribed moves, as the job records it in background_jobs.

/** One line for one hearing: "hearing 4 "State Affairs": 45% of 600 s transcribed (Transcribed 270 of 600 s)". */
export function formatTranscriptionLine(row: TranscriptionProgressRow, now = new Date()): string {
  const name = `hearing ${row.hearingId} "${row.title}"`;
  if (row.status === 'done') return `${name}: transcribed${row.progressMessage ? ` (${row.progressMessage})` : ''}`;
  if (row.status === 'failed') return `${name}: failed: ${row.lastError ?? row.transcriptMessage ?? 'no reason given'}`;
  if (row.status === 'queued' && row.lastError) {
    const wait = Math.max(0, Math.round((row.nextAttemptAt.getTime() - now.getTime()) / 1000));
    return `${name}: waiting to retry in ${wait} s: ${row.lastError}`;
  }
  if (row.status === 'queued') return `${name}: queued`;
  const total = row.progressTotal ?? 0;
  if (total <= 0) return `${name}: ${row.progressMessage ?? 'starting'}`;
  const percent = Math.min(100, Math.floor((row.progressDone / total) * 100));
  return `${name}: ${percent}% of ${total} s transcribed${row.progressMessage ? ` (${row.progressMessage})` : ''}`;
}

export type WaitOutcome = { done: number; failed: number; waiting: number };

/**
 * Runs the open transcription jobs in this process (a worker like the server's, draining the queue) and prints each
 * hearing's progress until every one has ended, or what is left waits for a retry no worker here will reach soon.
 * Jobs another process holds (a server on the same PostgreSQL) are followed the same way until they end.
 */
export async function waitForTranscriptions(options: {
  db: Database;
  config: AppConfig;
  blobStore: BlobStore;
  log: FastifyBaseLogger;
  write: (line: string) => void;
  pollMs?: number;
  signal?: AbortSignal;
}): Promise<WaitOutcome> {
  const { db, config, write } = options;
  const pollMs = options.pollMs ?? 1000;
  const watched = (await transcriptionProgress(db)).map((row) => row.jobId);
  if (watched.length === 0) {
    write('No hearing waits to be transcribed.');
    return { done: 0, failed: 0, waiting: 0 };
  }
  write(
    `Transcribing ${watched.length} hearing${watched.length === 1 ? '' : 's'} here (Ctrl-C stops; the jobs resume later).`,
  );
  const worker = runJobWorker({
    db,
    kind: TRANSCRIBE_JOB,
    handler: transcribeHearingHandler({ db, blobStore: options.blobStore, settings: config, log: options.log }),
    log: options.log,
    settings: {
      leaseMs: config.JOB_LEASE_MS,
      retryBaseMs: config.JOB_RETRY_BASE_MS,
      pollMs: config.JOB_POLL_MS,
      concurrency: 1,
    },
    autoStart: false,
  });
  const stopWorker = () => void worker.stop();
  options.signal?.addEventListener('abort', stopWorker, { once: true });
  let draining = false;
  const printed = new Map<number, string>();
  let rows: TranscriptionProgressRow[] = [];
  try {
    for (;;) {
      if (!draining) {
        // Runs what is due now (a retry that fell due included); jobs another process holds are only followed.
        draining = true;
        worker
          .drain()
          .catch((err) => options.log.error({ err }, 'transcribing here failed'))
          .finally(() => {
            draining = false;
          });
      }
      rows = await transcriptionProgress(db, watched);
      const now = new Date();
      for (const row of rows) {
        const line = formatTranscriptionLine(row, now);
        if (printed.get(row.jobId) !== line.replace(/retry in \d+ s/, 'retry')) write(`  ${line}`);
        printed.set(row.jobId, line.replace(/retry in \d+ s/, 'retry'));
      }
      const open = rows.filter((row) => row.status === 'queued' || row.status === 'running');
      if (open.length === 0 || options.signal?.aborted) break;
      // Nothing runs and what is left waits for a retry after a failure (a missing recogniser): stop following.
      const retrying = open.every(
        (row) => row.status === 'queued' && row.lastError && row.nextAttemptAt.getTime() > Date.now() + pollMs,
      );
      if (retrying) break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    options.signal?.removeEventListener('abort', stopWorker);
    await worker.stop();
  }
  const outcome = {
    done: rows.filter((row) => row.status === 'done').length,
    failed: rows.filter((row) => row.status === 'failed').length,
    waiting: rows.filter((row) => row.status === 'queued' || row.status === 'running').length,
  };
  write(
    `Transcriptions: ${outcome.done} done, ${outcome.failed} failed` +
      (outcome.waiting > 0
        ? `, ${outcome.waiting} still waiting (a running server retries them; \`npm run import -- --wait\` follows them again)`
        : ''),
  );
  return outcome;
}
