import { readFile, writeFile } from 'node:fs/promises';
import { samplesOf, wavOf } from './pocketsphinx';

// Speech from a telephone line (a witness calling in, a room fed through a phone bridge) has nothing above 4 kHz, and
// pocketsphinx's en-us model, trained on 16 kHz speech, hears almost nothing in it: "Moving on, Senate Bill 63
// concerns water rights in the county" over a phone line decoded as "moving on what do you". Debian ships no 8 kHz
// model, so such stretches are widened instead: every odd sample set to zero (and the even ones doubled) mirrors the
// 0-4 kHz band into 4-8 kHz, the spectral folding of upsampling without a filter, and the same sentence then decodes
// as it does from the wide-band voice (decision 069).

/**
 * Seconds judged one by one, so a hearing that mixes room microphones and callers widens only the callers (half
 * seconds read the same on the spoken-bill tuning sets).
 */
const BLOCK_SECONDS = 1;
/**
 * Share of a second's energy above 5 kHz below which it is telephone band. Measured on the flite voices of the
 * spoken-bill tuning sets, a second at a time: 8 kHz speech and speech sent over a telephone line at most 2.1e-7,
 * wide-band speech at least 8.9e-6 (awb, the least bright voice; others from 6e-5). A cut at 4 kHz did not separate
 * them: the resampler's slope leaves sound just above 4 kHz.
 */
const TELEPHONE_HIGH_SHARE = 1e-6;

/** A 63-tap windowed-sinc high-pass at 5 kHz (at 16 kHz samples). */
const highPass: number[] = (() => {
  const taps = 63;
  const middle = (taps - 1) / 2;
  const cut = 5_000 / 8_000;
  const kernel = Array.from({ length: taps }, (_, index) => {
    const offset = index - middle;
    const lowPass = offset === 0 ? cut : Math.sin(Math.PI * cut * offset) / (Math.PI * offset);
    const hamming = 0.54 - 0.46 * Math.cos((2 * Math.PI * index) / (taps - 1));
    return -lowPass * hamming;
  });
  kernel[middle] = (kernel[middle] ?? 0) + 1;
  return kernel;
})();

/**
 * The share of the energy of `samples[from, to)` above 5 kHz (1 for digital silence: nothing to widen), from those
 * samples alone: the filter starts where it has a whole kernel of them, never reaching into the second before.
 */
export function highBandShare(samples: Int16Array, from: number, to: number): number {
  let all = 0;
  let high = 0;
  for (let at = from + highPass.length - 1; at < to; at += 1) {
    let filtered = 0;
    for (let tap = 0; tap < highPass.length; tap += 1) filtered += (highPass[tap] ?? 0) * (samples[at - tap] ?? 0);
    high += filtered * filtered;
    all += (samples[at] ?? 0) * (samples[at] ?? 0);
  }
  return all > 0 ? high / all : 1;
}

/** 16 kHz samples with their telephone-band stretches folded into the upper band; how many seconds were. */
export function widenTelephoneBand(pcm: Buffer): { pcm: Buffer; seconds: number } {
  const samples = new Int16Array(pcm.length >> 1);
  for (let index = 0; index < samples.length; index += 1) samples[index] = pcm.readInt16LE(index * 2);
  const block = Math.round(BLOCK_SECONDS * 16_000);
  // Every second judged on the samples as they came, before any is widened (a widened second would brighten the
  // start of the next one through the filter).
  const narrow: number[] = [];
  for (let from = 0; from < samples.length; from += block) {
    if (highBandShare(samples, from, Math.min(samples.length, from + block)) < TELEPHONE_HIGH_SHARE) narrow.push(from);
  }
  let widened = 0;
  for (const from of narrow) {
    const to = Math.min(samples.length, from + block);
    widened += to - from;
    for (let at = from; at < to; at += 1) {
      samples[at] = at % 2 === 0 ? Math.max(-32_768, Math.min(32_767, 2 * (samples[at] ?? 0))) : 0;
    }
  }
  const out = Buffer.alloc(samples.length * 2);
  for (let index = 0; index < samples.length; index += 1) out.writeInt16LE(samples[index] ?? 0, index * 2);
  return { pcm: out, seconds: widened / 16_000 };
}

/** Widens the telephone-band stretches of a 16 kHz mono WAV in place; the seconds widened. */
export async function widenTelephoneBandIn(wav: string): Promise<number> {
  const widened = widenTelephoneBand(samplesOf(await readFile(wav)));
  if (widened.seconds > 0) await writeFile(wav, wavOf(widened.pcm));
  return widened.seconds;
}
