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

type Word = { word: string; startMs: number; endMs: number; confidence: number };

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

/** Transcribes a 16 kHz mono WAV and spots the state's bill mentions in it. */
export async function transcribeWithPocketsphinx(
  wav: string,
  options: { stateCode: string; signal?: AbortSignal; onStep?: (step: string) => Promise<void> },
): Promise<PocketsphinxResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-sphinx-'));
  try {
    await options.onStep?.('Transcribing the recording');
    const utterances = parseTimedOutput(await pocketsphinx(['-infile', wav, '-time', 'yes'], options.signal));
    await options.onStep?.('Listening for bill numbers');
    const phrases = keyphrasesOf(options.stateCode);
    const keyFile = path.join(dir, 'bills.kws');
    await writeFile(
      keyFile,
      [...phrases.keys()].map((phrase) => `${phrase} /1e-${10 + 5 * phrase.split(' ').length}/`).join('\n'),
    );
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
    const spotted: SpottedMention[] = [];
    for (const [index, hit] of hits.entries()) {
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
      if (number && billType) {
        spotted.push({ billType, number, spokenAs: `${hit.phrase} ${number}`, startMs: Math.round(hit.startMs) });
      }
    }
    return { segments: segmentsOf(utterances), spotted };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
