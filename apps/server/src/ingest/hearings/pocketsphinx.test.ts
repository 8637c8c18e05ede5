import { describe, expect, it } from 'vitest';
import {
  mapLimit,
  numberFromGrammarOutput,
  parseTimedOutput,
  segmentsOf,
  stitchUtterances,
  transcribeChunks,
  transcriptChunks,
} from './pocketsphinx';

// pocketsphinx_continuous -time yes output, as this machine's 0.8+5prealpha prints it.
const transcript = `good morning the committee will not take up a steal one
<s> 0.160 0.230 0.999200
good 0.240 0.430 0.186673
morning 0.440 0.890 0.940252
<sil> 0.900 1.030 0.725396
what(2) 1.240 1.610 0.498885
</s> 5.250 5.290 1.000000
<s> 6.000 6.100 1.000000
house 6.100 6.400 0.9
bill 6.400 6.700 0.8
</s> 6.700 6.800 1.0`;

describe('pocketsphinx output', () => {
  it('reads utterances of timed words, without fillers or pronunciation variants', () => {
    const utterances = parseTimedOutput(transcript);
    expect(utterances.map((words) => words.map((word) => word.word).join(' '))).toEqual([
      'good morning what',
      'house bill',
    ]);
    const [first, second] = segmentsOf(utterances);
    expect(first).toMatchObject({ position: 0, startMs: 240, endMs: 1610, text: 'good morning what' });
    expect(first?.words).toEqual([
      { offset: 0, startMs: 240 },
      { offset: 5, startMs: 440 },
      { offset: 13, startMs: 1240 },
    ]);
    expect(second).toMatchObject({ position: 1, startMs: 6100, text: 'house bill' });
  });

  it('reads the number said after a keyword up to the first pause', () => {
    const output = `one sixty ten
one(2) 0.000 0.340 1.000000
(NULL) 0.340 0.340 1.000000
<sil> 0.350 0.430 1.000000
sixty 0.440 0.830 1.000000`;
    expect(numberFromGrammarOutput(output)).toBe('1');
    expect(numberFromGrammarOutput('oh 0.000 0.020 1.0\nten 0.030 0.590 1.0')).toBe('10');
    expect(numberFromGrammarOutput('twelve 0.0 0.3 1.0\nthirty 0.3 0.6 1.0\nfour 0.6 0.8 1.0')).toBe('1234');
    // No pause heard: at most four words count, and more than five digits is a misreading whose first word is the
    // best guess.
    expect(
      numberFromGrammarOutput(
        'twelve 0.0 0.2 1.0\nthirty 0.2 0.4 1.0\nfour 0.4 0.6 1.0\nfifty 0.6 0.8 1.0\nsix 0.8 1.0 1.0',
      ),
    ).toBe('12');
    expect(numberFromGrammarOutput('<sil> 0.0 0.2 1.0')).toBeNull();
  });

  it('cuts the transcript pass into back-to-back chunks and keeps each word once when stitching them', () => {
    expect(transcriptChunks(130, 60)).toEqual([
      { from: 0, to: 60 },
      { from: 60, to: 120 },
      { from: 120, to: 130 },
    ]);
    expect(transcriptChunks(0.5, 60)).toEqual([{ from: 0, to: 0.5 }]);
    const word = (text: string, startMs: number) => ({ word: text, startMs, endMs: startMs + 400, confidence: 1 });
    // Chunk 0 owns 0-60 s and reads to 63 s; chunk 1 owns 60-120 s and reads from 57 s (its clock starts there).
    const stitched = stitchUtterances([
      {
        from: 0,
        to: 60,
        readFrom: 0,
        utterances: [[word('house', 59_000), word('bill', 59_500), word('one', 60_100)]],
      },
      { from: 60, to: 120, readFrom: 57, utterances: [[word('bill', 2_500), word('one', 3_100), word('next', 4_000)]] },
    ]);
    expect(stitched.map((words) => words.map((entry) => `${entry.word}@${entry.startMs}`))).toEqual([
      ['house@59000', 'bill@59500'],
      ['one@60100', 'next@61000'],
    ]);
  });

  it('decodes no chunk kept by an earlier attempt: all kept, the transcript is theirs, joined in order', async () => {
    const word = (text: string, startMs: number) => ({ word: text, startMs, endMs: startMs + 400, confidence: 1 });
    const progress: number[] = [];
    // No recording at that path: a chunk decoded instead of taken from `kept` would fail the test.
    const segments = await transcribeChunks('/nonexistent/recording.wav', 130_000, {
      chunkSeconds: 60,
      kept: [
        { from: 120, to: 130, utterances: [[word('adjourned', 121_000)]] },
        { from: 0, to: 60, utterances: [[word('house', 59_000), word('bill', 59_500)]] },
        { from: 60, to: 120, utterances: [[word('one', 60_100), word('next', 61_000)]] },
      ],
      onChunk: async (secondsDone) => {
        progress.push(secondsDone);
      },
    });
    expect(segments.map((segment) => `${segment.position}:${segment.startMs}:${segment.text}`)).toEqual([
      '0:59000:house bill',
      '1:60100:one next',
      '2:121000:adjourned',
    ]);
    expect(progress).toEqual([]);
  });

  it('runs work with a bounded number at once, results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([30, 10, 20, 5], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });
});
