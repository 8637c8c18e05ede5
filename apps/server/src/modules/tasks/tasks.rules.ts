import { addWorkingDays } from '@statehouse/shared/reference/holidays';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta } from '../../db/schema/index';
import { selectRows } from '../../db/sql';
import { insertTask, insertTaskEvent } from './tasks.queries';

/** Where the rules pass stopped in bill_events and watch_events (app_meta), so each event is read once. */
const CURSOR_KEY = 'task-rules-cursor';
/** Events older than this are history, not news: a first pass on a loaded database does not turn them into tasks. */
const LOOKBACK_DAYS = 14;
const BATCH = 2000;
/** Bill status codes (bills.status) that mean a chamber passed the bill: engrossed, enrolled. */
const PASSED_A_CHAMBER = new Set([2, 3]);

type Cursor = { bill: number; watch: number };
type RuleEvent = {
  source: 'bill' | 'watch';
  id: number;
  kind: string;
  key: string;
  billId: string | null;
  hearingId: string | null;
  payload: Record<string, unknown>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The calendar day of an instant in a time zone (the hearing's own, else UTC). */
export function localDay(instant: string, timeZone: string | null): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** The state whose working days a bill's tasks follow: the code its id starts with (TX-892-HB-1: Texas). */
export const stateOfBill = (billId: string | null) => (billId ? (billId.split('-')[0] ?? null) : null);

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function readCursor(db: Database): Promise<Cursor> {
  const rows = await selectRows<{ value: Cursor }>(db, sql`select value from app_meta where key = ${CURSOR_KEY}`);
  return rows[0]?.value ?? { bill: 0, watch: 0 };
}

async function writeCursor(db: Database, cursor: Cursor) {
  await db
    .insert(appMeta)
    .values({ key: CURSOR_KEY, value: cursor })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: cursor, updatedAt: sql`now()` } });
}

async function nextEvents(db: Database, cursor: Cursor): Promise<RuleEvent[]> {
  const billEvents = await selectRows<RuleEvent>(
    db,
    sql`select 'bill' as source, id, kind, key, bill_id as "billId", payload->>'eventId' as "hearingId", payload
      from bill_events
      where id > ${cursor.bill} and detected_at > now() - ${`${LOOKBACK_DAYS} days`}::interval
        and kind in ('hearing_scheduled', 'hearing_moved', 'status_change')
      order by id limit ${BATCH}`,
  );
  const watchEvents = await selectRows<RuleEvent>(
    db,
    sql`select 'watch' as source, id, kind, key, bill_id as "billId", hearing_id as "hearingId", payload
      from watch_events
      where id > ${cursor.watch} and detected_at > now() - ${`${LOOKBACK_DAYS} days`}::interval
        and kind in ('tracked_bill_on_agenda', 'hearing_changed')
      order by id limit ${BATCH}`,
  );
  return [...billEvents, ...watchEvents];
}

/** The accounts whose rule is on (and portal too) that own the bill: who gets the prepare task. */
async function ownersWithRule(db: Database, billId: string, kind: string) {
  return selectRows<{ accountId: number; ownerUserId: number | null; ownerTeamId: number | null }>(
    db,
    sql`select o.account_id as "accountId", o.owner_user_id as "ownerUserId", o.owner_team_id as "ownerTeamId"
      from bill_owners o
      join task_rules r on r.account_id = o.account_id and r.kind = ${kind} and r.enabled
      join accounts a on a.id = o.account_id and a.analyst_portal
      where o.bill_id = ${billId}`,
  );
}

/** The accounts tracking the bill whose rule is on, with the bill's owner there if it has one. */
async function trackersWithRule(db: Database, billId: string, kind: string) {
  return selectRows<{ accountId: number; ownerUserId: number | null; ownerTeamId: number | null }>(
    db,
    sql`select distinct tb.account_id as "accountId", o.owner_user_id as "ownerUserId", o.owner_team_id as "ownerTeamId"
      from tag_bills tb
      join task_rules r on r.account_id = tb.account_id and r.kind = ${kind} and r.enabled
      join accounts a on a.id = tb.account_id and a.analyst_portal
      left join bill_owners o on o.account_id = tb.account_id and o.bill_id = tb.bill_id
      where tb.bill_id = ${billId}`,
  );
}

async function billLabel(db: Database, billId: string) {
  const rows = await selectRows<{ identifier: string }>(db, sql`select identifier from bills where id = ${billId}`);
  return `${billId.split('-')[0] ?? ''} ${rows[0]?.identifier ?? billId}`.trim();
}

async function hearingPosted(db: Database, billId: string, hearingId: string, payload: Record<string, unknown>) {
  const start = text(payload.startTime);
  const day = start ? localDay(start, text(payload.timezone)) : null;
  if (!day || day < todayUtc()) return 0;
  const owners = await ownersWithRule(db, billId, 'hearing_prepare');
  if (owners.length === 0) return 0;
  const label = await billLabel(db, billId);
  const committee = text(payload.committee);
  let made = 0;
  for (const owner of owners) {
    const id = await insertTask(
      db,
      {
        accountId: owner.accountId,
        parentTaskId: null,
        title: `Prepare for the ${label} hearing${committee ? ` in ${committee}` : ''} on ${day}`,
        description:
          'Made by the rule "a hearing is posted for a bill we own". Due the working day before the hearing.',
        status: 'open',
        priority: 'high',
        assigneeUserId: owner.ownerUserId,
        teamId: owner.ownerTeamId,
        dueDate: addWorkingDays(day, -1, stateOfBill(billId)),
        createdByUserId: null,
        ruleKey: `hearing_prepare:${billId}:${hearingId}`,
      },
      [billId],
    );
    if (id !== undefined) made += 1;
  }
  return made;
}

/** A rescheduled hearing moves the due day of every prepare task made for it (and renames its key to the new id). */
async function hearingMoved(
  db: Database,
  billId: string | null,
  fromHearingId: string,
  toHearingId: string,
  start: string | null,
  timeZone: string | null,
) {
  const day = start ? localDay(start, timeZone) : null;
  if (!day) return 0;
  const pattern = `hearing_prepare:${billId ?? '%'}:${fromHearingId}`;
  const tasks = await selectRows<{ id: number; accountId: number; ruleKey: string; dueDate: string | null }>(
    db,
    sql`select id, account_id as "accountId", rule_key as "ruleKey", due_date::text as "dueDate"
      from tasks where rule_key like ${pattern}`,
  );
  let moved = 0;
  for (const task of tasks) {
    // A committee's hearing_changed names no bill: the task's key does (hearing_prepare:<bill>:<hearing>).
    const dueDate = addWorkingDays(day, -1, stateOfBill(task.ruleKey.split(':')[1] ?? billId));
    const ruleKey = task.ruleKey.replace(/:[^:]*$/, `:${toHearingId}`);
    if (dueDate === task.dueDate && ruleKey === task.ruleKey) continue;
    await db.execute(
      sql`update tasks set due_date = ${dueDate}::date, rule_key = ${ruleKey}, updated_at = now() where id = ${task.id}`,
    );
    await insertTaskEvent(db, {
      accountId: task.accountId,
      taskId: task.id,
      userId: null,
      kind: 'rescheduled',
      detail: { dueDate: { from: task.dueDate, to: dueDate }, hearingDay: day },
    });
    moved += 1;
  }
  return moved;
}

async function chamberPassed(db: Database, billId: string, payload: Record<string, unknown>) {
  const to = Number(payload.to);
  if (!PASSED_A_CHAMBER.has(to)) return 0;
  const trackers = await trackersWithRule(db, billId, 'chamber_passed_review');
  if (trackers.length === 0) return 0;
  const label = await billLabel(db, billId);
  const stage = to === 2 ? 'passed its first chamber' : 'passed both chambers';
  let made = 0;
  for (const tracker of trackers) {
    const id = await insertTask(
      db,
      {
        accountId: tracker.accountId,
        parentTaskId: null,
        title: `Review ${label}: it ${stage}`,
        description: 'Made by the rule "a tracked bill passes a chamber".',
        status: 'open',
        priority: 'normal',
        assigneeUserId: tracker.ownerUserId,
        teamId: tracker.ownerTeamId,
        dueDate: addWorkingDays(todayUtc(), 2, stateOfBill(billId)),
        createdByUserId: null,
        ruleKey: `chamber_passed_review:${billId}:${to}`,
      },
      [billId],
    );
    if (id !== undefined) made += 1;
  }
  return made;
}

/**
 * One pass of the legislative rules (decision 073) over the bill and committee events the alert engine also reads:
 * a posted hearing for an owned bill makes a prepare task (one per account, bill and hearing: tasks.rule_key is
 * unique), a moved hearing moves its due day, a chamber passage of a tracked bill makes a review task. Returns how
 * many tasks were made or moved.
 */
export async function applyTaskRules(db: Database): Promise<{ events: number; created: number; moved: number }> {
  const cursor = await readCursor(db);
  const events = await nextEvents(db, cursor);
  const result = { events: events.length, created: 0, moved: 0 };
  if (events.length === 0) return result;
  for (const event of events) {
    const payload = event.payload ?? {};
    if (event.kind === 'hearing_scheduled' || event.kind === 'tracked_bill_on_agenda') {
      if (event.billId && event.hearingId)
        result.created += await hearingPosted(db, event.billId, event.hearingId, payload);
    } else if (event.kind === 'hearing_moved') {
      const [from, to] = event.key.split('->');
      if (event.billId && from && to) {
        result.moved += await hearingMoved(db, event.billId, from, to, text(payload.to), text(payload.timezone));
      }
    } else if (event.kind === 'hearing_changed') {
      const before = (payload.from ?? {}) as Record<string, unknown>;
      if (event.hearingId && text(before.startTime) !== text(payload.startTime)) {
        result.moved += await hearingMoved(
          db,
          null,
          event.hearingId,
          event.hearingId,
          text(payload.startTime),
          text(payload.timezone),
        );
      }
    } else if (event.kind === 'status_change' && event.billId) {
      result.created += await chamberPassed(db, event.billId, payload);
    }
    if (event.source === 'bill') cursor.bill = Math.max(cursor.bill, event.id);
    else cursor.watch = Math.max(cursor.watch, event.id);
  }
  await writeCursor(db, cursor);
  return result;
}
