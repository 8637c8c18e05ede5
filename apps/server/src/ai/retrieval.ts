import type { AiPassage, AiSourceKind } from '@statehouse/shared/ai/ai.schemas';
import type { Database } from '../db/client';
import { rankPassages } from './passage-ranking';
import {
  type SectionRow,
  type SectionTable,
  selectBillVersionCandidates,
  selectFileCandidates,
  selectSection,
  selectSectionCandidates,
} from './retrieval.queries';
import { chunkPassages } from './text-analysis';

/**
 * A text passages are cut from: a bill version, a statute or regulation section, or a file. `text` is the source's
 * plain text; passage offsets are offsets in it (for a bill version: GET /api/bills/{id}/text of that version).
 */
export type SourceDocument = {
  kind: AiSourceKind;
  id: string;
  billId?: string;
  label: string;
  text: string;
  /**
   * How well the whole source matched the search, 0 to 1 (its full-text rank over the best of its kind); a passage's
   * score is weighted by it, so that a passage of the bill the question is about outranks a passage elsewhere that
   * shares its words. Given documents (the bill asked about) count as 1.
   */
  prior?: number;
};

/** How much the source's rank weighs against the passage's own score: score = bm25 x (1 - w + w x prior). */
export const PRIOR_WEIGHT = 0.5;

/**
 * Where else to look, by full-text search: which kinds of source, within one state (bills, statutes,
 * regulations), one code (statutes, regulations), and the account whose files may be read. Files are searched
 * only when accountId is given: account data never crosses accounts.
 */
export type SearchScope = {
  sources: readonly AiSourceKind[];
  stateCode?: string;
  code?: string;
  accountId?: number;
  /** A source already given as a document, not to be found twice. */
  excludeSectionId?: number;
};

export type RetrieveOptions = {
  query: string;
  /** Texts that are searched whatever their words (the bill or section a question is about). */
  documents?: readonly SourceDocument[];
  search?: SearchScope;
  /** How many passages to return, best first. */
  limit: number;
  /**
   * The most passages one source may give (default: no limit for documents alone, PER_SOURCE_LIMIT when searching),
   * so that one long regulation does not fill every place.
   */
  perSourceLimit?: number;
};

export const PER_SOURCE_LIMIT = 3;

/** How many sources of each kind full-text search brings in as candidates before passages are ranked. */
export const CANDIDATES_PER_KIND: Record<AiSourceKind, number> = {
  bill_version: 12,
  statute: 8,
  regulation: 8,
  file: 5,
};

const stateOfBill = (billId: string) => billId.split('-')[0] ?? '';

/** "TX HB 1, Introduced". */
export const billVersionLabel = (row: { billId: string; identifier: string; name: string }) =>
  `${stateOfBill(row.billId)} ${row.identifier}, ${row.name}`;

/** "TX Tax Code § 151.0101 (Definitions)". */
export const sectionLabel = (row: Pick<SectionRow, 'code' | 'section' | 'heading'>) =>
  `${row.code} § ${row.section}${row.heading ? ` (${row.heading.replace(/\.$/, '')})` : ''}`;

export const sectionDocument = (kind: 'statute' | 'regulation', row: SectionRow): SourceDocument => ({
  kind,
  id: String(row.id),
  label: sectionLabel(row),
  text: [row.heading, row.text].filter(Boolean).join('\n'),
});

/** A statute (statute_sections) or regulation (regulation_sections) section as a document, or undefined. */
export async function findSection(
  db: Database,
  kind: 'statute' | 'regulation',
  id: number,
): Promise<(SourceDocument & { row: SectionRow }) | undefined> {
  const table: SectionTable = kind === 'statute' ? 'statute_sections' : 'regulation_sections';
  const row = await selectSection(db, table, id);
  return row ? { ...sectionDocument(kind, row), row } : undefined;
}

/** The sources full-text search finds for a query within a scope, each kind searched on its own. */
export async function searchDocuments(db: Database, query: string, scope: SearchScope): Promise<SourceDocument[]> {
  const found: SourceDocument[] = [];
  const kinds = new Set(scope.sources);
  if (kinds.has('bill_version')) {
    const rows = await selectBillVersionCandidates(db, {
      query,
      stateCode: scope.stateCode,
      limit: CANDIDATES_PER_KIND.bill_version,
    });
    for (const row of rows) {
      found.push({
        kind: 'bill_version',
        id: String(row.id),
        billId: row.billId,
        label: billVersionLabel(row),
        text: row.text,
      });
    }
  }
  for (const kind of ['statute', 'regulation'] as const) {
    if (!kinds.has(kind)) continue;
    const rows = await selectSectionCandidates(db, kind === 'statute' ? 'statute_sections' : 'regulation_sections', {
      query,
      stateCode: scope.stateCode,
      code: scope.code,
      excludeId: scope.excludeSectionId,
      limit: CANDIDATES_PER_KIND[kind],
    });
    const best = rows[0]?.rank || 1;
    for (const row of rows) found.push({ ...sectionDocument(kind, row), prior: row.rank / best });
  }
  if (kinds.has('file') && scope.accountId !== undefined) {
    const rows = await selectFileCandidates(db, { query, accountId: scope.accountId, limit: CANDIDATES_PER_KIND.file });
    const best = rows[0]?.rank || 1;
    for (const row of rows)
      found.push({ kind: 'file', id: row.id, label: row.name, text: row.text, prior: row.rank / best });
  }
  return found;
}

/** A document's passages (chunkPassages), unranked, with their offsets in the document's text. */
export function passagesOf(document: SourceDocument): AiPassage[] {
  return chunkPassages(document.text).map((span) => ({
    kind: document.kind,
    id: document.id,
    ...(document.billId ? { billId: document.billId } : {}),
    label: document.label,
    start: span.start,
    end: span.end,
    text: document.text.slice(span.start, span.end),
    score: 0,
  }));
}

/**
 * The passages a question is answered from, best first: the given documents and what the search scope finds are
 * cut into passages (text-analysis.chunkPassages), and all of them are ranked together by BM25
 * (passage-ranking.rankPassages). Passages sharing no word with the query are dropped, so the list may be short or
 * empty. The one retrieval every AI feature uses (chat, gather-context, and later reports and comparisons).
 */
export async function retrievePassages(db: Database, options: RetrieveOptions): Promise<AiPassage[]> {
  const documents = [...(options.documents ?? [])];
  if (options.search && options.search.sources.length > 0) {
    const seen = new Set(documents.map((document) => `${document.kind}:${document.id}`));
    for (const document of await searchDocuments(db, options.query, options.search)) {
      if (!seen.has(`${document.kind}:${document.id}`)) documents.push(document);
    }
  }
  const passages = documents.flatMap((document) => {
    const weight = 1 - PRIOR_WEIGHT + PRIOR_WEIGHT * (document.prior ?? 1);
    return passagesOf(document).map((passage) => ({ ...passage, weight }));
  });
  const perSource = options.perSourceLimit ?? (options.search ? PER_SOURCE_LIMIT : Number.POSITIVE_INFINITY);
  const taken = new Map<string, number>();
  const result: AiPassage[] = [];
  const ranked = rankPassages(options.query, passages)
    .map(({ weight, ...passage }) => ({ ...passage, score: passage.score * weight }))
    .sort((a, b) => b.score - a.score);
  for (const passage of ranked) {
    if (result.length >= options.limit || passage.score <= 0) break;
    const key = `${passage.kind}:${passage.id}`;
    const count = taken.get(key) ?? 0;
    if (count >= perSource) continue;
    taken.set(key, count + 1);
    result.push({ ...passage, score: Math.round(passage.score * 1000) / 1000 });
  }
  return result;
}
