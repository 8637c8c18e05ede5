import type {
  CreateStaffBody,
  StaffEntry,
  StaffListReply,
  StaffQuery,
  UpdateStaffBody,
} from '@statehouse/shared/members/members.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import {
  deleteStaff,
  insertStaff,
  selectAccountStaff,
  selectPersonState,
  selectStaffEntry,
  updateStaff,
} from './staff.queries';

/**
 * None of the loaded sources (Open States people, the SD archive, LegiScan, NY) publish legislative staff, so
 * the data's part of the list is always empty and the reply says so; the account's own staff follow.
 */
function dataStaffMessage(query: StaffQuery): string {
  const where = query.stateCode ? (getStateName(query.stateCode) ?? query.stateCode) : 'any state';
  return `The public data lists no staff for ${where}; these are the staff your team added.`;
}

export async function listStaff({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: AuthUser;
  query: StaffQuery;
}): Promise<StaffListReply> {
  const { rows, total } = await selectAccountStaff(db, caller.accountId, query);
  return { data: rows, total, page: query.page, pageSize: query.pageSize, message: dataStaffMessage(query) };
}

async function checkMember(db: Database, memberId: string, stateCode: string): Promise<void> {
  const memberState = await selectPersonState(db, memberId);
  if (!memberState) throw new AppError('BAD_REQUEST', `Member ${memberId} was not found`);
  if (memberState !== stateCode) {
    throw new AppError('BAD_REQUEST', `Member ${memberId} is from ${memberState}, not ${stateCode}`);
  }
}

async function entryOrNotFound(db: Database, caller: AuthUser, id: number): Promise<StaffEntry> {
  const entry = await selectStaffEntry(db, caller.accountId, id);
  // Another account's staff answers the same as none: ids reveal nothing across accounts.
  if (!entry) throw new AppError('NOT_FOUND', `Staff member ${id} was not found`);
  return entry;
}

export async function createStaff({
  db,
  caller,
  body,
}: {
  db: Database;
  caller: AuthUser;
  body: CreateStaffBody;
}): Promise<StaffEntry> {
  if (body.memberId) await checkMember(db, body.memberId, body.stateCode);
  const { stateCode, ...values } = body;
  const id = await insertStaff(db, {
    ...values,
    accountId: caller.accountId,
    jurisdictionId: stateCode,
    createdByUserId: caller.id,
  });
  return entryOrNotFound(db, caller, id);
}

export async function changeStaff({
  db,
  caller,
  id,
  body,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
  body: UpdateStaffBody;
}): Promise<StaffEntry> {
  const existing = await entryOrNotFound(db, caller, id);
  if (body.memberId) await checkMember(db, body.memberId, existing.stateCode);
  await updateStaff(db, caller.accountId, id, body);
  return entryOrNotFound(db, caller, id);
}

export async function removeStaff({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: AuthUser;
  id: number;
}): Promise<{ deleted: true }> {
  if (!(await deleteStaff(db, caller.accountId, id))) {
    throw new AppError('NOT_FOUND', `Staff member ${id} was not found`);
  }
  return { deleted: true };
}
