// `npm run sample:build [-- <data dir>]`: runs every importer over ../shared/data into an in-memory
// database and writes data/sample/ (gzipped JSON lines per table, manifest.json, README.md).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataSources } from '@statehouse/shared/reference/data-sources';
import { openDatabase } from '../../db/client';
import { resolveCompanies } from '../companies/resolve-companies';
import { Reporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { formatTextCoverage, textCoverage } from '../core/text-coverage';
import { refreshFinanceLinks } from '../finance-links/finance-links';
import { importers } from '../registry';
import { defaultSampleDir, exportSample, type SampleManifest } from './sample-files';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const dataDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data'));
const outDir = process.argv[3] ? path.resolve(process.argv[3]) : defaultSampleDir;

/** Bills whose versions keep their HTML (multi-version bills for redlines); the rest ship text only. */
const htmlBills = [
  'TX-892-HB-1',
  'TX-892-SB-1',
  'TX-892-SB-3',
  'TX-892-SB-5',
  'TX-892-SB-8',
  'TX-892-HB-15',
  'TX-892-SB-15',
  'TX-892-HB-265',
  'IL-25R-SB-1740',
];

/** The credits section of data/sample/README.md, from the shared catalog of sources (one place to credit). */
const credits = `## Sources and licences

Every row was produced by the project's importers (apps/server/src/ingest) from the public files
described in ../shared/data/README.md. The app's /data-sources page shows the same list. Credit:

${dataSources
  .filter((source) => source.kind === 'file')
  .map(
    (source) =>
      `- **${source.name}** (${source.publisher}; ${source.license}): ${source.covers}` +
      (source.attribution ? ` Attribution is required wherever this data is shown: "${source.attribution}"` : ''),
  )
  .join('\n')}
`;

async function main(): Promise<void> {
  const reporter = new Reporter();
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const sources: SampleManifest['sources'] = [];
  const ordered = [...importers].sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  for (const importer of ordered) {
    for (const target of importer.locate(dataDir)) {
      reporter.info(`== ${importer.name} ${path.relative(dataDir, target) || '.'}`);
      const result = await runImport({ db: database.db, importer, path: target, reporter });
      sources.push({
        source: importer.name,
        path: path.relative(dataDir, target),
        counts: { ...result.counts },
        status: result.status,
      });
    }
  }
  const companies = await resolveCompanies(database.db);
  reporter.info(`== companies: ${companies.companies} resolved, ${companies.aliases} aliases`);
  const links = await refreshFinanceLinks(database.db);
  reporter.info(`== finance links: ${links.members} legislators' committees, ${links.lobbyists} lobbyists' gifts`);
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (entry.isFile() && (entry.name.endsWith('.jsonl.gz') || entry.name === 'manifest.json'))
      rmSync(path.join(outDir, entry.name));
  }
  const manifest = await exportSample(database.db, outDir, {
    sources,
    transform: {
      'bill_versions.html': `case when bill_id in (${htmlBills.map((id) => `'${id}'`).join(', ')}) then html end`,
    },
  });
  const coverage = formatTextCoverage(await textCoverage(database.db));
  const bytes = manifest.tables.reduce((sum, table) => sum + table.bytes, 0);
  const rows = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0;
  writeFileSync(
    path.join(outDir, 'README.md'),
    `# Sample dataset

Loaded automatically into an empty embedded database on the first start
(\`loadSampleIfEmpty\` in apps/server/src/ingest/sample). Rebuild it with \`npm run sample:build\`
(reads ../shared/data; takes a few minutes). Format: one gzipped JSON-lines file per table, loaded in
the order of manifest.json; search vectors are rebuilt on load. Version HTML is kept only for a few
multi-version bills (${htmlBills.join(', ')}); every version keeps its text.

Built ${manifest.builtAt}: ${rows('bills')} bills, ${rows('bill_versions')} versions, ${rows('bill_actions')} actions,
${rows('vote_events')} roll calls with ${rows('person_votes')} individual votes, ${rows('events')} hearings,
${rows('people')} people, ${rows('committees')} committees; ${(bytes / 1e6).toFixed(1)} MB in ${manifest.tables.length} tables.

Bills whose latest version has text (the rest link the state's copy), per state:

\`\`\`
${coverage.join('\n')}
\`\`\`

${credits}`,
  );
  reporter.info('\nBills whose latest version has text, per state');
  for (const line of coverage) reporter.info(line);
  reporter.info(`\nWrote ${outDir}: ${manifest.tables.length} tables, ${(bytes / 1e6).toFixed(1)} MB`);
  for (const table of manifest.tables)
    reporter.info(
      `  ${table.name.padEnd(28)} ${String(table.rows).padStart(7)} rows ${(table.bytes / 1e3).toFixed(0).padStart(7)} kB`,
    );
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
