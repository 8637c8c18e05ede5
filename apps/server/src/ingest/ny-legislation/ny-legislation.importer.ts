import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SourceError } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { peopleResolverFor } from '../core/people-resolver';
import type { ImportContext, Importer } from '../core/types';
import { type NyIndex, parseNyBill } from './ny-legislation.parser';

/** Bill files under the mirror's root, bills/ or bills/<year>/ (or one file), with the year index beside them. */
function planFiles(target: string): { files: string[]; indexFiles: string[] } {
  if (statSync(target).isFile()) {
    const indexFile = path.join(
      path.dirname(path.dirname(target)),
      `${path.basename(path.dirname(target))}-index.json`,
    );
    return { files: [target], indexFiles: existsSync(indexFile) ? [indexFile] : [] };
  }
  const billsDir = existsSync(path.join(target, 'bills')) ? path.join(target, 'bills') : target;
  const yearDirs = /^\d{4}$/.test(path.basename(billsDir))
    ? [billsDir]
    : readdirSync(billsDir)
        .filter((name) => /^\d{4}$/.test(name))
        .map((name) => path.join(billsDir, name));
  const files = yearDirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => path.join(dir, name)),
  );
  const indexFiles = yearDirs
    .map((dir) => path.join(path.dirname(dir), `${path.basename(dir)}-index.json`))
    .filter((file) => existsSync(file));
  return { files, indexFiles };
}

export async function importNyLegislation(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  await ensureJurisdictions(ctx.db);
  const { files, indexFiles } = planFiles(target);
  const index: NyIndex = {};
  for (const file of indexFiles) Object.assign(index, JSON.parse(readFileSync(file, 'utf8')) as NyIndex);
  const knownSessions = new Set<string>();
  ctx.reporter.start('ny-legislation', files.length);
  for (const file of files) {
    await ctx.writeRecord({ file }, async (tx) => {
      const record = parseNyBill(readFileSync(file, 'utf8'), file, index);
      const resolver = await peopleResolverFor(ctx.cache, tx, 'NY');
      return loadBill(tx, record, { resolver, knownSessions, quality: ctx.quality });
    });
    ctx.reporter.tick();
  }
}

export const nyLegislationImporter: Importer = {
  name: 'ny-legislation',
  description: 'NY bills (Open Legislation JSON mirror): votes, same-as companions, earlier-session lineage, LawCode',
  order: 20,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'ny-legislation-jehiah');
    return existsSync(folder) ? [folder] : [];
  },
  run: importNyLegislation,
};
