import { mix32 } from './hash';
import { type Token, tokenize } from './tokens';

/**
 * Local alignment of two bill texts over word tokens: the passages they share, with character offsets in both
 * texts and the words inside each passage that differ. Smith-Waterman over whole bills costs their word counts
 * multiplied (400 million cells for two 20,000-word bills); this is the seed-and-extend equivalent used by
 * BLAST-style aligners, with bounded cost:
 *
 * 1. Seeds: every 5-word sequence the two texts share exactly (a hash table of the right text's 5-grams;
 *    a 5-gram repeated more than MAX_OCCURRENCES times in a text, boilerplate, seeds nothing).
 * 2. Runs: seeds on one diagonal that overlap are one exact run, extended word by word while the texts agree.
 * 3. Chains: runs in order whose gaps (words skipped on either side, and the shift between their diagonals)
 *    are at most MAX_GAP words form one passage, as Smith-Waterman would join them: a gap costs less than the
 *    matches on both sides earn.
 * 4. The gaps inside a chain are aligned exactly (Needleman-Wunsch on at most MAX_GAP x MAX_GAP words), which
 *    marks each word matched or changed.
 *
 * Cost: linear in the two texts plus the seeds, and MAX_GAP^2 per gap.
 */
export const SEED_WORDS = 5;
export const MAX_GAP = 24;
export const MAX_OCCURRENCES = 8;

export type TextSpan = { start: number; end: number };

export type AlignedPassage = {
  left: TextSpan;
  right: TextSpan;
  /** Words aligned as equal. */
  matchedWords: number;
  leftWords: number;
  rightWords: number;
  /** Matched words less the words changed on either side (Smith-Waterman's score with +1, -1, -1). */
  score: number;
  /** Character ranges inside the passage whose words are not in the other text's passage. */
  leftChanged: TextSpan[];
  rightChanged: TextSpan[];
};

export type AlignOptions = {
  /** Passages with fewer matched words are left out (default 12: shorter shared runs are mostly boilerplate). */
  minWords?: number;
  maxPassages?: number;
};

type Run = { i0: number; i1: number; j0: number; j1: number };

function wordIds(left: readonly Token[], right: readonly Token[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(word, id);
    }
    return id;
  };
  return [Int32Array.from(left, (token) => idOf(token.word)), Int32Array.from(right, (token) => idOf(token.word))];
}

function gramHash(words: Int32Array, at: number): number {
  let hash = 0x811c9dc5;
  for (let offset = 0; offset < SEED_WORDS; offset += 1) hash = Math.imul(hash ^ (words[at + offset] ?? 0), 0x01000193);
  return mix32(hash);
}

function gramPositions(words: Int32Array): Map<number, number[]> {
  const positions = new Map<number, number[]>();
  for (let at = 0; at + SEED_WORDS <= words.length; at += 1) {
    const hash = gramHash(words, at);
    const list = positions.get(hash);
    if (list) list.push(at);
    else positions.set(hash, [at]);
  }
  return positions;
}

function sameGram(a: Int32Array, i: number, b: Int32Array, j: number): boolean {
  for (let offset = 0; offset < SEED_WORDS; offset += 1) if (a[i + offset] !== b[j + offset]) return false;
  return true;
}

/** Exact runs: overlapping seeds on one diagonal merged, then extended while the words agree. */
function exactRuns(a: Int32Array, b: Int32Array): Run[] {
  const leftGrams = gramPositions(a);
  const rightGrams = gramPositions(b);
  const byDiagonal = new Map<number, number[]>();
  for (let i = 0; i + SEED_WORDS <= a.length; i += 1) {
    const hash = gramHash(a, i);
    const hits = rightGrams.get(hash);
    if (!hits || hits.length > MAX_OCCURRENCES || (leftGrams.get(hash)?.length ?? 0) > MAX_OCCURRENCES) continue;
    for (const j of hits) {
      if (!sameGram(a, i, b, j)) continue;
      const list = byDiagonal.get(j - i);
      if (list) list.push(i);
      else byDiagonal.set(j - i, [i]);
    }
  }
  const runs: Run[] = [];
  for (const [diagonal, starts] of byDiagonal) {
    let run: Run | null = null;
    for (const i of starts) {
      if (run && i <= run.i1) {
        run.i1 = i + SEED_WORDS;
        run.j1 = run.i1 + diagonal;
        continue;
      }
      if (run) runs.push(run);
      run = { i0: i, i1: i + SEED_WORDS, j0: i + diagonal, j1: i + SEED_WORDS + diagonal };
    }
    if (run) runs.push(run);
  }
  for (const run of runs) {
    while (run.i0 > 0 && run.j0 > 0 && a[run.i0 - 1] === b[run.j0 - 1]) {
      run.i0 -= 1;
      run.j0 -= 1;
    }
    while (run.i1 < a.length && run.j1 < b.length && a[run.i1] === b[run.j1]) {
      run.i1 += 1;
      run.j1 += 1;
    }
  }
  return runs.sort((x, y) => x.i0 - y.i0 || x.j0 - y.j0);
}

/** Runs joined into chains, in left-text order; a run overlapping its chain's end is trimmed to follow it. */
function chainRuns(runs: Run[]): Run[][] {
  const chains: Run[][] = [];
  const open: Run[][] = [];
  for (const candidate of runs) {
    let best: Run[] | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    let trimmed: Run | null = null;
    for (let index = open.length - 1; index >= 0; index -= 1) {
      const chain = open[index] as Run[];
      const last = chain[chain.length - 1] as Run;
      if (candidate.i0 - last.i1 > MAX_GAP) {
        open.splice(index, 1);
        continue;
      }
      const shift = Math.max(0, last.i1 - candidate.i0, last.j1 - candidate.j0);
      const run = { i0: candidate.i0 + shift, i1: candidate.i1, j0: candidate.j0 + shift, j1: candidate.j1 };
      if (run.i0 >= run.i1 || run.j0 >= run.j1) {
        // Wholly inside what the chain already covers on one side: a repeat, not new text.
        if (
          candidate.i1 <= last.i1 &&
          candidate.j1 <= last.j1 &&
          Math.abs(candidate.j0 - candidate.i0 - (last.j0 - last.i0)) <= MAX_GAP
        ) {
          best = chain;
          bestCost = -1;
          trimmed = null;
        }
        continue;
      }
      const gapLeft = run.i0 - last.i1;
      const gapRight = run.j0 - last.j1;
      if (gapLeft > MAX_GAP || gapRight > MAX_GAP) continue;
      const cost = gapLeft + gapRight;
      if (cost < bestCost) {
        best = chain;
        bestCost = cost;
        trimmed = run;
      }
    }
    if (best) {
      if (trimmed) best.push(trimmed);
      continue;
    }
    const chain = [{ ...candidate }];
    chains.push(chain);
    open.push(chain);
  }
  return chains;
}

/** Needleman-Wunsch over two short word lists: which words of each are matched (true) or changed (false). */
function alignGap(a: Int32Array, b: Int32Array): [boolean[], boolean[]] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const score = new Int32Array(rows * cols);
  for (let i = 0; i < rows; i += 1) score[i * cols] = -i;
  for (let j = 0; j < cols; j += 1) score[j] = -j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const diagonal = (score[(i - 1) * cols + j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 1 : -1);
      const up = (score[(i - 1) * cols + j] ?? 0) - 1;
      const left = (score[i * cols + j - 1] ?? 0) - 1;
      score[i * cols + j] = Math.max(diagonal, up, left);
    }
  }
  const matchedA = new Array<boolean>(a.length).fill(false);
  const matchedB = new Array<boolean>(b.length).fill(false);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = score[i * cols + j] ?? 0;
    if (a[i - 1] === b[j - 1] && here === (score[(i - 1) * cols + j - 1] ?? 0) + 1) {
      matchedA[i - 1] = true;
      matchedB[j - 1] = true;
      i -= 1;
      j -= 1;
    } else if (here === (score[(i - 1) * cols + j - 1] ?? 0) - 1) {
      i -= 1;
      j -= 1;
    } else if (here === (score[(i - 1) * cols + j] ?? 0) - 1) i -= 1;
    else j -= 1;
  }
  return [matchedA, matchedB];
}

/** Character ranges of the unmatched words, adjacent words merged into one range. */
function changedSpans(tokens: readonly Token[], matched: readonly boolean[], from: number): TextSpan[] {
  const spans: TextSpan[] = [];
  matched.forEach((isMatched, offset) => {
    if (isMatched) return;
    const token = tokens[from + offset];
    if (!token) return;
    const last = spans[spans.length - 1];
    const previous = tokens[from + offset - 1];
    if (last && previous && last.end === previous.end && !matched[offset - 1]) last.end = token.end;
    else spans.push({ start: token.start, end: token.end });
  });
  return spans;
}

function passageOf(
  chain: Run[],
  a: Int32Array,
  b: Int32Array,
  left: readonly Token[],
  right: readonly Token[],
): AlignedPassage {
  const first = chain[0] as Run;
  const last = chain[chain.length - 1] as Run;
  const matchedLeft = new Array<boolean>(last.i1 - first.i0).fill(false);
  const matchedRight = new Array<boolean>(last.j1 - first.j0).fill(false);
  chain.forEach((run, index) => {
    for (let i = run.i0; i < run.i1; i += 1) matchedLeft[i - first.i0] = true;
    for (let j = run.j0; j < run.j1; j += 1) matchedRight[j - first.j0] = true;
    const next = chain[index + 1];
    if (!next) return;
    const [gapLeft, gapRight] = alignGap(a.subarray(run.i1, next.i0), b.subarray(run.j1, next.j0));
    gapLeft.forEach((isMatched, offset) => {
      matchedLeft[run.i1 + offset - first.i0] = isMatched;
    });
    gapRight.forEach((isMatched, offset) => {
      matchedRight[run.j1 + offset - first.j0] = isMatched;
    });
  });
  const matchedWords = matchedLeft.filter(Boolean).length;
  const leftWords = matchedLeft.length;
  const rightWords = matchedRight.length;
  return {
    left: { start: left[first.i0]?.start ?? 0, end: left[last.i1 - 1]?.end ?? 0 },
    right: { start: right[first.j0]?.start ?? 0, end: right[last.j1 - 1]?.end ?? 0 },
    matchedWords,
    leftWords,
    rightWords,
    score: matchedWords - (leftWords - matchedWords) - (rightWords - matchedRight.filter(Boolean).length),
    leftChanged: changedSpans(left, matchedLeft, first.i0),
    rightChanged: changedSpans(right, matchedRight, first.j0),
  };
}

/** The passages two texts share, in the left text's order. */
export function alignTexts(leftText: string, rightText: string, options: AlignOptions = {}): AlignedPassage[] {
  return alignTokens(tokenize(leftText), tokenize(rightText), options);
}

export function alignTokens(
  left: readonly Token[],
  right: readonly Token[],
  options: AlignOptions = {},
): AlignedPassage[] {
  const minWords = options.minWords ?? 12;
  const [a, b] = wordIds(left, right);
  const passages = chainRuns(exactRuns(a, b))
    .map((chain) => passageOf(chain, a, b, left, right))
    .filter((passage) => passage.matchedWords >= minWords)
    .sort((x, y) => y.score - x.score);
  // Best first, each stretch of either text used once: a phrase repeated elsewhere (an enacting clause, "is
  // amended to read as follows") does not pair with every copy of itself.
  const kept: AlignedPassage[] = [];
  const overlaps = (x: TextSpan, y: TextSpan) => x.start < y.end && y.start < x.end;
  for (const passage of passages) {
    if (options.maxPassages && kept.length >= options.maxPassages) break;
    if (kept.some((other) => overlaps(other.left, passage.left) || overlaps(other.right, passage.right))) continue;
    kept.push(passage);
  }
  return kept.sort((x, y) => x.left.start - y.left.start);
}

/** Words of `tokens` inside the passages (each word once): how much of a text the passages cover. */
export function coveredWords(tokens: readonly Token[], spans: readonly TextSpan[]): number {
  let covered = 0;
  for (const token of tokens)
    if (spans.some((span) => token.start >= span.start && token.end <= span.end)) covered += 1;
  return covered;
}
