import type {
  AutoTrackedBillDetail,
  AutoTrackedReply,
  AutoTrackMatch,
  AutoTrackStatusReply,
  MatchDecisionReply,
  MatchesQuery,
  MatchesReply,
} from '@statehouse/shared/autotrack/autotrack.schemas';
import { createTagRequestSchema, tagListQuerySchema } from '@statehouse/shared/tags/tags.schemas';
import type { Database } from '../../db/client';
import { type ClaimedJob, enqueueJob, type JobContext, PermanentJobError, runJobWorker } from '../../jobs/job-queue';
import type { JobKind } from '../../jobs/register-job-workers';
import { AppError } from '../../lib/app-error';
import { enqueueOutbox } from '../../notify/outbox';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import { getCompanyNames } from '../companies/companies.service';
import { createTag, listTags, tagBills } from '../tags/tags.service';
import {
  type AutoTrackedRow,
  type CandidateRow,
  claimMatchAlert,
  countMatches,
  countMatchesByState,
  countStateBills,
  deleteAutoTracked,
  findAutoTracked,
  findMatch,
  findRun,
  findSetup,
  finishRun,
  lastFinishedRunAt,
  latestRuns,
  listAccountAdmins,
  listActiveProfiles,
  listAutoTracked,
  listAutoTrackedOfBill,
  listCandidateBills,
  listCandidateBillsByIds,
  listCaredSections,
  listChangedBillIds,
  listMatches,
  listRejectedBillTexts,
  listTrackedBillTexts,
  type MatchRow,
  markRunRunning,
  markTrackedAuto,
  type NewMatch,
  queueRuns,
  type RunRow,
  readBillCursor,
  reopenUntracked,
  saveSettings,
  setMatchOutcome,
  setRunJob,
  updateRunProgress,
  upsertMatches,
  writeBillCursor,
} from './autotrack.queries';
import {
  type CompiledProfile,
  compileProfile,
  HIGH_PRIORITY_SCORE,
  keywordCountsOf,
  MATCH_THRESHOLD,
  type MatchBill,
  scoreBill,
  sharesOf,
  termsOf,
} from './match-scoring';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

export const autoTrackMessages = {
  matchNotFound: 'No auto-tracking match for this bill in your account',
  autoTrackedNotFound: 'No auto-tracked bill with this id in your account',
  adminsOnly: 'Only an account admin can change auto-tracking',
  noStates: 'Choose at least one state to follow first (POST /api/auto-track-states or the setup wizard)',
  noInterests: 'Describe your interests first: add keywords, subjects or companies in the setup wizard',
  notRejected: 'Only an approved or rejected match can be put back to waiting',
  unknownCompanies: (ids: number[]) => `Unknown company id: ${ids.join(', ')}`,
} as const;

/** The default tag approvals go under when the setup names none. */
export const DEFAULT_AUTO_TAG = 'Auto-tracked';
const BATCH = 200;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toMatch = (row: MatchRow): AutoTrackMatch => ({
  ...row,
  lastActionDate: row.lastActionDate,
  decidedAt: iso(row.decidedAt),
  createdAt: new Date(row.createdAt).toISOString(),
});

const toAutoTracked = (row: AutoTrackedRow) => ({
  billTagId: row.billTagId,
  billId: row.billId,
  identifier: row.identifier,
  stateCode: row.stateCode,
  title: row.title,
  tag: { id: row.tagId, name: row.tagName, color: row.tagColor },
  score: row.score,
  priority: row.priority,
  trackedAt: new Date(row.trackedAt).toISOString(),
});

function requireAdmin(caller: Caller) {
  if (caller.role !== 'admin') throw new AppError('FORBIDDEN', autoTrackMessages.adminsOnly);
}

// --- the profile and the matcher ---------------------------------------------------------------------------------

/** The account's profile for the matcher, or null when it has nothing to match on (no setup, no interests). */
export async function loadProfile(db: Database, accountId: number): Promise<CompiledProfile | null> {
  const setup = await findSetup(db, accountId);
  if (!setup) return null;
  if (setup.keywords.length === 0 && setup.subjects.length === 0 && setup.companies.length === 0) return null;
  const [companies, sections, tracked, rejected] = await Promise.all([
    getCompanyNames({ db, accountId, ids: setup.companies }),
    listCaredSections(db, accountId),
    listTrackedBillTexts(db, accountId),
    listRejectedBillTexts(db, accountId),
  ]);
  return compileProfile({
    description: setup.description,
    keywords: setup.keywords,
    subjects: setup.subjects,
    companies,
    sections,
    tracked: tracked.map((row) => ({ billId: row.billId, identifier: row.identifier, terms: termsOf(row.text) })),
    rejected: rejected.map((row) => ({
      billId: row.billId,
      identifier: row.identifier,
      terms: termsOf(row.text),
      reason: row.reason,
    })),
  });
}

export const toMatchBill = (row: CandidateRow): MatchBill => ({
  id: row.id,
  identifier: row.identifier,
  title: row.title,
  abstract: row.abstract,
  subjectTerms: row.subjectTerms ?? [],
  text: row.text,
  subjects: row.subjects ?? [],
  citations: row.citations ?? [],
  status: row.status,
  classification: row.classification ?? [],
});

const stateOf = (billId: string) => billId.split('-')[0] ?? '';

/**
 * When a state's keyword counts are taken again: shares move only as bills are added, and counting reads every bill
 * of the state with its text, so one count serves every account and run until the state has grown by this share.
 */
const KEYWORD_RECOUNT_GROWTH = 0.1;
type StateCounts = { total: number; patterns: CompiledProfile['keywordPatterns']; counts: Map<string, number> };
const keywordCountCache = new WeakMap<Database, Map<string, StateCounts>>();

/**
 * The share of the state's bills naming each of the profile's keywords (the matcher counts a common one less,
 * decision 085): counted in one pass over every bill of the state, for this profile's keywords and those already
 * counted for others, and kept per database and state until the state grows by KEYWORD_RECOUNT_GROWTH.
 */
async function keywordSharesIn(db: Database, stateCode: string, profile: CompiledProfile) {
  const cache = keywordCountCache.get(db) ?? new Map<string, StateCounts>();
  keywordCountCache.set(db, cache);
  let state = cache.get(stateCode);
  const known = state?.counts;
  const bills = await countStateBills(db, stateCode, null);
  if (
    !state ||
    Math.abs(bills - state.total) > state.total * KEYWORD_RECOUNT_GROWTH ||
    profile.keywordPatterns.some(({ keyword }) => !known?.has(keyword))
  ) {
    const patterns = [
      ...(state?.patterns ?? []),
      ...profile.keywordPatterns.filter(({ keyword }) => !known?.has(keyword)),
    ];
    const counts = new Map(patterns.map(({ keyword }) => [keyword, 0]));
    let total = 0;
    let afterId = '';
    for (;;) {
      const rows = await listCandidateBills(db, { stateCode, afterId, limit: BATCH, changedSince: null });
      if (rows.length === 0) break;
      for (const [keyword, count] of keywordCountsOf(patterns, rows.map(toMatchBill))) {
        counts.set(keyword, (counts.get(keyword) ?? 0) + count);
      }
      total += rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    state = { total, patterns, counts };
    cache.set(stateCode, state);
  }
  const counted = state.counts;
  return sharesOf(
    new Map(profile.keywordPatterns.map(({ keyword }) => [keyword, counted.get(keyword) ?? 0])),
    state.total,
  );
}

/** Each bill scored with the keyword shares of its own state. */
async function scoreRows(db: Database, profile: CompiledProfile, rows: CandidateRow[]) {
  const shares = new Map<string, Map<string, number>>();
  for (const stateCode of new Set(rows.map((row) => stateOf(row.id)))) {
    shares.set(stateCode, await keywordSharesIn(db, stateCode, profile));
  }
  return rows.map((row) => ({ row, result: scoreBill(profile, toMatchBill(row), shares.get(stateOf(row.id))) }));
}

/** Scores bills for one account and stores the matches; returns how many matched and which are new. */
async function scoreAndStore(db: Database, accountId: number, profile: CompiledProfile, rows: CandidateRow[]) {
  const matches: NewMatch[] = [];
  const dropped: { accountId: number; billId: string }[] = [];
  for (const { row, result } of await scoreRows(db, profile, rows)) {
    if (result.score >= MATCH_THRESHOLD) matches.push({ accountId, billId: row.id, ...result });
    else dropped.push({ accountId, billId: row.id });
  }
  const inserted = await upsertMatches(db, matches, dropped);
  return { matched: matches.length, inserted, matches };
}

/**
 * A new high-priority match alerts the account's admins once, in the app, through the alert engine's outbox
 * (its dedupe key and the match's alerted_at both make it once).
 */
async function alertNewMatches(db: Database, accountId: number, matches: NewMatch[], inserted: string[]) {
  const fresh = new Set(inserted);
  const urgent = matches.filter((match) => fresh.has(match.billId) && match.score >= HIGH_PRIORITY_SCORE);
  if (urgent.length === 0) return 0;
  const admins = await listAccountAdmins(db, accountId);
  let sent = 0;
  for (const match of urgent) {
    if (!(await claimMatchAlert(db, accountId, match.billId))) continue;
    sent += await enqueueOutbox(
      db,
      admins.map((admin) => ({
        accountId,
        userId: admin.userId,
        channel: 'in_app' as const,
        dedupeKey: `autotrack:${accountId}:${match.billId}:${admin.userId}`,
        payload: {
          kind: 'auto_track_match',
          title: `New high-priority match: ${match.billId}`,
          body: `Score ${match.score}. ${match.explanation.summary}`,
          link: `/auto-tracked-bills/${encodeURIComponent(match.billId)}`,
          billId: match.billId,
        },
      })),
    );
  }
  return sent;
}

/**
 * Runs one queued run: every bill of its state (or those changed since the last finished run), in batches,
 * writing progress after each. The caller claimed it and finishes it.
 */
export async function executeRun(
  db: Database,
  run: RunRow,
  onProgress: (scanned: number, total: number) => Promise<void> = async () => {},
): Promise<{ scanned: number; matches: number }> {
  const profile = await loadProfile(db, run.accountId);
  const changedSince = run.type === 'changed' ? await lastFinishedRunAt(db, run.accountId, run.stateCode) : null;
  const total = await countStateBills(db, run.stateCode, changedSince);
  let scanned = 0;
  let matched = 0;
  let afterId = '';
  await updateRunProgress(db, run.id, { total, scanned, matches: matched });
  if (!profile) return { scanned, matches: matched };
  for (;;) {
    const rows = await listCandidateBills(db, { stateCode: run.stateCode, afterId, limit: BATCH, changedSince });
    if (rows.length === 0) break;
    const result = await scoreAndStore(db, run.accountId, profile, rows);
    await alertNewMatches(db, run.accountId, result.matches, result.inserted);
    scanned += rows.length;
    matched += result.matched;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    await updateRunProgress(db, run.id, { total, scanned, matches: matched });
    await onProgress(scanned, total);
  }
  return { scanned, matches: matched };
}

/**
 * Continuous matching: bills that changed (their bill events) are scored for every account following their
 * state. Returns how many (account, bill) pairs were scored.
 */
export async function matchChangedBills(db: Database, billIds: string[]): Promise<{ scored: number; alerted: number }> {
  const rows = await listCandidateBillsByIds(db, [...new Set(billIds)]);
  const states = [...new Set(rows.map((row) => stateOf(row.id)))];
  const accounts = await listActiveProfiles(db, states);
  let scored = 0;
  let alerted = 0;
  for (const account of accounts) {
    const profile = await loadProfile(db, account.accountId);
    if (!profile) continue;
    const followed = new Set(account.states);
    const own = rows.filter((row) => followed.has(stateOf(row.id)));
    const result = await scoreAndStore(db, account.accountId, profile, own);
    alerted += await alertNewMatches(db, account.accountId, result.matches, result.inserted);
    scored += own.length;
  }
  return { scored, alerted };
}

/** Re-scores the account's waiting matches (after a rejection taught the matcher). */
async function rescorePending(db: Database, accountId: number) {
  const profile = await loadProfile(db, accountId);
  if (!profile) return;
  const pending = await listMatches(db, accountId, {
    outcome: 'pending',
    page: 1,
    pageSize: 500,
  } as MatchesQuery);
  const rows = await listCandidateBillsByIds(
    db,
    pending.map((row) => row.billId),
  );
  const matches: NewMatch[] = (await scoreRows(db, profile, rows)).map(({ row, result }) => ({
    accountId,
    billId: row.id,
    ...result,
  }));
  // Kept even below the threshold: a waiting match the user sees does not vanish under them; its score drops.
  await upsertMatches(db, matches, []);
}

// --- the API -----------------------------------------------------------------------------------------------------

export async function getMatches({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: MatchesQuery;
}): Promise<MatchesReply> {
  const [rows, counts] = await Promise.all([
    listMatches(db, caller.accountId, query),
    countMatches(db, caller.accountId),
  ]);
  const count = (outcome: string) => counts.find((row) => row.outcome === outcome)?.n ?? 0;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    total = (await listMatches(db, caller.accountId, { ...query, page: 1, pageSize: 1 }))[0]?.total ?? 0;
  }
  return {
    data: rows.map(({ total: _total, ...row }) => toMatch(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: { pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
  };
}

async function requireMatch(db: Database, caller: Caller, billId: string) {
  await requireBill(db, billId);
  const row = await findMatch(db, caller.accountId, billId);
  if (!row) throw new AppError('NOT_FOUND', autoTrackMessages.matchNotFound);
  return row;
}

export async function getMatch({ db, caller, billId }: { db: Database; caller: Caller; billId: string }) {
  return toMatch(await requireMatch(db, caller, billId));
}

export async function getAutoTrackedBills({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: { sorted: 'score' | 'recent' | 'bill'; page: number; pageSize: number };
}): Promise<AutoTrackedReply> {
  const rows = await listAutoTracked(db, caller.accountId, query);
  return {
    data: rows.map(toAutoTracked),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getAutoTrackedBill({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<AutoTrackedBillDetail> {
  const match = await requireMatch(db, caller, billId);
  const tracked = await listAutoTrackedOfBill(db, caller.accountId, billId);
  return { match: toMatch(match), tracked: tracked.map(toAutoTracked) };
}

/** The tag approvals go under by default: the setup's first tag, else "Auto-tracked"; made when missing. */
async function defaultTagId(db: Database, caller: Caller): Promise<number> {
  const setup = await findSetup(db, caller.accountId);
  const name = setup?.tags[0] ?? DEFAULT_AUTO_TAG;
  const found = await listTags({
    db,
    caller,
    query: tagListQuerySchema.parse({ search: name, scope: 'account', pageSize: 100 }),
  });
  const existing = found.data.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
  if (existing) return existing.id;
  const created = await createTag({
    db,
    caller,
    body: createTagRequestSchema.parse({ name, scope: 'account', description: 'Bills approved from auto-tracking' }),
    bypassAccessCheck: false,
  });
  return created.id;
}

/** Approves a match: the bill is tracked under the tag (trackType auto) and the match is approved. */
export async function approveMatch({
  db,
  caller,
  billId,
  tagId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  tagId: number | undefined;
}): Promise<MatchDecisionReply> {
  await requireMatch(db, caller, billId);
  const tag = tagId ?? (await defaultTagId(db, caller));
  // The tags service checks the tag (visible, editable by the caller) and the bill's state.
  const result = await tagBills({
    db,
    caller,
    body: { tagIds: [tag], billIds: [billId], action: 'add' },
    bypassAccessCheck: false,
  });
  const billTagId = result.added > 0 ? await markTrackedAuto(db, caller.accountId, tag, billId) : null;
  await setMatchOutcome(db, {
    accountId: caller.accountId,
    billId,
    outcome: 'approved',
    reason: null,
    userId: caller.id,
  });
  return { match: toMatch(await requireMatch(db, caller, billId)), billTagId };
}

/** Rejects a match with a reason; the account's waiting matches like it are rescored lower. */
export async function rejectMatch({
  db,
  caller,
  billId,
  reason,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  reason: string;
}): Promise<MatchDecisionReply> {
  await requireMatch(db, caller, billId);
  await setMatchOutcome(db, { accountId: caller.accountId, billId, outcome: 'rejected', reason, userId: caller.id });
  await rescorePending(db, caller.accountId);
  return { match: toMatch(await requireMatch(db, caller, billId)), billTagId: null };
}

/** Undo: an approved or rejected match waits again (an approval's auto tags are removed). */
export async function reopenMatch({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<MatchDecisionReply> {
  const match = await requireMatch(db, caller, billId);
  if (match.outcome === 'pending') throw new AppError('CONFLICT', autoTrackMessages.notRejected);
  if (match.outcome === 'approved') {
    for (const row of await listAutoTrackedOfBill(db, caller.accountId, billId)) {
      await deleteAutoTracked(db, caller.accountId, row.billTagId);
    }
  }
  await setMatchOutcome(db, {
    accountId: caller.accountId,
    billId,
    outcome: 'pending',
    reason: null,
    userId: caller.id,
  });
  if (match.outcome === 'rejected') await rescorePending(db, caller.accountId);
  return { match: toMatch(await requireMatch(db, caller, billId)), billTagId: null };
}

export async function deleteAutoTrackedBill({
  db,
  caller,
  billTagId,
}: {
  db: Database;
  caller: Caller;
  billTagId: number;
}) {
  const row = await findAutoTracked(db, caller.accountId, billTagId);
  if (!row) throw new AppError('NOT_FOUND', autoTrackMessages.autoTrackedNotFound);
  const billIds = await deleteAutoTracked(db, caller.accountId, billTagId);
  await reopenUntracked(db, caller.accountId, billIds);
  return { removed: billIds.length };
}

export async function deleteAllAutoTracked({ db, caller }: { db: Database; caller: Caller }) {
  requireAdmin(caller);
  const billIds = await deleteAutoTracked(db, caller.accountId);
  await reopenUntracked(db, caller.accountId, [...new Set(billIds)]);
  return { removed: billIds.length };
}

// --- settings and runs -------------------------------------------------------------------------------------------

export async function getAutoTrackStates({ db, caller }: { db: Database; caller: Caller }) {
  return { states: (await findSetup(db, caller.accountId))?.states ?? [] };
}

export async function setAutoTrackStates({ db, caller, states }: { db: Database; caller: Caller; states: string[] }) {
  requireAdmin(caller);
  await saveSettings(db, caller.accountId, caller.id, { states });
  return { states };
}

export async function getAutoTrackCompanies({ db, caller }: { db: Database; caller: Caller }) {
  const ids = (await findSetup(db, caller.accountId))?.companies ?? [];
  const found = await getCompanyNames({ db, accountId: caller.accountId, ids });
  return { companies: found.map(({ id, name }) => ({ id, name })) };
}

/** Checks company ids against the companies the account sees; 400 naming the unknown ones. */
export async function requireCompanies(db: Database, accountId: number, ids: number[]) {
  const found = await getCompanyNames({ db, accountId, ids });
  const known = new Set(found.map((company) => company.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', autoTrackMessages.unknownCompanies(unknown));
  return found;
}

export async function setAutoTrackCompanies({
  db,
  caller,
  companies,
}: {
  db: Database;
  caller: Caller;
  companies: number[];
}) {
  requireAdmin(caller);
  const found = await requireCompanies(db, caller.accountId, companies);
  await saveSettings(db, caller.accountId, caller.id, { companies });
  return { companies: found.map(({ id, name }) => ({ id, name })) };
}

export async function getAutoTrackStatus({
  db,
  caller,
}: {
  db: Database;
  caller: Caller;
}): Promise<AutoTrackStatusReply> {
  const [setup, runs, counts] = await Promise.all([
    findSetup(db, caller.accountId),
    latestRuns(db, caller.accountId),
    countMatchesByState(db, caller.accountId),
  ]);
  const states = [...new Set([...(setup?.states ?? []), ...runs.map((run) => run.stateCode)])].sort();
  return {
    data: states.map((stateCode) => {
      const run = runs.find((row) => row.stateCode === stateCode);
      return {
        stateCode,
        billsTotal: run?.billsTotal ?? 0,
        billsScanned: run?.billsScanned ?? 0,
        matches: counts.find((row) => row.stateCode === stateCode)?.n ?? 0,
        lastRunAt: iso(run?.lastDoneAt ?? null),
        running: run?.status === 'running' || run?.status === 'queued',
        status: (run?.status ?? 'never') as AutoTrackStatusReply['data'][number]['status'],
        error: run?.error ?? null,
      };
    }),
  };
}

/** Queues one run per followed state (a state already queued or running is skipped). */
export async function startAutoTracking({
  db,
  caller,
  type,
}: {
  db: Database;
  caller: Caller;
  type: 'full' | 'changed';
}) {
  requireAdmin(caller);
  const setup = await findSetup(db, caller.accountId);
  if (!setup || setup.states.length === 0) throw new AppError('BAD_REQUEST', autoTrackMessages.noStates);
  if (setup.keywords.length === 0 && setup.subjects.length === 0 && setup.companies.length === 0) {
    throw new AppError('BAD_REQUEST', autoTrackMessages.noInterests);
  }
  const runs = await queueRuns(
    db,
    setup.states.map((stateCode) => ({ accountId: caller.accountId, stateCode, type, userId: caller.id })),
  );
  for (const run of runs) {
    const job = await enqueueJob(db, {
      kind: AUTO_TRACK_JOB_KIND,
      payload: { runId: run.id },
      accountId: caller.accountId,
      dedupeKey: `${AUTO_TRACK_JOB_KIND}:${run.id}`,
      maxAttempts: 3,
    });
    await setRunJob(db, run.id, job.id);
  }
  return { queued: runs.map((run) => run.stateCode) };
}

// --- background work ---------------------------------------------------------------------------------------------

/** The durable job kind (decision 068) of one state's run. */
export const AUTO_TRACK_JOB_KIND = 'auto-track-state';

/**
 * Runs one state's run as a job of the queue: progress goes to the run (the status call) and to the job (its
 * heartbeat). A retry starts the state again from its first bill (scoring is idempotent). The run fails for good
 * when the job's last attempt fails.
 */
export async function runAutoTrackJob(db: Database, job: ClaimedJob, context: Pick<JobContext, 'progress'>) {
  const runId = Number(job.payload.runId);
  const run = await findRun(db, runId);
  if (!run) throw new PermanentJobError(`Auto-tracking run ${runId} no longer exists`);
  await markRunRunning(db, run.id);
  try {
    const result = await executeRun(db, run, (scanned, total) => context.progress(scanned, total));
    await finishRun(db, run.id, { status: 'done' });
    return { message: `${result.scanned} bills scanned, ${result.matches} matches` };
  } catch (error) {
    if (job.attempts >= job.maxAttempts || error instanceof PermanentJobError) {
      await finishRun(db, run.id, {
        status: 'failed',
        error: 'The run failed; start auto-tracking again, and tell us if it keeps failing',
      });
    }
    throw error;
  }
}

/** The queue's kind for app.ts to hand to jobs/register-jobs.ts. */
export const autoTrackJobKind: JobKind = {
  kind: AUTO_TRACK_JOB_KIND,
  handler: (app) => (job, context) => runAutoTrackJob(app.db, job, context),
};

/** Runs every waiting state run now in this process (tests, the bench); returns how many ran. */
export async function drainAutoTrackJobs(
  db: Database,
  log: Parameters<typeof runJobWorker>[0]['log'],
): Promise<number> {
  const worker = runJobWorker({
    db,
    kind: AUTO_TRACK_JOB_KIND,
    handler: (job, context) => runAutoTrackJob(db, job, context),
    log,
    settings: { leaseMs: 60_000, retryBaseMs: 1000, pollMs: 60_000 },
    autoStart: false,
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** Bills read per round of continuous matching. */
const CHANGED_BATCH = 500;

/**
 * Continuous matching: bills imported or changed since the stored cursor (bills.updated_at, which every load moves;
 * a new bill has no bill event, a changed one does and moves it too) are scored for every account following their
 * state; the cursor then moves past them. Returns the bills read (0 when none were waiting).
 */
export async function matchNewBills(db: Database): Promise<{ bills: number; scored: number; alerted: number }> {
  const cursor = await readBillCursor(db);
  const changed = await listChangedBillIds(db, cursor, CHANGED_BATCH);
  const last = changed[changed.length - 1];
  if (!last) return { bills: 0, scored: 0, alerted: 0 };
  const result = await matchChangedBills(
    db,
    changed.map((bill) => bill.id),
  );
  await writeBillCursor(db, last);
  return { bills: changed.length, ...result };
}

/** What the worker needs from the process (app.ts hands it in through jobs/register-jobs.ts). */
export type AutoTrackWorkerDeps = {
  db: Database;
  listen: (channel: string, handler: () => void) => Promise<() => void>;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/**
 * Continuous matching in one process: imported or changed bills (woken by the NOTIFY every write to bills raises,
 * migration 0011), one round at a time, polling every `pollMs` as a safety net. The full-state runs are durable jobs
 * of the queue (autoTrackJobKind), not this loop's.
 */
export async function startAutoTrackWorker(
  deps: AutoTrackWorkerDeps,
  options: { pollMs: number; billWritesChannel: string },
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = async () => {
    for (;;) {
      const result = await matchNewBills(deps.db);
      if (result.alerted > 0 || result.scored > 0) deps.log.info(result, 'auto-tracking matched changed bills');
      if (result.bills === 0) break;
    }
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round()
      .catch((err) => deps.log.error({ err }, 'auto-tracking round failed; retrying'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        } else if (!stopped) {
          timer = setTimeout(wake, options.pollMs);
          timer.unref?.();
        }
      });
  };
  const unlisten = [await deps.listen(options.billWritesChannel, wake)];
  wake();
  return {
    wake,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      for (const stop of unlisten) stop();
      await running;
    },
  };
}
