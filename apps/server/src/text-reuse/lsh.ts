import { mix32 } from './hash';
import { SIGNATURE_SIZE } from './minhash';

/**
 * Locality-sensitive hashing of MinHash signatures: the signature is cut into LSH_BANDS bands of LSH_ROWS
 * positions (42 x 3 = 126 of the 128; the last two are used only for ranking); two bills sharing all positions of
 * any one band share that band's bucket and become candidates. The chance that two texts of Jaccard similarity s
 * become candidates is 1 - (1 - s^r)^b: with 42 bands of 3 rows, 0.996 at s = 0.5, 0.94 at s = 0.4, 0.69 at
 * s = 0.3, 0.29 at s = 0.2 and 0.04 at s = 0.1. On the sample's ground truth (same-as and companion bills) 42 x 3
 * found 0.984 of the pairs with 8 candidates a query, 32 x 4 0.970 with 2, 64 x 2 0.995 with 35 (and twice the
 * bucket rows); decision 044.
 */
export const LSH_BANDS = 42;
export const LSH_ROWS = Math.floor(SIGNATURE_SIZE / LSH_BANDS);

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
