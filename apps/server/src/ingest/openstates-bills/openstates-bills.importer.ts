import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BillRecord } from '../core/bill-record';
import { billIdOf } from '../core/bill-record';
import { errorMessage, RecordError, SourceError } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { peopleResolverFor } from '../core/people-resolver';
import { readTarEntries } from '../core/tar';
import type { ImportContext, Importer } from '../core/types';
import { type BillFiles, mergeBillRecords, parseOpenstatesBill, type SessionNames } from './openstates-bills.parser';

/** Every bill folder (one holding metadata.json) under `target`, sorted. */
export function findBillFolders(target: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'metadata.json')) {
      found.push(dir);
      return;
    }
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== 'files' && entry.name !== 'logs') walk(path.join(dir, entry.name));
  };
  walk(target);
  return found.sort();
}

/** The `<st>-data-pipeline` folder above a bill folder (holds windycivi/sessions.json and the TX text archive). */
function pipelineRoot(billFolder: string): string | undefined {
  let dir = billFolder;
  while (dir !== path.dirname(dir)) {
    if (/-data-pipeline$/.test(path.basename(dir))) return dir;
    dir = path.dirname(dir);
  }
  return undefined;
}

type PipelineExtras = { sessionNames: SessionNames; archive: Map<string, Buffer> | null };

function pipelineExtras(ctx: ImportContext, root: string | undefined): PipelineExtras {
  const key = `openstates-pipeline:${root}`;
  const cached = ctx.cache.get(key) as PipelineExtras | undefined;
  if (cached) return cached;
  const extras: PipelineExtras = { sessionNames: {}, archive: null };
  if (root) {
    const sessionsFile = path.join(root, 'windycivi', 'sessions.json');
    if (existsSync(sessionsFile)) extras.sessionNames = JSON.parse(readFileSync(sessionsFile, 'utf8')) as SessionNames;
    const archive = readdirSync(root).find((name) => /-all-bill-texts\.tar(\.gz)?$/.test(name));
    if (archive) {
      ctx.reporter.info(`reading ${archive}`);
      extras.archive = readTarEntries(readFileSync(path.join(root, archive)));
    }
  }
  ctx.cache.set(key, extras);
  return extras;
}

function billFiles(folder: string, archive: Map<string, Buffer> | null): BillFiles {
  const files: BillFiles = new Map();
  const prefix = `bills/${path.basename(folder)}/files/`;
  if (archive) {
    for (const [name, contents] of archive)
      if (name.startsWith(prefix)) files.set(name.slice(prefix.length), contents.toString('utf8'));
  }
  const dir = path.join(folder, 'files');
  if (existsSync(dir)) for (const name of readdirSync(dir)) files.set(name, readFileSync(path.join(dir, name), 'utf8'));
  return files;
}

export async function importOpenstatesBills(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  const start = statSync(target).isFile() ? path.dirname(target) : target;
  await ensureJurisdictions(ctx.db);
  const folders = findBillFolders(start);
  const knownSessions = new Set<string>();
  ctx.reporter.start('openstates-bills: reading', folders.length);
  const byBill = new Map<string, { file: string; records: BillRecord[] }>();
  for (const folder of folders) {
    const file = path.join(folder, 'metadata.json');
    try {
      const extras = pipelineExtras(ctx, pipelineRoot(folder));
      const logs = path.join(folder, 'logs');
      const votes = existsSync(logs)
        ? readdirSync(logs)
            .filter((name) => name.includes('vote_event') && name.endsWith('.json'))
            .sort()
            .map((name) => ({ file: path.join(logs, name), text: readFileSync(path.join(logs, name), 'utf8') }))
        : [];
      const record = parseOpenstatesBill({
        metadata: readFileSync(file, 'utf8'),
        file,
        votes,
        files: billFiles(folder, extras.archive),
        sessionNames: extras.sessionNames,
      });
      const id = billIdOf(record);
      const entry = byBill.get(id) ?? { file, records: [] };
      entry.records.push(record);
      byBill.set(id, entry);
    } catch (error) {
      ctx.counts.read += 1;
      const where = error instanceof RecordError ? error.where : { file };
      ctx.skip({ ...where, reason: errorMessage(error) });
    }
    ctx.reporter.tick();
  }

  ctx.reporter.start('openstates-bills: writing', byBill.size);
  for (const [id, entry] of byBill) {
    await ctx.writeRecord({ file: entry.file, record: id }, async (tx) => {
      const record = mergeBillRecords(entry.records);
      const resolver = await peopleResolverFor(ctx.cache, tx, record.jurisdictionId);
      return loadBill(tx, record, { resolver, knownSessions, quality: ctx.quality });
    });
    ctx.reporter.tick();
  }
}

export const openstatesBillsImporter: Importer = {
  name: 'openstates-bills',
  description: 'Open States scraper bill JSON with vote events and version texts (TX, CO, WI, IL)',
  order: 20,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'openstates-bills-windycivi');
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('-data-pipeline'))
          .sort()
          .map((name) => path.join(folder, name))
      : [];
  },
  run: importOpenstatesBills,
};
