import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { storedContributionHashes, storedFilerHashes, upsertContribution, upsertFiler } from '../loaders/finance';
import { locateIfExists } from '../loaders/locate';
import { writeParsed } from '../loaders/write-records';
import { mnFileKind, mnSource, parseMnCandidates, parseMnContributions } from './mn-cfb.parser';

/**
 * Minnesota Campaign Finance Board CSV exports: registered candidate committees (filers) and
 * itemized contributions over $200. Candidate files load before contribution files.
 */
export const mnCfbImporter: Importer = {
  name: 'mn-cfb',
  description: 'Minnesota Campaign Finance Board CSV (candidate committees, itemized contributions)',
  locate: (dataDir) => locateIfExists(dataDir, 'campaign-finance/mn-cfb-exports'),
  order: 40,
  run: async (ctx, path) => {
    const files = await listFiles(path, (name) => name.toLowerCase().endsWith('.csv'));
    const contents = await Promise.all(files.map(async (file) => ({ file, content: await readFile(file, 'utf8') })));
    for (const { file, content } of contents.filter((entry) => mnFileKind(entry.content) === 'candidates')) {
      const results = parseMnCandidates(content, file);
      await writeParsed(
        ctx,
        'MN candidate committees',
        results,
        async (tx, record) => (await upsertFiler(tx, record)).outcome,
        { total: results.length, stored: await storedFilerHashes(ctx.db, mnSource) },
      );
    }
    const knownFilers = new Map<string, number>();
    for (const { file, content } of contents.filter((entry) => mnFileKind(entry.content) === 'contributions')) {
      const results = parseMnContributions(content, file);
      await writeParsed(ctx, 'MN contributions', results, (tx, record) => upsertContribution(tx, record, knownFilers), {
        total: results.length,
        stored: await storedContributionHashes(ctx.db, `${mnSource}:${basename(file, extname(file))}:`),
      });
    }
    for (const { file } of contents.filter((entry) => mnFileKind(entry.content) === undefined)) {
      ctx.reporter.info(`  ${file}: not a candidate-committee or contributions export; left alone`);
    }
  },
};
