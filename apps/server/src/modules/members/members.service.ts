import {
  MEMBER_BILLS_LIMIT,
  type MemberBillList,
  type MemberContactsQuery,
  type MemberContactsReply,
  type MemberDetail,
  type MemberDetailQuery,
  type MemberListQuery,
  type MemberListReply,
  type MemberStateQuery,
  type VotingRecord,
} from '@statehouse/shared/members/members.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type BillKind,
  type SessionDates,
  selectContacts,
  selectMemberBills,
  selectMemberCommittees,
  selectMembers,
  selectPerson,
  selectRecentVotes,
  selectSession,
  selectStatePeople,
  selectVotingTotals,
} from './members.queries';

const RECENT_VOTES = 25;

async function sessionOf(db: Database, stateCode: string, sessionCode: string | undefined) {
  if (!sessionCode) return undefined;
  const session = await selectSession(db, stateCode, sessionCode);
  if (!session) throw new AppError('NOT_FOUND', `${stateCode} has no session ${sessionCode}`);
  return session;
}

export async function listMembers({ db, query }: { db: Database; query: MemberListQuery }): Promise<MemberListReply> {
  const session = await sessionOf(db, query.stateCode, query.sessionCode);
  const { rows, total } = await selectMembers(db, query, session);
  return { data: rows, total, page: query.page, pageSize: query.pageSize };
}

export async function listStatePeople({
  db,
  query,
}: {
  db: Database;
  query: MemberStateQuery;
}): Promise<MemberListReply> {
  const { rows, total } = await selectStatePeople(db, query);
  return { data: rows, total, page: query.page, pageSize: query.pageSize };
}

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

async function votingRecord(db: Database, personId: string, session: SessionDates | undefined): Promise<VotingRecord> {
  const [totals, recent] = await Promise.all([
    selectVotingTotals(db, personId, session?.id),
    selectRecentVotes(db, personId, session?.id, RECENT_VOTES),
  ]);
  const votesCast = totals.yes + totals.no + totals.other;
  return {
    ...totals,
    votesCast,
    attendanceRate: rate(votesCast, totals.rollCalls),
    partyLineRate: rate(totals.votesWithParty, totals.partyLineRollCalls),
    recent,
  };
}

async function billsOf(
  db: Database,
  personId: string,
  kind: BillKind,
  wanted: boolean,
  session: SessionDates | undefined,
): Promise<MemberBillList | null> {
  if (!wanted) return null;
  const { rows, total } = await selectMemberBills(db, {
    personId,
    kind,
    sessionId: session?.id,
    limit: MEMBER_BILLS_LIMIT,
  });
  return { data: rows, total };
}

/** A member's profile: roles, offices, committees, the bills asked for and the voting record. */
export async function getMember({
  db,
  id,
  query,
}: {
  db: Database;
  id: string;
  query: MemberDetailQuery;
}): Promise<MemberDetail> {
  const person = await selectPerson(db, id);
  if (!person) throw new AppError('NOT_FOUND', `Member ${id} was not found`);
  const session = await sessionOf(db, person.stateCode, query.sessionCode);
  const [committees, sponsoredBills, authoredBills, passedBills, record] = await Promise.all([
    selectMemberCommittees(db, id),
    billsOf(db, id, 'sponsored', query.includeSponsoredBills, session),
    billsOf(db, id, 'authored', query.includeAuthoredBills, session),
    billsOf(db, id, 'passed', query.includePassedBills, session),
    votingRecord(db, id, session),
  ]);
  const { image: _image, ...profile } = person;
  return {
    ...profile,
    roles: person.roles as MemberDetail['roles'],
    parties: person.parties as MemberDetail['parties'],
    offices: person.offices as MemberDetail['offices'],
    links: person.links as MemberDetail['links'],
    sources: person.sources as MemberDetail['sources'],
    committees,
    sponsoredBills,
    authoredBills,
    passedBills,
    votingRecord: record,
  };
}

export async function getContacts({
  db,
  query,
}: {
  db: Database;
  query: MemberContactsQuery;
}): Promise<MemberContactsReply> {
  const session = await sessionOf(db, query.stateCode, query.sessionCode);
  const data = await selectContacts(db, {
    stateCode: query.stateCode,
    session,
    chamber: query.chamber,
    memberIds: query.memberIds,
  });
  return { data };
}
