import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import {
  BILL_REMARKS_LIMIT,
  type BillRemarksReply,
  type Remark,
  type RemarkKind,
  type RemarkSearchFilters,
  type RemarkSearchReply,
} from '@statehouse/shared/remarks/remarks.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import {
  deleteRemark,
  findVisibleRemark,
  insertRemark,
  listBillRemarks,
  type RemarkReader,
  type RemarkRow,
  remarkFacets,
  searchRemarks,
  updateRemarkBody,
} from './remarks.queries';

/**
 * The account's team (decision 026): they read and write team remarks and write shared ones. Lobbyists are outside
 * advocates: they read shared remarks, as portal clients will, and keep personal ones.
 */
export const REMARK_TEAM_ROLES: readonly RoleName[] = ['admin', 'user', 'analyst'];

export const remarkMessages = {
  remarkNotFound: 'Remark not found',
  notTeam: 'Only your team (admins, users and analysts) can write shared and team remarks.',
  editOwnOnly: 'Only the author can edit a remark.',
  deleteNotAllowed: 'Only the author, or an admin for shared and team remarks, can delete a remark.',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const readerOf = (caller: Caller): RemarkReader => ({
  accountId: caller.accountId,
  userId: caller.id,
  isTeam: REMARK_TEAM_ROLES.includes(caller.role),
});

/** Who may add a remark of this kind: anyone a personal one, the team the others. */
const canWrite = (caller: Caller, kind: RemarkKind) => kind === 'personal' || REMARK_TEAM_ROLES.includes(caller.role);
const canDelete = (caller: Caller, row: Pick<RemarkRow, 'kind' | 'userId'>) =>
  row.userId === caller.id || (caller.role === 'admin' && row.kind !== 'personal');
const iso = (value: Date | string) => new Date(value).toISOString();

const toRemark = (caller: Caller, row: RemarkRow): Remark => ({
  id: row.id,
  kind: row.kind,
  billId: row.billId,
  body: row.body,
  author: { id: row.userId, name: row.userName },
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  edited: iso(row.updatedAt) !== iso(row.createdAt),
  canEdit: row.userId === caller.id,
  canDelete: canDelete(caller, row),
});

/** One bill's remarks of one kind that the caller may read, newest first. */
export async function getBillRemarks({
  db,
  caller,
  billId,
  kind,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  kind: RemarkKind;
}): Promise<BillRemarksReply> {
  await requireBill(db, billId);
  const reader = readerOf(caller);
  // A lobbyist asking for team remarks gets an empty list, as if there were none: the kind exists for every account.
  const { rows, total } = await listBillRemarks(db, reader, billId, kind, BILL_REMARKS_LIMIT);
  return { data: rows.map((row) => toRemark(caller, row)), total, canWrite: canWrite(caller, kind) };
}

export async function addRemark({
  db,
  caller,
  kind,
  billId,
  body,
}: {
  db: Database;
  caller: Caller;
  kind: RemarkKind;
  billId: string;
  body: string;
}): Promise<Remark> {
  if (!canWrite(caller, kind)) throw new AppError('FORBIDDEN', remarkMessages.notTeam);
  await requireBill(db, billId);
  const id = await insertRemark(db, { accountId: caller.accountId, userId: caller.id, billId, kind, body });
  const row = await findVisibleRemark(db, readerOf(caller), id);
  if (!row) throw new Error(`remark ${id} vanished after saving`);
  return toRemark(caller, row);
}

/** The author changes their remark's text. Someone else's remark they can read is 403; one they cannot, 404. */
export async function editRemark({
  db,
  caller,
  id,
  body,
}: {
  db: Database;
  caller: Caller;
  id: number;
  body: string;
}): Promise<Remark> {
  const reader = readerOf(caller);
  const existing = await findVisibleRemark(db, reader, id);
  if (!existing) throw new AppError('NOT_FOUND', remarkMessages.remarkNotFound);
  if (existing.userId !== caller.id) throw new AppError('FORBIDDEN', remarkMessages.editOwnOnly);
  if (!(await updateRemarkBody(db, reader, id, body))) throw new AppError('NOT_FOUND', remarkMessages.remarkNotFound);
  const row = await findVisibleRemark(db, reader, id);
  if (!row) throw new AppError('NOT_FOUND', remarkMessages.remarkNotFound);
  return toRemark(caller, row);
}

export async function removeRemark({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  const existing = await findVisibleRemark(db, readerOf(caller), id);
  if (!existing) throw new AppError('NOT_FOUND', remarkMessages.remarkNotFound);
  if (!canDelete(caller, existing)) throw new AppError('FORBIDDEN', remarkMessages.deleteNotAllowed);
  if (!(await deleteRemark(db, caller.accountId, id))) throw new AppError('NOT_FOUND', remarkMessages.remarkNotFound);
}

/** A page of the remarks the caller may read across the account's bills, with the filters' choices. */
export async function findRemarks({
  db,
  caller,
  filters,
}: {
  db: Database;
  caller: Caller;
  filters: RemarkSearchFilters;
}): Promise<RemarkSearchReply> {
  const reader = readerOf(caller);
  const [{ rows, total }, facets] = await Promise.all([searchRemarks(db, reader, filters), remarkFacets(db, reader)]);
  return {
    data: rows.map((row) => ({
      ...toRemark(caller, row),
      snippet: row.snippet,
      bill: {
        id: row.billId,
        identifier: row.identifier,
        title: row.title,
        stateCode: row.stateCode,
        sessionCode: row.sessionCode,
      },
    })),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    facets: {
      ...facets,
      states: facets.states.map((state) => ({ ...state, label: getStateName(state.value) ?? state.value })),
    },
  };
}
