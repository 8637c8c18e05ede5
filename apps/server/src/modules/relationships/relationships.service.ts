import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import type {
  LegislatorRelationshipsReply,
  MemberRelationshipsReply,
  PublicContributionsReply,
  Relationship,
} from '@statehouse/shared/relationships/relationships.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { filerMatchesMember } from '../../lib/contribution-match';
import type { AuthUser } from '../../plugins/auth';
import { listContributions, listLegislativeCandidateFilers, sumContributions } from './public-contributions.queries';
import {
  countLegislators,
  deleteRelationship,
  findAccountStaff,
  findAccountUser,
  findDuplicate,
  findMember,
  findRelationship,
  insertRelationship,
  listLegislators,
  listRelationshipsOfMembers,
  type RelationshipRow,
  updateRelationship,
} from './relationships.queries';

/** Who may add, change and delete the team's relationships: the seat holders. Decision 033. */
export const RELATIONSHIP_EDITOR_ROLES: readonly RoleName[] = ['admin', 'user'];

/** The most contributions one answer lists (the totals count them all). */
export const CONTRIBUTIONS_LIMIT = 200;

export const relationshipMessages = {
  otherAccount: 'You can only see your own account’s relationships',
  memberNotFound: 'Member not found',
  staffNotFound: 'Staffer not found in your account',
  userNotInAccount: 'userId must be an active member of your account',
  relationshipNotFound: 'Relationship not found',
  duplicate: 'That team member already has a relationship with this person: edit it instead',
  stateMismatch: 'stateCode does not match the member’s state',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toRelationship = (row: RelationshipRow): Relationship => ({
  id: row.id,
  user: { id: row.userId, name: row.userName },
  memberId: row.memberId ?? row.staffMemberId,
  staff:
    row.staffId === null
      ? null
      : {
          id: row.staffId,
          name: row.staffName ?? '',
          position: row.staffPosition ?? '',
          memberId: row.staffMemberId,
        },
  strength: row.strength,
  notes: row.notes,
  lastContactAt: iso(row.lastContactAt),
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

/** The spec's accountId parameter may only name the caller's own account. */
function requireOwnAccount(caller: Caller, accountId: number | undefined) {
  if (accountId !== undefined && accountId !== caller.accountId) {
    throw new AppError('FORBIDDEN', relationshipMessages.otherAccount);
  }
}

async function requireMember(db: Database, memberId: string, stateCode?: string) {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError('NOT_FOUND', relationshipMessages.memberNotFound);
  if (stateCode && stateCode !== member.stateCode)
    throw new AppError('BAD_REQUEST', relationshipMessages.stateMismatch);
  return member;
}

async function requireTeamUser(db: Database, caller: Caller, userId: number) {
  if (!(await findAccountUser(db, caller.accountId, userId))) {
    throw new AppError('BAD_REQUEST', relationshipMessages.userNotInAccount);
  }
}

async function requireRelationship(db: Database, caller: Caller, id: number) {
  const row = await findRelationship(db, caller.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', relationshipMessages.relationshipNotFound);
  return toRelationship(row);
}

/** Who on the account knows each of the given members (directly or through their staff), strongest first. */
export async function relationshipsOfMembers({
  db,
  accountId,
  memberIds,
}: {
  db: Database;
  accountId: number;
  memberIds: readonly string[];
}): Promise<Relationship[]> {
  return (await listRelationshipsOfMembers(db, accountId, memberIds)).map(toRelationship);
}

/** The team's map of a state: its current legislators, each with who on the team knows them. */
export async function getLegislatorRelationships({
  db,
  caller,
  query,
}: {
  db: Database;
  caller: Caller;
  query: {
    stateCode: string;
    accountId?: number;
    searchTerm?: string;
    knownOnly?: boolean;
    sort: 'name' | 'strength' | 'lastContact';
    page: number;
    pageSize: number;
  };
}): Promise<LegislatorRelationshipsReply> {
  requireOwnAccount(caller, query.accountId);
  const filter = {
    accountId: caller.accountId,
    stateCode: query.stateCode,
    searchTerm: query.searchTerm || undefined,
    knownOnly: query.knownOnly,
  };
  const [rows, counts] = await Promise.all([
    listLegislators(db, { ...filter, sort: query.sort, page: query.page, pageSize: query.pageSize }),
    countLegislators(db, filter),
  ]);
  const relationships = (
    await listRelationshipsOfMembers(
      db,
      caller.accountId,
      rows.map((row) => row.memberId),
    )
  ).map(toRelationship);
  return {
    data: rows.map((row) => ({
      memberId: row.memberId,
      name: row.name,
      party: row.party,
      chamber: row.chamber,
      district: row.district,
      strongest: row.strongest,
      lastContactAt: iso(row.lastContactAt),
      relationships: relationships.filter((item) => item.memberId === row.memberId),
    })),
    total: counts.total,
    known: counts.known,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Who on the team knows a member, directly or through one of the member's staff, strongest first. */
export async function getMemberRelationships({
  db,
  caller,
  memberId,
  accountId,
  stateCode,
}: {
  db: Database;
  caller: Caller;
  memberId: string;
  accountId?: number;
  stateCode?: string;
}): Promise<MemberRelationshipsReply> {
  requireOwnAccount(caller, accountId);
  const member = await requireMember(db, memberId, stateCode);
  const rows = await listRelationshipsOfMembers(db, caller.accountId, [member.id]);
  return {
    member: {
      id: member.id,
      name: member.name,
      stateCode: member.stateCode,
      party: member.party,
      chamber: member.chamber,
      district: member.district,
    },
    data: rows.map(toRelationship),
    canEdit: RELATIONSHIP_EDITOR_ROLES.includes(caller.role),
  };
}

/**
 * Records that someone of the account (default: the caller) knows a legislator or one of the account's staffers.
 * One relationship per team member and person: a second answers 409.
 */
export async function createRelationship({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: {
    memberId?: string;
    staffId?: number;
    userId?: number;
    strength: number;
    notes: string;
    lastContactAt?: string | null;
  };
}): Promise<Relationship> {
  const userId = input.userId ?? caller.id;
  if (userId !== caller.id) await requireTeamUser(db, caller, userId);
  if (input.memberId !== undefined) await requireMember(db, input.memberId);
  if (input.staffId !== undefined && !(await findAccountStaff(db, caller.accountId, input.staffId))) {
    throw new AppError('NOT_FOUND', relationshipMessages.staffNotFound);
  }
  const key = {
    accountId: caller.accountId,
    userId,
    memberId: input.memberId ?? null,
    staffId: input.staffId ?? null,
  };
  if (await findDuplicate(db, key)) throw new AppError('CONFLICT', relationshipMessages.duplicate);
  const id = await insertRelationship(db, {
    ...key,
    strength: input.strength,
    notes: input.notes,
    lastContactAt: input.lastContactAt ? new Date(input.lastContactAt) : null,
  });
  return requireRelationship(db, caller, id);
}

/** Changes strength, notes, last contact or the team member of one of the account's relationships. */
export async function changeRelationship({
  db,
  caller,
  id,
  input,
}: {
  db: Database;
  caller: Caller;
  id: number;
  input: { userId?: number; strength?: number; notes?: string; lastContactAt?: string | null };
}): Promise<Relationship> {
  const existing = await requireRelationship(db, caller, id);
  if (input.userId !== undefined && input.userId !== existing.user.id) {
    await requireTeamUser(db, caller, input.userId);
    const key = {
      accountId: caller.accountId,
      userId: input.userId,
      memberId: existing.staff ? null : existing.memberId,
      staffId: existing.staff?.id ?? null,
    };
    if (await findDuplicate(db, key, id)) throw new AppError('CONFLICT', relationshipMessages.duplicate);
  }
  await updateRelationship(db, caller.accountId, id, {
    userId: input.userId,
    strength: input.strength,
    notes: input.notes,
    lastContactAt:
      input.lastContactAt === undefined ? undefined : input.lastContactAt ? new Date(input.lastContactAt) : null,
  });
  return requireRelationship(db, caller, id);
}

export async function removeRelationship({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  if (!(await deleteRelationship(db, caller.accountId, id))) {
    throw new AppError('NOT_FOUND', relationshipMessages.relationshipNotFound);
  }
}

/**
 * Contributions to a member's campaign committees in the public campaign-finance data, the committees matched by
 * name, state and office (lib/contribution-match.ts). Public data: the same for every account.
 */
export async function getPublicContributions({
  db,
  memberId,
  stateCode,
}: {
  db: Database;
  memberId: string;
  stateCode?: string;
}): Promise<PublicContributionsReply> {
  const member = await requireMember(db, memberId, stateCode);
  const filers = (await listLegislativeCandidateFilers(db, member.stateCode)).filter((filer) =>
    filerMatchesMember(filer, member),
  );
  const filerIds = filers.map((filer) => filer.id);
  const [rows, sums] = await Promise.all([
    listContributions(db, filerIds, CONTRIBUTIONS_LIMIT),
    sumContributions(db, filerIds),
  ]);
  const stateName = getStateName(member.stateCode) ?? member.stateCode;
  const message =
    filers.length === 0
      ? `No campaign committee in the campaign-finance data matches ${member.name} (${stateName}). The data holds ` +
        'Minnesota Campaign Finance Board and FEC filers; committees are matched by name, state and office.'
      : sums.total === 0
        ? `The campaign-finance data holds no itemized contributions to ${filers.map((filer) => filer.name).join(', ')}.`
        : null;
  return {
    member: { id: member.id, name: member.name, stateCode: member.stateCode },
    filers: filers.map((filer) => ({
      id: filer.id,
      name: filer.name,
      candidateName: filer.candidateName,
      office: filer.office,
      district: filer.district,
      registrationNumber: filer.registrationNumber,
      source: filer.source,
    })),
    data: rows.map((row) => ({ ...row, amount: Number(row.amount) })),
    total: sums.total,
    totalAmount: sums.totalAmount,
    message,
  };
}
