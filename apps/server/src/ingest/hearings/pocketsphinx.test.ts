import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechToolsMissing, spokenHearing } from './hearings.test-speech';
import {
  mapLimit,
  mentionAfterBillNoun,
  numberGrammar,
  oneMentionPerNoun,
  parseTimedOutput,
  samplesOf,
  segmentsOf,
  spotBillMentions,
  stitchUtterances,
  transcribeChunks,
  transcriptChunks,
  windowOf,
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

  it('reads the bill noun and the number said right after it, and none when common words alone won', () => {
    const output = `house bill twelve thirty four by the
house 0.100 0.420 1.000000
bill 0.430 0.600 1.000000
(NULL) 0.600 0.600 1.000000
twelve 0.610 0.900 1.000000
<sil> 0.900 0.950 1.000000
thirty 0.950 1.200 1.000000
four 1.210 1.400 1.000000
by 1.410 1.600 1.000000
the 1.610 1.700 1.000000`;
    const nouns = new Map([
      ['house bill', 'HB'],
      ['house joint resolution', 'HJR'],
      ['senate bill', 'SB'],
    ]);
    expect(mentionAfterBillNoun(output, nouns)).toEqual({
      billType: 'HB',
      number: '1234',
      spokenAs: 'house bill 1234',
      startMs: 100,
    });
    expect(
      mentionAfterBillNoun(
        'senate 0.0 0.3 1.0\nbill 0.3 0.5 1.0\nfive 0.5 0.8 1.0\nthousand 0.8 1.2 1.0\nsixty 1.2 1.5 1.0',
        nouns,
      ),
    ).toMatchObject({ billType: 'SB', number: '5060' });
    // Common words before the noun (a window that starts early), and the longest noun that fits.
    expect(
      mentionAfterBillNoun(
        'we 0.0 0.2 1.0\nhave 0.2 0.4 1.0\nhouse 0.5 0.8 1.0\njoint 0.8 1.1 1.0\nresolution 1.1 1.6 1.0\nnine 1.6 1.9 1.0',
        nouns,
      ),
    ).toEqual({ billType: 'HJR', number: '9', spokenAs: 'house joint resolution 9', startMs: 500 });
    expect(
      mentionAfterBillNoun('house 0.0 0.3 1.0\nbill 0.3 0.5 1.0\nis 0.5 0.6 1.0\nready 0.6 0.9 1.0', nouns),
    ).toBeNull();
    expect(mentionAfterBillNoun('is 0.5 0.6 1.0\nfive 0.6 0.9 1.0', nouns)).toBeNull();
    expect(mentionAfterBillNoun('', nouns)).toBeNull();
  });

  it('writes the window grammar as an FSG whose ways out of each state share one', () => {
    const fsg = numberGrammar([
      ['house', 'bill'],
      ['house', 'joint', 'resolution'],
    ]);
    const lines = fsg.trim().split('\n');
    expect(lines[0]).toBe('FSG_BEGIN number');
    expect(lines.at(-1)).toBe('FSG_END');
    const out = new Map<string, number>();
    for (const line of lines.filter((entry) => entry.startsWith('TRANSITION'))) {
      const [, from, , prob] = line.split(' ');
      out.set(from as string, (out.get(from as string) ?? 0) + Number(prob));
    }
    for (const total of out.values()) expect(total).toBeCloseTo(1, 2);
    // Each noun comes first, from the start; no number word is a common word (a number cannot hide in the words
    // after it).
    expect(lines.filter((line) => / house$/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => / house$/.test(line)).every((line) => line.startsWith('TRANSITION 0 '))).toBe(true);
    expect(fsg).not.toMatch(/ (for|to|won|ate)$/m);
    // With lead words, common words may come first and return to the start, which also reaches common words alone.
    const led = numberGrammar([['senate', 'bill']], { leadWords: true });
    expect(led).toMatch(/^TRANSITION 0 \d+ [\d.e-]+ the$/m);
    expect(numberGrammar([['senate', 'bill']])).not.toMatch(/^TRANSITION 0 \d+ [\d.e-]+ the$/m);
  });

  it('keeps one mention per bill noun heard: the longest phrase with a number, then the later hit', () => {
    const hit = (phrase: string, startMs: number, endMs: number) => ({ phrase, startMs, endMs });
    expect(
      oneMentionPerNoun([
        { hit: hit('house bill', 1000, 1600), mention: 'HB 8' },
        { hit: hit('house joint resolution', 1000, 2100), mention: 'HJR 7' },
        { hit: hit('senate bill', 5000, 5500), mention: null },
        { hit: hit('senate bill', 5200, 5700), mention: 'SB 12' },
        { hit: hit('senate bill', 9000, 9500), mention: null },
      ]),
    ).toEqual(['HJR 7', 'SB 12']);
  });

  it('cuts a window of a WAV with silence after it', () => {
    const pcm = Buffer.alloc(16_000 * 2 * 2, 1);
    const window = windowOf(pcm, 0.5, 1, 0.25);
    expect(window.toString('ascii', 0, 4)).toBe('RIFF');
    expect(samplesOf(window)).toHaveLength(1.25 * 16_000 * 2);
    expect(samplesOf(window).subarray(-2)).toEqual(Buffer.from([0, 0]));
    expect(samplesOf(window).subarray(0, 2)).toEqual(Buffer.from([1, 1]));
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

describe.skipIf(speechToolsMissing)('bill numbers read from speech', () => {
  // A regression check of the whole keyword pass, not a measure: the bench reads seeded sets of 60 and 80 sentences
  // (spoken-bills.labelled.ts), where about one number in eight is still misread (this voice reads "Senate Bill
  // twenty seven eighty four" as 2074, for one).
  it('reads the bill nouns and numbers of a flite hearing, said as digits and in pairs, followed by other words', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statehouse-spot-'));
    try {
      const text =
        'Good morning. Next we will hear House Bill 4321 by Representative Smith. ' +
        'The committee now takes up Senate Bill nineteen thirty, relating to schools. ' +
        'House Joint Resolution 15 is left pending. Thank you all for coming.';
      const wav = await spokenHearing(dir, 'slt', text);
      expect(samplesOf(readFileSync(wav)).length).toBeGreaterThan(0);
      const heard = await spotBillMentions(wav, { stateCode: 'TX', concurrency: 2 });
      expect(heard.map((mention) => `${mention.billType} ${mention.number}`)).toEqual(['HB 4321', 'SB 1930', 'HJR 15']);
      // Each at the second its bill noun was said, in order.
      expect(heard.map((mention) => mention.startMs)).toEqual(
        [...heard.map((mention) => mention.startMs)].sort((a, b) => a - b),
      );
      writeFileSync(path.join(dir, 'done'), '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
