import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { bills, billVersions, eventAgendaItems, events, personVotes, voteEvents } from '../../db/schema/legislation';
import { people } from '../../db/schema/people';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { sdLegislatureImporter } from './sd-legislature.importer';

const archive = sharedData('sd-legislature-archive');

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('sd-legislature importer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('imports the 2024 session: bills with every version text, roll calls, hearings with audio, legislators', async () => {
    const result = await runImport({
      db: database.db,
      importer: sdLegislatureImporter,
      path: archive,
      reporter: silentReporter(),
    });
    expect(result.status).toBe('succeeded');
    expect(result.counts.skipped).toBe(0);
    const total = async (table: typeof bills | typeof voteEvents | typeof billVersions) =>
      (await database.db.select({ value: count() }).from(table))[0]?.value;
    expect(await total(bills)).toBe(180);
    // 553 vote ids in the files; SB 144 lists one vote twice (ids 80278 and 80279: the same action, document
    // 267232, time and ballots), which the import writes once (core/dedupe.ts).
    expect(await total(voteEvents)).toBe(553 - 1);
    expect(await total(billVersions)).toBe(393);
    const [legislators] = await database.db
      .select({ value: count() })
      .from(people)
      .where(eq(people.jurisdictionId, 'SD'));
    expect(legislators?.value).toBe(105);

    const [sb90] = await database.db.select().from(bills).where(eq(bills.id, 'SD-24R-SB-90'));
    expect(sb90).toMatchObject({
      title: 'revise and repeal provisions related to forcible entry and detainer.',
      status: 4,
      subjectTerms: ['Judicial Remedies', 'Leased Property'],
    });
    const [vote] = await database.db.select().from(voteEvents).where(eq(voteEvents.sourceKey, 'sd-vote/78983'));
    expect(vote).toMatchObject({
      billId: 'SD-24R-SB-90',
      date: '2024-01-30',
      result: 'pass',
      yesCount: 29,
      noCount: 2,
      otherCount: 3,
      chamber: 'upper',
    });
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, vote?.id ?? ''));
    expect(ballots.every((ballot) => ballot.personId)).toBe(true);
    const hearings = await database.db
      .select({
        name: events.name,
        startTime: events.startTime,
        mediaUrl: eventAgendaItems.mediaUrl,
        seconds: eventAgendaItems.mediaStartSeconds,
        timezone: events.timezone,
      })
      .from(eventAgendaItems)
      .innerJoin(events, eq(events.id, eventAgendaItems.eventId))
      .where(eq(eventAgendaItems.billId, 'SD-24R-SB-90'))
      .orderBy(asc(events.startTime));
    expect(hearings[0]).toMatchObject({
      name: 'Senate Judiciary',
      mediaUrl: 'https://sdpb.sd.gov/sdpbpodcast/2024/sju12.mp3',
      seconds: 4618,
      timezone: 'America/Chicago',
    });
    expect(hearings[0]?.startTime.toISOString()).toBe('2024-01-25T13:45:00.000Z');
  });

  it('changes nothing on a second run', async () => {
    const result = await runImport({
      db: database.db,
      importer: sdLegislatureImporter,
      path: archive,
      reporter: silentReporter(),
    });
    expect(result.counts.unchanged).toBe(result.counts.read);
  });

  it('skips a bill of an unknown session and a truncated bill, naming the files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sd-'));
    try {
      for (const folder of ['sessions', 'legislators', 'committees'])
        cpSync(path.join(archive, 'data', folder), path.join(dir, folder), { recursive: true });
      cpSync(path.join(archive, 'data/bills/sd-legislature-bill-24433.json'), path.join(dir, 'bills/good.json'));
      const text = readFileSync(path.join(archive, 'data/bills/sd-legislature-bill-24462.json'), 'utf8');
      writeFileSync(path.join(dir, 'bills/truncated.json'), text.slice(0, 300));
      writeFileSync(
        path.join(dir, 'bills/unknown-session.json'),
        text.replace('"session_id": 69', '"session_id": 999'),
      );
      const result = await runImport({
        db: database.db,
        importer: sdLegislatureImporter,
        path: dir,
        reporter: silentReporter(),
      });
      expect(result.counts.skipped).toBe(2);
      expect(result.skipped).toEqual([
        expect.objectContaining({
          file: path.join(dir, 'bills/truncated.json'),
          reason: expect.stringMatching(/^invalid JSON/),
        }),
        expect.objectContaining({
          file: path.join(dir, 'bills/unknown-session.json'),
          record: '24462',
          reason: 'unknown session_id 999',
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
