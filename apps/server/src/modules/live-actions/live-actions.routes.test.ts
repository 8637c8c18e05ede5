import type { LiveActionsReply } from '@statehouse/shared/live-actions/live-actions.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { buildSampleTestApp, type SampleTestApp } from '../../../test/sample-database';
import { events, eventTranscripts, hearings, hearingTranscriptSegments } from '../../db/schema/index';
import { refreshHearingsFromEvents } from '../../ingest/hearings/hearings-from-events';

describe('live actions', () => {
  let testApp: SampleTestApp;
  let user: SignedIn;
  const get = (url: string, who: SignedIn | null = user) =>
    testApp.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    // The sample's SD SB 90 comes with the legislature's links to the second it was taken up in four recordings;
    // loading the sample derived hearings and live actions from them.
    testApp = await buildSampleTestApp();
    user = await registerAccount(testApp.app, { stateCodes: ['SD'] });
  }, 180_000);
  afterAll(() => testApp.close());

  it("lists South Dakota's bills at the second the official audio takes them up", async () => {
    const response = await get('/api/live-actions?stateCodes=sd&limit=10');
    expect(response.statusCode).toBe(200);
    const body = response.json<LiveActionsReply>();
    expect(body.total).toBe(4);
    const judiciary = body.data.find((row) => row.mediaUrl === 'https://sdpb.sd.gov/sdpbpodcast/2024/sju12.mp3');
    expect(judiciary).toMatchObject({
      stateCode: 'SD',
      sessionCode: '24R',
      billId: 'SD-24R-SB-90',
      billIdentifier: 'SB 90',
      startSeconds: 4618,
      origin: 'agenda',
    });
    // Newest hearing first.
    const starts = body.data.map((row) => row.hearingStartsAt);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('pages with limit and offset, and filters by state', async () => {
    const page = (await get('/api/live-actions?stateCodes=SD&limit=2&offset=2')).json<LiveActionsReply>();
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(page.data).toHaveLength(2);
    const past = (await get('/api/live-actions?stateCodes=SD&offset=40')).json<LiveActionsReply>();
    expect(past).toMatchObject({ total: 4, data: [] });
    expect((await get('/api/live-actions?stateCodes=TX')).json<LiveActionsReply>().total).toBe(0);
  });

  it('refuses bad parameters with a message, and callers who are not signed in', async () => {
    const bad = await get('/api/live-actions?stateCodes=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('stateCodes must be two-letter state codes');
    expect((await get('/api/live-actions?limit=0')).statusCode).toBe(400);
    expect((await get('/api/live-actions?limit=abc')).json().message).toContain('limit must be a whole number');
    expect((await get('/api/live-actions?offset=-1')).statusCode).toBe(400);
    expect((await get('/api/live-actions', null)).statusCode).toBe(401);
    expect((await get('/api/live-actions/download', null)).statusCode).toBe(401);
  });

  it('downloads them as CSV', async () => {
    const response = await get('/api/live-actions/download?stateCodes=SD&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="live-actions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('State,Bill,Bill title,Hearing');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('SB 90');
    expect(lines[1]).toMatch(/\/tools\/committee-videos\/\d+\?t=\d+/);
  });

  it('turns a New York stenographic transcript into a hearing of ordered lines and the bills they name', async () => {
    const db = testApp.app.db;
    await db.insert(events).values({
      id: 'NY-event-test-transcript',
      jurisdictionId: 'NY',
      sessionId: 'NY-25R',
      name: 'Public hearing on labor law',
      classification: 'hearing',
      startTime: new Date('2025-05-01T14:00:00Z'),
      timezone: 'America/New_York',
      sourceKey: 'test-transcript',
      source: 'ny-lbdc',
    });
    await db.insert(eventTranscripts).values({
      eventId: 'NY-event-test-transcript',
      text: [
        'SENATOR RAMOS: Good morning. We are here on Senate Print 3967-A',
        'and the Assembly companion.',
        '\fMS. LEE: Section 2 of the bill worries us.',
        'SENATOR RAMOS: Thank you.',
      ].join('\n'),
      pageCount: 2,
      sourceFile: 'test.txt',
    });
    const counts = await refreshHearingsFromEvents(db);
    expect(counts.transcriptHearings).toBe(1);
    const [hearing] = await db.select().from(hearings).where(eq(hearings.eventId, 'NY-event-test-transcript'));
    expect(hearing).toMatchObject({ transcriptStatus: 'done', provider: 'stenographer', jurisdictionId: 'NY' });
    const lines = await db
      .select()
      .from(hearingTranscriptSegments)
      .where(eq(hearingTranscriptSegments.hearingId, hearing!.id))
      .orderBy(hearingTranscriptSegments.position);
    expect(lines.map((line) => [line.speaker, line.text])).toEqual([
      ['SENATOR RAMOS', 'Good morning. We are here on Senate Print 3967-A and the Assembly companion.'],
      ['MS. LEE', 'Section 2 of the bill worries us.'],
      ['SENATOR RAMOS', 'Thank you.'],
    ]);
    const ny = (await get('/api/live-actions?stateCodes=NY')).json<LiveActionsReply>();
    expect(ny.data).toHaveLength(1);
    expect(ny.data[0]).toMatchObject({
      billId: 'NY-25R-S-3967',
      section: '2',
      startSeconds: null,
      origin: 'transcript',
    });
    // Idempotent: a second run finds nothing new.
    expect((await refreshHearingsFromEvents(db)).transcriptHearings).toBe(0);
  });
});
