import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { genericBillTypes, getBillTypes } from '@statehouse/shared/reference/bill-types';
import { readSpokenNumber } from '../../text-reuse/spoken-numbers';
import type { HeardMention, TimedSegment } from './live-actions';
import { run, toWav16k } from './media';

// The default, offline transcriber (decision 069): Debian's pocketsphinx 0.8+5prealpha with its en-us model, run
// as a program. Two passes over the 16 kHz WAV: the language model for the transcript (words with times and
// confidences), and keyword spotting for the state's bill nouns ("house bill", "senate joint resolution"), each hit
// followed by a number grammar over the seconds after it, which reads bill numbers far better than the language
// model does.

export const POCKETSPHINX = 'pocketsphinx_continuous';

export class TranscriberUnavailableError extends Error {}

/** A bill noun the keyword pass heard, with the number said after it (live-actions.ts resolves it to a bill). */
export type SpottedMention = HeardMention;

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

export async function pocketsphinx(args: string[], signal?: AbortSignal): Promise<string> {
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
export function keyphrasesOf(stateCode: string): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const type of [...getBillTypes(stateCode), ...genericBillTypes]) {
    const phrase = type.name.toLowerCase();
    if (/^[a-z ]+$/.test(phrase) && phrase.includes(' ') && !phrases.has(phrase)) phrases.set(phrase, type.id);
  }
  return phrases;
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

const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** The number words the grammar is built from (the synthetic hearings say numbers with the same words). */
export const numberWords = { ones: ONES, teens: TEENS, tens: TENS } as const;

/**
 * Common English words, none a number word or said like one ("for", "to", "won", "ate" are not here): what follows
 * a bill number is read as these, so it need not be forced into number words, and a keyword hit with no number after
 * it reads as these alone.
 */
const COMMON_WORDS =
  `the of a in is it you that he was on are as with his they i at be this have from or by not but what
all were we when your can said there use an each which she do how their if will up other about out many then them
these so some her would make like him into time has look more write go see way could people my than first been call
who its now find long down day did get come made may part over new after also back just only good our us well any
much before right through where most very even still own here should while off last might great old same another big
men away place thing years never under around home life head side week work year state public hearing question motion
vote report member members committee chair senator representative author hear testimony next take ready please
yes no thank floor amendment amended passage objection move second today county school water law let`
    .split(/\s+/)
    .filter((word, index, all) => word && all.indexOf(word) === index);

/**
 * A window around a bill noun as a finite-state grammar (pocketsphinx's FSG format: JSGF's `+` loops back to the
 * wrong state in 0.8+5prealpha): one of `billNouns`, then a number as bill numbers are said (1 to 9,999:
 * "one thousand two hundred thirty four", "twelve hundred thirty four", "twelve thirty four", "one oh five", "five")
 * followed by any common words; or the noun and common words alone, which is how a hit with no number after it reads.
 * With `leadWords`, common words may come before the noun, or make up the whole window: for a window that starts
 * before the noun, or that may hold none (see reread-bill-nouns.ts).
 */
export function numberGrammar(
  billNouns: readonly (readonly string[])[],
  options: { leadWords?: boolean } = {},
): string {
  const arcs: { from: number; to: number; weight: number; word?: string }[] = [];
  let states = 0;
  const state = () => states++;
  const arc = (from: number, to: number, weight: number, word?: string) => arcs.push({ from, to, weight, word });
  const start = state();
  const final = state();
  const number = state();
  const end = state();
  const garbage = state();
  // 1 to 99 ("five", "twelve", "thirty", "thirty four"), or 10 to 99 alone (the second half of pairs).
  const underHundred = (from: number, to: number, fromTen = false) => {
    const tens = state();
    for (const word of [...(fromTen ? [] : ONES), ...TEENS]) arc(from, to, 1, word);
    for (const word of TENS) arc(from, tens, 1, word);
    arc(tens, to, 1);
    for (const word of ONES) arc(tens, to, 1, word);
  };
  // Common words before the noun (they return to the start), or common words alone: no noun said.
  if (options.leadWords) {
    const lead = state();
    for (const entry of COMMON_WORDS) arc(start, lead, 1 / COMMON_WORDS.length, entry);
    arc(lead, start, 1);
    arc(start, garbage, 1);
  }
  // A bill noun, then a number, or common words alone (no number said: a false hit).
  for (const billNoun of billNouns) {
    let at = start;
    for (const word of billNoun) {
      const next = state();
      arc(at, next, 1, word);
      at = next;
    }
    arc(at, number, 1);
    arc(at, garbage, 1);
  }
  // Cardinals and pairs under a hundred, or as the first half of pairs and of "twelve hundred".
  underHundred(number, end);
  const pair = state();
  underHundred(number, pair);
  underHundred(pair, end, true);
  const oh = state();
  arc(pair, oh, 1, 'oh');
  for (const word of ONES) arc(oh, end, 1, word);
  // "<n> hundred [and] [<under a hundred>]"
  const hundred = state();
  const afterHundred = state();
  const rest = state();
  arc(pair, afterHundred, 1, 'hundred');
  arc(afterHundred, end, 1);
  arc(afterHundred, rest, 1);
  arc(afterHundred, rest, 1, 'and');
  underHundred(rest, end);
  // "<d> thousand [<d> hundred] [and] [<under a hundred>]"
  const thousand = state();
  const afterThousand = state();
  for (const word of ONES) arc(number, thousand, 1, word);
  arc(thousand, afterThousand, 1, 'thousand');
  arc(afterThousand, end, 1);
  arc(afterThousand, rest, 1);
  arc(afterThousand, rest, 1, 'and');
  for (const word of ONES) arc(afterThousand, hundred, 1, word);
  arc(hundred, afterHundred, 1, 'hundred');
  // After the number: the end, or common words until the end.
  arc(end, final, 1);
  arc(end, garbage, 1);
  const word = state();
  for (const entry of COMMON_WORDS) arc(garbage, word, 1, entry);
  arc(word, garbage, 1);
  arc(word, final, 1);
  // Each state's way out are its arcs' shares of their weights (a word among many is less likely than one of few).
  const total = new Map<number, number>();
  for (const entry of arcs) total.set(entry.from, (total.get(entry.from) ?? 0) + entry.weight);
  const lines = arcs.map(
    (entry) =>
      `TRANSITION ${entry.from} ${entry.to} ${(entry.weight / (total.get(entry.from) ?? 1)).toPrecision(4)}${entry.word ? ` ${entry.word}` : ''}`,
  );
  return [
    'FSG_BEGIN number',
    `NUM_STATES ${states}`,
    `START_STATE ${start}`,
    `FINAL_STATE ${final}`,
    ...lines,
    'FSG_END',
    '',
  ].join('\n');
}

/** What the number grammar reads after a keyword hit: from just before the bill noun to this long after it. */
const NUMBER_WINDOW_SECONDS = 3;
const WINDOW_LEAD_SECONDS = 0.1;
/** Silence after each window: a grammar search ends only at a word's end, and one cut inside a word reads nothing. */
const WINDOW_PAD_SECONDS = 0.5;

const numberStarts = new Set([...ONES, ...TEENS, ...TENS]);

/**
 * The bill noun and the number read right after it in the grammar's output (`-time yes`), as a mention of the type
 * `phrases` gives that noun, at the second (in the window) the noun starts; null when no noun was read or common
 * words followed it. The longest noun wins where several start at one word ("house joint resolution" over "house").
 */
export function mentionAfterBillNoun(output: string, phrases: ReadonlyMap<string, string>): SpottedMention | null {
  const words: { word: string; startMs: number }[] = [];
  for (const line of output.split('\n')) {
    const match = wordLine.exec(line.trim());
    if (!match) continue;
    const word = (match[1] ?? '').replace(/\(\d+\)$/, '');
    if (fillers.has(word) || word.startsWith('[')) continue;
    words.push({ word, startMs: Math.round(Number(match[2]) * 1000) });
  }
  const nouns = [...phrases.keys()].map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
  for (let at = 0; at < words.length; at += 1) {
    const noun = nouns.find((parts) => parts.every((part, index) => words[at + index]?.word === part));
    if (!noun) continue;
    const after = words.slice(at + noun.length).map((entry) => entry.word);
    if (!numberStarts.has(after[0] ?? '')) return null;
    const read = readSpokenNumber(after);
    if (!read || read.digits === '' || Number(read.digits) === 0) return null;
    const phrase = noun.join(' ');
    const number = String(Number(read.digits));
    return {
      billType: phrases.get(phrase) as string,
      number,
      spokenAs: `${phrase} ${number}`,
      startMs: words[at]?.startMs ?? 0,
    };
  }
  return null;
}

type Hit = { phrase: string; startMs: number; endMs: number };

/**
 * One mention per bill noun: hits that overlap are one noun heard as several ("house bill" inside "house joint
 * resolution", or the same phrase twice), of which the longest phrase with a number read wins, then the later one.
 */
export function oneMentionPerNoun<M>(read: readonly { hit: Hit; mention: M | null }[]): M[] {
  const kept: M[] = [];
  const sorted = [...read].sort((a, b) => a.hit.startMs - b.hit.startMs);
  let group: typeof sorted = [];
  const flush = () => {
    const best = group
      .filter((entry) => entry.mention !== null)
      .sort((a, b) => b.hit.phrase.split(' ').length - a.hit.phrase.split(' ').length || b.hit.endMs - a.hit.endMs)[0];
    if (best?.mention) kept.push(best.mention);
    group = [];
  };
  for (const entry of sorted) {
    if (group.length > 0 && entry.hit.startMs >= Math.max(...group.map((other) => other.hit.endMs))) flush();
    group.push(entry);
  }
  flush();
  return kept;
}

/**
 * The keyword pass alone (about 20x real time): the state's bill nouns, each read again with the seconds after it by a
 * grammar of the noun, a number and common words (those reads `concurrency` at once). It runs before the transcript
 * so a hearing's alerts go out in seconds, not minutes.
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
    const hits: Hit[] = [];
    for (const line of (await pocketsphinx(['-infile', wav, '-kws', keyFile, '-time', 'yes'], options.signal)).split(
      '\n',
    )) {
      const match = /^([a-z ]+?)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+[\d.]+$/.exec(line.trim());
      if (match?.[1] && phrases.has(match[1])) {
        hits.push({ phrase: match[1], startMs: Number(match[2]) * 1000, endMs: Number(match[3]) * 1000 });
      }
    }
    // A hit's window may hold any noun of its chamber: the keyword pass often hears "house bill" where "house joint
    // resolution" was said, and the grammar tells them apart.
    const grammars = new Map<string, { file: string; nouns: Map<string, string> }>();
    for (const [index, phrase] of [...new Set(hits.map((hit) => hit.phrase))].entries()) {
      const chamber = phrase.split(' ')[0];
      const nouns = new Map([...phrases].filter(([other]) => other.split(' ')[0] === chamber));
      const file = path.join(dir, `noun-${index}.fsg`);
      await writeFile(file, numberGrammar([...nouns.keys()].map((noun) => noun.split(' '))));
      grammars.set(phrase, { file, nouns });
    }
    const pcm = hits.length > 0 ? samplesOf(await readFile(wav)) : Buffer.alloc(0);
    const read = await mapLimit(hits, options.concurrency ?? 1, async (hit, index) => {
      const window = path.join(dir, `hit-${index}.wav`);
      const from = Math.max(0, hit.startMs / 1000 - WINDOW_LEAD_SECONDS);
      await writeFile(
        window,
        windowOf(pcm, from, (hit.endMs - hit.startMs) / 1000 + NUMBER_WINDOW_SECONDS, WINDOW_PAD_SECONDS),
      );
      const output = await pocketsphinx(
        ['-infile', window, '-fsg', grammars.get(hit.phrase)?.file as string, '-time', 'yes'],
        options.signal,
      );
      await rm(window, { force: true });
      const read = mentionAfterBillNoun(output, grammars.get(hit.phrase)?.nouns ?? new Map());
      // At the hit's own second: the keyword pass placed the noun.
      return { hit, mention: read && { ...read, startMs: Math.round(hit.startMs) } };
    });
    return oneMentionPerNoun(read);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The samples of a 16 kHz mono 16-bit WAV (what `toWav16k` writes): its `data` chunk. */
export function samplesOf(wav: Buffer): Buffer {
  let at = 12;
  while (at + 8 <= wav.length) {
    const size = wav.readUInt32LE(at + 4);
    if (wav.toString('ascii', at, at + 4) === 'data') return wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  throw new Error('The WAV file has no data chunk.');
}

/**
 * `seconds` of the samples from `fromSeconds` as a WAV file, with `padSeconds` of silence after them: a grammar
 * search ends only at the end of a word, and a window that stops inside one would read nothing without it.
 */
export function windowOf(pcm: Buffer, fromSeconds: number, seconds: number, padSeconds: number): Buffer {
  const from = Math.max(0, Math.round(fromSeconds * 16_000)) * 2;
  const to = Math.min(pcm.length, from + Math.round(seconds * 16_000) * 2);
  return wavOf(Buffer.concat([pcm.subarray(from, to), Buffer.alloc(Math.round(padSeconds * 16_000) * 2)]));
}

/** 16-bit 16 kHz mono samples as a WAV file (its 44-byte header, then the samples). */
export function wavOf(data: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
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
