import { readFile } from 'node:fs/promises';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { locateIfExists } from '../loaders/locate';
import { storedRegulationHashes, upsertRegulationSection } from '../loaders/statutes';
import { writeParsed } from '../loaders/write-records';
import { parseTxAdminCode } from './tx-admin-code.parser';

/** Texas Administrative Code rules, pipe-delimited (34 TAC Part 1 Chapter 3, sales tax). */
export const txAdminCodeImporter: Importer = {
  name: 'tx-admin-code',
  description: 'Texas Administrative Code rules (pipe-delimited CSV) -> regulation_sections',
  locate: (dataDir) => locateIfExists(dataDir, 'texas-tax-code-and-tac/tx_sales_tax_regulations.csv'),
  order: 40,
  run: async (ctx, path) => {
    for (const file of await listFiles(path, (name) => name.endsWith('.csv'))) {
      const results = parseTxAdminCode(await readFile(file, 'utf8'), file);
      await writeParsed(
        ctx,
        'Texas Administrative Code rules',
        results,
        (tx, record) => upsertRegulationSection(tx, record, ctx.source),
        { total: results.length, stored: await storedRegulationHashes(ctx.db, ctx.source) },
      );
    }
  },
};
