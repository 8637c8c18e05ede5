import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { hearingBillMentions, hearings, hearingTranscriptSegments } from '../../db/schema/index';
import { withPageMeta } from '../../plugins/web-app';
import { clipPageMeta } from './committee-videos.service';
import { makeTestMedia, probeBytes } from './committee-videos.test-media';

const BILL = 'TX-892-HB-1';

describe('committee videos routes', () => {
  let testApp: TestApp;
  let dataDir: string;
  let user: SignedIn;
  let videoId: number;
  let transcriptOnlyId: number;
  let silentId: number;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    testApp.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, payload });
  const ok = async (url: string) => {
    const response = await call(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'statehouse-videos-'));
    testApp = await buildTestApp({ DATA_DIR: dataDir });
    const db = testApp.app.db;
    await loadBillSample(db, [BILL]);
    user = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    await testApp.app.blobStore.put('hearings/test/video.mp4', await makeTestMedia('video', 6));
    const [video, transcriptOnly, silent] = await db
      .insert(hearings)
      .values([
        {
          jurisdictionId: 'TX',
          chamber: 'lower',
          committeeName: 'Ways and Means',
          title: 'House Ways and Means: property tax relief',
          startsAt: new Date('2025-03-04T15:00:00Z'),
          mediaBlobKey: 'hearings/test/video.mp4',
          mediaType: 'video/mp4',
          durationMs: 6000,
          transcriptStatus: 'done',
          source: 'test',
          sourceKey: 'video',
        },
        {
          jurisdictionId: 'TX',
          chamber: 'upper',
          committeeName: 'Finance',
          title: 'Senate Finance: budget',
          startsAt: new Date('2024-11-20T15:00:00Z'),
          transcriptStatus: 'done',
          source: 'test',
          sourceKey: 'transcript-only',
        },
        {
          jurisdictionId: 'TX',
          chamber: 'upper',
          committeeName: 'Finance',
          title: 'Senate Finance: waiting',
          startsAt: new Date('2024-11-21T15:00:00Z'),
          transcriptStatus: 'unavailable',
          transcriptMessage: 'pocketsphinx is not installed on this server',
          source: 'test',
          sourceKey: 'silent',
        },
      ])
      .returning({ id: hearings.id });
    videoId = video!.id;
    transcriptOnlyId = transcriptOnly!.id;
    silentId = silent!.id;
    await db.insert(hearingTranscriptSegments).values([
      {
        hearingId: videoId,
        position: 0,
        startMs: 0,
        endMs: 2000,
        text: 'Good morning, the committee will come to order.',
      },
      {
        hearingId: videoId,
        position: 1,
        startMs: 2000,
        endMs: 4000,
        text: 'We now take up House Bill 1 on property tax relief.',
        speaker: 'Chair',
      },
      { hearingId: videoId, position: 2, startMs: 4000, endMs: 6000, text: 'The bill is reported favorably.' },
      { hearingId: transcriptOnlyId, position: 0, text: 'The budget hearing on appropriations will begin.' },
    ]);
    await db.insert(hearingBillMentions).values({
      hearingId: videoId,
      billId: BILL,
      startMs: 2500,
      segmentPosition: 1,
      spokenAs: 'House Bill 1',
      quote: 'We now take up House Bill 1 on property tax relief.',
      key: 'hb1',
    });
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('asks for sign-in to list hearings', async () => {
    expect((await call(undefined, 'GET', '/api/committee-videos')).statusCode).toBe(401);
  });

  it('lists hearings newest first with every filter', async () => {
    const all = await ok('/api/committee-videos');
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({
      id: videoId,
      media: 'video',
      segmentCount: 3,
      mentionCount: 1,
      durationSeconds: 6,
    });
    expect(all.data[1]).toMatchObject({ id: silentId, media: 'none', transcriptStatus: 'unavailable' });
    const ids = async (query: string) =>
      ((await ok(`/api/committee-videos?${query}`)).data as { id: number }[]).map((row) => row.id);
    expect(await ids('stateCode=tx&chamber=lower')).toEqual([videoId]);
    expect(await ids('stateCode=NY')).toEqual([]);
    expect(await ids('committee=finance')).toEqual([silentId, transcriptOnlyId]);
    expect(await ids('year=2025&month=3')).toEqual([videoId]);
    expect(await ids('year=2024')).toEqual([silentId, transcriptOnlyId]);
    expect(await ids('searchTerm=budget')).toEqual([transcriptOnlyId]);
    expect(await ids('textSearch=property%20tax')).toEqual([videoId]);
    expect(await ids('pageSize=1&page=2')).toEqual([silentId]);
  });

  it('filters by bill and quotes where the bill is named', async () => {
    const reply = await ok(`/api/committee-videos?billId=${BILL}`);
    expect(reply.total).toBe(1);
    expect(reply.data[0]).toMatchObject({
      id: videoId,
      billMentions: [{ billId: BILL, startMs: 2500, quote: 'We now take up House Bill 1 on property tax relief.' }],
    });
    expect((await ok('/api/committee-videos?billId=TX-892-HB-999')).data).toEqual([]);
    // Without the filter the list stays as it was: no mentions riding along.
    expect((await ok('/api/committee-videos')).data[0].billMentions).toBeUndefined();
    const blank = await call(user, 'GET', '/api/committee-videos?billId=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('billId must not be empty');
  });

  it('refuses bad filters with a message', async () => {
    for (const [query, message] of [
      ['stateCode=ZZ', 'stateCode must be a two-letter state code'],
      ['month=13', 'month must be 1 to 12'],
      ['chamber=floor', 'chamber must be one of'],
      ['year=abc', 'year must be a year'],
      ['pageSize=1000', 'pageSize can be at most'],
    ]) {
      const response = await call(user, 'GET', `/api/committee-videos?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('counts hearings by state', async () => {
    expect((await ok('/api/committee-videos/stateCode')).data).toEqual([
      { stateCode: 'TX', count: 3, transcribed: 2, latest: '2025-03-04T15:00:00.000Z' },
    ]);
  });

  it('finds lines inside transcripts with the moment to jump to', async () => {
    const reply = await ok('/api/committee-videos/search?term=property%20tax&stateCodes=TX');
    expect(reply.data).toHaveLength(1);
    expect(reply.data[0]).toMatchObject({ videoId, startMs: 2000, speaker: 'Chair' });
    expect((await ok('/api/committee-videos/search?term=appropriations')).data[0]).toMatchObject({
      videoId: transcriptOnlyId,
      startMs: null,
    });
    expect((await ok('/api/committee-videos/search?term=property&stateCodes=NY')).data).toEqual([]);
    const short = await call(user, 'GET', '/api/committee-videos/search?term=x');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('term needs at least 2 characters');
  });

  it('reads a hearing with its transcript, mentions and media link', async () => {
    const detail = await ok(`/api/committee-videos/${videoId}`);
    expect(detail).toMatchObject({
      mediaUrl: `/api/committee-videos/${videoId}/media`,
      canClip: true,
      committee: { id: null, name: 'Ways and Means' },
    });
    expect(detail.segments.map((line: { startMs: number }) => line.startMs)).toEqual([0, 2000, 4000]);
    expect(detail.mentions).toEqual([
      expect.objectContaining({ billId: BILL, identifier: 'HB 1', startMs: 2500, section: null }),
    ]);
    expect((await ok(`/api/committee-videos/${transcriptOnlyId}`)).canClip).toBe(false);
    expect((await call(user, 'GET', '/api/committee-videos/999999')).statusCode).toBe(404);
    const bad = await call(user, 'GET', '/api/committee-videos/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a whole number');
  });

  it('streams the recording with byte ranges for seeking', async () => {
    const whole = await call(user, 'GET', `/api/committee-videos/${videoId}/media`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await call(user, 'GET', `/api/committee-videos/${videoId}/media`, undefined, {
      range: 'bytes=100-199',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const past = await call(user, 'GET', `/api/committee-videos/${videoId}/media`, undefined, {
      range: `bytes=${size + 10}-`,
    });
    expect(past.statusCode, past.body).toBe(416);
    expect((await call(user, 'GET', `/api/committee-videos/${transcriptOnlyId}/media`)).statusCode).toBe(404);
  });

  it('cuts a clip at exact bounds that anyone with the link can watch', async () => {
    const created = await call(user, 'POST', '/api/committee-videos/create-clip', {
      videoId,
      start: 1.5,
      end: 4.0,
      title: 'HB 1 taken up',
    });
    expect(created.statusCode, created.body).toBe(201);
    const clip = created.json();
    expect(clip).toMatchObject({
      startMs: 1500,
      endMs: 4000,
      media: 'video',
      sharePath: `/TX/videos/share/${clip.uuid}`,
    });
    // Signed out: the share link works; the lines spoken within the clip, timed from its start.
    const read = await call(undefined, 'GET', `/api/committee-videos/clip/${clip.uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().transcript.map((line: { startMs: number; text: string }) => line.startMs)).toEqual([0, 500]);
    const file = await call(undefined, 'GET', `/api/committee-videos/clip/${clip.uuid}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['content-disposition']).toContain('attachment; filename="HB 1 taken up.mp4"');
    const info = await probeBytes(file.rawPayload);
    expect(info.hasVideo).toBe(true);
    // Re-encoded from the asked start: 2.5 s, within a frame (10 fps) and an audio frame.
    expect(Math.abs((info.durationMs ?? 0) - 2500)).toBeLessThanOrEqual(120);
    // The share page's link preview names the clip and its video.
    const meta = await clipPageMeta({ db: testApp.app.db, pathname: clip.sharePath, publicUrl: 'https://app.example' });
    expect(meta).toMatchObject({ title: 'HB 1 taken up', video: `https://app.example${clip.mediaUrl}` });
    const page = withPageMeta('<head><title>Statehouse</title>\n</head>', meta!);
    expect(page).toContain('<title>HB 1 taken up · Statehouse</title>');
    expect(page).toContain('<meta property="og:title" content="HB 1 taken up" />');
    expect(await clipPageMeta({ db: testApp.app.db, pathname: '/TX/videos/share/nope' })).toBeNull();
    const part = await call(undefined, 'GET', `/api/committee-videos/clip/${clip.uuid}/download`, undefined, {
      range: 'bytes=0-9',
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(10);
  });

  it('refuses clips it cannot cut, with a message', async () => {
    const cases: [object, number, string][] = [
      [{ videoId, start: 3, end: 2, title: 'x' }, 400, 'end must be after start'],
      [{ videoId, start: 0, end: 0.5, title: 'x' }, 400, 'at least 1 second'],
      [{ videoId, start: 0, end: 700, title: 'x' }, 400, 'at most 10 minutes'],
      [{ videoId, start: 0, end: 2, title: '  ' }, 400, 'title is required'],
      [{ videoId, start: 7, end: 9, title: 'x' }, 400, 'start is past the end of the recording'],
      [{ videoId: transcriptOnlyId, start: 0, end: 2, title: 'x' }, 400, 'no recording to cut a clip from'],
      [{ videoId: 999999, start: 0, end: 2, title: 'x' }, 404, 'was not found'],
    ];
    for (const [body, status, message] of cases) {
      const response = await call(user, 'POST', '/api/committee-videos/create-clip', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(
      (await call(undefined, 'POST', '/api/committee-videos/create-clip', { videoId, start: 0, end: 2, title: 'x' }))
        .statusCode,
    ).toBe(401);
    const unknown = await call(undefined, 'GET', '/api/committee-videos/clip/2b1e6a40-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/api/committee-videos/clip/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets an account admin add a recording with its captions as the transcript', async () => {
    const form = (fields: Record<string, string>, media?: Buffer, captions?: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      if (media) body.append('media', new Blob([new Uint8Array(media)], { type: 'audio/mp4' }), 'hearing.m4a');
      if (captions) body.append('captions', new Blob([captions], { type: 'text/vtt' }), 'hearing.vtt');
      return body;
    };
    const audio = await makeTestMedia('audio', 3);
    const fields = {
      stateCode: 'TX',
      title: 'Uploaded hearing',
      startsAt: '2025-04-01T09:00:00-05:00',
      committee: 'Ways',
    };
    const vtt =
      'WEBVTT\n\n00:00.000 --> 00:01.500\n<v Chair>Call to order.\n\n00:01.500 --> 00:03.000\nHouse Bill 1 is up.';
    const post = (body: FormData, who: SignedIn | null = user) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/committee-videos/recordings',
        headers: who ? { cookie: who.cookie } : {},
        body,
      } as never);
    const added = await post(form(fields, audio, vtt));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ segmentCount: 2, transcriptStatus: 'done' });
    const detail = await ok(`/api/committee-videos/${added.json().id}`);
    expect(detail).toMatchObject({
      media: 'audio',
      durationSeconds: 3,
      canClip: true,
      committee: { name: 'Ways and Means' },
    });
    expect(detail.committee.id).not.toBeNull();
    expect(detail.segments[0]).toMatchObject({ startMs: 0, endMs: 1500, speaker: 'Chair', text: 'Call to order.' });
    const waiting = await post(form({ ...fields, title: 'No captions' }, audio));
    expect(waiting.json()).toMatchObject({ segmentCount: 0, transcriptStatus: 'queued' });
    for (const [body, message] of [
      [form(fields), 'file part named media'],
      [form({ ...fields, startsAt: 'yesterday' }, audio), 'startsAt must be an ISO date-time'],
      [form(fields, Buffer.from('not media at all')), 'not audio or video'],
      [form(fields, audio, 'no cues here'), 'no timed lines'],
    ] as const) {
      const response = await post(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await post(form(fields, audio), null)).statusCode).toBe(401);
  });

  it('takes a report of a missing hearing', async () => {
    const sent = await call(user, 'POST', '/api/committee-videos/missing-live-report', {
      report: 'The TX House Appropriations hearing of March 3 is missing',
      stateCode: 'TX',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().id).toBeGreaterThan(0);
    const short = await call(user, 'POST', '/api/committee-videos/missing-live-report', { report: 'gone' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 10 characters');
  });

  it('answers questions from the transcript with the moments it cites', async () => {
    const response = await call(user, 'POST', '/api/ai/video-chat', { videoId, question: 'What about property tax?' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.extractive).toBe(true);
    expect(answer.citations[0]).toMatchObject({ kind: 'hearing_transcript', id: String(videoId), startMs: 0 });
    expect(answer.citations[0].quote).toContain('property tax');
    const none = await call(user, 'POST', '/api/ai/video-chat', { videoId: silentId, question: 'What was said?' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('pocketsphinx is not installed');
  });
});
