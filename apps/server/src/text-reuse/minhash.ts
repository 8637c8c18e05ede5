import { fnv1a, mix32 } from './hash';
import { type Token, tokenize } from './tokens';

/**
 * MinHash signatures over word shingles. A bill's text becomes the set of its 5-word shingles (normalized words,
 * see tokens.ts); the signature keeps, for each of SIGNATURE_SIZE hash functions, the smallest hash of any shingle.
 * Two signatures agree at a position with probability equal to the Jaccard similarity of the two shingle sets, so
 * the share of equal positions estimates it (standard error about 0.04 at 128 positions for J = 0.5).
 */
export const SHINGLE_WORDS = 5;
export const SIGNATURE_SIZE = 128;

// The hash functions h_i(x) = mix32(x XOR seed_i): each a permutation of the 32-bit shingle hashes. (Linear
// permutations a_i * x + b_i are a little cheaper but estimated one real pair of TX bills 0.12 off.) Fixed forever:
// stored signatures must stay comparable with new ones (INDEX_VERSION in refresh-signatures.ts).
const seeds = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, index) => mix32(Math.imul(index + 1, 0x9e3779b9)));

/** The distinct shingle hashes of a token list; a text shorter than one shingle is one shingle of all its words. */
export function shingleHashes(tokens: readonly Token[], size = SHINGLE_WORDS): Set<number> {
  const hashes = new Set<number>();
  if (tokens.length === 0) return hashes;
  // Each word hashed once; a shingle's hash combines its words' hashes in order (no string is built).
  const words = new Uint32Array(tokens.length);
  const cache = new Map<string, number>();
  tokens.forEach((token, index) => {
    let hash = cache.get(token.word);
    if (hash === undefined) {
      hash = fnv1a(token.word);
      cache.set(token.word, hash);
    }
    words[index] = hash;
  });
  const width = Math.min(size, tokens.length);
  for (let index = 0; index + width <= tokens.length; index += 1) {
    let hash = 0x811c9dc5;
    for (let offset = 0; offset < width; offset += 1) hash = Math.imul(hash ^ (words[index + offset] ?? 0), 0x01000193);
    hashes.add(mix32(hash));
  }
  return hashes;
}

/** The signature of a set of shingle hashes, as signed 32-bit integers (PostgreSQL integer[]). */
export function minhashSignature(hashes: Iterable<number>): number[] {
  const minimum = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (const hash of hashes) {
    for (let index = 0; index < SIGNATURE_SIZE; index += 1) {
      const value = mix32(hash ^ (seeds[index] ?? 0));
      if (value < (minimum[index] ?? 0)) minimum[index] = value;
    }
  }
  return Array.from(minimum, (value) => value | 0);
}

export type TextSignature = { signature: number[]; shingleCount: number };

/** Tokenizes, shingles and signs a text. */
export function signText(text: string): TextSignature {
  const hashes = shingleHashes(tokenize(text));
  return { signature: minhashSignature(hashes), shingleCount: hashes.size };
}

/** The share of positions where two signatures agree: the estimated Jaccard similarity of their shingle sets. */
export function estimatedJaccard(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  if (length === 0) return 0;
  let equal = 0;
  for (let index = 0; index < length; index += 1) if (a[index] === b[index]) equal += 1;
  return equal / length;
}

/** The exact Jaccard similarity of two shingle sets (the exhaustive baseline and the tests' reference). */
export function exactJaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const hash of small) if (large.has(hash)) shared += 1;
  return shared / (a.size + b.size - shared);
}
