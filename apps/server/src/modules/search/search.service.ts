import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import type { SearchConnection, SearchQuery, SearchResponse } from '@statehouse/shared/search/search.schemas';
import type { Database, DatabaseKind } from '../../db/client';
import { isSearchableTerm } from '../bills/bills.service';
import { countIndexed, searchBills, searchCommittees, searchMembers, searchSections } from './search.queries';

const group = <T extends { total: number; inPreferredState: number | null }>(rows: T[], preferred: boolean) => ({
  items: rows.map(({ total: _total, inPreferredState: _inPreferred, ...item }) => item),
  total: rows[0]?.total ?? 0,
  ...(preferred ? { inPreferredState: rows[0]?.inPreferredState ?? 0 } : {}),
});

/**
 * GET /api/search: the term across bills, statutes and regulations (ranked full-text search, web-search
 * syntax) and members and committees (names, every word as a substring). Each group is paged on its own; with
 * preferStateCode, that state's results come first in each group and the group counts them.
 */
export async function searchEverything({ db, query }: { db: Database; query: SearchQuery }): Promise<SearchResponse> {
  const scope = {
    term: query.term,
    stateCodes: query.stateCodes,
    preferStateCode: query.preferStateCode,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  const searchable = await isSearchableTerm(db, query.term);
  const [bills, members, committees, statutes, regulations] = await Promise.all([
    searchBills(db, scope, searchable),
    searchMembers(db, scope),
    searchCommittees(db, scope),
    searchSections(db, 'statute_sections', scope, searchable),
    searchSections(db, 'regulation_sections', scope, searchable),
  ]);
  const preferred = query.preferStateCode !== undefined;
  const billGroup = group(bills, preferred);
  return {
    term: query.term,
    page: query.page,
    limit: query.limit,
    preferStateCode: query.preferStateCode ?? null,
    bills: {
      ...billGroup,
      items: billGroup.items.map((bill) => ({
        ...bill,
        statusLabel: billStatusLabel(bill.status) ?? String(bill.status),
      })),
    },
    members: group(members, preferred),
    committees: group(committees, preferred),
    statutes: group(statutes, preferred),
    regulations: group(regulations, preferred),
  };
}

/** A probe of the search engine (PostgreSQL full-text search in the app's database). */
export async function testSearchConnection({
  db,
  kind,
}: {
  db: Database;
  kind: DatabaseKind;
}): Promise<SearchConnection> {
  const started = performance.now();
  await isSearchableTerm(db, 'connection test');
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return { ok: true, engine: 'postgresql-full-text', database: kind, latencyMs, indexed: await countIndexed(db) };
}
