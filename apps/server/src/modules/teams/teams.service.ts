import type {
  CreateTeamRequest,
  Team,
  TeamDetail,
  TeamsReply,
  UpdateTeamRequest,
} from '@statehouse/shared/teams/teams.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { TASK_MANAGER_ROLES } from '../tasks/tasks.service';
import {
  activeMemberIds,
  deleteMember,
  insertMembers,
  insertTeam,
  selectTeamMembers,
  selectTeams,
  type TeamRow,
  teamNameTaken,
  updateTeam,
} from './teams.queries';

export const teamMessages = {
  notFound: 'Team not found',
  nameTaken: (name: string) => `A team named "${name}" already exists in your account: choose another name.`,
  notMembers: (ids: number[]) => `These users are not active members of your account: ${ids.join(', ')}`,
  memberNotFound: 'That member is not in this team.',
  noChanges: 'Send a new name or description.',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const toTeam = (row: TeamRow): Team => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
const canEdit = (caller: Caller) => TASK_MANAGER_ROLES.includes(caller.role);

async function checkMembers(db: Database, accountId: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  const active = new Set(await activeMemberIds(db, accountId, unique));
  const missing = unique.filter((id) => !active.has(id));
  if (missing.length > 0) throw new AppError('BAD_REQUEST', teamMessages.notMembers(missing));
  return unique;
}

export async function listTeams({ db, caller }: { db: Database; caller: Caller }): Promise<TeamsReply> {
  return { data: (await selectTeams(db, caller.accountId)).map(toTeam), canEdit: canEdit(caller) };
}

export async function getTeam({ db, caller, id }: { db: Database; caller: Caller; id: number }): Promise<TeamDetail> {
  const [row] = await selectTeams(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.notFound);
  const members = await selectTeamMembers(db, caller.accountId, id);
  return { ...toTeam(row), members, canEdit: canEdit(caller) };
}

export async function createTeam({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: Required<Pick<CreateTeamRequest, 'name' | 'description' | 'userIds'>>;
}): Promise<TeamDetail> {
  if (await teamNameTaken(db, caller.accountId, input.name)) {
    throw new AppError('CONFLICT', teamMessages.nameTaken(input.name));
  }
  const userIds = await checkMembers(db, caller.accountId, input.userIds);
  const id = await insertTeam(
    db,
    { accountId: caller.accountId, name: input.name, description: input.description, createdByUserId: caller.id },
    userIds,
  );
  return getTeam({ db, caller, id });
}

export async function renameTeam({
  db,
  caller,
  id,
  input,
}: {
  db: Database;
  caller: Caller;
  id: number;
  input: UpdateTeamRequest;
}): Promise<TeamDetail> {
  const [row] = await selectTeams(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.notFound);
  if (input.name === undefined && input.description === undefined)
    throw new AppError('BAD_REQUEST', teamMessages.noChanges);
  if (input.name !== undefined && (await teamNameTaken(db, caller.accountId, input.name, id))) {
    throw new AppError('CONFLICT', teamMessages.nameTaken(input.name));
  }
  await updateTeam(db, caller.accountId, id, { name: input.name, description: input.description });
  return getTeam({ db, caller, id });
}

export async function addMembers({
  db,
  caller,
  id,
  userIds,
}: {
  db: Database;
  caller: Caller;
  id: number;
  userIds: number[];
}): Promise<TeamDetail> {
  const [row] = await selectTeams(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.notFound);
  await insertMembers(db, caller.accountId, id, await checkMembers(db, caller.accountId, userIds));
  return getTeam({ db, caller, id });
}

export async function removeMember({
  db,
  caller,
  id,
  userId,
}: {
  db: Database;
  caller: Caller;
  id: number;
  userId: number;
}): Promise<TeamDetail> {
  const [row] = await selectTeams(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.notFound);
  if (!(await deleteMember(db, caller.accountId, id, userId)))
    throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  return getTeam({ db, caller, id });
}
