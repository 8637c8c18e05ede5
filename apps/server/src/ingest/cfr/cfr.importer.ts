import { readFile } from 'node:fs/promises';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { locateFiles } from '../loaders/locate';
import { storedRegulationHashes, upsertRegulationSection } from '../loaders/statutes';
import { writeParsed } from '../loaders/write-records';
import { parseCfr } from './cfr.parser';

const isCfrFile = (name: string) => /CFR-[^/\\]*\.xml$/i.test(name);

/** Code of Federal Regulations volumes in USLM XML. */
export const cfrImporter: Importer = {
  name: 'cfr',
  description: 'Code of Federal Regulations volumes (USLM XML, CFR-*.xml) -> regulation_sections',
  locate: (dataDir) => locateFiles(dataDir, 'us-federal', /^CFR-.*\.xml$/i),
  order: 40,
  run: async (ctx, path) => {
    for (const file of await listFiles(path, isCfrFile)) {
      const results = parseCfr(await readFile(file, 'utf8'), file);
      await writeParsed(ctx, 'CFR sections', results, (tx, record) => upsertRegulationSection(tx, record, ctx.source), {
        total: results.length,
        stored: await storedRegulationHashes(ctx.db, ctx.source),
      });
    }
  },
};
