import { mix32 } from './hash';
import { SIGNATURE_SIZE } from './minhash';

/**
 * Locality-sensitive hashing of MinHash signatures: the signature is cut into LSH_BANDS bands of LSH_ROWS
 * positions; two bills sharing all positions of any one band share that band's bucket and become candidates.
 * The chance that two texts of Jaccard similarity s become candidates is 1 - (1 - s^r)^b: with b = 32 bands of
 * r = 4 rows, 0.99 at s = 0.6, 0.87 at s = 0.5, 0.56 at s = 0.4, 0.23 at s = 0.3, 0.05 at s = 0.2 and 0.003 at
 * s = 0.1, so near-copies are found and unrelated bills (s below 0.1) are rarely read (decision 044).
 */
export const LSH_BANDS = 32;
export const LSH_ROWS = SIGNATURE_SIZE / LSH_BANDS;

/** The chance that two texts of Jaccard similarity `similarity` share at least one bucket. */
export const candidateProbability = (similarity: number, bands = LSH_BANDS, rows = LSH_ROWS): number =>
  1 - (1 - similarity ** rows) ** bands;

export type BandBucket = { band: number; bucket: bigint };

/**
 * The bucket of each band: a 64-bit hash of the band's positions (two independent 32-bit mixes), as a signed
 * bigint for PostgreSQL's bigint. The band number is mixed in, so equal values in different bands never collide.
 */
export function bandBuckets(signature: readonly number[], bands = LSH_BANDS): BandBucket[] {
  const rows = Math.floor(signature.length / bands);
  const out: BandBucket[] = [];
  for (let band = 0; band < bands; band += 1) {
    let high = mix32(band + 0x51ed270b);
    let low = mix32(band ^ 0x2545f491);
    for (let row = 0; row < rows; row += 1) {
      const value = signature[band * rows + row] ?? 0;
      high = mix32(high ^ mix32(value));
      low = mix32(Math.imul(low, 31) + value + 0x6a09e667);
    }
    out.push({ band, bucket: BigInt.asIntN(64, (BigInt(high) << 32n) | BigInt(low)) });
  }
  return out;
}
