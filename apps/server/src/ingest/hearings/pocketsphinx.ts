import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { genericBillTypes, getBillTypes } from '@statehouse/shared/reference/bill-types';
import { readSpokenNumber } from '../../text-reuse/spoken-numbers';
import type { TimedSegment } from './live-actions';
import { run, toWav16k } from './media';

// The default, offline transcriber (decision 069): Debian's pocketsphinx 0.8+5prealpha with its en-us model, run
// as a program. Two passes over the 16 kHz WAV: the language model for the transcript (words with times and
// confidences), and keyword spotting for the state's bill nouns ("house bill", "senate joint resolution"), each hit
// followed by a number grammar over the seconds after it, which reads bill numbers far better than the language
// model does.

export const POCKETSPHINX = 'pocketsphinx_continuous';

export class TranscriberUnavailableError extends Error {}

/** A bill noun the keyword pass heard, with the number said after it. */
export type SpottedMention = { billType: string; number: string; spokenAs: string; startMs: number };

export type Word = { word: string; startMs: number; endMs: number; confidence: number };

const fillers = new Set(['<s>', '</s>', '<sil>', '(NULL)', '[NOISE]', '[SPEECH]']);
const wordLine = /^(\S+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(-?[\d.]+(?:e-?\d+)?)$/;

/** Words of pocketsphinx's `-time yes` output, grouped into utterances (one per pause). */
export function parseTimedOutput(output: string): Word[][] {
  const utterances: Word[][] = [];
  let current: Word[] | null = null;
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const word = (match[1] ?? '').replace(/\(\d+\)$/, '');
    if (word === '<s>') {
      current = [];
      continue;
    }
    if (word === '</s>') {
      if (current && current.length > 0) utterances.push(current);
      current = null;
      continue;
    }
    if (fillers.has(word) || /^\+\+.*\+\+$/.test(word) || word.startsWith('[')) continue;
    current ??= [];
    current.push({
      word,
      startMs: Math.round(Number(match[2]) * 1000),
      endMs: Math.round(Number(match[3]) * 1000),
      confidence: Math.max(0, Math.min(1, Number(match[4]))),
    });
  }
  if (current && current.length > 0) utterances.push(current);
  return utterances;
}

/** Utterances as transcript lines, each word's offset kept so a mention lands on its second. */
export function segmentsOf(utterances: Word[][], firstPosition = 0): TimedSegment[] {
  return utterances.map((words, index) => {
    let text = '';
    const offsets: { offset: number; startMs: number }[] = [];
    for (const word of words) {
      if (text) text += ' ';
      offsets.push({ offset: text.length, startMs: word.startMs });
      text += word.word;
    }
    return {
      position: firstPosition + index,
      startMs: words[0]?.startMs ?? 0,
      endMs: words[words.length - 1]?.endMs ?? 0,
      text,
      speaker: null,
      confidence: words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(words.length, 1),
      words: offsets,
    };
  });
}

async function pocketsphinx(args: string[], signal?: AbortSignal): Promise<string> {
  try {
    return (await run(POCKETSPHINX, [...args, '-logfn', '/dev/null'], { signal })).stdout;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new TranscriberUnavailableError(
        'pocketsphinx is not installed on this server (Debian: apt-get install pocketsphinx pocketsphinx-en-us), ' +
          'so the recording waits to be transcribed. Set TRANSCRIBE_BASE_URL to use a transcription service instead.',
      );
    }
    throw error;
  }
}

/** The state's bill nouns as pocketsphinx keyphrases, with the type each names (longer phrases need a lower threshold). */
function keyphrasesOf(stateCode: string): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const type of [...getBillTypes(stateCode), ...genericBillTypes]) {
    const phrase = type.name.toLowerCase();
    if (/^[a-z ]+$/.test(phrase) && phrase.includes(' ') && !phrases.has(phrase)) phrases.set(phrase, type.id);
  }
  return phrases;
}

const NUMBER_GRAMMAR = `#JSGF V1.0;
grammar number;
public <number> = <word>+;
<word> = zero | oh | one | two | three | four | five | six | seven | eight | nine | ten | eleven | twelve | thirteen |
  fourteen | fifteen | sixteen | seventeen | eighteen | nineteen | twenty | thirty | forty | fifty | sixty | seventy |
  eighty | ninety | hundred | thousand | and;
`;
/** How much sound after a bill noun the number grammar reads: "one thousand two hundred thirty four" fits. */
const NUMBER_WINDOW_SECONDS = 2.6;

/**
 * Reads the number said right after a keyword hit: the grammar forces the window into number words, so only the
 * words before the first pause count (the speaker goes on to other words after it).
 */
export function numberFromGrammarOutput(output: string): string | null {
  const words: string[] = [];
  let heard = false;
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const word = (match[1] ?? '').replace(/\(\d+\)$/, '');
    if (word === '(NULL)' || word === '<s>' || word === '</s>') continue;
    if (word === '<sil>') {
      if (heard) break;
      continue;
    }
    if (!heard && (word === 'oh' || word === 'and')) continue;
    heard = true;
    words.push(word);
  }
  // The grammar forces what follows the number into number words when no pause is heard: a bill number is said in
  // at most four words ("one thousand two hundred five" excepted), and one of more than five digits is a misreading,
  // of which the first word is still the best guess.
  const read = readSpokenNumber(words.slice(0, 4));
  if (!read || read.digits === '' || Number(read.digits) === 0) return null;
  if (read.digits.length > 5) {
    const first = readSpokenNumber(words.slice(0, 1));
    return first && Number(first.digits) > 0 ? String(Number(first.digits)) : null;
  }
  return String(Number(read.digits));
}

export type PocketsphinxResult = { segments: TimedSegment[]; spotted: SpottedMention[] };

/** Runs `work` over `items` with at most `limit` at once, results in the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= items.length) return;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/**
 * The keyword pass alone (about 20x real time): the state's bill nouns, each followed by the number the grammar
 * reads in the seconds after it (those reads `concurrency` at once). It runs before the transcript so a hearing's alerts go out in seconds, not minutes.
 */
export async function spotBillMentions(
  wav: string,
  options: { stateCode: string; signal?: AbortSignal; concurrency?: number },
): Promise<SpottedMention[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-sphinx-'));
  try {
    const phrases = keyphrasesOf(options.stateCode);
    const keyFile = path.join(dir, 'bills.kws');
    await writeFile(
      keyFile,
      [...phrases.keys()].map((phrase) => `${phrase} /1e-${10 + 5 * phrase.split(' ').length}/`).join('\n'),
    );
    // One process over the whole recording: split into spans, one per core, it ran barely faster (23 s against
    // 27 s for 10 minutes on this machine) and missed a bill noun at a span's edge (bench/video.bench.ts).
    const hits: { phrase: string; startMs: number; endMs: number }[] = [];
    for (const line of (await pocketsphinx(['-infile', wav, '-kws', keyFile, '-time', 'yes'], options.signal)).split(
      '\n',
    )) {
      const match = /^([a-z ]+?)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+[\d.]+$/.exec(line.trim());
      if (match?.[1] && phrases.has(match[1])) {
        hits.push({ phrase: match[1], startMs: Number(match[2]) * 1000, endMs: Number(match[3]) * 1000 });
      }
    }
    const grammar = path.join(dir, 'number.gram');
    await writeFile(grammar, NUMBER_GRAMMAR);
    const read = await mapLimit(hits, options.concurrency ?? 1, async (hit, index) => {
      const window = path.join(dir, `hit-${index}.wav`);
      await toWav16k(wav, window, {
        fromSeconds: hit.endMs / 1000,
        seconds: NUMBER_WINDOW_SECONDS,
        signal: options.signal,
      });
      const number = numberFromGrammarOutput(
        await pocketsphinx(['-infile', window, '-jsgf', grammar, '-time', 'yes'], options.signal),
      );
      const billType = phrases.get(hit.phrase);
      return number && billType
        ? { billType, number, spokenAs: `${hit.phrase} ${number}`, startMs: Math.round(hit.startMs) }
        : null;
    });
    return read.filter((item): item is SpottedMention => item !== null);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where each chunk of the transcript pass starts and ends (seconds): chunks own back-to-back spans of the media. */
export function transcriptChunks(durationSeconds: number, chunkSeconds: number): { from: number; to: number }[] {
  const chunks: { from: number; to: number }[] = [];
  for (let from = 0; from < durationSeconds; from += chunkSeconds) {
    chunks.push({ from, to: Math.min(from + chunkSeconds, durationSeconds) });
  }
  return chunks.length > 0 ? chunks : [{ from: 0, to: durationSeconds }];
}

/** Seconds of sound each chunk also reads on either side, so a word cut by its edge is heard whole by one of them. */
export const CHUNK_MARGIN_SECONDS = 3;

/**
 * Joins the chunks' utterances on the media's clock: chunk i keeps the words whose middle falls in its own span (the
 * margins around it are heard for context only), so every word is kept once; an utterance cut by a chunk's edge
 * becomes two lines.
 */
export function stitchUtterances(
  chunks: { from: number; to: number; readFrom: number; utterances: Word[][] }[],
): Word[][] {
  const result: Word[][] = [];
  for (const chunk of chunks) {
    for (const utterance of chunk.utterances) {
      const kept = utterance
        .map((word) => ({
          ...word,
          startMs: word.startMs + Math.round(chunk.readFrom * 1000),
          endMs: word.endMs + Math.round(chunk.readFrom * 1000),
        }))
        .filter((word) => {
          const middle = (word.startMs + word.endMs) / 2000;
          return middle >= chunk.from && middle < chunk.to;
        });
      if (kept.length > 0) result.push(kept);
    }
  }
  return result.sort((a, b) => (a[0]?.startMs ?? 0) - (b[0]?.startMs ?? 0));
}

/** A finished chunk of the transcript pass: its span (seconds) and its own words on the media's clock. */
export type DecodedChunk = { from: number; to: number; utterances: Word[][] };

/**
 * The transcript pass: the media in chunks of `chunkSeconds` decoded `concurrency` at a time (one pocketsphinx per
 * core), each reporting the seconds of media it covered, so progress is a share of the recording. Chunks in `kept`
 * (finished by an earlier attempt, same span) are not decoded again; each newly finished chunk goes to `onChunk`
 * with its words, so the caller can keep it before the next one ends.
 */
export async function transcribeChunks(
  wav: string,
  durationMs: number,
  options: {
    signal?: AbortSignal;
    concurrency?: number;
    chunkSeconds?: number;
    kept?: readonly DecodedChunk[];
    onChunk?: (secondsDone: number, chunk: DecodedChunk) => Promise<void>;
  },
): Promise<TimedSegment[]> {
  const durationSeconds = durationMs / 1000;
  const chunks = transcriptChunks(durationSeconds, options.chunkSeconds ?? 60);
  // Spans compared in whole milliseconds, as they are stored.
  const spanOf = (chunk: { from: number; to: number }) =>
    `${Math.round(chunk.from * 1000)}-${Math.round(chunk.to * 1000)}`;
  const kept = new Map((options.kept ?? []).map((chunk) => [spanOf(chunk), chunk]));
  const todo = chunks.filter((chunk) => !kept.has(spanOf(chunk)));
  const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-sphinx-'));
  let secondsDone = chunks
    .filter((chunk) => kept.has(spanOf(chunk)))
    .reduce((sum, chunk) => sum + chunk.to - chunk.from, 0);
  try {
    const decoded = await mapLimit(todo, options.concurrency ?? 1, async (chunk, index) => {
      const readFrom = Math.max(0, chunk.from - CHUNK_MARGIN_SECONDS);
      const readTo = Math.min(durationSeconds, chunk.to + CHUNK_MARGIN_SECONDS);
      let file = wav;
      if (chunks.length > 1) {
        file = path.join(dir, `chunk-${index}.wav`);
        await toWav16k(wav, file, { fromSeconds: readFrom, seconds: readTo - readFrom, signal: options.signal });
      }
      const utterances = parseTimedOutput(await pocketsphinx(['-infile', file, '-time', 'yes'], options.signal));
      if (file !== wav) await rm(file, { force: true });
      // Only the chunk's own words, on the media's clock: what is kept is what the stitched transcript holds.
      const own: DecodedChunk = {
        ...chunk,
        utterances: stitchUtterances([{ ...chunk, readFrom: chunks.length > 1 ? readFrom : 0, utterances }]),
      };
      secondsDone += chunk.to - chunk.from;
      await options.onChunk?.(secondsDone, own);
      return own;
    });
    const planned = new Set(chunks.map(spanOf));
    const all = [...kept.values(), ...decoded].filter((chunk) => planned.has(spanOf(chunk)));
    return segmentsOf(stitchUtterances(all.map((chunk) => ({ ...chunk, readFrom: 0 }))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Transcribes a 16 kHz mono WAV and spots the state's bill mentions in it (both passes, one after the other). */
export async function transcribeWithPocketsphinx(
  wav: string,
  options: {
    stateCode: string;
    durationMs: number;
    signal?: AbortSignal;
    concurrency?: number;
    chunkSeconds?: number;
    onChunk?: (secondsDone: number, chunk: DecodedChunk) => Promise<void>;
  },
): Promise<PocketsphinxResult> {
  const spotted = await spotBillMentions(wav, options);
  const segments = await transcribeChunks(wav, options.durationMs, options);
  return { segments, spotted };
}
