import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type {
  CreateIssueRequest,
  Issue,
  IssueDetail,
  IssuePriority,
  IssueType,
  UpdateIssueRequest,
} from '@statehouse/shared/issues/issues.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { type IssueRow, insertIssue, insertIssueUpdate, selectIssues, selectIssueUpdates } from './issues.queries';

/** Who triages the account's issues (decision 074): its admins see all and change status, priority and type. */
export const ISSUE_MANAGER_ROLES: readonly RoleName[] = ['admin'];

export const issueMessages = {
  notFound: 'Issue not found',
  empty: 'Send a comment (body) or a new status, priority or issueType.',
  onlyManagers: 'Only the account’s admins change an issue’s status, priority or type; you may add a comment.',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isManager = (caller: Caller) => ISSUE_MANAGER_ROLES.includes(caller.role);

const toIssue = (row: IssueRow): Issue => ({
  id: row.id,
  title: row.title,
  description: row.description,
  issueType: row.issueType,
  status: row.status,
  priority: row.priority,
  reportedBy: row.reportedByUserId === null ? null : { id: row.reportedByUserId, name: row.reportedByName ?? '' },
  updateCount: row.updateCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Admins see every issue of the account; other members the ones they raised. */
const scopeOf = (caller: Caller) => (isManager(caller) ? undefined : caller.id);

export async function listIssues({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: { status?: string; issueType?: string; priority?: string; limit: number };
}) {
  const rows = await selectIssues(db, caller.accountId, { ...query, reportedBy: scopeOf(caller) });
  return { data: rows.map(toIssue) };
}

export async function getIssue({ db, caller, id }: { db: Database; caller: Caller; id: number }): Promise<IssueDetail> {
  const [row] = await selectIssues(db, caller.accountId, { id, reportedBy: scopeOf(caller), limit: 1 });
  if (!row) throw new AppError('NOT_FOUND', issueMessages.notFound);
  const updates = await selectIssueUpdates(db, caller.accountId, id);
  return {
    ...toIssue(row),
    updates: updates.map((update) => ({
      id: update.id,
      by: update.userId === null ? null : { id: update.userId, name: update.userName ?? '' },
      body: update.body,
      changes: update.changes,
      createdAt: iso(update.createdAt),
    })),
    canManage: isManager(caller),
  };
}

export async function createIssue({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: { title: string; description: string; issueType: IssueType; priority: IssuePriority } & CreateIssueRequest;
}): Promise<IssueDetail> {
  const id = await insertIssue(db, {
    accountId: caller.accountId,
    reportedByUserId: caller.id,
    title: input.title,
    description: input.description,
    issueType: input.issueType,
    priority: input.priority,
  });
  return getIssue({ db, caller, id });
}

/** POST /api/issues/{id}/update: a comment from the reporter or an admin; changes of status, priority, type by admins. */
export async function updateIssue({
  db,
  caller,
  id,
  input,
}: {
  db: Database;
  caller: Caller;
  id: number;
  input: UpdateIssueRequest;
}): Promise<IssueDetail> {
  const current = await getIssue({ db, caller, id });
  const body = input.body?.trim() ?? '';
  const set: Partial<Pick<IssueRow, 'status' | 'priority' | 'issueType'>> = {};
  const changes: Record<string, { from: string; to: string }> = {};
  for (const field of ['status', 'priority', 'issueType'] as const) {
    const value = input[field];
    if (value === undefined || value === current[field]) continue;
    (set as Record<string, string>)[field] = value;
    changes[field] = { from: current[field], to: value };
  }
  if (Object.keys(changes).length > 0 && !isManager(caller))
    throw new AppError('FORBIDDEN', issueMessages.onlyManagers);
  if (body === '' && Object.keys(changes).length === 0) throw new AppError('BAD_REQUEST', issueMessages.empty);
  await insertIssueUpdate(db, { accountId: caller.accountId, issueId: id, userId: caller.id, body, changes, set });
  return getIssue({ db, caller, id });
}
