import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechToolsMissing, spokenHearing } from './hearings.test-speech';
import { spotBillMentions } from './pocketsphinx';
import { highBandShare, widenTelephoneBand, widenTelephoneBandIn } from './telephone-band';

/** `seconds` of 16 kHz samples: a sine at each of `hertz`, each at a third of full scale. */
function tones(seconds: number, hertz: readonly number[]): Int16Array {
  const samples = new Int16Array(Math.round(seconds * 16_000));
  for (let at = 0; at < samples.length; at += 1) {
    samples[at] = Math.round(
      hertz.reduce((sum, tone) => sum + 10_000 * Math.sin((2 * Math.PI * tone * at) / 16_000), 0),
    );
  }
  return samples;
}

const bytesOf = (samples: Int16Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

describe('telephone-band widening', () => {
  it('tells speech with sound above 5 kHz from speech without it, and digital silence from both', () => {
    const narrow = tones(1, [300, 1_000, 3_300]);
    const wide = tones(1, [300, 1_000, 6_000]);
    expect(highBandShare(narrow, 0, narrow.length)).toBeLessThan(1e-6);
    expect(highBandShare(wide, 0, wide.length)).toBeGreaterThan(0.1);
    expect(highBandShare(new Int16Array(16_000), 0, 16_000)).toBe(1);
  });

  it('widens only the telephone-band seconds, mirroring them into the upper band', () => {
    const wide = tones(1, [500, 6_500]);
    const narrow = tones(1, [700, 2_000]);
    const both = new Int16Array(wide.length + narrow.length);
    both.set(wide);
    both.set(narrow, wide.length);
    const widened = widenTelephoneBand(bytesOf(both));
    expect(widened.seconds).toBe(1);
    const out = new Int16Array(widened.pcm.buffer, widened.pcm.byteOffset, widened.pcm.length / 2);
    // The wide-band second is as it came; in the other, odd samples are zero and even ones doubled.
    expect(Array.from(out.subarray(0, wide.length))).toEqual(Array.from(wide));
    for (let at = wide.length; at < out.length; at += 1) {
      expect(out[at]).toBe(at % 2 === 0 ? Math.max(-32_768, Math.min(32_767, 2 * (both[at] ?? 0))) : 0);
    }
    // Its upper band now holds the mirror image of the voice band: 700 Hz heard again at 7,300 Hz.
    expect(highBandShare(out, wide.length, out.length)).toBeGreaterThan(0.1);
  });
});

describe.skipIf(speechToolsMissing)('telephone-band speech', () => {
  // flite's `kal` voice speaks at 8 kHz, as a caller on a telephone line is heard: pocketsphinx reads "House Bill
  // 40" and nothing else from this recording as it is, and both bills once it is widened.
  it('reads the bill numbers of 8 kHz speech once it is widened', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statehouse-telephone-'));
    try {
      const text =
        'The committee now takes up House Bill 45, relating to schools. ' +
        'We will now take up Senate Bill 12. The author has asked that it be left pending.';
      const wav = await spokenHearing(dir, 'kal', text);
      const read = async () =>
        (await spotBillMentions(wav, { stateCode: 'TX', concurrency: 2 })).map(
          (mention) => `${mention.billType} ${mention.number}`,
        );
      expect(await read()).not.toEqual(['HB 45', 'SB 12']);
      expect(await widenTelephoneBandIn(wav)).toBeGreaterThan(8);
      expect(await read()).toEqual(['HB 45', 'SB 12']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
