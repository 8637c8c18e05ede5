import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import {
  type ComparisonOutcome,
  predictedVote,
  type TickSheetEntry,
  type TickSheetMember,
  type TickSheetReply,
  type TickSheetRollCall,
  type TickStance,
} from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { whipCountOf } from '@statehouse/shared/tick-sheets/whip-count';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import { relationshipsOfMembers } from '../relationships/relationships.service';
import {
  currentChamber,
  type EntryRow,
  findEntry,
  latestHearingCommittee,
  latestReferralCommittee,
  latestRollCall,
  listChamberMembers,
  listCommitteeMembers,
  listEntries,
  listRollCallVotes,
  memberInState,
  type SheetMemberRow,
  saveEntry,
  type TickBillRow,
} from './tick-sheets.queries';

/** Who may mark stances: the seat holders (admins and users); analysts and lobbyists read. Decision 033. */
export const TICK_SHEET_EDITOR_ROLES: readonly RoleName[] = ['admin', 'user'];

export const tickSheetMessages = {
  memberNotFound: 'Member not found in this bill’s state',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;
type BodyChoice = 'auto' | 'committee' | 'chamber';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const chamberName = (stateCode: string, chamber: string | null) => {
  const state = getStateName(stateCode) ?? stateCode;
  if (chamber === 'upper') return `${state} Senate`;
  if (chamber === 'lower') return `${state} House`;
  if (chamber === 'legislature') return `${state} Legislature`;
  return state;
};

const chamberPrefix: Record<string, string> = { upper: 'Senate', lower: 'House', legislature: 'Joint' };

/** A phone to call: the capitol office first, then any office with one. */
const phoneOf = (row: SheetMemberRow) =>
  (
    row.offices.find((office) => office.classification === 'capitol' && office.voice) ??
    row.offices.find((office) => office.voice)
  )?.voice ?? null;

const emailOf = (row: SheetMemberRow) => row.email ?? row.offices.find((office) => office.email)?.email ?? null;

/**
 * The body whose members the sheet lists: the committee of the bill's latest referral action or hearing (whichever
 * is newer) when it has members in the data, otherwise (or when asked) the chamber the bill is in now.
 */
async function resolveBody(db: Database, bill: TickBillRow, choice: BodyChoice) {
  const [referral, hearing] = await Promise.all([
    latestReferralCommittee(db, bill),
    latestHearingCommittee(db, bill.id),
  ]);
  const hint = referral && hearing ? (hearing.at >= referral.at ? hearing : referral) : (referral ?? hearing);
  const committeeMembers = hint ? await listCommitteeMembers(db, hint.committeeId) : [];
  const committeeAvailable = committeeMembers.length > 0;
  if (hint && committeeAvailable && choice !== 'chamber') {
    return {
      committeeAvailable,
      members: committeeMembers,
      body: {
        kind: 'committee' as const,
        committeeId: hint.committeeId,
        name: [chamberPrefix[hint.chamber ?? ''], hint.name].filter(Boolean).join(' '),
        chamber: hint.chamber,
        reason: hint.reason,
      },
      committee: { id: hint.committeeId, name: hint.name },
    };
  }
  const chamber = await currentChamber(db, bill);
  const members = chamber ? await listChamberMembers(db, bill.stateCode, chamber) : [];
  const reason =
    choice === 'chamber'
      ? 'The whole chamber, as asked'
      : hint
        ? `${hint.name} has no member list in the data, so the sheet lists the chamber`
        : 'No committee referral or hearing names a committee, so the sheet lists the chamber the bill is in';
  return {
    committeeAvailable,
    members,
    body: {
      kind: 'chamber' as const,
      committeeId: null,
      name: chamberName(bill.stateCode, chamber),
      chamber,
      reason,
    },
    committee: null,
  };
}

const toEntry = (memberId: string, row: EntryRow | undefined): TickSheetEntry => ({
  memberId,
  stance: row?.stance ?? 'unknown',
  note: row?.note ?? '',
  lastContactAt: iso(row?.lastContactAt ?? null),
  updatedBy: row ? { id: row.userId, name: row.userName ?? 'Former member' } : null,
  updatedAt: row ? iso(row.updatedAt) : null,
});

const actualOf = (option: string | undefined) =>
  option === undefined ? null : option === 'yes' ? 'yes' : option === 'no' ? 'no' : 'other';

const outcomeOf = (stance: TickStance, actual: 'yes' | 'no' | 'other' | null): ComparisonOutcome | null => {
  if (actual === null) return null;
  const predicted = predictedVote(stance);
  if (predicted === null) return 'unpredicted';
  return predicted === actual ? 'match' : 'miss';
};

/**
 * The account's tick sheet for a bill: the members of the body it sits in with the team's stances, the running whip
 * count, and once that body has voted, each stance against the actual vote.
 */
export async function getTickSheet({
  db,
  caller,
  billId,
  body: choice,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  body: BodyChoice;
}): Promise<TickSheetReply> {
  const bill = await requireBill(db, billId);
  const resolved = await resolveBody(db, bill, choice);
  const entries = new Map((await listEntries(db, caller.accountId, bill.id)).map((row) => [row.memberId, row]));
  const rollCallRow = await latestRollCall(db, bill.id, resolved.body.chamber, resolved.committee);
  const votes = rollCallRow
    ? new Map((await listRollCallVotes(db, rollCallRow.id)).map((vote) => [vote.personId, vote.option]))
    : new Map<string, string>();

  const relationships = await relationshipsOfMembers({
    db,
    accountId: caller.accountId,
    memberIds: resolved.members.map((row) => row.memberId),
  });
  const members: TickSheetMember[] = resolved.members.map((row) => {
    const entry = toEntry(row.memberId, entries.get(row.memberId));
    const actualVote = rollCallRow ? actualOf(votes.get(row.memberId)) : null;
    return {
      ...entry,
      name: row.name,
      party: row.party,
      partyCode: row.partyCode,
      chamber: row.chamber,
      district: row.district,
      role: row.role,
      email: emailOf(row),
      phone: phoneOf(row),
      imageUrl: `/api/member-images/${encodeURIComponent(row.memberId)}`,
      knownBy: relationships
        .filter((relationship) => relationship.memberId === row.memberId)
        .map((relationship) => ({ userName: relationship.user.name, strength: relationship.strength })),
      actualVote,
      outcome: outcomeOf(entry.stance, actualVote),
    };
  });

  let rollCall: TickSheetRollCall | null = null;
  if (rollCallRow) {
    const tally = (test: (member: TickSheetMember) => boolean) => members.filter(test).length;
    rollCall = {
      id: rollCallRow.id,
      motion: rollCallRow.motion,
      date: rollCallRow.date,
      result: rollCallRow.result,
      chamber: rollCallRow.chamber,
      kind: rollCallRow.isCommittee ? 'committee' : 'floor',
      yesCount: rollCallRow.yesCount,
      noCount: rollCallRow.noCount,
      otherCount: rollCallRow.otherCount,
      comparison: {
        predictedYes: tally((member) => predictedVote(member.stance) === 'yes'),
        predictedNo: tally((member) => predictedVote(member.stance) === 'no'),
        actualYes: tally((member) => member.actualVote === 'yes'),
        actualNo: tally((member) => member.actualVote === 'no'),
        matched: tally((member) => member.outcome === 'match'),
        missed: tally((member) => member.outcome === 'miss'),
        unpredicted: tally((member) => member.outcome === 'unpredicted'),
        notInRollCall: tally((member) => member.actualVote === null),
      },
    };
  }

  return {
    bill: { id: bill.id, identifier: bill.identifier, title: bill.title, stateCode: bill.stateCode },
    body: resolved.body,
    committeeAvailable: resolved.committeeAvailable,
    members,
    count: whipCountOf(members.map((member) => member.stance)),
    rollCall,
    canEdit: TICK_SHEET_EDITOR_ROLES.includes(caller.role),
  };
}

/** Marks the account's stance on one member for a bill (a member of the bill's state), with a note and last contact. */
export async function setTickSheetEntry({
  db,
  caller,
  billId,
  memberId,
  input,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  memberId: string;
  input: { stance: TickStance; note: string; lastContactAt?: string | null };
}): Promise<TickSheetEntry> {
  const bill = await requireBill(db, billId);
  if (!(await memberInState(db, memberId, bill.stateCode))) {
    throw new AppError('NOT_FOUND', tickSheetMessages.memberNotFound);
  }
  await saveEntry(db, {
    accountId: caller.accountId,
    billId: bill.id,
    memberId,
    stance: input.stance,
    note: input.note,
    lastContactAt: input.lastContactAt ? new Date(input.lastContactAt) : null,
    userId: caller.id,
  });
  return toEntry(memberId, await findEntry(db, caller.accountId, bill.id, memberId));
}
