import type { CalendarAgendaBill } from '@statehouse/shared/calendar/calendar.schemas';
import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventOfCommitteeSql } from '../../db/committee-match';
import { calendarUserEvents } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { type TagViewer, visibleTagSql } from '../../db/tag-access';

/** Bill `bill` (an SQL expression) carries a tag the viewer sees. */
const trackedSql = (bill: SQL, viewer: TagViewer): SQL => sql`exists (
  select 1 from tag_bills tb join tags t on t.id = tb.tag_id
  where tb.bill_id = ${bill} and tb.account_id = ${viewer.accountId} and ${visibleTagSql(sql`t`, viewer)})`;

export type LegislativeEventRow = {
  id: string;
  stateCode: string;
  name: string;
  classification: string;
  startTime: Date;
  timezone: string;
  allDay: boolean;
  location: string | null;
  status: string;
  description: string | null;
  committeeId: string | null;
  committeeName: string | null;
  updatedAt: Date;
  agenda: CalendarAgendaBill[];
  /** The recording of this event, when one was matched to it (the latest, should there be several). */
  hearingId: number | null;
};

export type LegislativeEventFilter = {
  from?: Date;
  to?: Date;
  stateCodes?: readonly string[];
  sessionCode?: string;
  classifications: readonly string[];
  /** Only hearings of this committee (committee feeds). */
  committeeId?: string;
  /** Only hearings with a bill of this tag on the agenda (tag feeds). */
  tagId?: number;
  /** Newest first and at most this many (feeds); otherwise oldest first, at most CALENDAR_EVENT_LIMIT. */
  newestFirst?: boolean;
  limit: number;
};

/** Hearings, meetings and floor sessions with their agenda bills, each flagged when the viewer tracks it. */
export async function listLegislativeEvents(db: Database, filter: LegislativeEventFilter, viewer: TagViewer) {
  if (filter.classifications.length === 0) return [];
  const where = scopeWhere(filter);
  if (filter.from) where.push(sql`e.start_time >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) where.push(sql`e.start_time < ${filter.to.toISOString()}::timestamptz`);
  if (filter.committeeId) {
    where.push(
      sql`exists (select 1 from committees c where c.id = ${filter.committeeId} and ${eventOfCommitteeSql(sql`e`, sql`c`)})`,
    );
  }
  if (filter.tagId !== undefined) {
    where.push(sql`exists (select 1 from event_agenda_items i join tag_bills tb on tb.bill_id = i.bill_id
      where i.event_id = e.id and tb.tag_id = ${filter.tagId} and tb.account_id = ${viewer.accountId})`);
  }
  return selectRows<LegislativeEventRow>(
    db,
    sql`select e.id, e.jurisdiction_id as "stateCode", e.name, e.classification, e.start_time as "startTime",
        e.timezone, e.all_day as "allDay", e.location, e.status, e.description,
        -- Events that only name their committee (SD) get its id too, so that the page can link it.
        coalesce(e.committee_id, (select c2.id from committees c2
          where ${eventOfCommitteeSql(sql`e`, sql`c2`)} order by c2.id limit 1)) as "committeeId",
        coalesce(c.name, e.committee_name) as "committeeName",
        e.updated_at as "updatedAt",
        (select h.id from hearings h where h.event_id = e.id order by h.starts_at desc, h.id desc limit 1)
          as "hearingId",
        coalesce((
          select json_agg(json_build_object(
              'billId', i.bill_id,
              'identifier', coalesce(b.identifier, i.bill_identifier),
              'title', b.title,
              'tracked', i.bill_id is not null and ${trackedSql(sql`i.bill_id`, viewer)})
            order by i.position nulls last, coalesce(b.identifier, i.bill_identifier), i.id)
          from event_agenda_items i left join bills b on b.id = i.bill_id
          where i.event_id = e.id), '[]'::json) as agenda
      from events e left join committees c on c.id = e.committee_id
      where ${sql.join(where, sql` and `)}
      order by e.start_time ${filter.newestFirst ? sql`desc` : sql`asc`}, e.id
      limit ${filter.limit}`,
  );
}

/** The legislative events' filter without dates and paging: what "the nearest hearings" are looked up with. */
type NearestFilter = Pick<LegislativeEventFilter, 'stateCodes' | 'sessionCode' | 'classifications'>;

const localDay = sql`(e.start_time at time zone e.timezone)::date`;

/** The kinds, states and session of the events asked for: the listing and the nearest-days lookup alike. */
function scopeWhere(filter: NearestFilter): SQL[] {
  const where: SQL[] = [
    sql`e.classification in (${sql.join(
      filter.classifications.map((value) => sql`${value}`),
      sql`, `,
    )})`,
  ];
  if (filter.stateCodes && filter.stateCodes.length > 0) {
    where.push(
      sql`e.jurisdiction_id in (${sql.join(
        filter.stateCodes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.sessionCode) where.push(sql`e.session_id = e.jurisdiction_id || '-' || ${filter.sessionCode}`);
  return where;
}

/** The last day before `from` and the first day from `to` on with an event of the filter (each state's own day). */
export async function nearestLegislativeDays(db: Database, filter: NearestFilter & { from: Date; to: Date }) {
  const where = sql.join(scopeWhere(filter), sql` and `);
  const [row] = await selectRows<{ before: string | null; after: string | null }>(
    db,
    sql`select
        (select ${localDay}::text from events e where ${where} and e.start_time < ${filter.from.toISOString()}::timestamptz
          order by e.start_time desc limit 1) as before,
        (select ${localDay}::text from events e where ${where} and e.start_time >= ${filter.to.toISOString()}::timestamptz
          order by e.start_time asc limit 1) as after`,
  );
  return { before: row?.before ?? null, after: row?.after ?? null };
}

/** Every state with events of these classifications: how many, the first and the last day. */
export async function statesWithLegislativeEvents(db: Database, classifications: readonly string[]) {
  return selectRows<{ stateCode: string; count: number; firstDate: string; lastDate: string }>(
    db,
    sql`select e.jurisdiction_id as "stateCode", count(*)::int as count,
        min(${localDay})::text as "firstDate", max(${localDay})::text as "lastDate"
      from events e where ${sql.join(scopeWhere({ classifications }), sql` and `)}
      group by e.jurisdiction_id order by e.jurisdiction_id`,
  );
}

export type BillActionRow = {
  id: number;
  date: string;
  text: string;
  billId: string;
  identifier: string;
  title: string;
  stateCode: string;
};

/** Dated actions of the bills the viewer tracks, between two calendar dates (both included). */
export async function listTrackedBillActions(
  db: Database,
  filter: { fromDate: string; toDate: string; stateCodes?: readonly string[]; sessionCode?: string; limit: number },
  viewer: TagViewer,
) {
  const states =
    filter.stateCodes && filter.stateCodes.length > 0
      ? sql`and b.jurisdiction_id in (${sql.join(
          filter.stateCodes.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : sql``;
  const session = filter.sessionCode
    ? sql`and b.session_id = b.jurisdiction_id || '-' || ${filter.sessionCode}`
    : sql``;
  return selectRows<BillActionRow>(
    db,
    sql`select a.id, a.date::text as date, a.text, b.id as "billId", b.identifier, b.title, b.jurisdiction_id as "stateCode"
      from bills b join bill_actions a on a.bill_id = b.id
      where a.date between ${filter.fromDate}::date and ${filter.toDate}::date ${states} ${session}
        and b.id in (select tb.bill_id from tag_bills tb join tags t on t.id = tb.tag_id
          where tb.account_id = ${viewer.accountId} and ${visibleTagSql(sql`t`, viewer)})
      order by a.date, b.id, a.position
      limit ${filter.limit}`,
  );
}

export type UserEventRow = typeof calendarUserEvents.$inferSelect;

/**
 * The caller's personal events and/or their account's events overlapping [from, to). Personal events are only
 * ever the caller's own; every row belongs to the caller's account.
 */
export async function listUserEvents(
  db: Database,
  owner: { accountId: number; userId: number },
  options: { personal: boolean; account: boolean; from?: Date; to?: Date; limit: number },
) {
  const scopes: SQL[] = [];
  if (options.personal) {
    scopes.push(and(eq(calendarUserEvents.scope, 'personal'), eq(calendarUserEvents.userId, owner.userId)) as SQL);
  }
  if (options.account) scopes.push(eq(calendarUserEvents.scope, 'account'));
  if (scopes.length === 0) return [];
  const conditions: (SQL | undefined)[] = [eq(calendarUserEvents.accountId, owner.accountId), or(...scopes)];
  if (options.to) conditions.push(lt(calendarUserEvents.startTime, options.to));
  if (options.from) {
    conditions.push(gte(sql`coalesce(${calendarUserEvents.endTime}, ${calendarUserEvents.startTime})`, options.from));
  }
  return db
    .select()
    .from(calendarUserEvents)
    .where(and(...conditions))
    .orderBy(calendarUserEvents.startTime, calendarUserEvents.id)
    .limit(options.limit);
}

export async function findUserEvent(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(calendarUserEvents)
    .where(and(eq(calendarUserEvents.accountId, accountId), eq(calendarUserEvents.id, id)));
  return row;
}

export async function insertUserEvent(db: Database, values: typeof calendarUserEvents.$inferInsert) {
  const [row] = await db.insert(calendarUserEvents).values(values).returning();
  if (!row) throw new Error('calendar event insert returned no row');
  return row;
}

/** Applies the change and bumps sequence (ICS SEQUENCE), only on the row of this account. */
export async function updateUserEvent(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<typeof calendarUserEvents.$inferInsert>,
) {
  const [row] = await db
    .update(calendarUserEvents)
    .set({ ...values, sequence: sql`${calendarUserEvents.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(calendarUserEvents.accountId, accountId), eq(calendarUserEvents.id, id)))
    .returning();
  return row;
}

export async function deleteUserEvent(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(calendarUserEvents)
    .where(and(eq(calendarUserEvents.accountId, accountId), eq(calendarUserEvents.id, id)))
    .returning({ id: calendarUserEvents.id });
  return rows.length;
}

/** A bill or person id the caller names on an event exists (else the foreign key would answer 500). */
export async function existingIds(db: Database, billId: string | null, memberId: string | null) {
  const [row] = await selectRows<{ bill: boolean; member: boolean }>(
    db,
    sql`select exists (select 1 from bills where id = ${billId ?? ''}) as bill,
      exists (select 1 from people where id = ${memberId ?? ''}) as member`,
  );
  return { bill: row?.bill ?? false, member: row?.member ?? false };
}
