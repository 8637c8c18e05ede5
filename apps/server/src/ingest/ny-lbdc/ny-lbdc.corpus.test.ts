import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { eventAgendaItems, events, eventTranscripts, personVotes, voteEvents } from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { loadSampleIfEmpty } from '../sample/load-sample';
import { exportSample } from '../sample/sample-files';
import { nyLbdcImporter } from './ny-lbdc.importer';
import { parseAgenda } from './ny-lbdc.parser';

const samples = sharedData('nysenate-openleg-samples');
const agendaFile = path.join(samples, 'processor/bill/senAgenda/2017-02-06-15.57.12.669652_SENAGEN_00005.XML');

/** New York wall-clock time of a stored instant, `YYYY-MM-DD HH:MM`. */
const newYorkTime = (instant: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('ny-lbdc parser', () => {
  it('reads every addendum of an agenda with its committees and bills', () => {
    const entries = parseAgenda(readFileSync(agendaFile, 'utf8'), agendaFile);
    expect(entries.map((entry) => entry.addendum)).toEqual(expect.arrayContaining(['', 'A', 'B', 'C']));
    const codes = entries.find((entry) => entry.committee === 'Codes');
    expect(codes).toMatchObject({
      chair: 'Andrew Lanza',
      location: 'Room 124 CAP',
      meetDate: '2017-02-06',
      meetTime: null,
    });
    expect(codes?.bills[0]).toMatchObject({ bill: { printNo: 'S468' }, sponsor: 'Peralta' });
  });
});
describe('ny-lbdc importer', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('imports agendas and committee votes as meetings, floor votes and transcripts', async () => {
    const result = await runImport({
      db: database.db,
      importer: nyLbdcImporter,
      path: samples,
      reporter: silentReporter(),
    });
    expect(result.status).toBe('succeeded');
    expect(result.skipped).toEqual([]);
    const db = database.db;
    const byClass = await db
      .select({ classification: events.classification, value: count() })
      .from(events)
      .groupBy(events.classification)
      .orderBy(events.classification);
    expect(byClass).toEqual([
      { classification: 'committee-meeting', value: 13 },
      { classification: 'floor', value: 10 },
      { classification: 'hearing', value: 11 },
    ]);
    expect((await db.select({ value: count() }).from(eventAgendaItems))[0]?.value).toBe(110);
    expect((await db.select({ value: count() }).from(eventTranscripts))[0]?.value).toBe(21);
    const votes = await db
      .select({ motion: voteEvents.motionClassification, value: count() })
      .from(voteEvents)
      .groupBy(voteEvents.motionClassification);
    expect(votes.reduce((sum, row) => sum + row.value, 0)).toBe(33 + 3);
    // No bill of these sessions is stored: every item and vote keeps its print number without a link.
    const linked = await db
      .select({ value: count() })
      .from(eventAgendaItems)
      .where(sql`${eventAgendaItems.billId} is not null`);
    expect(linked[0]?.value).toBe(0);
  });

  it('keeps an agenda meeting in New York time with its bills by print number', async () => {
    const [labor] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.committeeName, 'Labor'), eq(events.classification, 'committee-meeting')));
    expect(labor).toMatchObject({
      name: 'Senate Labor Committee',
      timezone: 'America/New_York',
      allDay: false,
      location: 'Room 123 CAP',
      status: 'confirmed',
    });
    expect(newYorkTime(labor?.startTime as Date)).toBe('2017-02-06 12:00');
    expect(labor?.extras).toMatchObject({ chair: 'Marisol Alcantara' });
    const items = await database.db
      .select()
      .from(eventAgendaItems)
      .where(eq(eventAgendaItems.eventId, labor?.id ?? ''))
      .orderBy(asc(eventAgendaItems.position));
    expect(items.find((item) => item.billIdentifier === 'S905')).toMatchObject({
      billId: null,
      sponsorName: 'Amedore',
    });

    const [rules] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.committeeName, 'Rules'), eq(events.sessionId, 'NY-07R')));
    expect(rules).toMatchObject({ allDay: true, location: '332 CAP' });
    expect(newYorkTime(rules?.startTime as Date)).toBe('2008-06-14 00:00');
    const rulesItems = await database.db
      .select()
      .from(eventAgendaItems)
      .where(eq(eventAgendaItems.eventId, rules?.id ?? ''))
      .orderBy(asc(eventAgendaItems.position));
    expect(rulesItems[0]).toMatchObject({ billIdentifier: 'S1706A', sponsorName: 'Golden', billId: null });
    expect(rulesItems[0]?.description).toContain('illegally operating child day care services');

    const cancelled = await database.db
      .select({ status: events.status, description: events.description, startTime: events.startTime })
      .from(events)
      .where(and(eq(events.committeeName, 'Energy and Telecommunications'), eq(events.status, 'cancelled')));
    expect(cancelled).toHaveLength(1);
    expect(newYorkTime(cancelled[0]?.startTime as Date)).toBe('2017-02-06 13:00');
    expect(cancelled[0]?.description).toContain('CANCELLED');
  });

  it('records committee votes with counts and member votes, linked to the meeting', async () => {
    const [vote] = await database.db
      .select()
      .from(voteEvents)
      .where(and(eq(voteEvents.billIdentifier, 'S905'), eq(voteEvents.organizationName, 'Labor')));
    expect(vote).toMatchObject({
      billId: null,
      sessionId: 'NY-17R',
      date: '2017-02-06',
      chamber: 'upper',
      result: 'pass',
      yesCount: 13,
      noCount: 1,
      otherCount: 0,
      motion: 'Sent to first reading (Labor)',
    });
    const [meeting] = await database.db
      .select()
      .from(events)
      .where(eq(events.id, vote?.eventId ?? ''));
    expect(meeting?.committeeName).toBe('Labor');
    const ballots = await database.db
      .select()
      .from(personVotes)
      .where(eq(personVotes.voteEventId, vote?.id ?? ''));
    expect(ballots).toHaveLength(14);
    expect(ballots.find((ballot) => ballot.voterName === 'Sanders')?.option).toBe('no');
    expect(ballots.find((ballot) => ballot.voterName === 'Rivera')?.option).toBe('yes');

    // Codes met on 23 January 2017 without an agenda in the samples: the meeting comes from the vote file.
    const [codes] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.committeeName, 'Codes'), eq(events.startTime, new Date('2017-01-23T05:00:00Z'))));
    expect(codes).toMatchObject({ allDay: true, location: null });
    const codesVotes = await database.db
      .select({ value: count() })
      .from(voteEvents)
      .where(eq(voteEvents.eventId, codes?.id ?? ''));
    expect(codesVotes[0]?.value).toBe(21);
  });

  it('records Senate floor roll calls on bills that are not stored', async () => {
    const [floor] = await database.db
      .select()
      .from(voteEvents)
      .where(and(eq(voteEvents.billIdentifier, 'S1234'), isNull(voteEvents.billId)));
    expect(floor).toMatchObject({ sessionId: 'NY-23R', date: '2023-06-12', yesCount: 61, noCount: 2, result: 'pass' });
  });

  it('stores transcripts with date, title, location and searchable text', async () => {
    const [aging] = await database.db
      .select()
      .from(events)
      .where(eq(events.sourceKey, 'ny-lbdc/hearing/05-18-11 Valesky Aging Test.txt'));
    expect(aging).toMatchObject({ classification: 'hearing', allDay: false });
    expect(aging?.name).toContain('COMMITTEE FOR THE AGING');
    expect(aging?.location).toBe('Senate Capitol Building, 172 State Street, Room 124, CAP, Albany, New York');
    expect(newYorkTime(aging?.startTime as Date)).toBe('2011-05-18 09:00');
    const [text] = await database.db
      .select()
      .from(eventTranscripts)
      .where(eq(eventTranscripts.eventId, aging?.id ?? ''));
    expect(text?.pageCount).toBe(74);
    expect(text?.text).toContain('Senator David J. Valesky');
    expect(text?.text).not.toMatch(/^\s*\d+\s{2,}BEFORE/m);

    const found = await database.db
      .select({ name: events.name, date: events.startTime })
      .from(eventTranscripts)
      .innerJoin(events, eq(events.id, eventTranscripts.eventId))
      .where(sql`${eventTranscripts.search} @@ websearch_to_tsquery('english', 'Hudson barge anchorages')`);
    expect(found.map((row) => row.name)).toEqual([expect.stringContaining('COMMERCIAL BARGE ANCHORAGES')]);

    const [floor] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.classification, 'floor'), eq(events.startTime, new Date('1993-03-10T17:10:00Z'))));
    expect(floor).toMatchObject({ name: 'Senate Regular Session', location: 'Albany, New York', sessionId: 'NY-93R' });
    const [floorText] = await database.db
      .select()
      .from(eventTranscripts)
      .where(eq(eventTranscripts.eventId, floor?.id ?? ''));
    expect(floorText).toMatchObject({ firstPage: 1080 });
    expect(floorText?.text).toContain('Reverend Selwyn Wilkinson');
  });

  it('goes through the sample dataset with the transcript search vector rebuilt, not shipped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ny-lbdc-sample-'));
    const target = await createTestDatabase();
    try {
      const manifest = await exportSample(database.db, dir, { sources: [] });
      expect(manifest.tables.map((table) => table.name)).toContain('event_transcripts');
      const shipped = gunzipSync(readFileSync(path.join(dir, 'event_transcripts.jsonl.gz'))).toString('utf8');
      expect(shipped).not.toContain('"search"');
      expect(await loadSampleIfEmpty(target.db, { info: () => {} }, { dir })).toBe(true);
      const search = sql`${eventTranscripts.search} @@ websearch_to_tsquery('english', 'Hudson barge anchorages')`;
      const [loaded] = await target.db.select({ value: count() }).from(eventTranscripts).where(search);
      expect(loaded?.value).toBe(1);
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await database.db
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .orderBy(events.id);
    const result = await runImport({
      db: database.db,
      importer: nyLbdcImporter,
      path: samples,
      reporter: silentReporter(),
    });
    expect(result.counts).toMatchObject({ inserted: 0, updated: 0, skipped: 0 });
    expect(result.counts.unchanged).toBe(result.counts.read);
    const after = await database.db
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .orderBy(events.id);
    expect(after).toEqual(before);
  });

  it('skips a malformed XML file with its name and imports the rest, keeping what other files stored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ny-lbdc-'));
    try {
      const agendas = path.join(dir, 'processor/bill/senAgenda');
      mkdirSync(agendas, { recursive: true });
      cpSync(agendaFile, path.join(agendas, path.basename(agendaFile)));
      const broken = '2017-02-07-09.00.00.000000_SENAGEN_00006.XML';
      writeFileSync(
        path.join(agendas, broken),
        '<senagenda no="6" sessyr="2017" year="2017">\n<addendum id="">\n<committees>\n</senagenda>\n',
      );
      const votesBefore = await database.db.select({ value: count() }).from(voteEvents);
      const result = await runImport({
        db: database.db,
        importer: nyLbdcImporter,
        path: dir,
        reporter: silentReporter(),
      });
      expect(result.status).toBe('succeeded');
      expect(result.skipped).toHaveLength(1);
      expect(result.skipped[0]?.file).toContain(broken);
      expect(result.skipped[0]?.reason).toMatch(/malformed XML/);
      // The good file's 11 meetings were read; the agenda alone leaves their committee votes in place.
      expect(result.counts).toMatchObject({ read: 11, unchanged: 11 });
      expect(await database.db.select({ value: count() }).from(voteEvents)).toEqual(votesBefore);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
