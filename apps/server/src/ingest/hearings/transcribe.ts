import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import {
  billIndexes,
  findHearing,
  insertMentions,
  recordMentionEvents,
  replaceSegments,
  saveTranscriptionPart,
  sessionsInForce,
  setTranscriptStatus,
  transcriptionParts,
} from './hearings.queries';
import { liveActionsOf, type TimedSegment, withHeardMentions } from './live-actions';
import { MediaError, maxVolumeDb, probeMedia, toWav16k } from './media';
import { transcribeWithOpenAi } from './openai-transcriber';
import {
  type DecodedChunk,
  type SpottedMention,
  spotBillMentions,
  TranscriberUnavailableError,
  transcribeChunks,
} from './pocketsphinx';
import { rereadBillNouns } from './reread-bill-nouns';
import { widenTelephoneBandIn } from './telephone-band';

// One hearing's recording to transcript lines and live actions (decision 069): the durable job `transcribe-hearing`
// runs it (jobs/transcribe-hearing.ts). Every write is idempotent (the transcript is replaced whole, live actions and
// bill events have keys), and the default provider keeps each finished part (the keyword pass, every transcript
// chunk) in hearing_transcription_parts, so a worker that dies half way leaves the next one the rest to do.

export const TRANSCRIBE_JOB = 'transcribe-hearing';
/** Below this peak (dB) a recording is taken for silence. */
const SILENCE_DB = -50;

export type TranscribeSettings = Pick<
  AppConfig,
  | 'TRANSCRIBE_BASE_URL'
  | 'TRANSCRIBE_API_KEY'
  | 'TRANSCRIBE_MODEL'
  | 'TRANSCRIBE_CHUNK_SECONDS'
  | 'TRANSCRIBE_OVERLAP_SECONDS'
> &
  Partial<Pick<AppConfig, 'TRANSCRIBE_CONCURRENCY' | 'TRANSCRIBE_LOCAL_CHUNK_SECONDS'>>;

export type TranscribeDeps = {
  db: Database;
  blobStore: BlobStore;
  settings: TranscribeSettings;
  log: FastifyBaseLogger;
};

/** Progress is in seconds of the recording transcribed, of its whole length: `npm run import -- --wait` shows it. */
export type TranscribeProgress = {
  signal?: AbortSignal;
  progress: (secondsDone: number, secondsTotal: number, message: string) => Promise<void>;
};

export type TranscribeOutcome = {
  segments: number;
  liveActions: number;
  alerts: number;
  durationMs: number;
  provider: string;
};

/** The hearing's media, copied to `file`: from the blob store, or fetched from its URL. */
async function fetchMedia(
  deps: TranscribeDeps,
  hearing: { mediaBlobKey: string | null; mediaUrl: string | null },
  file: string,
  signal?: AbortSignal,
) {
  if (hearing.mediaBlobKey) {
    const stream = await deps.blobStore.get(hearing.mediaBlobKey);
    if (!stream) throw new MediaError('The recording is no longer in storage.');
    await pipeline(stream, createWriteStream(file), { signal });
    return;
  }
  if (hearing.mediaUrl && /^https?:\/\//.test(hearing.mediaUrl)) {
    const response = await fetch(hearing.mediaUrl, { signal });
    if (!response.ok || !response.body) throw new Error(`The recording's address answered ${response.status}.`);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file), { signal });
    return;
  }
  throw new MediaError('The hearing has no recording to transcribe.');
}

export async function transcribeHearing(
  deps: TranscribeDeps,
  hearingId: number,
  run: TranscribeProgress,
): Promise<TranscribeOutcome> {
  const { db, settings } = deps;
  const hearing = await findHearing(db, hearingId);
  if (!hearing) throw new MediaError(`Hearing ${hearingId} no longer exists.`);
  const provider = settings.TRANSCRIBE_BASE_URL ? 'openai-compatible' : 'pocketsphinx';
  const concurrency = settings.TRANSCRIBE_CONCURRENCY ?? 1;
  const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-hearing-'));
  try {
    await setTranscriptStatus(db, hearingId, 'running', { message: 'Transcribing the recording.', provider });
    await run.progress(0, 0, 'Reading the recording');
    const media = path.join(dir, 'media');
    await fetchMedia(deps, hearing, media, run.signal);
    const { durationMs } = await probeMedia(media);
    const total = Math.max(1, Math.ceil(durationMs / 1000));
    const wav = path.join(dir, 'audio.wav');
    await toWav16k(media, wav, { signal: run.signal });
    if ((await maxVolumeDb(wav)) < SILENCE_DB)
      throw new MediaError('The recording is silent: there is nothing to transcribe.');
    // pocketsphinx's model hears almost nothing of telephone-band speech unless it is widened first; a transcription
    // service takes the recording as it is.
    if (!settings.TRANSCRIBE_BASE_URL) {
      const widened = await widenTelephoneBandIn(wav);
      if (widened > 0) deps.log.info({ hearingId, seconds: widened }, 'Widened telephone-band speech');
    }

    const sessions = await sessionsInForce(
      db,
      hearing.jurisdictionId,
      hearing.startsAt.toISOString().slice(0, 10),
      hearing.sessionId,
    );
    const indexes = await billIndexes(db, hearing.jurisdictionId, sessions);
    let segments: TimedSegment[];
    let heard: SpottedMention[] = [];
    let earlyActions = 0;
    let earlyAlerts = 0;
    if (settings.TRANSCRIBE_BASE_URL) {
      await run.progress(0, total, `Transcribing ${total} s with ${provider}`);
      segments = await transcribeWithOpenAi(
        wav,
        durationMs,
        {
          baseUrl: settings.TRANSCRIBE_BASE_URL,
          apiKey: settings.TRANSCRIBE_API_KEY,
          model: settings.TRANSCRIBE_MODEL,
          chunkSeconds: settings.TRANSCRIBE_CHUNK_SECONDS,
          overlapSeconds: settings.TRANSCRIBE_OVERLAP_SECONDS,
        },
        {
          workDir: dir,
          signal: run.signal,
          onChunk: (done, chunks) =>
            run.progress(
              done === chunks ? total : Math.min(total, done * settings.TRANSCRIBE_CHUNK_SECONDS),
              total,
              `Transcribed part ${done} of ${chunks}`,
            ),
        },
      );
    } else {
      // What an earlier attempt of this job finished (its worker died): the keyword pass and the chunks it kept.
      const parts = await transcriptionParts(db, hearingId);
      const keptKeywords = parts.find((part) => part.part === 'keywords');
      const kept: DecodedChunk[] = parts
        .filter((part) => part.part === 'chunk')
        .map((part) => ({
          from: part.fromMs / 1000,
          to: part.toMs / 1000,
          utterances: part.result as DecodedChunk['utterances'],
        }));
      if (keptKeywords) {
        // Its live actions and alerts were recorded when it was heard (their keys hold them once): not again.
        heard = keptKeywords.result as SpottedMention[];
      } else {
        // The keyword pass first (about 19x real time): the bills it hears are live actions and alerts at once,
        // minutes before the whole transcript is read. The transcript pass later adds its own mentions and words.
        await run.progress(0, total, 'Listening for bill numbers');
        heard = await spotBillMentions(wav, { stateCode: hearing.jurisdictionId, signal: run.signal, concurrency });
        const early = withHeardMentions([], heard, [], indexes);
        await db.transaction(async (tx) => {
          earlyActions = (await insertMentions(tx, hearingId, early)).length;
          earlyAlerts = await recordMentionEvents(tx, hearing, early);
          await saveTranscriptionPart(tx, hearingId, { part: 'keywords', fromMs: 0, toMs: durationMs, result: heard });
        });
        await run.progress(
          0,
          total,
          `Heard ${early.length} bill mention${early.length === 1 ? '' : 's'} (${earlyAlerts} bills alerted); transcribing ${total} s`,
        );
      }
      const keptSeconds = Math.round(kept.reduce((sum, chunk) => sum + chunk.to - chunk.from, 0));
      if (keptKeywords || kept.length > 0) {
        await run.progress(
          Math.min(total, keptSeconds),
          total,
          `Resuming: ${keptSeconds} of ${total} s already transcribed by an earlier attempt`,
        );
      }
      segments = await transcribeChunks(wav, durationMs, {
        signal: run.signal,
        concurrency,
        chunkSeconds: settings.TRANSCRIBE_LOCAL_CHUNK_SECONDS,
        kept,
        onChunk: async (secondsDone, chunk) => {
          await saveTranscriptionPart(db, hearingId, {
            part: 'chunk',
            fromMs: Math.round(chunk.from * 1000),
            toMs: Math.round(chunk.to * 1000),
            result: chunk.utterances,
          });
          await run.progress(
            Math.min(total, Math.round(secondsDone)),
            total,
            `Transcribed ${Math.round(secondsDone)} of ${total} s`,
          );
        },
      });
      // Bill nouns the keyword pass missed, found again where the transcript heard something like one.
      await run.progress(
        total,
        total,
        'Second listen for bill numbers, where the transcript heard something like a bill noun',
      );
      const reread = await rereadBillNouns(wav, segments, heard, {
        stateCode: hearing.jurisdictionId,
        signal: run.signal,
        concurrency,
      });
      heard = [...heard, ...reread];
    }
    const mentions = withHeardMentions(
      liveActionsOf(hearing.jurisdictionId, segments, indexes),
      heard,
      segments,
      indexes,
    );
    await run.progress(total, total, 'Saving the transcript and live actions');
    const outcome = await db.transaction(async (tx) => {
      await replaceSegments(tx, hearingId, segments);
      // The keyword pass's early rows gain the transcript's words around them; new mentions are added.
      const added = await insertMentions(tx, hearingId, mentions, { refreshWords: true });
      // Every bill named gets its alert once per hearing (the event's key), even on a re-run after a crash.
      const alerts = await recordMentionEvents(tx, hearing, mentions);
      await setTranscriptStatus(tx, hearingId, 'done', {
        message: null,
        provider,
        durationMs,
        transcribedAt: new Date(),
      });
      return { liveActions: earlyActions + added.length, alerts: earlyAlerts + alerts };
    });
    return { segments: segments.length, ...outcome, durationMs, provider };
  } catch (error) {
    if (error instanceof TranscriberUnavailableError) {
      deps.log.warn({ hearingId }, error.message);
      await setTranscriptStatus(db, hearingId, 'unavailable', { message: error.message });
    } else if (error instanceof MediaError) {
      await setTranscriptStatus(db, hearingId, 'failed', { message: error.message });
    } else if (!run.signal?.aborted) {
      await setTranscriptStatus(db, hearingId, 'queued', {
        message: `Transcription failed and will be tried again: ${(error as Error).message}`,
      });
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
