import { getStateName } from '@statehouse/shared/reference/states';
import {
  type BillProvenance,
  type ComparedText,
  PASSAGE_TEXT_LIMIT,
  type PassageSide,
  type ProvenanceSection,
  type SectionSource,
  type SectionStatute,
  type SharedPassage,
  SIMILAR_BILLS_LIMIT,
  SIMILAR_PASSAGES_PER_MATCH,
  type SimilarBillsReply,
} from '@statehouse/shared/similar-bills/similar-bills.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AlignedPassage, alignTokens, type TextSpan } from '../../text-reuse/align';
import { bandBuckets } from '../../text-reuse/lsh';
import { SIGNATURE_SIZE, signText } from '../../text-reuse/minhash';
import { type BillText, readBillTexts } from '../../text-reuse/refresh-signatures';
import { splitSections } from '../../text-reuse/sections';
import { type Token, tokenize } from '../../text-reuse/tokens';
import {
  type BillFacts,
  selectBillFacts,
  selectBillSignature,
  selectCitations,
  selectRankedCandidates,
  selectRelations,
  selectStoredRelated,
} from './similar-bills.queries';

// Similar bills and text-reuse provenance (decision 044): candidates from the MinHash/LSH index, ranked by
// estimated Jaccard similarity, then aligned word by word to find the passages the bills share.

/** Candidates read from the index before ranking: bills sharing the most bands first. */
const CANDIDATE_POOL = 500;
/** Bills aligned section by section for provenance (index matches and stored related bills). */
const PROVENANCE_SOURCES = 12;

const notFound = (id: string) => new AppError('NOT_FOUND', `Bill ${id} was not found`);

type Compared = { row: BillText; tokens: Token[] };

const comparedText = (text: BillText): ComparedText => ({
  source: text.source,
  versionId: text.source === 'version' ? text.versionId : null,
  versionName: text.source === 'version' ? text.versionName : null,
});

/** One side of a passage as sent: its text cut at a word past PASSAGE_TEXT_LIMIT, changes inside what is sent. */
function passageSide(text: string, span: TextSpan, words: number, changed: TextSpan[]): PassageSide {
  let end = span.end;
  let truncated = false;
  if (end - span.start > PASSAGE_TEXT_LIMIT) {
    const cut = text.lastIndexOf(' ', span.start + PASSAGE_TEXT_LIMIT);
    end = cut > span.start ? cut : span.start + PASSAGE_TEXT_LIMIT;
    truncated = true;
  }
  return {
    start: span.start,
    end: span.end,
    text: text.slice(span.start, end),
    truncated,
    words,
    changed: changed
      .filter((range) => range.start < end)
      .map((range) => ({ start: range.start, end: Math.min(range.end, end) })),
  };
}

const sharedPassage = (left: string, right: string, passage: AlignedPassage): SharedPassage => ({
  left: passageSide(left, passage.left, passage.leftWords, passage.leftChanged),
  right: passageSide(right, passage.right, passage.rightWords, passage.rightChanged),
  matchedWords: passage.matchedWords,
});

async function textsOf(db: Database, billIds: readonly string[]): Promise<Map<string, Compared>> {
  const texts = await readBillTexts(db, billIds);
  return new Map(texts.map((row) => [row.id, { row, tokens: tokenize(row.text) }]));
}

/** The bill's signature: the stored one, or signed now when the index has not reached the bill yet. */
async function signatureOf(db: Database, billId: string) {
  const stored = await selectBillSignature(db, billId);
  if (!stored) throw notFound(billId);
  if (stored.signature) return { ...stored, signature: stored.signature };
  const [text] = await readBillTexts(db, [billId]);
  return { ...stored, signature: signText(text?.text ?? '').signature };
}

const relationOf = (relations: { otherId: string; relationType: string }[], otherId: string) =>
  relations.find((relation) => relation.otherId === otherId)?.relationType ?? null;

export async function getSimilarBills(options: {
  db: Database;
  id: string;
  state?: string;
}): Promise<SimilarBillsReply> {
  const { db } = options;
  const billId = options.id;
  const bill = await signatureOf(db, billId);
  const { ranked, total } = await selectRankedCandidates(db, {
    billId,
    signature: bill.signature,
    buckets: bandBuckets(bill.signature),
    state: options.state,
    pool: CANDIDATE_POOL,
    limit: SIMILAR_BILLS_LIMIT,
  });
  const ids = ranked.map((candidate) => candidate.billId);
  const [texts, facts, relations] = await Promise.all([
    textsOf(db, [billId, ...ids]),
    selectBillFacts(db, ids),
    selectRelations(db, billId),
  ]);
  const own = texts.get(billId);
  const factsOf = new Map(facts.map((row) => [row.id, row]));
  const matches = ranked.flatMap((candidate) => {
    const other = texts.get(candidate.billId);
    const fact = factsOf.get(candidate.billId);
    if (!own || !other || !fact) return [];
    const passages = alignTokens(own.tokens, other.tokens);
    const sharedWords = passages.reduce((sum, passage) => sum + passage.leftWords, 0);
    const listed = [...passages]
      .sort((a, b) => b.matchedWords - a.matchedWords)
      .slice(0, SIMILAR_PASSAGES_PER_MATCH)
      .sort((a, b) => a.left.start - b.left.start);
    return [
      {
        billId: fact.id,
        identifier: fact.identifier,
        stateCode: fact.stateCode,
        stateName: getStateName(fact.stateCode) ?? fact.stateCode,
        sessionName: fact.sessionName,
        title: fact.title,
        status: fact.status,
        firstActionDate: fact.firstActionDate,
        lastActionDate: fact.lastActionDate,
        similarity: candidate.equal / SIGNATURE_SIZE,
        relation: relationOf(relations, fact.id),
        text: comparedText(other.row),
        sharedWords,
        coverage: own.tokens.length ? Math.min(1, sharedWords / own.tokens.length) : 0,
        passageCount: passages.length,
        passages: listed.map((passage) => sharedPassage(own.row.text, other.row.text, passage)),
      },
    ];
  });
  return {
    billId,
    text: own ? comparedText(own.row) : null,
    state: options.state ?? null,
    candidates: total,
    matches,
  };
}

type Source = { fact: BillFacts; kind: SectionSource['kind']; relation: string | null; compared: Compared };

/** Whether `other` can be where the bill's text came from, and how: same-as and companions, earlier bills, other states. */
function sourceKind(bill: BillFacts, other: BillFacts, relation: string | null): SectionSource['kind'] | null {
  if (relation && /same-as|companion/.test(relation)) return 'companion';
  const earlier = !bill.firstActionDate || !other.firstActionDate || other.firstActionDate <= bill.firstActionDate;
  if (other.stateCode !== bill.stateCode) return earlier ? 'other-state' : null;
  if (relation === 'prior-session') return 'earlier-bill';
  return other.firstActionDate && bill.firstActionDate && other.firstActionDate < bill.firstActionDate
    ? 'earlier-bill'
    : null;
}

const statuteOf = (row: {
  code: string;
  section: string;
  kind: string;
  statuteSectionId: number | null;
  snippet: string;
}): SectionStatute => ({
  code: row.code,
  section: row.section,
  kind: row.kind,
  statuteSectionId: row.statuteSectionId,
  snippet: row.snippet,
});

export async function getBillProvenance(options: { db: Database; id: string }): Promise<BillProvenance> {
  const { db } = options;
  const billId = options.id;
  const bill = await signatureOf(db, billId);
  const [{ ranked }, related, relations, citations] = await Promise.all([
    selectRankedCandidates(db, {
      billId,
      signature: bill.signature,
      buckets: bandBuckets(bill.signature),
      pool: CANDIDATE_POOL,
      limit: PROVENANCE_SOURCES,
    }),
    selectStoredRelated(db, billId),
    selectRelations(db, billId),
    selectCitations(db, billId),
  ]);
  const ids = [...new Set([...ranked.map((candidate) => candidate.billId), ...related])];
  const [texts, facts] = await Promise.all([textsOf(db, [billId, ...ids]), selectBillFacts(db, [billId, ...ids])]);
  const own = texts.get(billId);
  const factsOf = new Map(facts.map((row) => [row.id, row]));
  const ownFacts = factsOf.get(billId);
  if (!own || !ownFacts) throw notFound(options.id);

  const sources: Source[] = ids.flatMap((id) => {
    const fact = factsOf.get(id);
    const compared = texts.get(id);
    const relation = relationOf(relations, id);
    const kind = fact ? sourceKind(ownFacts, fact, relation) : null;
    return fact && compared && kind ? [{ fact, kind, relation, compared }] : [];
  });
  // Whole texts aligned once per source; a section's share is read off the passages that fall in it.
  const aligned = sources.map((source) => ({ source, passages: alignTokens(own.tokens, source.compared.tokens) }));
  const versionId = own.row.source === 'version' ? own.row.versionId : null;
  const placed = citations.filter((row) => row.textOffset !== null && row.versionId === versionId);

  // Token index ranges: the first token at or after an offset (tokens are in text order).
  const tokenAt = (offset: number) => {
    let low = 0;
    let high = own.tokens.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((own.tokens[middle]?.start ?? 0) < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // Per source, how many of the bill's first n tokens lie inside a shared passage (prefix sums).
  const coveredBefore = aligned.map(({ passages }) => {
    const covered = new Uint8Array(own.tokens.length);
    for (const passage of passages)
      for (let index = tokenAt(passage.left.start); index < tokenAt(passage.left.end); index += 1) covered[index] = 1;
    const prefix = new Int32Array(own.tokens.length + 1);
    covered.forEach((value, index) => {
      prefix[index + 1] = (prefix[index] ?? 0) + value;
    });
    return prefix;
  });

  const sections: ProvenanceSection[] = splitSections(own.row.text).map((section) => {
    const first = tokenAt(section.start);
    const last = tokenAt(section.end);
    const words = last - first;
    const found: SectionSource[] = aligned.flatMap(({ source, passages }, index) => {
      const prefix = coveredBefore[index];
      if (!prefix || words === 0) return [];
      const coverage = ((prefix[last] ?? 0) - (prefix[first] ?? 0)) / words;
      if (coverage < 0.2) return [];
      // The passage shown is the section's own: its words aligned again with the source (a whole-text passage may
      // run across many sections).
      const best =
        alignTokens(own.tokens.slice(first, last), source.compared.tokens, { minWords: 1 }).sort(
          (a, b) => b.matchedWords - a.matchedWords,
        )[0] ??
        passages
          .filter((passage) => passage.left.start < section.end && passage.left.end > section.start)
          .sort((a, b) => b.matchedWords - a.matchedWords)[0];
      if (!best) return [];
      return [
        {
          billId: source.fact.id,
          identifier: source.fact.identifier,
          stateCode: source.fact.stateCode,
          title: source.fact.title,
          firstActionDate: source.fact.firstActionDate,
          kind: source.kind,
          relation: source.relation,
          coverage,
          passage: sharedPassage(own.row.text, source.compared.row.text, best),
        },
      ];
    });
    return {
      number: section.number,
      label: section.label,
      start: section.start,
      end: section.end,
      excerpt: own.row.text
        .slice(section.start, Math.min(section.end, section.start + 240))
        .replace(/\s+/g, ' ')
        .trim(),
      words,
      sources: found.sort((a, b) => b.coverage - a.coverage).slice(0, 3),
      statutes: placed
        .filter((row) => (row.textOffset ?? -1) >= section.start && (row.textOffset ?? -1) < section.end)
        .map(statuteOf),
    };
  });
  return {
    billId,
    text: comparedText(own.row),
    sections,
    billStatutes: citations.filter((row) => !placed.includes(row)).map(statuteOf),
    sourcesCompared: sources.length,
  };
}
