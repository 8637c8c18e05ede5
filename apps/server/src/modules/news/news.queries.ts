import type { NewsItemKind } from '@statehouse/shared/dashboard/news.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

// Raw SQL (decision 022): a union of three sources, each cut to the page by its own date order, and the tags the
// caller sees aggregated per bill as JSON. sort_key orders numeric ids as text the way the sources order them, so a
// page never skips or repeats an item.

/** The caller's active state subscriptions in the account; none means every state (decision 007). */
export async function selectSubscribedStates(db: Database, viewer: TagViewer): Promise<string[]> {
  const rows = await selectRows<{ stateCode: string }>(
    db,
    sql`select distinct s.state_code as "stateCode" from user_state_subscriptions s
      where s.account_id = ${viewer.accountId} and s.user_id = ${viewer.userId} and s.status = 'active'
      order by 1`,
  );
  return rows.map((row) => row.stateCode);
}

export type NewsRow = {
  kind: NewsItemKind;
  rowId: number | string;
  date: string | null;
  billId: string;
  billIdentifier: string;
  billTitle: string;
  stateCode: string;
  sessionCode: string;
  text: string;
  detail: string | null;
  tags: { id: number; name: string; color: string }[] | null;
};

export type NewsQuery = {
  viewer: TagViewer;
  /** Empty: every state. */
  states: string[];
  trackedOnly: boolean;
  kinds: readonly NewsItemKind[];
  limit: number;
  offset: number;
};

/**
 * The newest dated actions, versions and roll calls (none dated after today) on bills tracked under a tag the
 * caller sees, or, unless trackedOnly, on any bill of the given states; newest first. Reads `limit + 1` rows so
 * the caller knows whether another page follows.
 */
export async function selectLatestNews(db: Database, query: NewsQuery): Promise<NewsRow[]> {
  const { viewer } = query;
  const window = query.offset + query.limit + 1;
  const stateList = sql.join(
    query.states.map((state) => sql`${state}`),
    sql`, `,
  );
  // A bill is in the news when it is tracked, or (unless trackedOnly) in one of the states.
  const billInNews = (billId: SQL): SQL => {
    const tracked = sql`${billId} in (select bill_id from tracked)`;
    if (query.trackedOnly) return tracked;
    if (query.states.length === 0) return sql`true`;
    return sql`(${tracked} or ${billId} in (select id from bills where jurisdiction_id in (${stateList})))`;
  };
  const sources: Record<NewsItemKind, SQL> = {
    action: sql`(select 'action' as kind, a.id::text as row_id, lpad(a.id::text, 12, '0') as sort_key, a.date, a.bill_id, a.text,
        coalesce(a.committee_name, case a.chamber when 'upper' then 'Senate' when 'lower' then 'House'
          when 'executive' then 'Governor' else null end) as detail
      from bill_actions a
      where a.date is not null and a.date <= current_date and ${billInNews(sql`a.bill_id`)}
      order by a.date desc, a.id desc limit ${window})`,
    version: sql`(select 'version' as kind, v.id::text as row_id, lpad(v.id::text, 12, '0') as sort_key, v.date, v.bill_id, v.name as text,
        null::text as detail
      from bill_versions v
      where v.date is not null and v.date <= current_date and ${billInNews(sql`v.bill_id`)}
      order by v.date desc, v.id desc limit ${window})`,
    vote: sql`(select 'vote' as kind, ve.id as row_id, ve.id as sort_key, ve.date, ve.bill_id, ve.motion as text,
        concat_ws(' · ', ve.organization_name, case ve.result when 'pass' then 'Passed' when 'fail' then 'Failed'
          else ve.result end, ve.yes_count || '-' || ve.no_count || '-' || ve.other_count) as detail
      from vote_events ve
      where ve.bill_id is not null and ve.date is not null and ve.date <= current_date
        and ${billInNews(sql`ve.bill_id`)}
      order by ve.date desc, ve.id desc limit ${window})`,
  };
  return selectRows<NewsRow>(
    db,
    sql`with visible_tags as (
        select t.id, t.name, t.color from tags t where ${visibleTagSql(sql`t`, viewer)}
      ), tracked as (
        select tb.bill_id,
          json_agg(json_build_object('id', vt.id, 'name', vt.name, 'color', vt.color) order by vt.name, vt.id) as tags
        from tag_bills tb join visible_tags vt on vt.id = tb.tag_id
        where tb.account_id = ${viewer.accountId}
        group by tb.bill_id
      ), items as (
        ${sql.join(
          query.kinds.map((kind) => sources[kind]),
          sql` union all `,
        )}
      )
      select i.kind, i.row_id as "rowId", i.date::text as date, b.id as "billId", b.identifier as "billIdentifier",
        b.title as "billTitle", b.jurisdiction_id as "stateCode", ls.code as "sessionCode", i.text, i.detail,
        tracked.tags
      from items i
        join bills b on b.id = i.bill_id
        join legislative_sessions ls on ls.id = b.session_id
        left join tracked on tracked.bill_id = i.bill_id
      order by i.date desc, i.kind, i.sort_key desc
      limit ${query.limit + 1} offset ${query.offset}`,
  );
}
