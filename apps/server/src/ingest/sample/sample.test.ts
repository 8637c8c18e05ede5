import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { legiscanCsvImporter } from '../legiscan-csv/legiscan-csv.importer';
import { openstatesBillsImporter } from '../openstates-bills/openstates-bills.importer';
import { loadSampleIfEmpty } from './load-sample';
import { exportSample } from './sample-files';

// The committed excerpts of the importers' tests (provenance in each fixtures/README.md): no ../shared/data.
const ingest = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const michigan = path.join(ingest, 'legiscan-csv/fixtures/MI/2025-2026');
const openStatesBills = path.join(ingest, 'openstates-bills/fixtures');

const countsOf = async (database: DatabaseHandle) => {
  const result = await database.db.execute(sql`select
    (select count(*)::int from bills) as bills, (select count(*)::int from bill_versions) as versions,
    (select count(*)::int from person_votes) as ballots, (select count(*)::int from events) as events,
    (select count(*)::int from people) as people, (select count(*)::int from legislative_sessions) as sessions,
    (select count(*)::int from bills where search @@ plainto_tsquery('english', 'minimum hourly wage')) as found,
    (select count(*)::int from bill_search_heads h join bills b on b.id = h.bill_id
      where ts_filter(b.search, '{a,b,d}') = h.search) as heads,
    (select md5(string_agg(h.bill_id || ' ' || h.search::text, '|' order by h.bill_id)) from bill_search_heads h) as "headVectors",
    (select count(*)::int from bill_search_heads h where ts_filter(h.search, '{d}') <> ''::tsvector) as "withSponsorWords",
    (select md5(string_agg(id || ' ' || search::text, '|' order by id)) from bills) as "billVectors"`);
  return ((result as { rows?: unknown[] }).rows ?? result) as Record<string, number>[];
};

describe('sample dataset', () => {
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
    // MI: 4 bills with sponsors, roll calls and ballots, and the 147 legislators they resolve against.
    await runImport({ db: source.db, importer: legiscanCsvImporter, path: michigan, reporter: silentReporter() });
    // TX SB 11, CO SB 002, IL HB 1075 and GA HB 157. IL HB 1075 lists amendments with texts of their own after the
    // enrolled text: weight C of its vector is the enrolled text (the latest version that is not an
    // amendment), on import and on sample load alike.
    await runImport({
      db: source.db,
      importer: openstatesBillsImporter,
      path: openStatesBills,
      reporter: silentReporter(),
    });
  }, 180_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await source.close();
    await target.close();
  });

  it('round-trips through data files into an empty database, rebuilding search, with a log line per table', async () => {
    const manifest = await exportSample(source.db, dir, {
      sources: [{ source: 'legiscan-csv', path: 'x', counts: { read: 1 }, status: 'succeeded' }],
    });
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['jurisdictions', 'bills', 'person_votes', 'people']),
    );
    expect(manifest.tables.findIndex((table) => table.name === 'bills')).toBeLessThan(
      manifest.tables.findIndex((table) => table.name === 'bill_actions'),
    );
    const lines: string[] = [];
    expect(await loadSampleIfEmpty(target.db, { info: (line) => lines.push(line) }, { dir })).toBe(true);
    expect(lines[0]).toMatch(/^Loading the sample dataset/);
    expect(lines.some((line) => /sample: bills 8 rows/.test(line))).toBe(true);
    // A progress line for each index rebuilt after the rows, with its time, instead of silence.
    const steps = lines.flatMap((line) => /^ {2}sample: ([a-z -]+) \(\d+\.\d s\)$/.exec(line)?.[1] ?? []);
    expect(steps).toEqual([
      'search index',
      'statute citations',
      'hearings',
      'similar-bills index',
      'companies',
      'finance links',
      'alert history',
    ]);
    // The sample's changes are history, already matched: a new data folder's alert engine has nothing to catch up on.
    const pending = await target.db.execute(
      sql`select (select count(*) from watch_events where alerted_at is null)::int
               + (select count(*) from bill_events where alerted_at is null)::int as pending`,
    );
    expect((pending as unknown as { rows: { pending: number }[] }).rows[0]?.pending).toBe(0);
    expect(await countsOf(target)).toEqual(await countsOf(source));
    expect((await countsOf(target))[0]?.found).toBeGreaterThan(0);
    // The loader (source) and the sample loader (target) build the same head vectors, sponsors' names included.
    expect((await countsOf(target))[0]?.withSponsorWords).toBeGreaterThan(0);
    // Every bill has its search head: weights A, B and D of its whole vector.
    expect((await countsOf(target))[0]?.heads).toBe((await countsOf(target))[0]?.bills);
    // Sequences move past the loaded ids, so new rows can be inserted.
    await target.db.execute(
      sql`insert into bill_events (bill_id, kind, key, payload) values ('TX-892-SB-11', 'new_action', 'k', '{}')`,
    );
    expect(await loadSampleIfEmpty(target.db, { info: (line) => lines.push(line) }, { dir })).toBe(false);
  });
});
