import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, importQuietly } from '../../../test/shared-data';
import type { DatabaseHandle } from '../../db/client';
import { lobbyClients, lobbyists, lobbyRegistrations } from '../../db/schema/lobbying';
import { sdLobbyistsImporter } from './sd-lobbyists.importer';

// Committed excerpts of ../shared/data (test/fixtures/public-data, provenance in its README).
const folder = fixture('lobbyists', 'sd-lobbyists');
const privateExport = (year: number) => path.join(folder, 'sos-export-private', `${year}.txt`);

/** Database cases for this importer; the domain's test file runs them on one shared database. */
export function sdLobbyistsCases(database: () => DatabaseHandle): void {
  describe('sd-lobbyists importer', () => {
    let tempDir: string;
    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-sd-'));
    });
    afterAll(async () => {
      await rm(tempDir, { recursive: true, force: true });
    });

    it('imports registrations with their lobbyists and clients, and changes nothing on a second run', async () => {
      // The excerpt: the first 240 of 2021's 661 registrations (the corpus parser test reads every file whole).
      const excerpt2021 = privateExport(2021);
      const first = await importQuietly(database().db, sdLobbyistsImporter, excerpt2021);
      expect(first.counts).toMatchObject({ read: 240, inserted: 240, skipped: 0 });
      const later = await importQuietly(database().db, sdLobbyistsImporter, privateExport(2025));
      expect(later.counts).toMatchObject({ read: 19, inserted: 19, skipped: 0 });

      const rows = await database()
        .db.select({ year: lobbyRegistrations.year, subject: lobbyRegistrations.subject, client: lobbyClients.name })
        .from(lobbyRegistrations)
        .innerJoin(lobbyists, eq(lobbyists.id, lobbyRegistrations.lobbyistId))
        .innerJoin(lobbyClients, eq(lobbyClients.id, lobbyRegistrations.clientId))
        .where(and(eq(lobbyists.lastName, 'Wetzel'), eq(lobbyClients.name, 'General Motors LLC')))
        .orderBy(lobbyRegistrations.year);
      expect(rows.map((row) => row.year)).toEqual([2021, 2025]);
      const [clients] = await database().db.select({ count: sql<number>`count(*)::int` }).from(lobbyClients);
      expect(clients!.count).toBeLessThan(240);
      const similar = await database()
        .db.select({ name: lobbyClients.name })
        .from(lobbyClients)
        .where(sql`${lobbyClients.name} % 'Black Hills Corp'`);
      expect(similar.map((row) => row.name)).toContain('Black Hills Corporation');

      const again = await importQuietly(database().db, sdLobbyistsImporter, privateExport(2025));
      expect(again.counts).toMatchObject({ read: 19, inserted: 0, updated: 0, unchanged: 19 });
      // An older year does not overwrite the newer contact details, so it is unchanged too.
      const older = await importQuietly(database().db, sdLobbyistsImporter, excerpt2021);
      expect(older.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 240 });
    });

    it('reports a record cut short at the end of the file and one with missing columns, importing the rest', async () => {
      const [header, ...lines] = (await readFile(privateExport(2025), 'utf8')).split('\n');
      const file = path.join(tempDir, '2030.txt');
      const renumber = (line: string, number: string) => line.replace(/^2025\|\d+\|/, `2030|${number}|`);
      await writeFile(
        file,
        [
          header,
          renumber(lines[0]!, '900001'),
          '2030|900002|Active|Pat||Short',
          renumber(lines[1]!, '900003'),
          renumber(lines[2]!, '900004').split('|').slice(0, 12).join('|'),
        ].join('\n'),
      );
      const result = await importQuietly(database().db, sdLobbyistsImporter, file);
      expect(result.counts).toMatchObject({ read: 4, inserted: 2, skipped: 2 });
      expect(result.skipped[0]).toMatchObject({ file, line: 3, record: 'registration 900002' });
      expect(result.skipped[0]!.reason).toMatch(/^has 6 of 20 fields; missing LOBBYIST_CITY/);
      expect(result.skipped[1]).toMatchObject({ file, line: 5, record: 'registration 900004' });
      expect(result.skipped[1]!.reason).toMatch(/\(file ends inside the record\)$/);
      const stored = await database()
        .db.select({ number: lobbyRegistrations.registrationNumber })
        .from(lobbyRegistrations)
        .where(eq(lobbyRegistrations.year, 2030))
        .orderBy(lobbyRegistrations.registrationNumber);
      expect(stored).toEqual([{ number: '900001' }, { number: '900003' }]);
    });
  });
}
