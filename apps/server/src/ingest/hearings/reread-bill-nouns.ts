import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAME_MENTION_MS, type TimedSegment } from './live-actions';
import {
  keyphrasesOf,
  mapLimit,
  mentionAfterBillNoun,
  numberGrammar,
  pocketsphinx,
  type SpottedMention,
  samplesOf,
  windowOf,
} from './pocketsphinx';

// The second listen for bill numbers (decision 069): after the transcript pass, a word of the transcript that sounds
// like the end of a bill noun ("build", "bills", "ability" for "bill"; "revolution" for "resolution") where the
// keyword pass heard no noun is a noun it may have missed. The seconds around it are read again by the number
// grammar, which may also find common words alone there and then gives nothing. On the tuning sets it found 8 of the
// 13 nouns the keyword pass missed, each with its right number, and no wrong one.

/** The pronunciation dictionary of Debian's pocketsphinx-en-us model (CMUdict). */
export const PRONUNCIATIONS = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/** How much of a noun's last word a transcript word must contain to count: its last five sounds, or all of them. */
const ENDING_SOUNDS = 5;
/** The window read: from this long before the word (the chamber said before "bill") to this long after it. */
const LEAD_SECONDS = 1;
const AFTER_SECONDS = 3;
const PAD_SECONDS = 0.5;
/** A word this close to a noun the keyword pass read is that noun. */
const HEARD_MS = 2_500;

/** Each transcript word with the second it starts. */
export function timedWords(segments: readonly TimedSegment[]): { word: string; startMs: number }[] {
  const result: { word: string; startMs: number }[] = [];
  for (const segment of segments) {
    const offsets = segment.words ?? [];
    for (const [index, entry] of offsets.entries()) {
      const word = segment.text.slice(entry.offset, offsets[index + 1]?.offset ?? segment.text.length).trim();
      if (word) result.push({ word, startMs: entry.startMs });
    }
  }
  return result;
}

/** The words of `dictionary` (CMUdict lines: word, then its sounds) whose sounds hold the ending of a noun's last word. */
export function nounEndingWords(dictionary: string, nouns: Iterable<string>): Set<string> {
  const sounds = new Map<string, string>();
  for (const line of dictionary.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0) sounds.set(line.slice(0, space), ` ${line.slice(space + 1).trim()} `);
  }
  const endings = new Set<string>();
  for (const noun of nouns) {
    const last = sounds.get(noun.split(' ').at(-1) ?? '');
    if (last) endings.add(` ${last.trim().split(' ').slice(-ENDING_SOUNDS).join(' ')} `);
  }
  const result = new Set<string>();
  for (const [word, said] of sounds) {
    if ([...endings].some((ending) => said.includes(ending))) result.add(word.replace(/\(\d+\)$/, ''));
  }
  return result;
}

/**
 * Bill mentions the keyword pass did not read (`heard`), found again around transcript words that sound like the end
 * of one of the state's bill nouns. Each is read with every noun of the state, common words allowed before it.
 */
export async function rereadBillNouns(
  wav: string,
  segments: readonly TimedSegment[],
  heard: readonly SpottedMention[],
  options: { stateCode: string; signal?: AbortSignal; concurrency?: number },
): Promise<SpottedMention[]> {
  const phrases = keyphrasesOf(options.stateCode);
  const endings = nounEndingWords(await readFile(PRONUNCIATIONS, 'utf8'), phrases.keys());
  const candidates = timedWords(segments).filter(
    (entry) =>
      endings.has(entry.word) && !heard.some((mention) => Math.abs(mention.startMs - entry.startMs) < HEARD_MS),
  );
  if (candidates.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), 'statehouse-reread-'));
  try {
    const grammar = path.join(dir, 'nouns.fsg');
    await writeFile(
      grammar,
      numberGrammar(
        [...phrases.keys()].map((phrase) => phrase.split(' ')),
        { leadWords: true },
      ),
    );
    const pcm = samplesOf(await readFile(wav));
    const read = await mapLimit(candidates, options.concurrency ?? 1, async (candidate, index) => {
      const from = Math.max(0, candidate.startMs / 1000 - LEAD_SECONDS);
      const window = path.join(dir, `word-${index}.wav`);
      await writeFile(window, windowOf(pcm, from, candidate.startMs / 1000 - from + AFTER_SECONDS, PAD_SECONDS));
      const output = await pocketsphinx(['-infile', window, '-fsg', grammar, '-time', 'yes'], options.signal);
      await rm(window, { force: true });
      const found = mentionAfterBillNoun(output, phrases);
      // No later than the word that sounded like the noun's end: pocketsphinx's word times in a grammar search
      // sometimes run seconds past the window's own length.
      return found && { ...found, startMs: Math.min(Math.round(from * 1000 + found.startMs), candidate.startMs) };
    });
    const result: SpottedMention[] = [];
    for (const mention of read) {
      if (!mention) continue;
      const twin = [...heard, ...result].some(
        (other) =>
          other.billType === mention.billType &&
          other.number === mention.number &&
          Math.abs(other.startMs - mention.startMs) <= SAME_MENTION_MS,
      );
      if (!twin) result.push(mention);
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
