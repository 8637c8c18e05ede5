import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TimedSegment } from './live-actions';
import { toWav16k } from './media';

// Any OpenAI-compatible speech-to-text endpoint (faster-whisper server, whisper.cpp server, hosted Whisper), used
// instead of pocketsphinx when TRANSCRIBE_BASE_URL is set (decision 069). Long media goes in chunks that overlap by a
// few seconds; each chunk's segments are shifted to the media's clock and the overlap is split down the middle, so
// a sentence cut by one chunk's edge is taken whole from the other.

export type OpenAiTranscriberSettings = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  chunkSeconds: number;
  overlapSeconds: number;
  timeoutMs?: number;
};

type VerboseSegment = { start: number; end: number; text: string; avg_logprob?: number; speaker?: string };

/** {base}/v1/audio/transcriptions, or {base}/audio/transcriptions when the base already ends in a version. */
export function transcriptionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/v\d+[a-z]*$/.test(base) ? `${base}/audio/transcriptions` : `${base}/v1/audio/transcriptions`;
  return url.toString();
}

/** Chunk starts (seconds) covering `durationSeconds`, each `chunk` long, overlapping by `overlap`. */
export function chunkStarts(durationSeconds: number, chunk: number, overlap: number): number[] {
  const step = Math.max(chunk - overlap, 1);
  const starts = [0];
  while ((starts[starts.length - 1] ?? 0) + chunk < durationSeconds)
    starts.push((starts[starts.length - 1] ?? 0) + step);
  return starts;
}

/**
 * Joins chunks' segments: chunk i keeps the segments whose middle falls in its share of the timeline, which ends
 * half way through its overlap with chunk i+1.
 */
export function stitchChunks(
  chunks: { startSeconds: number; segments: VerboseSegment[] }[],
  overlapSeconds: number,
): TimedSegment[] {
  const result: TimedSegment[] = [];
  chunks.forEach((chunk, index) => {
    const from = index === 0 ? Number.NEGATIVE_INFINITY : chunk.startSeconds + overlapSeconds / 2;
    const next = chunks[index + 1];
    const to = next ? next.startSeconds + overlapSeconds / 2 : Number.POSITIVE_INFINITY;
    for (const segment of chunk.segments) {
      const start = chunk.startSeconds + segment.start;
      const end = chunk.startSeconds + segment.end;
      const middle = (start + end) / 2;
      const text = segment.text.trim();
      if (middle < from || middle >= to || text === '') continue;
      result.push({
        position: result.length,
        startMs: Math.round(start * 1000),
        endMs: Math.round(end * 1000),
        text,
        speaker: segment.speaker ?? null,
        confidence: typeof segment.avg_logprob === 'number' ? Math.exp(segment.avg_logprob) : null,
      });
    }
  });
  return result;
}

export async function transcribeWithOpenAi(
  wav: string,
  durationMs: number,
  settings: OpenAiTranscriberSettings,
  options: { workDir: string; signal?: AbortSignal; onChunk?: (done: number, total: number) => Promise<void> },
): Promise<TimedSegment[]> {
  const starts = chunkStarts(durationMs / 1000, settings.chunkSeconds, settings.overlapSeconds);
  const chunks: { startSeconds: number; segments: VerboseSegment[] }[] = [];
  for (const [index, startSeconds] of starts.entries()) {
    const file = path.join(options.workDir, `chunk-${index}.wav`);
    await toWav16k(wav, file, { fromSeconds: startSeconds, seconds: settings.chunkSeconds, signal: options.signal });
    const form = new FormData();
    form.append('file', new Blob([await readFile(file)], { type: 'audio/wav' }), `chunk-${index}.wav`);
    form.append('model', settings.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    await rm(file, { force: true });
    const signals = [AbortSignal.timeout(settings.timeoutMs ?? 300_000), ...(options.signal ? [options.signal] : [])];
    const response = await fetch(transcriptionsUrl(settings.baseUrl), {
      method: 'POST',
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: form,
      signal: AbortSignal.any(signals),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`The transcription service answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    const body = (await response.json()) as { segments?: VerboseSegment[]; text?: string };
    const segments =
      body.segments ??
      (body.text ? [{ start: 0, end: Math.min(settings.chunkSeconds, durationMs / 1000), text: body.text }] : []);
    chunks.push({ startSeconds, segments });
    await options.onChunk?.(index + 1, starts.length);
  }
  return stitchChunks(chunks, settings.overlapSeconds);
}
