import { type SQL, sql } from 'drizzle-orm';

/** Who is asking: the signed-in user in the selected account. */
export type TagViewer = { accountId: number; userId: number };

/**
 * The one rule of which tags a user sees, shared by tags, tracked bills, alerts and the dashboard: tags of the
 * selected account that are account tags, the user's own personal tags, or personal tags shared with the user.
 * `tag` is the SQL alias of the tags table in the calling query (e.g. sql`t`).
 */
export const visibleTagSql = (tag: SQL, viewer: TagViewer): SQL => sql`(${tag}.account_id = ${viewer.accountId} and (
  ${tag}.scope = 'account'
  or ${tag}.owner_user_id = ${viewer.userId}
  or exists (
    select 1 from tag_shares ts
    where ts.tag_id = ${tag}.id and ts.account_id = ${viewer.accountId}
      and ts.target_type = 'user' and ts.target_id = ${viewer.userId}
  )
))`;

/** Like visibleTagSql, but only tags the user may change: account tags, own tags, and tags shared for edit. */
export const editableTagSql = (tag: SQL, viewer: TagViewer): SQL => sql`(${tag}.account_id = ${viewer.accountId} and (
  ${tag}.scope = 'account'
  or ${tag}.owner_user_id = ${viewer.userId}
  or exists (
    select 1 from tag_shares ts
    where ts.tag_id = ${tag}.id and ts.account_id = ${viewer.accountId}
      and ts.target_type = 'user' and ts.target_id = ${viewer.userId} and ts.access = 'edit'
  )
))`;
