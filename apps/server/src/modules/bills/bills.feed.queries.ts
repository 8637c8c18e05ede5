import type { BillAction } from '@statehouse/shared/bills/bills.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { actionCommitteeIdSql, committeeKeysCte } from './bills.detail.queries';

// The history feed: bills with actions in a date window, and those actions.

export type FeedBillRow = {
  id: string;
  stateCode: string;
  sessionCode: string;
  identifier: string;
  title: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
  total: number;
};

export type FeedQuery = {
  types?: string[];
  stateCode?: string;
  from?: string;
  to?: string;
  onlyWithHistory: boolean;
  limit: number;
  offset: number;
};

const actionWindow = (query: FeedQuery): SQL =>
  sql`${query.from ? sql`and a.date >= ${query.from}::date` : sql``} ${query.to ? sql`and a.date <= ${query.to}::date` : sql``}`;

/** Bills of the history feed, newest action in the window first, with the total. */
export async function selectFeedBills(db: Database, query: FeedQuery): Promise<FeedBillRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.types?.length)
    conditions.push(
      sql`b.bill_type in (${sql.join(
        query.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  if (query.stateCode) conditions.push(sql`b.jurisdiction_id = ${query.stateCode}`);
  return selectRows<FeedBillRow>(
    db,
    sql`with latest as (
      select a.bill_id, max(a.date) as latest from bill_actions a where a.date is not null ${actionWindow(query)} group by a.bill_id
    ), feed as (
      select b.id, latest.latest from bills b ${query.onlyWithHistory ? sql`join` : sql`left join`} latest on latest.bill_id = b.id
      where ${sql.join(conditions, sql` and `)}
    )
    select b.id, b.jurisdiction_id as "stateCode", ls.code as "sessionCode", b.identifier, b.title, b.status,
      b.last_action_date::text as "lastActionDate", b.last_action_text as "lastActionText",
      (select count(*)::int from feed) as total
    from feed join bills b on b.id = feed.id join legislative_sessions ls on ls.id = b.session_id
    order by feed.latest desc nulls last, b.last_action_date desc nulls last, b.id
    limit ${query.limit} offset ${query.offset}`,
  );
}

/** Up to `perBill` actions in the window for each bill, newest first. */
export async function selectFeedActions(
  db: Database,
  billIds: string[],
  query: FeedQuery,
  perBill = 20,
): Promise<(BillAction & { billId: string })[]> {
  if (billIds.length === 0) return [];
  const ids = sql.join(
    billIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return selectRows<BillAction & { billId: string }>(
    db,
    sql`with ${committeeKeysCte(ids)}
    select "billId", id, position, date, chamber, text, classification, "committeeName",
      ${actionCommitteeIdSql({ name: sql`ranked."committeeName"`, chamber: sql`ranked.chamber`, state: sql`ranked.state` })} as "committeeId"
    from (
      select a.bill_id as "billId", a.id, a.position, a.date::text as date, a.chamber, a.text, a.classification,
        a.committee_name as "committeeName", b.jurisdiction_id as state,
        row_number() over (partition by a.bill_id order by a.date desc nulls last, a.position desc) as n
      from bill_actions a join bills b on b.id = a.bill_id
      where a.bill_id in (${ids}) ${actionWindow(query)}
    ) ranked
    where n <= ${perBill} order by "billId", n`,
  );
}
