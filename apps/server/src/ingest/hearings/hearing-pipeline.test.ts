import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { buildSampleTestApp, type SampleTestApp } from '../../../test/sample-database';
import {
  backgroundJobs,
  hearingBillMentions,
  hearings,
  hearingTranscriptSegments,
  notifications,
} from '../../db/schema/index';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { hearingMediaImporter } from './hearing-media.importer';
import { ffmpegPath, probeMedia } from './media';

/** Polls until `check` returns a value (the workers run on their own); the test's timeout bounds it. */
async function until<T>(check: () => Promise<T | null | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const speak = (text: string, file: string) => execFileSync('flite', ['-voice', 'awb', '-t', text, '-o', file]);

/**
 * The whole path of issue 35 on the default provider: a flite hearing muxed with an ffmpeg test pattern names two
 * real sample bills (TX 892 HB 1 and SB 10) at known seconds; `hearing-media` imports it, the durable job transcribes
 * it with pocketsphinx, both live actions land near their seconds, no other bill is named, and a user alerted on
 * HB 1 gets the alert with its delay from the recording's availability.
 */
describe('hearing pipeline (flite -> hearing-media -> pocketsphinx job -> live actions -> alert)', () => {
  let testApp: SampleTestApp;
  let user: SignedIn;
  let folder: string;
  const truth: Record<string, number> = {};

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'statehouse-hearing-test-'));
    const opening = 'Good morning members. The committee will come to order. We will now take up';
    const middle = 'House Bill one. The author has asked us to leave it pending. Next we will take up';
    const closing = 'Senate Bill ten. Members, that concludes our business today.';
    speak(opening, path.join(folder, 'a.wav'));
    speak(`${opening} ${middle}`, path.join(folder, 'b.wav'));
    speak(`${opening} ${middle} ${closing}`, path.join(folder, 'speech.wav'));
    truth['TX-892-HB-1'] = (await probeMedia(path.join(folder, 'a.wav'))).durationMs;
    truth['TX-892-SB-10'] = (await probeMedia(path.join(folder, 'b.wav'))).durationMs;
    execFileSync(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=5',
      '-i',
      path.join(folder, 'speech.wav'),
      '-shortest',
      '-c:v',
      'mpeg4',
      '-c:a',
      'aac',
      path.join(folder, 'hearing.mp4'),
    ]);
    writeFileSync(path.join(folder, 'broken.mp4'), 'not a video at all');
    writeFileSync(
      path.join(folder, 'hearings.json'),
      JSON.stringify([
        {
          file: 'hearing.mp4',
          stateCode: 'TX',
          sessionCode: '892',
          committee: 'House Committee on State Affairs',
          startsAt: '2025-08-20T09:00:00-05:00',
          title: 'State Affairs hearing',
        },
        {
          file: 'missing.mp4',
          stateCode: 'TX',
          committee: 'Finance',
          startsAt: '2025-08-21T09:00:00-05:00',
          title: 'No file',
        },
        {
          file: 'hearing.mp4',
          stateCode: 'ZZ',
          committee: 'Finance',
          startsAt: '2025-08-21T09:00:00-05:00',
          title: 'Bad state',
        },
      ]),
    );
    testApp = await buildSampleTestApp({
      JOB_WORKERS: true,
      ALERT_WORKERS: true,
      JOB_POLL_MS: 200,
      ALERT_POLL_MS: 200,
    });
    user = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const alert = await testApp.app.inject({
      method: 'POST',
      url: '/api/bill-alerts',
      headers: { cookie: user.cookie },
      payload: { billId: 'TX-892-HB-1', enabled: true, eventKinds: ['mentioned_in_hearing'], channels: ['in_app'] },
    });
    expect(alert.statusCode).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('imports the good entry, reports the bad ones by name, and queues the transcription', async () => {
    const result = await runImport({
      db: testApp.app.db,
      importer: hearingMediaImporter({ blobStore: () => testApp.app.blobStore }),
      path: folder,
      reporter: silentReporter(),
    });
    expect(result.counts).toMatchObject({ read: 3, inserted: 1, skipped: 2 });
    const reasons = result.skipped.map((skip) => `${skip.record}: ${skip.reason}`);
    expect(reasons).toEqual([
      expect.stringMatching(/^missing\.mp4: missing\.mp4 is not a file/),
      expect.stringMatching(/^hearing\.mp4: stateCode "ZZ" is not a state code/),
    ]);
  }, 60_000);

  it('transcribes it as a durable job into lines and live actions at the right seconds, and alerts', async () => {
    const db = testApp.app.db;
    const [hearing] = await db.select().from(hearings).where(eq(hearings.source, 'hearing-media'));
    expect(hearing).toMatchObject({ jurisdictionId: 'TX', sessionId: 'TX-892', mediaType: 'video/mp4' });
    const job = await until(async () => {
      const [row] = await db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.dedupeKey, `transcribe-hearing:${hearing!.id}`));
      return row && (row.status === 'done' || row.status === 'failed') ? row : null;
    });
    expect(job).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    const [done] = await db.select().from(hearings).where(eq(hearings.id, hearing!.id));
    expect(done).toMatchObject({ transcriptStatus: 'done', provider: 'pocketsphinx' });
    expect(done!.durationMs).toBeGreaterThan(8000);
    const lines = await db
      .select()
      .from(hearingTranscriptSegments)
      .where(eq(hearingTranscriptSegments.hearingId, hearing!.id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startMs !== null && line.endMs !== null && line.startMs <= line.endMs)).toBe(
      true,
    );

    const actions = await db.select().from(hearingBillMentions).where(eq(hearingBillMentions.hearingId, hearing!.id));
    expect([...new Set(actions.map((action) => action.billId))].sort()).toEqual(['TX-892-HB-1', 'TX-892-SB-10']);
    for (const action of actions) {
      expect(Math.abs((action.startMs ?? 0) - (truth[action.billId] ?? 0)), action.billId).toBeLessThan(3000);
    }

    const [alert] = await until(() =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.userId), eq(notifications.billId, 'TX-892-HB-1')))
        .then((rows) => (rows.length > 0 ? rows : null)),
    );
    expect(JSON.stringify(alert!.payload)).toContain('mentioned_in_hearing');
    expect(alert!.delayMs).toBeGreaterThan(0);
    expect(alert!.delayMs).toBeLessThan(120_000);
  }, 300_000);
});
