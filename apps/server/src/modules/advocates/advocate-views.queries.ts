import type { AdvocateView } from '@statehouse/shared/advocates/advocates.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

// The portal's precomputed views (decision 076): summary tables rebuilt per account in one transaction under an
// advisory lock, so two refreshes of one account take turns and a reader sees either the old rows or the new ones.
// Summary tables rather than materialized views: a materialized view is rebuilt whole (every account), while an
// account's refresh must stay small and must never show another account's rows.

/** The account's active advocates: members with the role lobbyist. */
const advocatesSql = (accountId: number): SQL => sql`select au.user_id from account_users au
  where au.account_id = ${accountId} and au.role = 'lobbyist' and au.status = 'active'`;

/** Tracking rows of the account's advocates (tag_bills they added), with the bill's state. */
const trackedSql = (accountId: number): SQL => sql`select b.jurisdiction_id as st, tb.bill_id, tb.added_by_user_id,
    tb.created_at
  from tag_bills tb join bills b on b.id = tb.bill_id
  where tb.account_id = ${accountId} and tb.added_by_user_id in (${advocatesSql(accountId)})`;

/** Takes the account's refresh lock until the transaction ends. */
export async function lockAccountViews(db: Database, accountId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('advocate-views'), ${accountId})`);
}

/**
 * A digest of everything the views read, cheap to compute: it changes when tracking, testimony, members or their
 * states change, and every hour (hearings move from upcoming to past as time goes by).
 */
export async function viewFingerprint(db: Database, accountId: number): Promise<string> {
  const [row] = await selectRows<{ fingerprint: string }>(
    db,
    sql`select concat_ws('|',
        (select count(*) || ':' || coalesce(max(id), 0) from tag_bills where account_id = ${accountId}),
        (select count(*) || ':' || coalesce(max(updated_at)::text, '') from advocate_testimonies
          where account_id = ${accountId}),
        (select count(*) filter (where role = 'lobbyist') || ':' || coalesce(max(updated_at)::text, '')
          from account_users where account_id = ${accountId}),
        (select count(*) || ':' || coalesce(max(updated_at)::text, '') from user_state_subscriptions
          where account_id = ${accountId}),
        to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24')) as fingerprint`,
  );
  return row?.fingerprint ?? '';
}

export async function selectViewStates(db: Database, accountId: number) {
  return selectRows<{ view: AdvocateView; fingerprint: string; refreshedAt: Date }>(
    db,
    sql`select view, fingerprint, refreshed_at as "refreshedAt" from advocate_view_refreshes
      where account_id = ${accountId}`,
  );
}

export async function recordRefresh(
  db: Database,
  accountId: number,
  view: AdvocateView,
  fingerprint: string,
  at: Date,
) {
  await db.execute(sql`insert into advocate_view_refreshes (account_id, view, fingerprint, refreshed_at)
    values (${accountId}, ${view}, ${fingerprint}, ${at.toISOString()})
    on conflict (account_id, view) do update set fingerprint = excluded.fingerprint, refreshed_at = excluded.refreshed_at`);
}

const rowCount = (result: unknown): number => {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.rowCount ?? value.affectedRows ?? 0;
};

/** user-dashboard: one row per advocate (active or disabled). */
export async function rebuildAdvocateSummaries(db: Database, accountId: number, at: Date): Promise<number> {
  await db.execute(sql`delete from advocate_summaries where account_id = ${accountId}`);
  const result = await db.execute(sql`insert into advocate_summaries (account_id, user_id, name, email, status,
      state_codes, tracked_bills, testimonies, last_activity_at, refreshed_at)
    select au.account_id, u.id, trim(u.first_name || ' ' || u.last_name), u.email, au.status,
      coalesce((select array_agg(s.state_code order by s.state_code) from user_state_subscriptions s
        where s.account_id = au.account_id and s.user_id = u.id and s.status = 'active'), '{}'),
      coalesce(tb.n, 0), coalesce(t.n, 0), greatest(tb.last, t.last), ${at.toISOString()}
    from account_users au
    join users u on u.id = au.user_id
    left join (select added_by_user_id as uid, count(distinct bill_id)::int as n, max(created_at) as last
      from tag_bills where account_id = ${accountId} group by 1) tb on tb.uid = u.id
    left join (select user_id as uid, count(*)::int as n, max(updated_at) as last
      from advocate_testimonies where account_id = ${accountId} group by 1) t on t.uid = u.id
    where au.account_id = ${accountId} and au.role = 'lobbyist'`);
  return rowCount(result);
}

/** calendar: upcoming (not cancelled) hearings whose agenda takes up a bill an advocate tracks. */
export async function rebuildAdvocateHearings(db: Database, accountId: number, at: Date): Promise<number> {
  await db.execute(sql`delete from advocate_hearings where account_id = ${accountId}`);
  const result = await db.execute(sql`insert into advocate_hearings (account_id, event_id, bill_id, state_code, name,
      committee_name, start_time, bill_identifier, advocates, refreshed_at)
    select ${accountId}, e.id, b.id, e.jurisdiction_id, e.name, e.committee_name, e.start_time, b.identifier,
      count(distinct tr.added_by_user_id)::int, ${at.toISOString()}
    from (${trackedSql(accountId)}) tr
    join event_agenda_items ai on ai.bill_id = tr.bill_id
    join events e on e.id = ai.event_id and e.start_time >= ${at.toISOString()} and e.status <> 'cancelled'
    join bills b on b.id = tr.bill_id
    group by e.id, b.id`);
  return rowCount(result);
}

/** `column = st`, or true for every state (st null). */
const inState = (column: SQL, st: SQL | null): SQL => (st === null ? sql`true` : sql`${column} = ${st}`);

const testimonyCountSql = (accountId: number, st: SQL | null, status: string): SQL =>
  sql`(select count(*)::int from advocate_testimonies t join bills b on b.id = t.bill_id
    where t.account_id = ${accountId} and t.status = ${status} and ${inState(sql`b.jurisdiction_id`, st)})`;

/** The counts of one state (`st`; null: every state) as the columns of advocate_state_summaries. */
const stateCountsSql = (accountId: number, st: SQL | null, at: Date): SQL => sql`
  (select count(distinct s.user_id)::int from user_state_subscriptions s
    where s.account_id = ${accountId} and s.status = 'active' and s.user_id in (${advocatesSql(accountId)})
      and ${inState(sql`s.state_code`, st)}),
  (select count(distinct tr.bill_id)::int from (${trackedSql(accountId)}) tr where ${inState(sql`tr.st`, st)}),
  (select count(distinct e.id)::int from (${trackedSql(accountId)}) tr
    join event_agenda_items ai on ai.bill_id = tr.bill_id
    join events e on e.id = ai.event_id and e.start_time >= ${at.toISOString()} and e.status <> 'cancelled'
    where ${inState(sql`tr.st`, st)}),
  ${testimonyCountSql(accountId, st, 'draft')},
  ${testimonyCountSql(accountId, st, 'approved')},
  ${testimonyCountSql(accountId, st, 'filed')},
  greatest(
    (select max(tr.created_at) from (${trackedSql(accountId)}) tr where ${inState(sql`tr.st`, st)}),
    (select max(t.updated_at) from advocate_testimonies t join bills b on b.id = t.bill_id
      where t.account_id = ${accountId} and ${inState(sql`b.jurisdiction_id`, st)})),
  ${at.toISOString()}`;

const stateColumns = sql`(account_id, state_code, advocates, tracked_bills, upcoming_hearings, testimonies_draft,
  testimonies_approved, testimonies_filed, last_activity_at, refreshed_at)`;

/** dashboard: one row per state where advocates work, track or testify. */
export async function rebuildStateSummaries(db: Database, accountId: number, at: Date): Promise<number> {
  await db.execute(sql`delete from advocate_state_summaries where account_id = ${accountId} and state_code <> 'ALL'`);
  const result = await db.execute(sql`insert into advocate_state_summaries ${stateColumns}
    select ${accountId}, st.code, ${stateCountsSql(accountId, sql`st.code`, at)}
    from (
      select distinct tr.st as code from (${trackedSql(accountId)}) tr
      union select s.state_code from user_state_subscriptions s
        where s.account_id = ${accountId} and s.status = 'active' and s.user_id in (${advocatesSql(accountId)})
      union select b.jurisdiction_id from advocate_testimonies t join bills b on b.id = t.bill_id
        where t.account_id = ${accountId}
    ) st`);
  return rowCount(result);
}

/** main-dashboard: the ALL row, every state together (advocates with no state counted once). */
export async function rebuildMainSummary(db: Database, accountId: number, at: Date): Promise<number> {
  await db.execute(sql`delete from advocate_state_summaries where account_id = ${accountId} and state_code = 'ALL'`);
  // Every active advocate counts here, whether or not they chose states (no states means every state).
  const result = await db.execute(sql`insert into advocate_state_summaries ${stateColumns}
    select ${accountId}, 'ALL', ${stateCountsSql(accountId, null, at)}`);
  await db.execute(sql`update advocate_state_summaries
    set advocates = (select count(*)::int from (${advocatesSql(accountId)}) a)
    where account_id = ${accountId} and state_code = 'ALL'`);
  return rowCount(result);
}
