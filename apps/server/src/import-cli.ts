import type { FastifyBaseLogger } from 'fastify';
import { runImportCli } from './ingest/cli';
import type { Reporter } from './ingest/core/reporter';
import { waitForTranscriptions } from './jobs/transcription-progress';
import { createBlobStore } from './lib/blob-store/create-blob-store';

// `npm run import` (ingest/cli.ts). This entry sits above the tiers so it can hand the import the job queue's
// foreground transcription (`--wait`, jobs/transcription-progress.ts), which ingest/ may not import.

/** The job worker's warnings as lines of the import's output; its debug and info are dropped. */
function reporterLog(reporter: Reporter): FastifyBaseLogger {
  const line = (first: unknown, message?: string) => {
    const detail = first && typeof first === 'object' && 'err' in first ? (first as { err: unknown }).err : null;
    const text = typeof first === 'string' ? first : (message ?? '');
    reporter.info(`  ! ${text}${detail ? `: ${detail instanceof Error ? detail.message : String(detail)}` : ''}`);
  };
  const quiet = () => {};
  const log = {
    level: 'warn',
    fatal: line,
    error: line,
    warn: line,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

runImportCli(process.argv.slice(2), {
  waitForTranscriptions: ({ db, config, reporter, signal }) =>
    waitForTranscriptions({
      db,
      config,
      blobStore: createBlobStore(config),
      log: reporterLog(reporter),
      write: (text) => reporter.info(text),
      signal,
    }),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
