import { readFile } from 'node:fs/promises';
import type { Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { storedRegistrationHashes, upsertLobbyRegistration } from '../loaders/lobbying';
import { locateIfExists } from '../loaders/locate';
import { writeParsed } from '../loaders/write-records';
import { contractFirmDomains, withFirms } from './sd-lobbyists.firms';
import { parseSdPrivateExport, parseSdPublicList, sdFileKind } from './sd-lobbyists.parser';

/** South Dakota lobbyist registrations: the Secretary of State's private exports and the public-agency list. */
export const sdLobbyistsImporter: Importer = {
  name: 'sd-lobbyists',
  description: 'South Dakota lobbyist registrations (pipe-delimited private exports, public-agency CSV)',
  locate: (dataDir) => locateIfExists(dataDir, 'lobbyists/sd-lobbyists'),
  order: 40,
  run: async (ctx, path) => {
    // Every file is parsed before any is written: a firm is recognised over all years (sd-lobbyists.firms.ts).
    const parsed = [];
    for (const file of await listFiles(path, (name) => /\.(txt|csv)$/i.test(name))) {
      const content = await readFile(file, 'utf8');
      const kind = sdFileKind(content);
      if (!kind) {
        ctx.reporter.info(`  ${file}: not a South Dakota lobbyist export; left alone`);
        continue;
      }
      const results = kind === 'private' ? parseSdPrivateExport(content, file) : parseSdPublicList(content, file);
      parsed.push({ file, kind, results });
    }
    const firms = contractFirmDomains(parsed.flatMap((entry) => entry.results));
    for (const { file, kind, results } of parsed) {
      await writeParsed(
        ctx,
        `SD ${kind} lobbyists ${file.split(/[/\\]/).pop()}`,
        withFirms(results, firms),
        (tx, record) => upsertLobbyRegistration(tx, record, ctx.source),
        { total: results.length, stored: await storedRegistrationHashes(ctx.db, ctx.source) },
      );
    }
  },
};
