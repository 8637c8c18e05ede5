import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { refreshTextSignatures } from '../text-reuse/refresh-signatures';
import { resolveCompanies } from './companies/resolve-companies';
import { formatQuality } from './core/quality';
import { Reporter } from './core/reporter';
import { type ImportResult, runImport } from './core/run-import';
import { formatTextCoverage, textCoverage } from './core/text-coverage';
import { refreshFinanceLinks } from './finance-links/finance-links';
import { refreshHearingsFromEvents } from './hearings/hearings-from-events';
import { findImporter, importers } from './registry';
import { refreshStatuteCitations } from './statute-citations/statute-citations.refresh';

/** Sources whose records name companies (lobby clients, contributors). */
const companySources = new Set(['sd-lobbyists', 'mn-cfb', 'fec']);

/** Sources whose records the finance links join: contributions, lobbyists and legislators (decision 041). */
const financeLinkSources = new Set(['sd-lobbyists', 'mn-cfb', 'fec', 'openstates-people']);

const usage = `Usage:
  npm run import -- <source> <path>     import one source from a file or folder
  npm run import -- --all <dir>         every source found under a folder laid out like ../shared/data
  npm run import -- --list              the sources
  npm run import -- --wait              transcribe the hearings waiting for it here, printing each one's progress
  --wait after a source (hearing-media <folder> --wait) imports, then transcribes here with progress

Writes to DATABASE_URL when set, else to the embedded database in DATA_DIR (default ./.data).`;

/** Runs queued hearing transcriptions in this process and prints their progress (jobs/transcription-progress.ts). */
export type WaitForTranscriptions = (context: {
  db: Database;
  config: AppConfig;
  reporter: Reporter;
  signal: AbortSignal;
}) => Promise<{ done: number; failed: number; waiting: number }>;

/** How many hearings the import queued for transcription (inserted or updated `hearing-media` records). */
const queuedTranscriptions = (results: readonly ImportResult[]) =>
  results
    .filter((result) => result.source === 'hearing-media')
    .reduce((sum, result) => sum + result.counts.inserted + result.counts.updated, 0);

/**
 * The import CLI (`npm run import`; its entry is import-cli.ts): returns the exit code. `--wait` needs the
 * job queue, which this tier may not import: the entry hands it in.
 */
export async function runImportCli(
  args: string[],
  options: { waitForTranscriptions?: WaitForTranscriptions } = {},
): Promise<number> {
  const wait = args.includes('--wait');
  const argv = args.filter((arg) => arg !== '--wait');
  const [first, second] = argv;
  if (wait && !first) {
    if (!options.waitForTranscriptions) {
      process.stderr.write('--wait is not available here.\n');
      return 1;
    }
    const config = loadConfig();
    const database = await openConfiguredDatabase(config);
    const reporter = new Reporter();
    const controller = stopOnInterrupt(reporter);
    try {
      await database.migrate();
      const outcome = await options.waitForTranscriptions({
        db: database.db,
        config,
        reporter,
        signal: controller.signal,
      });
      return outcome.failed > 0 || outcome.waiting > 0 ? 2 : 0;
    } finally {
      await database.close();
    }
  }
  if (!first || first === '--help' || first === '-h') {
    process.stdout.write(`${usage}\n`);
    return first ? 0 : 1;
  }
  if (first === '--list') {
    for (const importer of importers) process.stdout.write(`${importer.name.padEnd(22)} ${importer.description}\n`);
    return 0;
  }
  if (!second) {
    process.stderr.write(`Missing <path>.\n${usage}\n`);
    return 1;
  }
  const target = path.resolve(second);
  if (!existsSync(target)) {
    process.stderr.write(`No such file or folder: ${target}\n`);
    return 1;
  }

  let plan: { importer: (typeof importers)[number]; path: string }[];
  if (first === '--all') {
    plan = [...importers]
      .sort((a, b) => (a.order ?? 50) - (b.order ?? 50))
      .flatMap((importer) => importer.locate(target).map((found) => ({ importer, path: found })));
    if (plan.length === 0) {
      process.stderr.write(`Nothing to import under ${target}.\n`);
      return 1;
    }
  } else {
    const importer = findImporter(first);
    if (!importer) {
      process.stderr.write(`Unknown source "${first}". Known: ${importers.map((entry) => entry.name).join(', ')}\n`);
      return 1;
    }
    plan = [{ importer, path: target }];
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const reporter = new Reporter();
  const controller = stopOnInterrupt(reporter);
  const results: ImportResult[] = [];
  let transcriptions: Awaited<ReturnType<WaitForTranscriptions>> | null = null;
  try {
    await database.migrate();
    for (const step of plan) {
      reporter.info(`== ${step.importer.name} ${step.path}`);
      results.push(
        await runImport({
          db: database.db,
          importer: step.importer,
          path: step.path,
          reporter,
          signal: controller.signal,
        }),
      );
      if (controller.signal.aborted) break;
    }
    // Lobby clients and contributors changed: resolve them into companies again (idempotent, decision 039).
    if (results.some((result) => companySources.has(result.source))) {
      const counts = await resolveCompanies(database.db);
      reporter.info(
        `== companies: ${counts.companies} added or renamed, ${counts.aliases} aliases added or moved, ` +
          `${counts.removedAliases} aliases and ${counts.removedCompanies} companies removed`,
      );
    }
    // Bills or codes changed: the bill -> statute links follow (idempotent, decision 038).
    if (results.length > 0) {
      const citations = await refreshStatuteCitations(database.db);
      reporter.info(
        `== statute citations: ${citations.bills} bills read; ${citations.inserted} new, ${citations.updated} changed, ` +
          `${citations.deleted} removed`,
      );
      // Recordings and transcripts the importers loaded become hearings with live actions (decision 069).
      const hearings = await refreshHearingsFromEvents(database.db);
      reporter.info(
        `== hearings: ${hearings.audioHearings} recordings and ${hearings.transcriptHearings} transcripts added or ` +
          `changed; ${hearings.agendaActions + hearings.transcriptActions} new live actions`,
      );
      // The similar-bills index follows the latest texts (idempotent by text hash, decision 044).
      const signatures = await refreshTextSignatures(database.db);
      reporter.info(
        `== text-reuse index: ${signatures.bills} bills read; ${signatures.signed} signed, ${signatures.unchanged} unchanged`,
      );
    }
    // Contributions, lobbyists or legislators changed: link them again (idempotent, decision 041).
    if (results.some((result) => financeLinkSources.has(result.source))) {
      const links = await refreshFinanceLinks(database.db);
      reporter.info(
        `== finance links: ${links.members} candidate committees to legislators, ${links.lobbyists} contributions to ` +
          `lobbyists, ${links.companyKeys} with a company key; ${links.changed} rows changed`,
      );
    }
    const coverage = await textCoverage(database.db);
    if (coverage.length > 0) {
      reporter.info('\nBills whose latest version has text, per state');
      for (const line of formatTextCoverage(coverage)) reporter.info(line);
    }
    // Recordings are only queued by the import (decision 069): transcribe them here with --wait, or say who will.
    const queued = queuedTranscriptions(results);
    if (queued > 0 && wait && options.waitForTranscriptions && !controller.signal.aborted) {
      reporter.info('\n== transcription');
      transcriptions = await options.waitForTranscriptions({
        db: database.db,
        config,
        reporter,
        signal: controller.signal,
      });
    } else if (queued > 0) {
      reporter.info(
        `\n== transcription: ${queued} hearing${queued === 1 ? '' : 's'} queued, not yet transcribed. A running server ` +
          '(npm start, JOB_WORKERS on) transcribes them and the hearing page shows progress; to transcribe here and ' +
          "print each hearing's progress, run: npm run import -- --wait",
      );
    }
  } finally {
    await database.close();
  }
  if (results.length > 1) {
    reporter.info('\nSummary');
    for (const result of results) {
      const { counts } = result;
      reporter.info(
        `  ${result.source.padEnd(22)} ${result.status.padEnd(9)} read ${counts.read}, inserted ${counts.inserted}, ` +
          `updated ${counts.updated}, unchanged ${counts.unchanged}, skipped ${counts.skipped}`,
      );
      const quality = formatQuality(result.quality);
      if (quality) reporter.info(`  ${''.padEnd(22)} ${quality}`);
    }
  }
  const transcribed = !transcriptions || (transcriptions.failed === 0 && transcriptions.waiting === 0);
  return results.every((result) => result.status === 'succeeded') && transcribed ? 0 : 2;
}

function openConfiguredDatabase(config: AppConfig) {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/** Ctrl-C stops after the current record (or hearing); a second one exits at once. */
function stopOnInterrupt(reporter: Reporter): AbortController {
  const controller = new AbortController();
  process.once('SIGINT', () => {
    reporter.info('Stopping after the current record (Ctrl-C again to force).');
    controller.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  return controller;
}
