import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSdArchiveSubset } from '../../../test/factories/sd-archive';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { openstatesBillsImporter } from '../openstates-bills/openstates-bills.importer';
import { sdLegislatureImporter } from '../sd-legislature/sd-legislature.importer';
import { loadSampleIfEmpty } from './load-sample';
import { exportSample } from './sample-files';

const countsOf = async (database: DatabaseHandle) => {
  const result = await database.db.execute(sql`select
    (select count(*)::int from bills) as bills, (select count(*)::int from bill_versions) as versions,
    (select count(*)::int from person_votes) as ballots, (select count(*)::int from events) as events,
    (select count(*)::int from people) as people, (select count(*)::int from legislative_sessions) as sessions,
    (select count(*)::int from bills where search @@ plainto_tsquery('english', 'forcible entry')) as found,
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
    await runImport({
      db: source.db,
      importer: sdLegislatureImporter,
      path: writeSdArchiveSubset([24427, 24433, 24462]),
      reporter: silentReporter(),
    });
    await runImport({
      db: source.db,
      importer: openstatesBillsImporter,
      path: sharedData('openstates-bills-windycivi/tx-data-pipeline/country-us/state-tx/sessions/892/bills/HB1'),
      reporter: silentReporter(),
    });
    // WI AB 453: the bill text, then five amendments with texts of their own. Weight C of its vector is the
    // bill text (the latest version that is not an amendment), on import and on sample load alike.
    await runImport({
      db: source.db,
      importer: openstatesBillsImporter,
      path: sharedData('openstates-bills-windycivi/wi-data-pipeline/country-us/state-wi/sessions/2025/bills/AB453'),
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
      sources: [{ source: 'sd-legislature', path: 'x', counts: { read: 1 }, status: 'succeeded' }],
    });
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['jurisdictions', 'bills', 'person_votes', 'events']),
    );
    expect(manifest.tables.findIndex((table) => table.name === 'bills')).toBeLessThan(
      manifest.tables.findIndex((table) => table.name === 'bill_actions'),
    );
    const lines: string[] = [];
    expect(await loadSampleIfEmpty(target.db, { info: (line) => lines.push(line) }, { dir })).toBe(true);
    expect(lines[0]).toMatch(/^Loading the sample dataset/);
    expect(lines.some((line) => /sample: bills 5 rows/.test(line))).toBe(true);
    expect(await countsOf(target)).toEqual(await countsOf(source));
    expect((await countsOf(target))[0]?.found).toBeGreaterThan(0);
    // The loader (source) and the sample loader (target) build the same head vectors, sponsors' names included.
    expect((await countsOf(target))[0]?.withSponsorWords).toBeGreaterThan(0);
    // Every bill has its search head: weights A, B and D of its whole vector.
    expect((await countsOf(target))[0]?.heads).toBe((await countsOf(target))[0]?.bills);
    // Sequences move past the loaded ids, so new rows can be inserted.
    await target.db.execute(
      sql`insert into bill_events (bill_id, kind, key, payload) values ('TX-892-HB-1', 'new_action', 'k', '{}')`,
    );
    expect(await loadSampleIfEmpty(target.db, { info: (line) => lines.push(line) }, { dir })).toBe(false);
  });
});
