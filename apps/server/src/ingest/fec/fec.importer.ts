import { readFile } from 'node:fs/promises';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { storedContributionHashes, upsertContribution, upsertFiler } from '../loaders/finance';
import { locateIfExists } from '../loaders/locate';
import { writeParsed } from '../loaders/write-records';
import { fecSource, parseFec } from './fec.parser';

/** FEC electronic filings (.fec): the filing committee and its itemized receipts (Schedule A). */
export const fecImporter: Importer = {
  name: 'fec',
  description: 'FEC electronic filings (.fec, Schedule A receipts) -> campaign_filers + contributions',
  locate: (dataDir) => locateIfExists(dataDir, 'campaign-finance/fec-electronic-filings'),
  order: 40,
  run: async (ctx, path) => {
    for (const file of await listFiles(path, (name) => name.toLowerCase().endsWith('.fec'))) {
      // FEC files are ASCII or Latin-1; reading them as latin1 never fails on a stray byte.
      const filing = parseFec(await readFile(file, 'latin1'), file);
      const { filer } = filing;
      if (filer) {
        await ctx.writeRecord({ file, record: `committee ${filer.registrationNumber}` }, async (tx) => {
          return (await upsertFiler(tx, filer)).outcome;
        });
      }
      const knownFilers = new Map<string, number>();
      await writeParsed(
        ctx,
        `FEC filing ${filing.filingId}`,
        filing.results,
        (tx, record) => upsertContribution(tx, record, knownFilers),
        {
          total: filing.results.length,
          stored: await storedContributionHashes(ctx.db, `${fecSource}:${filing.filingId}:`),
        },
      );
    }
  },
};
