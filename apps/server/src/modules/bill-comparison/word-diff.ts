// Word-level redline of two texts (decision 045). Myers' O(ND) diff, bounded: first over clauses (runs of words
// ending in . ; or :), then word by word inside each changed run of clauses. Bill texts arrive on one line, so a
// line diff cannot do the first pass; clauses keep the edit distance of the first pass about ten times smaller
// than a word diff would, and each word diff is small. A pass whose edit distance exceeds its bound gives up:
// the clauses stay deleted and inserted whole (or, for the first pass, the whole texts do, marked unaligned).

export type WordToken = { text: string; start: number; end: number; key: string };

export type DiffSpan = {
  op: 'equal' | 'insert' | 'delete';
  /** Character offsets in the left text (a point for an insertion). */
  leftStart: number;
  leftEnd: number;
  /** Character offsets in the right text (a point for a deletion). */
  rightStart: number;
  rightEnd: number;
  /** Words of the span. */
  words: number;
};

export type WordDiff = { spans: DiffSpan[]; aligned: boolean };

/** Most edits (inserted plus deleted clauses) the clause pass looks for before giving up. */
export const CLAUSE_EDIT_LIMIT = 3000;
/** Most edits (inserted plus deleted words) one word pass looks for before keeping the clauses whole. */
export const WORD_EDIT_LIMIT = 2000;

/** Words with the spacing after them; compared by the word alone, so spacing changes are not changes. */
export function tokenizeWords(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], start, end: start + match[0].length, key: match[0] });
  }
  return tokens;
}

type Edit = { op: 'equal' | 'insert' | 'delete'; a: number; b: number };

/** Myers' shortest edit script of a -> b as one edit per element, or null when it needs more than maxD edits. */
export function myersDiff(a: readonly string[], b: readonly string[], maxD: number): Edit[] | null {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail += 1;
  const aMid = a.slice(head, a.length - tail);
  const bMid = b.slice(head, b.length - tail);
  const middle = myersCore(aMid, bMid, maxD);
  if (!middle) return null;
  const edits: Edit[] = [];
  for (let i = 0; i < head; i += 1) edits.push({ op: 'equal', a: i, b: i });
  for (const edit of middle) edits.push({ op: edit.op, a: edit.a + head, b: edit.b + head });
  for (let i = 0; i < tail; i += 1) edits.push({ op: 'equal', a: a.length - tail + i, b: b.length - tail + i });
  return edits;
}

function myersCore(a: readonly string[], b: readonly string[], maxD: number): Edit[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0 && m === 0) return [];
  const max = Math.min(n + m, maxD);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] holds V after step d for k in [-d, d] (index k + d): O(D²) memory, bounded by maxD.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0))
          ? (v[offset + k + 1] ?? 0)
          : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        return backtrack(trace, n, m);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return null;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const previous = trace[d - 1] as Int32Array;
    const at = (k: number) => previous[k + d - 1] ?? 0;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      edits.push({ op: 'equal', a: x, b: y });
    }
    if (prevK === k + 1) {
      y -= 1;
      edits.push({ op: 'insert', a: x, b: y });
    } else {
      x -= 1;
      edits.push({ op: 'delete', a: x, b: y });
    }
  }
  while (x > 0 && y > 0) {
    x -= 1;
    y -= 1;
    edits.push({ op: 'equal', a: x, b: y });
  }
  return edits.reverse();
}

/** Token index ranges of the clauses: runs of words ending with . ; or : (or the end). */
function clauses(tokens: readonly WordToken[]): { start: number; end: number; key: string }[] {
  const result: { start: number; end: number; key: string }[] = [];
  let start = 0;
  tokens.forEach((token, index) => {
    if (/[.;:]$/.test(token.key) || index === tokens.length - 1) {
      const end = index + 1;
      result.push({
        start,
        end,
        key: tokens
          .slice(start, end)
          .map((item) => item.key)
          .join(' '),
      });
      start = end;
    }
  });
  return result;
}

type TokenEdit = { op: 'equal' | 'insert' | 'delete'; a: number; b: number };

/** The word-level redline of left -> right, as spans with character offsets in both texts. */
export function diffWords(left: string, right: string): WordDiff {
  const a = tokenizeWords(left);
  const b = tokenizeWords(right);
  const aClauses = clauses(a);
  const bClauses = clauses(b);
  const clauseEdits = myersDiff(
    aClauses.map((clause) => clause.key),
    bClauses.map((clause) => clause.key),
    CLAUSE_EDIT_LIMIT,
  );
  const tokenEdits: TokenEdit[] = [];
  if (!clauseEdits) {
    for (let index = 0; index < a.length; index += 1) tokenEdits.push({ op: 'delete', a: index, b: 0 });
    for (let index = 0; index < b.length; index += 1) tokenEdits.push({ op: 'insert', a: a.length, b: index });
    return { spans: toSpans(tokenEdits, a, b, left, right), aligned: false };
  }
  let hunkA: number[] = [];
  let hunkB: number[] = [];
  const flush = () => {
    if (hunkA.length === 0 && hunkB.length === 0) return;
    const aTokens = hunkA.flatMap((index) => range(aClauses[index]));
    const bTokens = hunkB.flatMap((index) => range(bClauses[index]));
    const words = myersDiff(
      aTokens.map((index) => a[index]?.key ?? ''),
      bTokens.map((index) => b[index]?.key ?? ''),
      WORD_EDIT_LIMIT,
    );
    const aAt = (i: number) => aTokens[i] ?? (aTokens.length ? (aTokens[aTokens.length - 1] ?? 0) + 1 : 0);
    const bAt = (i: number) => bTokens[i] ?? (bTokens.length ? (bTokens[bTokens.length - 1] ?? 0) + 1 : 0);
    if (words) for (const edit of words) tokenEdits.push({ op: edit.op, a: aAt(edit.a), b: bAt(edit.b) });
    else {
      for (const index of aTokens) tokenEdits.push({ op: 'delete', a: index, b: bAt(0) });
      for (const index of bTokens) tokenEdits.push({ op: 'insert', a: aAt(aTokens.length), b: index });
    }
    hunkA = [];
    hunkB = [];
  };
  for (const edit of clauseEdits) {
    if (edit.op === 'delete') hunkA.push(edit.a);
    else if (edit.op === 'insert') hunkB.push(edit.b);
    else {
      flush();
      const aClause = aClauses[edit.a];
      const bClause = bClauses[edit.b];
      if (!aClause || !bClause) continue;
      for (let i = 0; i < aClause.end - aClause.start; i += 1)
        tokenEdits.push({ op: 'equal', a: aClause.start + i, b: bClause.start + i });
    }
  }
  flush();
  return { spans: toSpans(tokenEdits, a, b, left, right), aligned: true };
}

function range(clause: { start: number; end: number } | undefined): number[] {
  if (!clause) return [];
  return Array.from({ length: clause.end - clause.start }, (_, i) => clause.start + i);
}

/** Merges runs of one operation into spans; a span runs to the start of the next word of its side. */
function toSpans(
  edits: readonly TokenEdit[],
  a: readonly WordToken[],
  b: readonly WordToken[],
  left: string,
  right: string,
): DiffSpan[] {
  const aStart = (index: number) => a[index]?.start ?? left.length;
  const bStart = (index: number) => b[index]?.start ?? right.length;
  const spans: DiffSpan[] = [];
  for (const edit of edits) {
    const last = spans[spans.length - 1];
    const leftStart = aStart(edit.a);
    const rightStart = bStart(edit.b);
    const leftEnd = edit.op === 'insert' ? leftStart : aStart(edit.a + 1);
    const rightEnd = edit.op === 'delete' ? rightStart : bStart(edit.b + 1);
    if (last && last.op === edit.op) {
      last.leftEnd = Math.max(last.leftEnd, leftEnd);
      last.rightEnd = Math.max(last.rightEnd, rightEnd);
      last.words += 1;
    } else spans.push({ op: edit.op, leftStart, leftEnd, rightStart, rightEnd, words: 1 });
  }
  // The first span also carries any spacing before the first word.
  if (spans[0]) {
    spans[0].leftStart = 0;
    spans[0].rightStart = 0;
  }
  return spans;
}

/** The text a span shows in a redline: the right text for equal and inserted words, the left for deleted. */
export function spanText(span: DiffSpan, left: string, right: string): string {
  return span.op === 'delete' ? left.slice(span.leftStart, span.leftEnd) : right.slice(span.rightStart, span.rightEnd);
}
