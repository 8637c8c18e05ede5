import { type AdvocateView, advocateViews, type RefreshReply } from '@statehouse/shared/advocates/advocates.schemas';
import type { Database } from '../../db/client';
import {
  lockAccountViews,
  rebuildAdvocateHearings,
  rebuildAdvocateSummaries,
  rebuildMainSummary,
  rebuildStateSummaries,
  recordRefresh,
  selectViewStates,
  viewFingerprint,
} from './advocate-views.queries';

// Decision 076. Each view is rebuilt per account inside one transaction holding the account's advisory lock: two
// refreshes at once take turns (the second rebuilds again from the same data), and a reader sees the old rows or
// the new ones, never half. Reads call `ensureFresh`, which rebuilds only the views whose fingerprint (a digest of
// the rows they read) changed, so the dashboard is current without anyone pressing a refresh button.

const rebuilders: Record<AdvocateView, (db: Database, accountId: number, at: Date) => Promise<number>> = {
  calendar: rebuildAdvocateHearings,
  dashboard: rebuildStateSummaries,
  'main-dashboard': rebuildMainSummary,
  'user-dashboard': rebuildAdvocateSummaries,
};

/**
 * Rebuilds `views` of the account now. With `onlyIfStale`, a view whose stored fingerprint still matches (someone
 * else rebuilt it while we waited for the lock) is left as it is.
 */
export async function refreshViews(
  db: Database,
  accountId: number,
  views: readonly AdvocateView[],
  options: { onlyIfStale?: boolean } = {},
): Promise<RefreshReply> {
  return db.transaction(async (tx) => {
    await lockAccountViews(tx, accountId);
    const at = new Date();
    const fingerprint = await viewFingerprint(tx, accountId);
    const stored = new Map((await selectViewStates(tx, accountId)).map((row) => [row.view, row]));
    const refreshed: RefreshReply['refreshed'] = [];
    for (const view of views) {
      const current = stored.get(view);
      if (options.onlyIfStale && current?.fingerprint === fingerprint) continue;
      const rows = await rebuilders[view](tx, accountId, at);
      await recordRefresh(tx, accountId, view, fingerprint, at);
      refreshed.push({ view, rows, refreshedAt: at.toISOString() });
    }
    return { refreshed };
  });
}

/** The views already built for the account (refresh-existing-cache rebuilds these). */
export async function existingViews(db: Database, accountId: number): Promise<AdvocateView[]> {
  const rows = await selectViewStates(db, accountId);
  const built = new Set(rows.map((row) => row.view));
  return advocateViews.filter((view) => built.has(view));
}

/**
 * Makes `views` current before a read: compares the data's fingerprint with each view's and rebuilds the stale ones
 * (under the lock, rechecked there). Returns when the views were last built.
 */
export async function ensureFresh(db: Database, accountId: number, views: readonly AdvocateView[]): Promise<Date> {
  const [fingerprint, states] = await Promise.all([viewFingerprint(db, accountId), selectViewStates(db, accountId)]);
  const byView = new Map(states.map((row) => [row.view, row]));
  const stale = views.filter((view) => byView.get(view)?.fingerprint !== fingerprint);
  if (stale.length === 0) {
    return new Date(Math.min(...views.map((view) => new Date(byView.get(view)!.refreshedAt).getTime())));
  }
  await refreshViews(db, accountId, stale, { onlyIfStale: true });
  const after = await selectViewStates(db, accountId);
  const times = after.filter((row) => views.includes(row.view)).map((row) => new Date(row.refreshedAt).getTime());
  return new Date(Math.min(...times));
}
