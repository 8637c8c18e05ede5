import type {
  BillAction,
  BillComments,
  BillCompanions,
  BillContent,
  BillDetail,
  BillDownloadFormat,
  BillDownloadUrl,
  BillFacets,
  BillHistoryFeedQuery,
  BillHistoryFeedResponse,
  BillHistoryResponse,
  BillListQuery,
  BillListResponse,
  BillStatutes,
  BillSubjects,
  BillText,
  BillVersionsResponse,
  BillVotesResponse,
  FacetBucket,
} from '@statehouse/shared/bills/bills.schemas';
import { BILL_EXACT_COUNT_LIMIT } from '@statehouse/shared/bills/bills.schemas';
import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { billTypeName } from '@statehouse/shared/reference/bill-types';
import { partyName } from '@statehouse/shared/reference/parties';
import { getStateName } from '@statehouse/shared/reference/states';
import { subjectLabel } from '@statehouse/shared/reference/subjects';
import type { Database } from '../../db/client';
import { preparedStatements } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { escapeHtml, sanitizeBillHtml } from '../../lib/html';
import { type BillCounts, billCountKey, cachedBillCounts } from './bills.count-cache';
import {
  type BillFilterPlan,
  type BillRef,
  estimateBillMatches,
  type FacetRow,
  type FeedQuery,
  inspectSearchTerm,
  planBillFilters,
  SAMPLE_BUCKETS,
  selectBillActions,
  selectBillDetail,
  selectBillFacets,
  selectBillPage,
  selectBillRef,
  selectBillRefs,
  selectBillStatutes,
  selectBillsRowEstimate,
  selectBillVersions,
  selectBillVotes,
  selectCompanions,
  selectFeedActions,
  selectFeedBills,
  selectLawSectionSummary,
  selectSessionIds,
  selectSubjectsOf,
  selectVersionContent,
  type VersionContentRow,
} from './bills.queries';
import { parseSearchTerm } from './search-syntax';

// What other modules use of the bills module's SQL: search asks whether a term is searchable, subjects filters bills
// like the bill list, and requireBill answers with a BillRef. They reach it here, never in bills.queries
// (docs/decisions/021).
export { type BillRef, isSearchableTerm, planBillFilters } from './bills.queries';

const notFound = (id: string) => new AppError('NOT_FOUND', `Bill ${id} was not found`);

/**
 * The bill, or a 404 naming the id: the one check of every route hung on a bill, in this module and the others
 * (tick sheets, supporting documents, remarks, positions, alerts ...). The id is canonical already: billIdSchema
 * normalises it at the edge (issue 31).
 */
export async function requireBill(db: Database, id: string): Promise<BillRef> {
  const bill = await selectBillRef(db, id);
  if (!bill) throw notFound(id);
  return bill;
}

/**
 * The bills among these canonical ids, in the order given and once each, and the ids that name no bill: the bulk
 * form of requireBill, for writes that report unknown bills (400 naming them, or a per-item not_found) instead of
 * a 404 on the first.
 */
export async function findExistingBills(
  db: Database,
  ids: readonly string[],
): Promise<{ found: BillRef[]; missing: string[] }> {
  const unique = [...new Set(ids)];
  const byId = new Map((await selectBillRefs(db, unique)).map((bill) => [bill.id, bill]));
  return {
    found: unique.flatMap((id) => byId.get(id) ?? []),
    missing: unique.filter((id) => !byId.has(id)),
  };
}

function bucketsSorted(buckets: FacetBucket[]): FacetBucket[] {
  return buckets.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * GET /api/bills: filters, paging, sorting, ranked full-text search (web-search syntax) with snippets,
 * and facet counts over all matching bills.
 */
/** A company's bills of interest with their reasons, to put first (GET /api/bills?rerankCompanyId). */
export type BillRerank = { billIds: string[]; relevance: Map<string, { score: number; reasons: string[] }> };

export async function listBills({
  db,
  query,
  rerank,
}: {
  db: Database;
  query: BillListQuery;
  rerank?: BillRerank;
}): Promise<BillListResponse> {
  const term = query.searchTerm ? parseSearchTerm(query.searchTerm) : null;
  // Two small independent lookups, side by side (one round trip of latency on PostgreSQL).
  const [shape, sessionIds] = await Promise.all([
    term && !term.billId ? inspectSearchTerm(db, term.text) : { searchable: false, negated: false },
    query.sessionCode ? selectSessionIds(db, query.sessionCode, query.stateCode) : undefined,
  ]);
  const plan = planBillFilters(query, { ...shape, sessionIds });
  // The counts depend on the filters only (never on the page, the sort or the caller): kept per process until a
  // bill-related write commits (decision 048); the page is read every time.
  const countsOf = (counted: BillFilterPlan) =>
    cachedBillCounts(
      db,
      () => billCountKey(counted.where),
      async () => facetsOf(await countBills(db, counted)),
    );
  // A facet whose own filter is set is counted without that filter (decision 062): ticking Introduced keeps the
  // other statuses listed with what each would add, so a second value can be ticked.
  const ownFilterSet = multiValueFacets.filter(({ filter }) => (query[filter]?.length ?? 0) > 0);
  const [rows, counts, ...without] = await Promise.all([
    selectBillPage(db, query, plan, rerank?.billIds),
    countsOf(plan),
    ...ownFilterSet.map(({ filter }) =>
      countsOf(planBillFilters({ ...query, [filter]: undefined }, { ...shape, sessionIds })),
    ),
  ]);
  const facets = { ...counts.facets };
  ownFilterSet.forEach(({ facet }, index) => {
    facets[facet] = without[index]?.facets[facet] ?? facets[facet];
  });

  return {
    items: rows.map((row) => ({
      ...row,
      statusLabel: billStatusLabel(row.status) ?? String(row.status),
      ...(rerank ? { relevance: rerank.relevance.get(row.id) ?? null } : {}),
    })),
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
    estimated: counts.estimated,
  };
}

/** The list filters that take several values, each with the facet that counts its values. */
const multiValueFacets = [
  { filter: 'statuses', facet: 'status' },
  { filter: 'types', facet: 'type' },
  { filter: 'subjects', facet: 'subject' },
  { filter: 'parties', facet: 'party' },
] as const satisfies readonly { filter: keyof BillListQuery; facet: keyof BillFacets }[];

/** Total, labelled and sorted facets and whether they are estimates, from the counting query's rows. */
function facetsOf({ rows: facetRows, scale }: { rows: FacetRow[]; scale: number }): BillCounts {
  const facets: BillFacets = { state: [], session: [], type: [], status: [], subject: [], party: [] };
  let total = 0;
  const singleState = facetRows.filter((row) => row.facet === 'state').length === 1;
  const onlyState = facetRows.find((row) => row.facet === 'state')?.value ?? '';
  for (const counted of facetRows) {
    const row = scale === 1 ? counted : { ...counted, count: Math.round(counted.count * scale) };
    switch (row.facet) {
      case 'total':
        total = row.count;
        break;
      case 'state':
        facets.state.push({ value: row.value, label: getStateName(row.value) ?? row.value, count: row.count });
        break;
      case 'session':
        facets.session.push({ value: row.value, label: row.label ?? row.value, count: row.count });
        break;
      case 'type':
        facets.type.push({
          value: row.value,
          label: (singleState ? billTypeName(onlyState, row.value) : undefined) ?? row.value,
          count: row.count,
        });
        break;
      case 'status':
        facets.status.push({
          value: row.value,
          label: billStatusLabel(Number(row.value)) ?? row.value,
          count: row.count,
        });
        break;
      case 'subject':
        facets.subject.push({
          value: row.value,
          label: subjectLabel(Number(row.value)) ?? row.value,
          count: row.count,
        });
        break;
      case 'party':
        facets.party.push({ value: row.value, label: partyName(row.value) ?? row.value, count: row.count });
        break;
    }
  }
  for (const key of Object.keys(facets) as (keyof BillFacets)[]) facets[key] = bucketsSorted(facets[key]);

  return { total, facets, estimated: scale !== 1 };
}

/**
 * How many sampled bills an estimate counts (one standard error: 1/sqrt(n) of the total, 1/sqrt(n/10) of a facet
 * value holding a tenth of the matches). From the narrow bill_facet_rows (a plain filter): 1,500, 2.6% and 8%. A
 * search reads each sampled bill's row of the wide `bills` heap, the cost of a counted search: 1,000, 3.2% and 10%
 * (decision 048, revised).
 */
const SAMPLE_TARGET = { narrow: 1_500, wide: 1_000 };

/**
 * Total and facet rows, and the factor their counts are to be multiplied by (decision 016). When the planner
 * expects at most BILL_EXACT_COUNT_LIMIT matches, counted exactly, over one more than the limit at most: the
 * planner underestimates words it keeps no statistics for, and a capped count shows it without reading every
 * match. Past the limit, counted over just enough sample buckets for about SAMPLE_TARGET bills (the index
 * reads those only), and scaled; when the sample shows the planner overestimated (the scaled total is within
 * the limit), counted again exactly.
 */
async function countBills(db: Database, plan: BillFilterPlan): Promise<{ rows: FacetRow[]; scale: number }> {
  // No EXPLAIN round trip when the whole table is within the limit (the sample dataset): nothing to estimate.
  const tableRows = await billsTableRows(db);
  const estimate =
    tableRows >= 0 && tableRows <= BILL_EXACT_COUNT_LIMIT ? tableRows : await estimateBillMatches(db, plan);
  let expected = estimate;
  if (estimate <= BILL_EXACT_COUNT_LIMIT) {
    const exact = await selectBillFacets(db, plan, { cap: BILL_EXACT_COUNT_LIMIT + 1 });
    if (totalOf(exact) <= BILL_EXACT_COUNT_LIMIT) return { rows: exact, scale: 1 };
    // More than the limit where the planner expected fewer: size the sample for a few times the limit.
    expected = 4 * BILL_EXACT_COUNT_LIMIT;
  }
  const target = plan.narrow ? SAMPLE_TARGET.narrow : SAMPLE_TARGET.wide;
  const buckets = Math.min(SAMPLE_BUCKETS, Math.max(1, Math.ceil((SAMPLE_BUCKETS * target) / expected)));
  const sampled = await selectBillFacets(db, plan, { sampleBuckets: buckets });
  const scale = SAMPLE_BUCKETS / buckets;
  if (scale === 1 || totalOf(sampled) * scale <= BILL_EXACT_COUNT_LIMIT) {
    return { rows: buckets === SAMPLE_BUCKETS ? sampled : await selectBillFacets(db, plan), scale: 1 };
  }
  return { rows: sampled, scale };
}

const totalOf = (rows: FacetRow[]): number => rows.find((row) => row.facet === 'total')?.count ?? 0;

/**
 * The planner's count of all bills, looked up at most once a minute per database. Stale is safe: it only
 * spares the EXPLAIN, and the exact count stops at the limit whatever the table holds now.
 */
const tableRowsCache = new WeakMap<Database, { rows: number; at: number }>();
async function billsTableRows(db: Database): Promise<number> {
  const cached = tableRowsCache.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.rows;
  const rows = await selectBillsRowEstimate(db);
  tableRowsCache.set(db, { rows, at: Date.now() });
  return rows;
}

export async function getBill({ db, id }: { db: Database; id: string }): Promise<BillDetail> {
  // A lookup by key on every bill page: planned once per connection (decision 017).
  const row = await selectBillDetail(preparedStatements(db, 'bill_detail'), id);
  if (!row) throw notFound(id);
  const { sessionPk: _sessionPk, ...bill } = row;
  return {
    ...bill,
    stateName: getStateName(bill.stateCode) ?? bill.stateCode,
    statusLabel: billStatusLabel(bill.status) ?? String(bill.status),
    primarySponsors: bill.sponsors.filter((sponsor) => sponsor.isPrimary),
  };
}

export async function getBillHistory({ db, id }: { db: Database; id: string }): Promise<BillHistoryResponse> {
  await requireBill(db, id);
  return { items: await selectBillActions(db, id) };
}

export async function getBillVersions({ db, id }: { db: Database; id: string }): Promise<BillVersionsResponse> {
  await requireBill(db, id);
  return { items: await selectBillVersions(db, id) };
}

async function requireVersion(db: Database, id: string, versionId: number | undefined) {
  const { id: billId } = await requireBill(db, id);
  const version = await selectVersionContent(db, billId, versionId);
  if (!version) {
    throw new AppError(
      'NOT_FOUND',
      versionId === undefined
        ? `Bill ${billId} has no versions`
        : `Version ${versionId} of bill ${billId} was not found`,
    );
  }
  return { billId, version };
}

function plainTextOf(version: VersionContentRow): string {
  if (version.text) return version.text;
  if (version.html) return sanitizeBillHtml(version.html).replace(/<[^>]+>/g, ' ');
  return '';
}

function safeHtmlOf(version: VersionContentRow): { html: string; origin: BillContent['origin'] } {
  // Stored HTML was sanitized at import; sanitize again so that nothing a source sends reaches a browser unchecked.
  if (version.html) return { html: sanitizeBillHtml(version.html), origin: 'source-html' };
  return { html: `<pre class="bill-text">${escapeHtml(version.text ?? '')}</pre>`, origin: 'text' };
}

export async function getBillText(options: { db: Database; id: string; versionId?: number }): Promise<BillText> {
  const { billId, version } = await requireVersion(options.db, options.id, options.versionId);
  return { billId, billVersionId: version.id, name: version.name, date: version.date, text: plainTextOf(version) };
}

export async function getBillContent(options: { db: Database; id: string; versionId?: number }): Promise<BillContent> {
  const { billId, version } = await requireVersion(options.db, options.id, options.versionId);
  return { billId, billVersionId: version.id, name: version.name, date: version.date, ...safeHtmlOf(version) };
}

const fileNameOf = (billId: string, version: VersionContentRow, format: BillDownloadFormat) =>
  `${billId}-${version.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'version'}.${format}`;

function sourcePdfOf(version: VersionContentRow): string | null {
  const link = version.links.find(
    (candidate) => /pdf/i.test(candidate.mediaType) || /\.pdf($|\?)/i.test(candidate.url),
  );
  if (link) return link.url;
  if (version.url && (/pdf/i.test(version.mediaType ?? '') || /\.pdf($|\?)/i.test(version.url))) return version.url;
  return null;
}

/** Where to download a version: this server's download route, or the state's own PDF when it has one. */
export async function getDownloadUrl(options: {
  db: Database;
  id: string;
  versionId?: number;
  format: BillDownloadFormat;
}): Promise<BillDownloadUrl> {
  const { billId, version } = await requireVersion(options.db, options.id, options.versionId);
  const fileName = fileNameOf(billId, version, options.format);
  const sourcePdf = options.format === 'pdf' ? sourcePdfOf(version) : null;
  if (sourcePdf) return { url: sourcePdf, format: 'pdf', fileName, external: true };
  return {
    url: `/api/bills/${encodeURIComponent(billId)}/versions/${version.id}/download?format=${options.format}`,
    format: options.format,
    fileName,
    external: false,
  };
}

export type VersionFile = { fileName: string; contentType: string; body: Buffer | string };

async function renderPdf(title: string, text: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Creator: 'Statehouse' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font('Helvetica-Bold').fontSize(14).text(title);
  document.moveDown();
  // The standard fonts only cover WinAnsi; replace what they cannot draw.
  const printable = text.replace(/[^\t\n\r\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '?');
  document
    .font('Courier')
    .fontSize(9)
    .text(printable || '(This version has no text.)', { lineGap: 1 });
  document.end();
  return done;
}

/** The file behind a download URL: plain text, a standalone sanitized HTML page, or a PDF made from the text. */
export async function renderVersionFile(options: {
  db: Database;
  id: string;
  versionId: number;
  format: BillDownloadFormat;
}): Promise<VersionFile> {
  const { billId, version } = await requireVersion(options.db, options.id, options.versionId);
  const fileName = fileNameOf(billId, version, options.format);
  const title = `${billId} — ${version.name}${version.date ? ` (${version.date})` : ''}`;
  if (options.format === 'txt') {
    return { fileName, contentType: 'text/plain; charset=utf-8', body: plainTextOf(version) };
  }
  if (options.format === 'html') {
    const { html } = safeHtmlOf(version);
    const page = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${html}\n</body></html>\n`;
    return { fileName, contentType: 'text/html; charset=utf-8', body: page };
  }
  return { fileName, contentType: 'application/pdf', body: await renderPdf(title, plainTextOf(version)) };
}

export async function getBillVotes({ db, id }: { db: Database; id: string }): Promise<BillVotesResponse> {
  await requireBill(db, id);
  return { items: await selectBillVotes(db, id) };
}

export async function getBillSubjects({ db, id }: { db: Database; id: string }): Promise<BillSubjects> {
  const row = await selectSubjectsOf(db, id);
  if (!row) throw notFound(id);
  return {
    subjects: row.subjects.map((value) => ({ value, label: subjectLabel(value) ?? String(value) })),
    subjectTerms: row.subjectTerms,
  };
}

/**
 * The sections a bill amends, adds, repeals or cites, as the citation pass found them in its text, NY's
 * LawCode summary and the D.C. Law enacted from it (decision 038), linked to our statutes and rules.
 */
export async function getBillStatutes({ db, id }: { db: Database; id: string }): Promise<BillStatutes> {
  const bill = await selectLawSectionSummary(db, id);
  if (!bill) throw notFound(id);
  const rows = await selectBillStatutes(db, id);
  return {
    lawSection: bill.lawSection,
    items: rows.map((row) => ({
      ...row,
      label: `${/^[A-Z]{2}\b|^\d/.test(row.code) ? '' : `${row.jurisdictionCode} `}${row.code} § ${row.section}`,
    })),
  };
}

export async function getBillCompanions({ db, id }: { db: Database; id: string }): Promise<BillCompanions> {
  await requireBill(db, id);
  const rows = await selectCompanions(db, id);
  return {
    items: rows.map((row) => ({
      ...row,
      statusLabel: row.status === null ? null : (billStatusLabel(row.status) ?? String(row.status)),
    })),
  };
}

/** No loaded source publishes public comments yet; the list is empty (but the bill must exist). */
export async function getBillComments({ db, id }: { db: Database; id: string }): Promise<BillComments> {
  await requireBill(db, id);
  return { items: [], total: 0 };
}

/**
 * GET /api/bills/history: bills with their recent actions, newest first. onlyTrackedTags needs the
 * tracking tags of the caller's account, which do not exist yet, so it gives an empty feed.
 */
export async function getBillHistoryFeed({
  db,
  query,
}: {
  db: Database;
  query: BillHistoryFeedQuery;
}): Promise<BillHistoryFeedResponse> {
  if (query.onlyTrackedTags) return { items: [], total: 0, page: query.page, limit: query.limit };
  const feedQuery: FeedQuery = {
    types: query.types,
    stateCode: query.stateCode ?? undefined,
    from: query.historyDateFrom,
    to: query.historyDateTo,
    onlyWithHistory: query.onlyWithHistory,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const bills = await selectFeedBills(db, feedQuery);
  const actions = await selectFeedActions(
    db,
    bills.map((bill) => bill.id),
    feedQuery,
  );
  return {
    items: bills.map(({ total: _total, ...bill }) => ({
      bill: { ...bill, statusLabel: billStatusLabel(bill.status) ?? String(bill.status) },
      actions: actions
        .filter((action) => action.billId === bill.id)
        .map(({ billId: _billId, n: _n, ...action }: BillAction & { billId: string; n?: unknown }) => action),
    })),
    total: bills[0]?.total ?? (query.page > 1 ? await countFeed(db, feedQuery) : 0),
    page: query.page,
    limit: query.limit,
  };
}

async function countFeed(db: Database, query: FeedQuery): Promise<number> {
  const [first] = await selectFeedBills(db, { ...query, limit: 1, offset: 0 });
  return first?.total ?? 0;
}
