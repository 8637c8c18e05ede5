import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleDatabase } from '../../test/sample-database';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { queueTranscription, upsertHearing } from '../ingest/hearings/hearings.queries';
import { LocalBlobStore } from '../lib/blob-store/local-blob-store';
import { formatTranscriptionLine, waitForTranscriptions } from './transcription-progress';
import type { TranscriptionProgressRow } from './transcription-progress.queries';

const log = Fastify({ logger: false }).log;

const row = (fields: Partial<TranscriptionProgressRow>): TranscriptionProgressRow => ({
  jobId: 1,
  status: 'running',
  progressDone: 0,
  progressTotal: null,
  progressMessage: null,
  lastError: null,
  nextAttemptAt: new Date('2026-01-01T00:00:00Z'),
  hearingId: 7,
  title: 'State Affairs',
  transcriptMessage: null,
  ...fields,
});

describe('transcription progress lines', () => {
  it('says the share of media seconds transcribed, and why a hearing failed or waits', () => {
    expect(
      formatTranscriptionLine(
        row({ progressDone: 270, progressTotal: 600, progressMessage: 'Transcribed 270 of 600 s' }),
      ),
    ).toBe('hearing 7 "State Affairs": 45% of 600 s transcribed (Transcribed 270 of 600 s)');
    expect(formatTranscriptionLine(row({ progressTotal: 0, progressMessage: 'Reading the recording' }))).toBe(
      'hearing 7 "State Affairs": Reading the recording',
    );
    expect(formatTranscriptionLine(row({ status: 'failed', lastError: 'The recording is silent.' }))).toBe(
      'hearing 7 "State Affairs": failed: The recording is silent.',
    );
    expect(
      formatTranscriptionLine(
        row({
          status: 'queued',
          lastError: 'pocketsphinx is not installed',
          nextAttemptAt: new Date('2026-01-01T00:00:30Z'),
        }),
        new Date('2026-01-01T00:00:00Z'),
      ),
    ).toBe('hearing 7 "State Affairs": waiting to retry in 30 s: pocketsphinx is not installed');
    expect(formatTranscriptionLine(row({ status: 'queued' }))).toBe('hearing 7 "State Affairs": queued');
  });
});

/** `npm run import -- --wait`'s work: the queued hearings transcribed here, each one's progress printed. */
describe('waiting for transcriptions', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let blobStore: LocalBlobStore;
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
    TRANSCRIBE_BASE_URL: undefined,
    TRANSCRIBE_CONCURRENCY: 1,
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'statehouse-wait-'));
    execFileSync('flite', [
      '-voice',
      'awb',
      '-t',
      'The committee will come to order. We will now take up House Bill one.',
      '-o',
      path.join(dir, 'speech.wav'),
    ]);
    blobStore = new LocalBlobStore(path.join(dir, 'blobs'));
    await blobStore.put('hearings/TX/wait.wav', readFileSync(path.join(dir, 'speech.wav')));
    handle = await createSampleDatabase();
    const good = await upsertHearing(handle.db, {
      jurisdictionId: 'TX',
      sessionId: 'TX-892',
      title: 'Spoken hearing',
      startsAt: new Date('2025-08-20T09:00:00-05:00'),
      mediaBlobKey: 'hearings/TX/wait.wav',
      mediaType: 'audio/wav',
      source: 'hearing-media',
      sourceKey: 'wait-good',
    });
    const lost = await upsertHearing(handle.db, {
      jurisdictionId: 'TX',
      title: 'Lost recording',
      startsAt: new Date('2025-08-21T09:00:00-05:00'),
      mediaBlobKey: 'hearings/TX/missing.wav',
      mediaType: 'audio/wav',
      source: 'hearing-media',
      sourceKey: 'wait-lost',
    });
    await queueTranscription(handle.db, good.id);
    await queueTranscription(handle.db, lost.id);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs them here, prints a line per hearing as its progress moves, and sums them up', async () => {
    const lines: string[] = [];
    const outcome = await waitForTranscriptions({
      db: handle.db,
      config,
      blobStore,
      log,
      write: (line) => lines.push(line),
      pollMs: 50,
    });
    expect(outcome, lines.join('\n')).toEqual({ done: 1, failed: 1, waiting: 0 });
    expect(lines[0]).toBe('Transcribing 2 hearings here (Ctrl-C stops; the jobs resume later).');
    const good = lines.filter((line) => line.includes('"Spoken hearing"'));
    expect(good.some((line) => /: \d+% of \d+ s transcribed \(/.test(line))).toBe(true);
    expect(good.at(-1)).toMatch(
      /"Spoken hearing": transcribed \(\d+ lines, 1 live actions, 1 bills alerted \(pocketsphinx\)\)$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}hearing \d+ "Lost recording": failed: The recording is no longer in storage\.$/),
    );
    expect(lines.at(-1)).toBe('Transcriptions: 1 done, 1 failed');
    // Each line is printed when it changes, not at every poll.
    expect(new Set(lines).size).toBe(lines.length);
  }, 60_000);

  it('says so when nothing waits', async () => {
    const lines: string[] = [];
    expect(
      await waitForTranscriptions({ db: handle.db, config, blobStore, log, write: (line) => lines.push(line) }),
    ).toEqual({ done: 0, failed: 0, waiting: 0 });
    expect(lines).toEqual(['No hearing waits to be transcribed.']);
  });
});
