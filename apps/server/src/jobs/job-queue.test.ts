import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { backgroundJobs } from '../db/schema/index';
import { type JobHandler, PermanentJobError, runJobWorker } from './job-queue';
import { claimJobs, enqueueJob, findJob } from './job-queue.queries';

/** A logger that drops everything (Fastify's own, with logging off). */
const log = Fastify({ logger: false }).log;

/** A gate the test opens: lets a handler hold a job as long as the test needs, without timers. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('durable job queue', () => {
  let handle: DatabaseHandle;
  const settings = { leaseMs: 60_000, retryBaseMs: 10, pollMs: 60_000 };

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(backgroundJobs);
  });

  it('runs a queued job once, records progress and marks it done', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'count', payload: { to: 3 } });
    const seen: unknown[] = [];
    const handler: JobHandler = async (job, context) => {
      seen.push(job.payload);
      await context.progress(2, 3, 'two of three');
      return { message: 'counted' };
    };
    const worker = runJobWorker({ db: handle.db, kind: 'count', handler, log, settings, autoStart: false });
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    expect(seen).toEqual([{ to: 3 }]);
    const job = await findJob(handle.db, id);
    expect(job).toMatchObject({
      status: 'done',
      attempts: 1,
      progressDone: 3,
      progressTotal: 3,
      progressMessage: 'counted',
    });
    expect(job?.finishedAt).toBeInstanceOf(Date);
  });

  it('keeps one job per dedupe key and requeues an ended one on request', async () => {
    const first = await enqueueJob(handle.db, { kind: 'k', dedupeKey: 'k:1' });
    const again = await enqueueJob(handle.db, { kind: 'k', dedupeKey: 'k:1', requeue: true });
    expect(again).toEqual({ id: first.id, created: false }); // still waiting: not reset
    await handle.db.update(backgroundJobs).set({ status: 'done' }).where(eq(backgroundJobs.id, first.id));
    expect(await enqueueJob(handle.db, { kind: 'k', dedupeKey: 'k:1' })).toEqual({ id: first.id, created: false });
    expect(await enqueueJob(handle.db, { kind: 'k', dedupeKey: 'k:1', requeue: true })).toEqual({
      id: first.id,
      created: true,
    });
    expect((await findJob(handle.db, first.id))?.status).toBe('queued');
  });

  it('retries a failing job with growing waits, then fails it with the last error', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'flaky', maxAttempts: 3 });
    let calls = 0;
    const worker = runJobWorker({
      db: handle.db,
      kind: 'flaky',
      handler: async () => {
        calls += 1;
        throw new Error(`attempt ${calls} broke`);
      },
      log,
      // Waits long enough that one drain runs one attempt; the test makes the job due by hand.
      settings: { ...settings, retryBaseMs: 60_000 },
      autoStart: false,
    });
    await worker.drain();
    let job = await findJob(handle.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'attempt 1 broke' });
    const firstWait = job!.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThanOrEqual(66_000);
    // Make it due now and run the second attempt: the wait after it doubles.
    await handle.db
      .update(backgroundJobs)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(backgroundJobs.id, id));
    const before = Date.now();
    await worker.drain();
    job = await findJob(handle.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect(job!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(120_000);
    await handle.db
      .update(backgroundJobs)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(backgroundJobs.id, id));
    await worker.drain();
    await worker.stop();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'attempt 3 broke' });
    expect(calls).toBe(3);
  });

  it('fails a permanent error at once', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'corrupt' });
    const worker = runJobWorker({
      db: handle.db,
      kind: 'corrupt',
      handler: async () => {
        throw new PermanentJobError('The file is not audio.');
      },
      log,
      settings,
      autoStart: false,
    });
    await worker.drain();
    await worker.stop();
    expect(await findJob(handle.db, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The file is not audio.',
    });
  });

  it('resumes a job whose worker died: the expired lease is claimed again and finishes once', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'long' });
    // The first worker claims it and dies (it never heartbeats, completes or fails).
    const [claimed] = await claimJobs(handle.db, { kind: 'long', workerId: 'dead-worker', leaseMs: 60_000, limit: 1 });
    expect(claimed?.id).toBe(id);
    await handle.db
      .update(backgroundJobs)
      .set({ progressDone: 40, progressTotal: 100 })
      .where(eq(backgroundJobs.id, id));

    const finishes: number[] = [];
    const handler: JobHandler = async (job) => {
      finishes.push(job.progressDone); // where the dead worker got to: a handler may resume from it
      return undefined;
    };
    const survivor = runJobWorker({ db: handle.db, kind: 'long', handler, log, settings, autoStart: false });
    expect(await survivor.drain()).toBe(0); // the lease still holds
    await handle.db
      .update(backgroundJobs)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, id));
    expect(await survivor.drain()).toBe(1);
    expect(await survivor.drain()).toBe(0);
    await survivor.stop();
    expect(finishes).toEqual([40]);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'done', attempts: 2, claimedBy: survivor.workerId });
  });

  it('fails a job that kept killing its worker once its attempts are spent', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'killer', maxAttempts: 1 });
    await claimJobs(handle.db, { kind: 'killer', workerId: 'dead', leaseMs: 60_000, limit: 1 });
    await handle.db
      .update(backgroundJobs)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, id));
    expect(await claimJobs(handle.db, { kind: 'killer', workerId: 'next', leaseMs: 60_000, limit: 1 })).toEqual([]);
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'failed' });
    expect((await findJob(handle.db, id))?.lastError).toContain('stopped while running it');
  });

  it('renews the lease while a job runs, so a slow job is not taken by another worker', async () => {
    const { id } = await enqueueJob(handle.db, { kind: 'slow' });
    const release = gate();
    const started = gate();
    const worker = runJobWorker({
      db: handle.db,
      kind: 'slow',
      handler: async (_job, context) => {
        started.open();
        await context.progress(1, 2);
        await release.opened;
        return undefined;
      },
      log,
      settings: { ...settings, leaseMs: 300 },
      autoStart: false,
    });
    const draining = worker.drain();
    await started.opened;
    const before = (await findJob(handle.db, id))!.claimedUntil!.getTime();
    // Wait until a heartbeat has moved the lease on (polling the row, not a fixed sleep).
    for (;;) {
      const job = await findJob(handle.db, id);
      if (job!.claimedUntil!.getTime() > before) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await claimJobs(handle.db, { kind: 'slow', workerId: 'other', leaseMs: 300, limit: 1 })).toEqual([]);
    release.open();
    await draining;
    await worker.stop();
    expect(await findJob(handle.db, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('two workers never run the same job', async () => {
    for (let index = 0; index < 6; index += 1) await enqueueJob(handle.db, { kind: 'shared', payload: { index } });
    const ran: number[] = [];
    const handler: JobHandler = async (job) => {
      ran.push(job.payload.index as number);
      return undefined;
    };
    const a = runJobWorker({ db: handle.db, kind: 'shared', handler, log, settings, autoStart: false });
    const b = runJobWorker({ db: handle.db, kind: 'shared', handler, log, settings, autoStart: false });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(ranA + ranB).toBe(6);
    expect([...ran].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a started worker picks up a job enqueued later by itself', async () => {
    const done = gate();
    const worker = runJobWorker({
      db: handle.db,
      kind: 'later',
      handler: async () => {
        done.open();
        return undefined;
      },
      log,
      settings: { ...settings, pollMs: 50 },
    });
    const { id } = await enqueueJob(handle.db, { kind: 'later' });
    await done.opened;
    await worker.stop();
    for (;;) {
      const job = await findJob(handle.db, id);
      if (job?.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
