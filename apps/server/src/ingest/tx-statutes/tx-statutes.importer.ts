import { readFile } from 'node:fs/promises';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { locateIfExists } from '../loaders/locate';
import { storedStatuteHashes, upsertStatuteSection } from '../loaders/statutes';
import { writeParsed } from '../loaders/write-records';
import { parseTxStatutes } from './tx-statutes.parser';

/** Texas statutes as text scraped from statutes.capitol.texas.gov (Tax Code chapter 151). */
export const txStatutesImporter: Importer = {
  name: 'tx-statutes',
  description: 'Texas Tax Code text (statutes_text.txt) -> statute_sections',
  locate: (dataDir) => locateIfExists(dataDir, 'texas-tax-code-and-tac/statutes_text.txt'),
  order: 40,
  run: async (ctx, path) => {
    for (const file of await listFiles(path, (name) => name.endsWith('.txt'))) {
      const results = parseTxStatutes(await readFile(file, 'utf8'), file);
      await writeParsed(
        ctx,
        'Texas Tax Code sections',
        results,
        (tx, record) => upsertStatuteSection(tx, record, ctx.source),
        { total: results.length, stored: await storedStatuteHashes(ctx.db, ctx.source) },
      );
    }
  },
};
