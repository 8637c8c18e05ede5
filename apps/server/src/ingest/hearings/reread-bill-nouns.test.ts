import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechToolsMissing, spokenHearing } from './hearings.test-speech';
import type { TimedSegment } from './live-actions';
import { nounEndingWords, rereadBillNouns, timedWords } from './reread-bill-nouns';

describe('where the transcript may have heard a bill noun', () => {
  it('takes the words whose sounds hold the last five sounds of a noun, or all of a short one', () => {
    const dictionary = [
      'bill B IH L',
      'build B IH L D',
      'ability AH B IH L AH T IY',
      'will W IH L',
      'resolution R EH Z AH L UW SH AH N',
      'revolution R EH V AH L UW SH AH N',
      'revolution(2) R EH V OW L UW SH AH N',
      'solution S AH L UW SH AH N',
      'resolve R IH Z AA L V',
      'house HH AW S',
    ].join('\n');
    const words = nounEndingWords(dictionary, ['house bill', 'house joint resolution']);
    expect([...words].sort()).toEqual(['ability', 'bill', 'build', 'resolution', 'revolution', 'solution']);
  });

  it('lists each transcript word with the second it starts', () => {
    expect(
      timedWords([
        {
          position: 0,
          startMs: 1000,
          endMs: 2000,
          text: 'house bill nine',
          speaker: null,
          confidence: 1,
          words: [
            { offset: 0, startMs: 1000 },
            { offset: 6, startMs: 1300 },
            { offset: 11, startMs: 1600 },
          ],
        },
        { position: 1, startMs: 3000, endMs: 3500, text: 'no word times', speaker: null, confidence: 1 },
      ]),
    ).toEqual([
      { word: 'house', startMs: 1000 },
      { word: 'bill', startMs: 1300 },
      { word: 'nine', startMs: 1600 },
    ]);
  });
});

/** Seconds of speech flite makes of `text` (its WAV at 16 kHz). */
const spokenSeconds = (dir: string, text: string) => {
  const file = path.join(dir, 'part.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file]);
  return (statSync(file).size - 44) / 2 / 16_000;
};

describe.skipIf(speechToolsMissing)('the second listen', () => {
  it('reads a bill the keyword pass did not report, once, and nothing where "build" names no bill', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statehouse-reread-'));
    try {
      // Two sentences, one after the other; the transcript is made up so that it heard "build" where the noun was
      // said in the first and where "build" was said in the second (where each starts is measured from flite).
      const first = 'Next on the agenda is Senate Bill 135 by Representative Garcia.';
      const second = 'We will build two new schools in the county next year.';
      const nounAt = spokenSeconds(dir, 'Next on the agenda is');
      const secondAt = spokenSeconds(dir, first);
      const buildAt = secondAt + spokenSeconds(dir, 'We will');
      const wav = await spokenHearing(dir, 'slt', `${first} ${second}`);
      const line = (position: number, words: [string, number][]): TimedSegment => ({
        position,
        startMs: words[0]?.[1] ?? 0,
        endMs: (words.at(-1)?.[1] ?? 0) + 300,
        text: words.map(([word]) => word).join(' '),
        speaker: null,
        confidence: 0.5,
        words: words.map(([, startMs], index) => ({
          offset: words.slice(0, index).reduce((sum, [word]) => sum + word.length + 1, 0),
          startMs,
        })),
      });
      const segments = [
        line(0, [
          ['incentive', Math.round(nounAt * 1000)],
          ['build', Math.round(nounAt * 1000 + 450)],
        ]),
        line(1, [
          ['we', Math.round(secondAt * 1000)],
          ['build', Math.round(buildAt * 1000)],
        ]),
      ];
      const found = await rereadBillNouns(wav, segments, [], { stateCode: 'TX', concurrency: 2 });
      expect(found.map((mention) => `${mention.billType} ${mention.number}`)).toEqual(['SB 135']);
      // At the second "senate" was said, give or take the pause flite leaves after a phrase.
      expect(Math.abs((found[0]?.startMs ?? 0) - nounAt * 1000)).toBeLessThan(400);
      // Heard already by the keyword pass: not again.
      expect(await rereadBillNouns(wav, segments, found, { stateCode: 'TX', concurrency: 2 })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
