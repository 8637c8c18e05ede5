import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDatabase } from '../../test/sample-database';
import { loadConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import {
  backgroundJobs,
  billEvents,
  hearingBillMentions,
  hearingTranscriptionParts,
  hearingTranscriptSegments,
} from '../db/schema/index';
import { queueTranscription, upsertHearing } from '../ingest/hearings/hearings.queries';
import { TRANSCRIBE_JOB } from '../ingest/hearings/transcribe';
import { LocalBlobStore } from '../lib/blob-store/local-blob-store';
import { runJobWorker } from './job-queue';
import { findJobByKey } from './job-queue.queries';
import { transcribeHearingHandler } from './transcribe-hearing';

const log = Fastify({ logger: false }).log;

/**
 * A database that goes away at `kill()`: every use after it throws, as for a process that died. What the worker held
 * is left as it was (its job running under a lease nobody renews), and nothing it does afterwards reaches the table.
 */
function killableDatabase(db: Database) {
  let dead = false;
  const proxy = new Proxy(db, {
    get(target, property) {
      if (dead) throw new Error('the worker process is gone');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: proxy as Database,
    kill: () => {
      dead = true;
    },
  };
}

/**
 * Issue 35: a worker killed mid-transcription. Worker A runs the real `transcribe-hearing` handler (pocketsphinx,
 * transcript chunks of 6 s) on a flite hearing naming TX HB 1; once its keyword pass has recorded the live action
 * and the alert and its first transcript chunk is kept, A dies: its recogniser processes are killed and its database
 * is gone. The job stays `running` under A's lease; once the lease has run out, worker B claims it, resumes from the
 * first chunk A did not finish (A's keyword pass and chunks are not decoded again) and finishes it: one transcript
 * (no line twice), one live action for the mention, one alert event.
 */
describe('a transcription whose worker is killed mid-job', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let hearingId: number;
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), TRANSCRIBE_BASE_URL: undefined };
  const settings = { leaseMs: 60_000, retryBaseMs: 60_000, pollMs: 60_000 };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'statehouse-killed-worker-'));
    const text =
      'Good morning members. The committee will come to order. We will now take up House Bill one. ' +
      'The author has asked us to leave it pending while the stakeholders meet. We will hear testimony next week, ' +
      'and the chair thanks the witnesses who came today. Members, that concludes our business.';
    execFileSync('flite', ['-voice', 'awb', '-t', text, '-o', path.join(dir, 'hearing.wav')]);
    handle = await createSampleDatabase();
    const blobStore = new LocalBlobStore(path.join(dir, 'blobs'));
    await blobStore.put('hearings/TX/killed.wav', readFileSync(path.join(dir, 'hearing.wav')));
    const hearing = await upsertHearing(handle.db, {
      jurisdictionId: 'TX',
      sessionId: 'TX-892',
      title: 'State Affairs (worker killed)',
      startsAt: new Date('2025-08-20T09:00:00-05:00'),
      mediaBlobKey: 'hearings/TX/killed.wav',
      mediaType: 'audio/wav',
      source: 'hearing-media',
      sourceKey: 'killed-worker-test',
    });
    hearingId = hearing.id;
    await queueTranscription(handle.db, hearingId);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is claimed again after its lease and finishes once, with the transcript stored once', async () => {
    const blobStore = new LocalBlobStore(path.join(dir, 'blobs'));
    const deps = {
      blobStore,
      settings: { ...config, TRANSCRIBE_CONCURRENCY: 1, TRANSCRIBE_LOCAL_CHUNK_SECONDS: 6 },
      log,
    };
    const key = `${TRANSCRIBE_JOB}:${hearingId}`;

    // Worker A: its database and its recogniser die together when the test kills it.
    const doomed = killableDatabase(handle.db);
    const recogniser = new AbortController();
    const real = transcribeHearingHandler({ ...deps, db: doomed.db });
    const workerA = runJobWorker({
      db: doomed.db,
      kind: TRANSCRIBE_JOB,
      handler: (job, context) =>
        real(job, { ...context, signal: AbortSignal.any([context.signal, recogniser.signal]) }),
      log,
      settings: { ...settings, workerId: 'worker-a' },
      autoStart: false,
    });
    const drainingA = workerA.drain();
    // Kill A once its keyword pass has recorded the live action and its first transcript chunk is kept.
    for (;;) {
      const job = await findJobByKey(handle.db, key);
      if (job?.progressMessage?.startsWith('Transcribed')) break;
      expect(job?.status).not.toBe('done');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    doomed.kill();
    recogniser.abort(new Error('killed'));
    // A's recogniser is gone and nothing it tries reaches the database: its own loop ends on the dead database.
    await expect(drainingA).rejects.toThrow('the worker process is gone');

    const orphan = await findJobByKey(handle.db, key);
    expect(orphan).toMatchObject({ status: 'running', claimedBy: 'worker-a', attempts: 1 });
    expect(orphan?.progressTotal).toBeGreaterThan(10);
    const before = await handle.db
      .select()
      .from(hearingTranscriptSegments)
      .where(eq(hearingTranscriptSegments.hearingId, hearingId));
    expect(before).toEqual([]); // killed before the transcript was saved
    const early = await handle.db
      .select()
      .from(hearingBillMentions)
      .where(eq(hearingBillMentions.hearingId, hearingId));
    expect(early.map((mention) => mention.billId)).toEqual(['TX-892-HB-1']);
    const partsOf = () =>
      handle.db
        .select()
        .from(hearingTranscriptionParts)
        .where(eq(hearingTranscriptionParts.hearingId, hearingId))
        .orderBy(hearingTranscriptionParts.id);
    const keptByA = await partsOf();
    const chunksByA = keptByA.filter((part) => part.part === 'chunk');
    expect(keptByA.filter((part) => part.part === 'keywords')).toHaveLength(1);
    expect(chunksByA.length).toBeGreaterThan(0);
    expect(chunksByA.length).toBeLessThan(Math.ceil((orphan?.progressTotal ?? 0) / 6)); // killed before the last
    expect(chunksByA[0]).toMatchObject({ fromMs: 0, toMs: 6000 });

    // Worker B finds nothing while A's lease holds; once it has run out, B resumes the job and finishes it.
    // B's progress messages: what it decodes shows in them.
    const saidByB: { done: number; message: string }[] = [];
    const handlerB = transcribeHearingHandler({ ...deps, db: handle.db });
    const workerB = runJobWorker({
      db: handle.db,
      kind: TRANSCRIBE_JOB,
      handler: (job, context) =>
        handlerB(job, {
          ...context,
          progress: (done, total, message) => {
            saidByB.push({ done, message: message ?? '' });
            return context.progress(done, total, message);
          },
        }),
      log,
      settings: { ...settings, workerId: 'worker-b' },
      autoStart: false,
    });
    expect(await workerB.drain()).toBe(0);
    await handle.db
      .update(backgroundJobs)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, orphan!.id));
    expect(await workerB.drain()).toBe(1);
    expect(await workerB.drain()).toBe(0);
    await Promise.all([workerA.stop(), workerB.stop()]);

    // B resumed: no keyword pass again, progress from A's seconds on, A's parts kept as they were and B's added
    // for the chunks after them only.
    const keptSeconds = chunksByA.length * 6;
    expect(saidByB.some((said) => said.message.startsWith('Listening') || said.message.startsWith('Heard'))).toBe(
      false,
    );
    expect(saidByB.find((said) => said.message.startsWith('Resuming'))).toMatchObject({
      done: keptSeconds,
      message: expect.stringContaining(`${keptSeconds} of `),
    });
    const transcribedByB = saidByB.filter((said) => said.message.startsWith('Transcribed'));
    expect(transcribedByB.length).toBeGreaterThan(0);
    expect(transcribedByB.every((said) => said.done > keptSeconds)).toBe(true);
    const partsAfter = await partsOf();
    expect(partsAfter.slice(0, keptByA.length)).toEqual(keptByA);
    const chunksByB = partsAfter.slice(keptByA.length);
    expect(chunksByB.every((part) => part.part === 'chunk' && part.fromMs >= keptSeconds * 1000)).toBe(true);
    expect(chunksByA.length + chunksByB.length).toBe(Math.ceil((orphan?.progressTotal ?? 0) / 6));

    expect(await findJobByKey(handle.db, key)).toMatchObject({
      status: 'done',
      attempts: 2,
      claimedBy: 'worker-b',
      lastError: null,
    });
    const lines = await handle.db
      .select()
      .from(hearingTranscriptSegments)
      .where(eq(hearingTranscriptSegments.hearingId, hearingId));
    expect(lines.length).toBeGreaterThan(0);
    const said = lines.map((line) => `${line.startMs}|${line.text}`);
    expect(new Set(said).size).toBe(said.length);
    expect(lines.map((line) => line.position).sort((a, b) => a - b)).toEqual(lines.map((_, index) => index));
    const words = lines.map((line) => line.text).join(' ');
    expect(words.split(' ').length).toBeLessThan(80); // the hearing's ~60 words, not two copies of them

    const mentions = await handle.db
      .select()
      .from(hearingBillMentions)
      .where(eq(hearingBillMentions.hearingId, hearingId));
    expect(mentions.map((mention) => mention.billId)).toEqual(['TX-892-HB-1']);
    expect(mentions[0]?.id).toBe(early[0]?.id); // the keyword pass's row, now with its transcript line
    expect(mentions[0]?.segmentPosition).not.toBeNull();
    const alerts = await handle.db
      .select()
      .from(billEvents)
      .where(and(eq(billEvents.kind, 'mentioned_in_hearing'), eq(billEvents.key, `hearing:${hearingId}`)));
    expect(alerts.map((event) => event.billId)).toEqual(['TX-892-HB-1']);
  }, 60_000);
});
