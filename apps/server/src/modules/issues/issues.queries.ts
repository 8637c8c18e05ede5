import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issues, issueUpdates } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

const nameSql = sql.raw(`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`);

export type IssueRow = {
  id: number;
  title: string;
  description: string;
  issueType: 'bug' | 'data' | 'access' | 'question' | 'feature_request';
  status: 'open' | 'in_progress' | 'resolved' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  reportedByUserId: number | null;
  reportedByName: string | null;
  updateCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};

export type IssueFilter = {
  status?: string;
  issueType?: string;
  priority?: string;
  /** Only the issues this member raised (members who do not manage the account). */
  reportedBy?: number;
  id?: number;
  limit: number;
};

/** The account's issues, newest first. */
export async function selectIssues(db: Database, accountId: number, filter: IssueFilter) {
  const conditions: SQL[] = [sql`i.account_id = ${accountId}`];
  if (filter.status) conditions.push(sql`i.status = ${filter.status}`);
  if (filter.issueType) conditions.push(sql`i.issue_type = ${filter.issueType}`);
  if (filter.priority) conditions.push(sql`i.priority = ${filter.priority}`);
  if (filter.reportedBy !== undefined) conditions.push(sql`i.reported_by_user_id = ${filter.reportedBy}`);
  if (filter.id !== undefined) conditions.push(sql`i.id = ${filter.id}`);
  return selectRows<IssueRow>(
    db,
    sql`select i.id, i.title, i.description, i.issue_type as "issueType", i.status, i.priority,
        i.reported_by_user_id as "reportedByUserId", ${nameSql} as "reportedByName",
        (select count(*)::int from issue_updates x where x.issue_id = i.id) as "updateCount",
        i.created_at as "createdAt", i.updated_at as "updatedAt"
      from issues i left join users u on u.id = i.reported_by_user_id
      where ${sql.join(conditions, sql` and `)}
      order by i.created_at desc, i.id desc
      limit ${filter.limit}`,
  );
}

export type IssueUpdateRow = {
  id: number;
  userId: number | null;
  userName: string | null;
  body: string;
  changes: Record<string, { from: string; to: string }>;
  createdAt: Date | string;
};

export async function selectIssueUpdates(db: Database, accountId: number, issueId: number) {
  return selectRows<IssueUpdateRow>(
    db,
    sql`select x.id, x.user_id as "userId", ${nameSql} as "userName", x.body, x.changes, x.created_at as "createdAt"
      from issue_updates x left join users u on u.id = x.user_id
      where x.account_id = ${accountId} and x.issue_id = ${issueId}
      order by x.created_at, x.id`,
  );
}

export async function insertIssue(
  db: Database,
  issue: {
    accountId: number;
    reportedByUserId: number;
    title: string;
    description: string;
    issueType: IssueRow['issueType'];
    priority: IssueRow['priority'];
  },
) {
  const [row] = await db.insert(issues).values(issue).returning({ id: issues.id });
  if (!row) throw new Error('issue insert returned no row');
  return row.id;
}

/** Applies the changes to the issue and appends the update (comment and changes) to its thread, in one transaction. */
export async function insertIssueUpdate(
  db: Database,
  update: {
    accountId: number;
    issueId: number;
    userId: number;
    body: string;
    changes: Record<string, { from: string; to: string }>;
    set: Partial<Pick<IssueRow, 'status' | 'priority' | 'issueType'>>;
  },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(issues)
      .set({ ...update.set, updatedAt: sql`now()` })
      .where(and(eq(issues.id, update.issueId), eq(issues.accountId, update.accountId)));
    await tx.insert(issueUpdates).values({
      accountId: update.accountId,
      issueId: update.issueId,
      userId: update.userId,
      body: update.body,
      changes: update.changes,
    });
  });
}
