import type { AdvocateHearing, AdvocateTestimony, StateTotals } from '@statehouse/shared/advocates/advocates.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advocateTestimonies, advocateTestimonyFiles } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

// Reads of the portal's views and the account's advocates, and testimony writes. Every query filters on the
// caller's account.

export async function isLobbyistPortalOn(db: Database, accountId: number): Promise<boolean> {
  const [row] = await selectRows<{ on: boolean }>(
    db,
    sql`select lobbyist_portal as on from accounts where id = ${accountId}`,
  );
  return row?.on === true;
}

/** An advocate (member with the role lobbyist) of the account, with their name; undefined when none. */
export async function findAdvocate(db: Database, accountId: number, userId: number) {
  const [row] = await selectRows<{ id: number; firstName: string; lastName: string; email: string; status: string }>(
    db,
    sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, au.status
      from account_users au join users u on u.id = au.user_id
      where au.account_id = ${accountId} and au.user_id = ${userId} and au.role = 'lobbyist'`,
  );
  return row;
}

export async function advocateStateCodes(db: Database, accountId: number, userId: number): Promise<string[]> {
  const rows = await selectRows<{ stateCode: string }>(
    db,
    sql`select state_code as "stateCode" from user_state_subscriptions
      where account_id = ${accountId} and user_id = ${userId} and status = 'active' order by state_code`,
  );
  return rows.map((row) => row.stateCode);
}

const summaryColumns = sql`user_id as id, name, email, status, state_codes as "stateCodes",
  tracked_bills as "trackedBills", testimonies, last_activity_at as "lastActivityAt", refreshed_at as "refreshedAt"`;

export type AdvocateSummaryRow = {
  id: number;
  name: string;
  email: string;
  status: string;
  stateCodes: string[];
  trackedBills: number;
  testimonies: number;
  lastActivityAt: Date | null;
  refreshedAt: Date;
};

/** The per-advocate view; `stateCode` keeps advocates working in that state (or in every state: none chosen). */
export async function selectAdvocateSummaries(db: Database, accountId: number, stateCode?: string) {
  const where: SQL[] = [sql`account_id = ${accountId}`];
  if (stateCode) where.push(sql`(${stateCode} = any(state_codes) or cardinality(state_codes) = 0)`);
  return selectRows<AdvocateSummaryRow>(
    db,
    sql`select ${summaryColumns} from advocate_summaries where ${sql.join(where, sql` and `)}
      order by lower(name), user_id limit 2000`,
  );
}

type StateRow = {
  stateCode: string;
  advocates: number;
  trackedBills: number;
  upcomingHearings: number;
  draft: number;
  approved: number;
  filed: number;
  lastActivityAt: Date | null;
  refreshedAt: Date;
};

export async function selectStateSummaries(db: Database, accountId: number): Promise<StateRow[]> {
  return selectRows<StateRow>(
    db,
    sql`select state_code as "stateCode", advocates, tracked_bills as "trackedBills",
        upcoming_hearings as "upcomingHearings", testimonies_draft as draft, testimonies_approved as approved,
        testimonies_filed as filed, last_activity_at as "lastActivityAt", refreshed_at as "refreshedAt"
      from advocate_state_summaries where account_id = ${accountId} order by state_code`,
  );
}

export const toStateTotals = (row: StateRow): StateTotals => ({
  stateCode: row.stateCode,
  advocates: row.advocates,
  trackedBills: row.trackedBills,
  upcomingHearings: row.upcomingHearings,
  testimonies: { draft: row.draft, approved: row.approved, filed: row.filed },
  lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
});

export async function selectUpcomingHearings(
  db: Database,
  accountId: number,
  stateCode: string | undefined,
  now: Date,
  limit: number,
): Promise<AdvocateHearing[]> {
  return selectRows<AdvocateHearing>(
    db,
    sql`select event_id as "eventId", name, committee_name as "committeeName",
        to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTime", state_code as "stateCode",
        json_build_object('id', bill_id, 'identifier', bill_identifier) as bill, advocates
      from advocate_hearings
      where account_id = ${accountId} and start_time >= ${now.toISOString()}
        ${stateCode ? sql`and state_code = ${stateCode}` : sql``}
      order by start_time, event_id, bill_id limit ${limit}`,
  );
}

/** How many of the account's advocates track each bill (live: one indexed lookup per call). */
export async function countAdvocatesTracking(db: Database, accountId: number, billIds: string[]) {
  return selectRows<{ billId: string; advocates: number }>(
    db,
    sql`select tb.bill_id as "billId", count(distinct tb.added_by_user_id)::int as advocates
      from tag_bills tb
      join account_users au on au.account_id = tb.account_id and au.user_id = tb.added_by_user_id
        and au.role = 'lobbyist' and au.status = 'active'
      where tb.account_id = ${accountId} and tb.bill_id in ${billIds}
      group by tb.bill_id`,
  );
}

export async function selectAdvocateTrackedBills(db: Database, accountId: number, userId: number, stateCode?: string) {
  return selectRows<{ id: string; identifier: string; title: string; stateCode: string; trackedAt: string }>(
    db,
    sql`select b.id, b.identifier, b.title, b.jurisdiction_id as "stateCode",
        to_char(min(tb.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "trackedAt"
      from tag_bills tb join bills b on b.id = tb.bill_id
      where tb.account_id = ${accountId} and tb.added_by_user_id = ${userId}
        ${stateCode ? sql`and b.jurisdiction_id = ${stateCode}` : sql``}
      group by b.id order by min(tb.created_at) desc limit 200`,
  );
}

/** The relationships an advocate keeps with legislators (the relationships module's rows of that user). */
export async function selectAdvocateRelationships(
  db: Database,
  accountId: number,
  options: { userId?: number; stateCode?: string },
) {
  return selectRows<{
    advocateId: number;
    advocateName: string;
    memberId: string;
    memberName: string;
    stateCode: string;
    strength: number;
    lastContactAt: string | null;
  }>(
    db,
    sql`select r.user_id as "advocateId", trim(u.first_name || ' ' || u.last_name) as "advocateName",
        p.id as "memberId", p.name as "memberName", p.jurisdiction_id as "stateCode", r.strength,
        to_char(r.last_contact_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastContactAt"
      from relationships r
      join account_users au on au.account_id = r.account_id and au.user_id = r.user_id and au.role = 'lobbyist'
      join users u on u.id = r.user_id
      join people p on p.id = r.member_id
      where r.account_id = ${accountId}
        ${options.userId !== undefined ? sql`and r.user_id = ${options.userId}` : sql``}
        ${options.stateCode ? sql`and p.jurisdiction_id = ${options.stateCode}` : sql``}
      order by r.last_contact_at desc nulls last, p.name limit 500`,
  );
}

// ---------- testimony ----------

const testimonySelect = sql`select t.id, t.status, t.position,
    json_build_object('id', b.id, 'identifier', b.identifier, 'title', b.title, 'stateCode', b.jurisdiction_id) as bill,
    case when e.id is null then null else json_build_object('eventId', e.id, 'name', e.name,
      'committeeName', e.committee_name,
      'startTime', to_char(e.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'location', e.location) end
      as hearing,
    json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) as advocate,
    t.outcome,
    (select count(*)::int from advocate_testimony_files f where f.testimony_id = t.id) as "fileCount",
    to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;
const testimonyFrom = sql`from advocate_testimonies t
  join bills b on b.id = t.bill_id
  join users u on u.id = t.user_id
  left join events e on e.id = t.event_id`;

export async function selectTestimonies(
  db: Database,
  accountId: number,
  filter: { status?: string; stateCode?: string; userId?: number; limit?: number },
): Promise<AdvocateTestimony[]> {
  const where: SQL[] = [sql`t.account_id = ${accountId}`];
  if (filter.status) where.push(sql`t.status = ${filter.status}`);
  if (filter.stateCode) where.push(sql`b.jurisdiction_id = ${filter.stateCode}`);
  if (filter.userId !== undefined) where.push(sql`t.user_id = ${filter.userId}`);
  return selectRows<AdvocateTestimony>(
    db,
    sql`${testimonySelect} ${testimonyFrom} where ${sql.join(where, sql` and `)}
      order by t.updated_at desc, t.id desc limit ${filter.limit ?? 500}`,
  );
}

export type TestimonyDetailRow = AdvocateTestimony & {
  userId: number;
  eventId: string | null;
  statement: string;
  submitted: unknown;
  approvedBy: string | null;
  approvedAt: string | null;
  filedAt: string | null;
  createdAt: string;
  eventLinks: { url: string; note?: string }[] | null;
};

export async function findTestimony(db: Database, accountId: number, id: number) {
  const [row] = await selectRows<TestimonyDetailRow>(
    db,
    sql`${testimonySelect}, t.user_id as "userId", t.event_id as "eventId", t.statement, t.submitted,
        (select trim(a.first_name || ' ' || a.last_name) from users a where a.id = t.approved_by_user_id) as "approvedBy",
        to_char(t.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "approvedAt",
        to_char(t.filed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "filedAt",
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
        case when e.id is null then null else e.sources || e.media_links end as "eventLinks"
      ${testimonyFrom} where t.account_id = ${accountId} and t.id = ${id}`,
  );
  return row;
}

export async function selectTestimonyFiles(db: Database, accountId: number, testimonyId: number) {
  return db
    .select()
    .from(advocateTestimonyFiles)
    .where(and(eq(advocateTestimonyFiles.accountId, accountId), eq(advocateTestimonyFiles.testimonyId, testimonyId)))
    .orderBy(advocateTestimonyFiles.id);
}

export async function findTestimonyFile(db: Database, accountId: number, testimonyId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(advocateTestimonyFiles)
    .where(
      and(
        eq(advocateTestimonyFiles.accountId, accountId),
        eq(advocateTestimonyFiles.testimonyId, testimonyId),
        eq(advocateTestimonyFiles.id, fileId),
      ),
    );
  return row;
}

export async function insertTestimonyFile(db: Database, values: typeof advocateTestimonyFiles.$inferInsert) {
  const [row] = await db.insert(advocateTestimonyFiles).values(values).returning();
  return row!;
}

export async function deleteTestimonyFile(db: Database, accountId: number, fileId: number) {
  await db
    .delete(advocateTestimonyFiles)
    .where(and(eq(advocateTestimonyFiles.accountId, accountId), eq(advocateTestimonyFiles.id, fileId)));
}

export async function insertTestimony(db: Database, values: typeof advocateTestimonies.$inferInsert) {
  const [row] = await db.insert(advocateTestimonies).values(values).returning({ id: advocateTestimonies.id });
  return row!.id;
}

/** Changes a testimony only while it has status `whileStatus`; false when it no longer has it. */
export async function updateTestimony(
  db: Database,
  accountId: number,
  id: number,
  whileStatus: string[],
  values: Partial<typeof advocateTestimonies.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(advocateTestimonies)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(advocateTestimonies.accountId, accountId),
        eq(advocateTestimonies.id, id),
        sql`${advocateTestimonies.status} in ${whileStatus}`,
      ),
    )
    .returning({ id: advocateTestimonies.id });
  return rows.length === 1;
}

/** Whether the hearing's agenda takes up the bill (the calendar's link between the two). */
export async function hearingTakesUpBill(db: Database, eventId: string, billId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from event_agenda_items where event_id = ${eventId} and bill_id = ${billId} limit 1`,
  );
  return rows.length > 0;
}
