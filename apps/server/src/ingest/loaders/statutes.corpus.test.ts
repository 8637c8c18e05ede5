import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { statuteSections } from '../../db/schema/statutes';
import { cfrCases } from '../cfr/cfr.cases';
import { dcCodeCases } from '../dc-code/dc-code.cases';
import { loadSample } from '../sample/load-sample';
import { exportSample } from '../sample/sample-files';
import { txAdminCodeCases } from '../tx-admin-code/tx-admin-code.cases';
import { txStatutesCases } from '../tx-statutes/tx-statutes.cases';
import { rebuildSectionSearch } from './statutes';

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
// One migrated database for every statute and regulation importer (creating one is the slow part).
describe('statute and regulation importers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  dcCodeCases(() => database);
  txStatutesCases(() => database);
  txAdminCodeCases(() => database);
  cfrCases(() => database);

  it('round-trips through the sample dataset files (plain INSERTs of every column)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-sample-'));
    try {
      const manifest = await exportSample(database.db, dir);
      expect(manifest.tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['statute_sections', 'regulation_sections', 'session_laws', 'session_law_sections']),
      );
      await database.db.execute(sql`delete from session_laws`);
      await database.db.execute(sql`delete from regulation_sections where code = '27 CFR'`);
      const lines: string[] = [];
      await loadSample(database.db, { info: (line) => lines.push(line) }, { dir });
      const [counts] = await database.db
        .select({
          regulations: sql<number>`(select count(*)::int from regulation_sections where code = '27 CFR' and search is not null)`,
          laws: sql<number>`(select count(*)::int from session_law_sections)`,
        })
        .from(sql`(select 1) as one`);
      expect(counts).toEqual({ regulations: 344, laws: 62 });
      // The SQL rebuild gives the same vectors as the importers wrote.
      const digest = () =>
        database.db
          .select({
            digest: sql<string>`md5(string_agg(${statuteSections.search}::text, '|' order by ${statuteSections.id}))`,
          })
          .from(statuteSections);
      const before = await digest();
      for (const statement of rebuildSectionSearch) await database.db.execute(statement);
      const after = await digest();
      expect(after).toEqual(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
