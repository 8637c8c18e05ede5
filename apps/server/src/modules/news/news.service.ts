import { type LatestNewsQuery, type LatestNewsReply, newsItemKinds } from '@statehouse/shared/dashboard/news.schemas';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { selectLatestNews, selectSubscribedStates } from './news.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId'>;

/**
 * The latest actions, versions and roll calls on the account's bills tracked under tags the caller sees and in
 * the caller's states, newest first; each says whether the bill is tracked and under which of those tags.
 */
export async function getLatestNews({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: LatestNewsQuery;
}): Promise<LatestNewsReply> {
  const viewer = { accountId: caller.accountId, userId: caller.id };
  const states = await selectSubscribedStates(db, viewer);
  const kinds = query.kinds?.length ? [...new Set(query.kinds)] : newsItemKinds;
  const rows = await selectLatestNews(db, {
    viewer,
    states,
    trackedOnly: query.trackedOnly,
    kinds,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    items: rows.slice(0, query.limit).map((row) => ({
      id: `${row.kind}:${row.rowId}`,
      kind: row.kind,
      date: row.date,
      billId: row.billId,
      billIdentifier: row.billIdentifier,
      billTitle: row.billTitle,
      stateCode: row.stateCode,
      sessionCode: row.sessionCode,
      text: row.text,
      detail: row.detail,
      link: `/bills/${encodeURIComponent(row.billId)}`,
      tracked: row.tags !== null,
      tags: row.tags ?? [],
    })),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
    states,
  };
}
