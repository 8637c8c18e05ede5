import type { MatchesQuery, MatchLevel, MatchOutcome } from '@statehouse/shared/autotrack/autotrack.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountSetups, autoTrackMatches, autoTrackRuns, type MatchExplanation } from '../../db/schema/index';
import { containsPattern, selectRows } from '../../db/sql';

/** Characters of a bill's latest version text the matcher reads (the start holds the operative sections). */
export const MATCH_TEXT_CHARS = 60_000;

export type MatchRow = {
  id: number;
  billId: string;
  identifier: string;
  stateCode: string;
  title: string;
  lastActionDate: string | null;
  score: number;
  priority: MatchLevel;
  impact: MatchLevel;
  outcome: MatchOutcome;
  rejectReason: string | null;
  decidedAt: Date | string | null;
  explanation: MatchExplanation;
  createdAt: Date | string;
};

const matchColumns = sql`m.id, m.bill_id as "billId", b.identifier, b.jurisdiction_id as "stateCode", b.title,
  b.last_action_date as "lastActionDate", m.score, m.priority, m.impact, m.outcome, m.reject_reason as "rejectReason",
  m.decided_at as "decidedAt", m.explanation, m.created_at as "createdAt"`;

export async function listMatches(db: Database, accountId: number, query: MatchesQuery) {
  const filters = [sql`m.account_id = ${accountId}`];
  if (query.outcome) filters.push(sql`m.outcome = ${query.outcome}`);
  if (query.minScore !== undefined) filters.push(sql`m.score >= ${query.minScore}`);
  if (query.maxScore !== undefined) filters.push(sql`m.score <= ${query.maxScore}`);
  if (query.priority) filters.push(sql`m.priority = ${query.priority}`);
  if (query.impact) filters.push(sql`m.impact = ${query.impact}`);
  if (query.rejectedStart) filters.push(sql`m.outcome = 'rejected' and m.decided_at >= ${query.rejectedStart}::date`);
  if (query.rejectedEnd) {
    filters.push(sql`m.outcome = 'rejected' and m.decided_at < (${query.rejectedEnd}::date + 1)`);
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(b.title ilike ${pattern} or b.identifier ilike ${pattern} or b.id ilike ${pattern})`);
  }
  const where = sql.join(filters, sql` and `);
  const rows = await selectRows<MatchRow & { total: number }>(
    db,
    sql`select ${matchColumns}, count(*) over ()::int as total
      from auto_track_matches m join bills b on b.id = m.bill_id
      where ${where}
      order by m.score desc, b.last_action_date desc nulls last, m.bill_id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return rows;
}

export async function countMatches(db: Database, accountId: number) {
  const rows = await selectRows<{ outcome: MatchOutcome; n: number }>(
    db,
    sql`select outcome, count(*)::int as n from auto_track_matches where account_id = ${accountId} group by outcome`,
  );
  return rows;
}

export async function countFilteredMatches(db: Database, accountId: number, query: MatchesQuery) {
  const rows = await listMatches(db, accountId, { ...query, page: 1, pageSize: 1 });
  return rows[0]?.total ?? 0;
}

export async function findMatch(db: Database, accountId: number, billId: string) {
  const [row] = await selectRows<MatchRow>(
    db,
    sql`select ${matchColumns} from auto_track_matches m join bills b on b.id = m.bill_id
      where m.account_id = ${accountId} and m.bill_id = ${billId}`,
  );
  return row;
}

export async function setMatchOutcome(
  db: Database,
  change: { accountId: number; billId: string; outcome: MatchOutcome; reason: string | null; userId: number | null },
) {
  const decided = change.outcome === 'pending' ? null : new Date();
  const updated = await db
    .update(autoTrackMatches)
    .set({
      outcome: change.outcome,
      rejectReason: change.reason,
      decidedAt: decided,
      decidedByUserId: change.outcome === 'pending' ? null : change.userId,
      updatedAt: new Date(),
    })
    .where(and(eq(autoTrackMatches.accountId, change.accountId), eq(autoTrackMatches.billId, change.billId)))
    .returning({ id: autoTrackMatches.id });
  return updated.length > 0;
}

export type AutoTrackedRow = {
  billTagId: number;
  billId: string;
  identifier: string;
  stateCode: string;
  title: string;
  tagId: number;
  tagName: string;
  tagColor: string;
  score: number | null;
  priority: MatchLevel | null;
  trackedAt: Date | string;
};

const autoTrackedColumns = sql`tb.id as "billTagId", tb.bill_id as "billId", b.identifier,
    b.jurisdiction_id as "stateCode", b.title, t.id as "tagId", t.name as "tagName", t.color as "tagColor",
    m.score, m.priority, tb.created_at as "trackedAt"`;
const autoTrackedFrom = sql`from tag_bills tb
  join tags t on t.id = tb.tag_id
  join bills b on b.id = tb.bill_id
  left join auto_track_matches m on m.account_id = tb.account_id and m.bill_id = tb.bill_id`;

/** The account's bills tracked by auto-tracking (tag_bills trackType auto) on account tags. */
export async function listAutoTracked(
  db: Database,
  accountId: number,
  options: { sorted: 'score' | 'recent' | 'bill'; page: number; pageSize: number },
) {
  const order =
    options.sorted === 'recent'
      ? sql`tb.created_at desc, tb.id desc`
      : options.sorted === 'bill'
        ? sql`tb.bill_id, tb.id`
        : sql`m.score desc nulls last, tb.id desc`;
  return selectRows<AutoTrackedRow & { total: number }>(
    db,
    sql`select ${autoTrackedColumns}, count(*) over ()::int as total ${autoTrackedFrom}
      where tb.account_id = ${accountId} and tb.track_type = 'auto' and t.scope = 'account'
      order by ${order}
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
}

export async function listAutoTrackedOfBill(db: Database, accountId: number, billId: string) {
  return selectRows<AutoTrackedRow>(
    db,
    sql`select ${autoTrackedColumns} ${autoTrackedFrom}
      where tb.account_id = ${accountId} and tb.track_type = 'auto' and tb.bill_id = ${billId} and t.scope = 'account'
      order by tb.id`,
  );
}

export async function findAutoTracked(db: Database, accountId: number, billTagId: number) {
  const [row] = await selectRows<AutoTrackedRow>(
    db,
    sql`select ${autoTrackedColumns} ${autoTrackedFrom}
      where tb.account_id = ${accountId} and tb.track_type = 'auto' and tb.id = ${billTagId} and t.scope = 'account'`,
  );
  return row;
}

/** Deletes auto-tracked tag_bills rows of the account (one, or all when billTagId is absent); returns the bill ids. */
export async function deleteAutoTracked(db: Database, accountId: number, billTagId?: number) {
  const rows = await selectRows<{ billId: string }>(
    db,
    sql`delete from tag_bills tb using tags t
      where t.id = tb.tag_id and t.scope = 'account' and tb.account_id = ${accountId} and tb.track_type = 'auto'
        ${billTagId === undefined ? sql`` : sql`and tb.id = ${billTagId}`}
      returning tb.bill_id as "billId"`,
  );
  return rows.map((row) => row.billId);
}

/** A bill no longer tracked under any auto tag goes back to waiting. */
export async function reopenUntracked(db: Database, accountId: number, billIds: string[]) {
  if (billIds.length === 0) return;
  await db.execute(sql`update auto_track_matches m set outcome = 'pending', decided_at = null, decided_by_user_id = null,
      updated_at = now()
    where m.account_id = ${accountId} and m.outcome = 'approved'
      and m.bill_id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and not exists (select 1 from tag_bills tb where tb.account_id = m.account_id and tb.bill_id = m.bill_id
        and tb.track_type = 'auto')`);
}

/** Marks the just-made tag_bills rows of an approval as auto-tracked. */
export async function markTrackedAuto(db: Database, accountId: number, tagId: number, billId: string) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`update tag_bills set track_type = 'auto'
      where account_id = ${accountId} and tag_id = ${tagId} and bill_id = ${billId}
      returning id`,
  );
  return row?.id ?? null;
}

// --- the profile -------------------------------------------------------------------------------------------------

export type SetupRow = typeof accountSetups.$inferSelect;

export async function findSetup(db: Database, accountId: number): Promise<SetupRow | undefined> {
  const [row] = await db.select().from(accountSetups).where(eq(accountSetups.accountId, accountId));
  return row;
}

/** Saves the auto-tracking settings (states, companies) into the account's setup row, making it when absent. */
export async function saveSettings(
  db: Database,
  accountId: number,
  userId: number,
  values: { states?: string[]; companies?: number[] },
) {
  await db
    .insert(accountSetups)
    .values({ accountId, status: 'in_progress', updatedByUserId: userId, ...values })
    .onConflictDoUpdate({
      target: accountSetups.accountId,
      set: { ...values, updatedByUserId: userId, updatedAt: new Date() },
    });
}

export type ProfileBillRow = { billId: string; identifier: string; text: string; reason?: string };

/** Title, summary and subject terms of the bills the account tracks (on any of its tags). */
export async function listTrackedBillTexts(db: Database, accountId: number, limit = 500) {
  return selectRows<ProfileBillRow>(
    db,
    sql`select b.id as "billId", b.jurisdiction_id || ' ' || b.identifier as identifier,
        concat_ws(' ', b.title, b.abstract, array_to_string(b.subject_terms, ' ')) as text
      from bills b
      where b.id in (select distinct bill_id from tag_bills where account_id = ${accountId})
      order by b.last_action_date desc nulls last limit ${limit}`,
  );
}

export async function listRejectedBillTexts(db: Database, accountId: number, limit = 500) {
  return selectRows<ProfileBillRow & { reason: string }>(
    db,
    sql`select b.id as "billId", b.jurisdiction_id || ' ' || b.identifier as identifier,
        concat_ws(' ', b.title, b.abstract, array_to_string(b.subject_terms, ' ')) as text,
        coalesce(m.reject_reason, '') as reason
      from auto_track_matches m join bills b on b.id = m.bill_id
      where m.account_id = ${accountId} and m.outcome = 'rejected'
      order by m.decided_at desc nulls last limit ${limit}`,
  );
}

/**
 * Statute sections the organization cares about: sections on its tags, and the sections its tracked bills amend,
 * add or repeal.
 */
export async function listCaredSections(db: Database, accountId: number) {
  return selectRows<{ code: string; section: string }>(
    db,
    sql`select distinct s.code, s.section from tag_sections ts join statute_sections s on s.id = ts.section_id
        where ts.account_id = ${accountId} and ts.section_kind = 'statute'
      union
      select distinct c.code, c.section from bill_statute_citations c
        where c.kind <> 'cites' and c.bill_id in (select bill_id from tag_bills where account_id = ${accountId})
      limit 2000`,
  );
}

// --- bills to match ----------------------------------------------------------------------------------------------

export type CandidateRow = {
  id: string;
  identifier: string;
  title: string;
  abstract: string | null;
  subjectTerms: string[];
  subjects: number[];
  status: number;
  classification: string[];
  text: string | null;
  citations: { code: string; section: string; kind: string }[] | null;
  updatedAt: Date | string;
};

const candidateSelect = sql`select b.id, b.jurisdiction_id || ' ' || b.identifier as identifier, b.title, b.abstract,
    b.subject_terms as "subjectTerms", b.subjects, b.status, b.classification, b.updated_at as "updatedAt",
    (select left(v.text, ${MATCH_TEXT_CHARS}) from bill_versions v where v.bill_id = b.id and v.text is not null
      order by v.position desc limit 1) as text,
    (select json_agg(json_build_object('code', c.code, 'section', c.section, 'kind', c.kind))
      from bill_statute_citations c where c.bill_id = b.id) as citations
  from bills b`;

/** One batch of a state's bills after `afterId` (keyset), optionally only those changed since `changedSince`. */
export async function listCandidateBills(
  db: Database,
  options: { stateCode: string; afterId: string; limit: number; changedSince: Date | null },
) {
  return selectRows<CandidateRow>(
    db,
    sql`${candidateSelect}
      where b.jurisdiction_id = ${options.stateCode} and b.id > ${options.afterId}
        ${options.changedSince ? sql`and b.updated_at > ${options.changedSince}` : sql``}
      order by b.id limit ${options.limit}`,
  );
}

export async function listCandidateBillsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return selectRows<CandidateRow>(
    db,
    sql`${candidateSelect} where b.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export async function countStateBills(db: Database, stateCode: string, changedSince: Date | null) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bills where jurisdiction_id = ${stateCode}
      ${changedSince ? sql`and updated_at > ${changedSince}` : sql``}`,
  );
  return row?.n ?? 0;
}

export type NewMatch = {
  accountId: number;
  billId: string;
  score: number;
  priority: MatchLevel;
  impact: MatchLevel;
  explanation: MatchExplanation;
};

/**
 * Stores matches: a new bill is inserted as pending; a waiting match is rescored; an approved or rejected one
 * keeps its outcome and gets the new score. A bill that fell below the threshold while waiting is removed (passed
 * in `dropped`). Returns the bills inserted now (for the one-time alert).
 */
export async function upsertMatches(
  db: Database,
  matches: NewMatch[],
  dropped: { accountId: number; billId: string }[],
) {
  const inserted: string[] = [];
  for (const match of matches) {
    const rows = await selectRows<{ billId: string; fresh: boolean }>(
      db,
      sql`insert into auto_track_matches (account_id, bill_id, score, priority, impact, explanation)
        values (${match.accountId}, ${match.billId}, ${match.score}, ${match.priority}, ${match.impact},
          ${JSON.stringify(match.explanation)}::jsonb)
        on conflict (account_id, bill_id) do update set score = excluded.score, priority = excluded.priority,
          impact = excluded.impact, explanation = excluded.explanation, updated_at = now()
        returning bill_id as "billId", (xmax = 0) as fresh`,
    );
    if (rows[0]?.fresh) inserted.push(match.billId);
  }
  for (const drop of dropped) {
    await db
      .delete(autoTrackMatches)
      .where(
        and(
          eq(autoTrackMatches.accountId, drop.accountId),
          eq(autoTrackMatches.billId, drop.billId),
          eq(autoTrackMatches.outcome, 'pending'),
        ),
      );
  }
  return inserted;
}

/** Marks a match alerted; true only for the caller that set it (so it alerts once). */
export async function claimMatchAlert(db: Database, accountId: number, billId: string) {
  const rows = await db
    .update(autoTrackMatches)
    .set({ alertedAt: new Date() })
    .where(
      and(
        eq(autoTrackMatches.accountId, accountId),
        eq(autoTrackMatches.billId, billId),
        sql`${autoTrackMatches.alertedAt} is null`,
      ),
    )
    .returning({ id: autoTrackMatches.id });
  return rows.length > 0;
}

export async function listAccountAdmins(db: Database, accountId: number) {
  return selectRows<{ userId: number }>(
    db,
    sql`select au.user_id as "userId" from account_users au
      where au.account_id = ${accountId} and au.status = 'active' and au.role = 'admin'`,
  );
}

// --- runs --------------------------------------------------------------------------------------------------------

/**
 * Records a run per state, except for a state already queued or running for the account (that run goes on).
 * Returns the new runs; the service queues a job for each.
 */
export async function queueRuns(
  db: Database,
  runs: { accountId: number; stateCode: string; type: 'full' | 'changed'; userId: number | null }[],
) {
  const queued: { id: number; stateCode: string }[] = [];
  for (const run of runs) {
    const rows = await selectRows<{ id: number; stateCode: string }>(
      db,
      sql`insert into auto_track_runs (account_id, state_code, type, requested_by_user_id)
        select ${run.accountId}, ${run.stateCode}, ${run.type}, ${run.userId}
        where not exists (select 1 from auto_track_runs where account_id = ${run.accountId}
          and state_code = ${run.stateCode} and status in ('queued', 'running'))
        returning id, state_code as "stateCode"`,
    );
    if (rows[0]) queued.push(rows[0]);
  }
  return queued;
}

export type RunRow = typeof autoTrackRuns.$inferSelect;

export async function setRunJob(db: Database, id: number, jobId: number) {
  await db.update(autoTrackRuns).set({ jobId }).where(eq(autoTrackRuns.id, id));
}

export async function findRun(db: Database, id: number): Promise<RunRow | undefined> {
  const [run] = await db.select().from(autoTrackRuns).where(eq(autoTrackRuns.id, id));
  return run;
}

/** The run starts (or starts again after a retry): running, from nothing scanned. */
export async function markRunRunning(db: Database, id: number) {
  await db
    .update(autoTrackRuns)
    .set({ status: 'running', startedAt: new Date(), billsScanned: 0, matches: 0, error: null })
    .where(eq(autoTrackRuns.id, id));
}

export async function updateRunProgress(
  db: Database,
  id: number,
  progress: { total: number; scanned: number; matches: number },
) {
  await db
    .update(autoTrackRuns)
    .set({ billsTotal: progress.total, billsScanned: progress.scanned, matches: progress.matches })
    .where(eq(autoTrackRuns.id, id));
}

export async function finishRun(db: Database, id: number, outcome: { status: 'done' | 'failed'; error?: string }) {
  await db
    .update(autoTrackRuns)
    .set({ status: outcome.status, error: outcome.error ?? null, finishedAt: new Date() })
    .where(eq(autoTrackRuns.id, id));
}

export async function lastFinishedRunAt(db: Database, accountId: number, stateCode: string) {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select max(started_at) as at from auto_track_runs
      where account_id = ${accountId} and state_code = ${stateCode} and status = 'done'`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Per state of the account: its latest run (any status). */
export async function latestRuns(db: Database, accountId: number) {
  return selectRows<RunRow & { lastDoneAt: Date | string | null }>(
    db,
    sql`select distinct on (r.state_code) r.id, r.account_id as "accountId", r.state_code as "stateCode", r.type,
        r.status, r.bills_total as "billsTotal", r.bills_scanned as "billsScanned", r.matches, r.error,
        r.started_at as "startedAt", r.finished_at as "finishedAt", r.created_at as "createdAt",
        (select max(finished_at) from auto_track_runs d where d.account_id = r.account_id
          and d.state_code = r.state_code and d.status = 'done') as "lastDoneAt"
      from auto_track_runs r where r.account_id = ${accountId}
      order by r.state_code, r.id desc`,
  );
}

export async function countMatchesByState(db: Database, accountId: number) {
  return selectRows<{ stateCode: string; n: number }>(
    db,
    sql`select b.jurisdiction_id as "stateCode", count(*)::int as n from auto_track_matches m
      join bills b on b.id = m.bill_id where m.account_id = ${accountId} group by 1`,
  );
}

// --- continuous matching -----------------------------------------------------------------------------------------

const CURSOR_KEY = 'autotrack.bills_cursor';

/** Where continuous matching stands: the last bill it read, in (updated_at, id) order. */
export type BillCursor = { at: string; id: string };

export async function readBillCursor(db: Database): Promise<BillCursor> {
  const [row] = await selectRows<{ value: Partial<BillCursor> }>(
    db,
    sql`select value from app_meta where key = ${CURSOR_KEY}`,
  );
  if (row?.value.at) return { at: row.value.at, id: row.value.id ?? '' };
  // First start: begin after the bills that exist now (a full run covers them).
  const [latest] = await selectRows<{ at: Date | string | null }>(db, sql`select max(updated_at) as at from bills`);
  const cursor = { at: new Date(latest?.at ?? 0).toISOString(), id: '\uffff' };
  await writeBillCursor(db, cursor);
  return cursor;
}

export async function writeBillCursor(db: Database, cursor: BillCursor) {
  await db.execute(sql`insert into app_meta (key, value) values (${CURSOR_KEY}, ${JSON.stringify(cursor)}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** Bills written (imported or changed) after the cursor, oldest first. */
export async function listChangedBillIds(db: Database, cursor: BillCursor, limit: number) {
  const rows = await selectRows<{ id: string; at: Date | string }>(
    db,
    sql`select id, updated_at as at from bills
      where (updated_at, id) > (${cursor.at}::timestamptz, ${cursor.id})
      order by updated_at, id limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, at: new Date(row.at).toISOString() }));
}

/** Accounts whose auto-tracking follows a state: setup done or in progress, with something to match on. */
export async function listActiveProfiles(db: Database, stateCodes: string[]) {
  if (stateCodes.length === 0) return [];
  return selectRows<{ accountId: number; states: string[] }>(
    db,
    sql`select account_id as "accountId", states from account_setups
      where status in ('completed', 'in_progress') and states && ${sql`array[${sql.join(
        stateCodes.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`}
        and (cardinality(keywords) > 0 or cardinality(subjects) > 0 or cardinality(companies) > 0)`,
  );
}
