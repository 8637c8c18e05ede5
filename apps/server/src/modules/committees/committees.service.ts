import type {
  CommitteeDetail,
  CommitteeListParams,
  CommitteeListReply,
} from '@statehouse/shared/committees/committees.schemas';
import { COMMITTEE_DETAIL_LIST_LIMIT } from '@statehouse/shared/committees/committees.schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findCommittee,
  listCommitteeHearings,
  listCommitteeMembers,
  listCommittees,
  listReferredBills,
  listSubcommittees,
} from './committees.queries';

/** legislative_sessions ids are `<state>-<session code>`. */
const sessionIdOf = (stateCode: string, sessionCode: string | undefined) =>
  sessionCode === undefined ? null : `${stateCode}-${sessionCode}`;

export async function getCommittees({
  db,
  params,
}: {
  db: Database;
  params: CommitteeListParams;
}): Promise<CommitteeListReply> {
  const sessionId = params.stateCode ? sessionIdOf(params.stateCode, params.sessionCode) : null;
  const rows = await listCommittees(db, params, sessionId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      stateCode: row.stateCode,
      name: row.name,
      chamber: row.chamber,
      classification: row.classification,
      parent: row.parentId && row.parentName ? { id: row.parentId, name: row.parentName } : null,
      memberCount: row.memberCount,
      chair: row.chairName ? { personId: row.chairPersonId, name: row.chairName } : null,
      hearingCount: row.hearingCount,
    })),
    // An empty page past the end still reports the total: count it apart only then.
    total: rows[0]?.total ?? (params.page > 1 ? await countCommittees(db, params, sessionId) : 0),
    page: params.page,
    pageSize: params.pageSize,
  };
}

async function countCommittees(db: Database, params: CommitteeListParams, sessionId: string | null) {
  const [first] = await listCommittees(db, { ...params, page: 1, pageSize: 1 }, sessionId);
  return first?.total ?? 0;
}

export async function getCommittee({
  db,
  id,
  sessionCode,
  now = new Date(),
}: {
  db: Database;
  id: string;
  sessionCode: string | undefined;
  now?: Date;
}): Promise<CommitteeDetail> {
  const committee = await findCommittee(db, id);
  if (!committee) throw new AppError('NOT_FOUND', 'No committee has this id');
  const sessionId = sessionIdOf(committee.stateCode, sessionCode);
  const limit = COMMITTEE_DETAIL_LIST_LIMIT;
  const [members, subcommittees, upcoming, past, referredBills] = await Promise.all([
    listCommitteeMembers(db, id),
    listSubcommittees(db, id),
    listCommitteeHearings(db, id, { sessionId, upcoming: true, now, limit }),
    listCommitteeHearings(db, id, { sessionId, upcoming: false, now, limit }),
    listReferredBills(db, id, { sessionId, limit }),
  ]);
  return {
    id: committee.id,
    stateCode: committee.stateCode,
    name: committee.name,
    chamber: committee.chamber,
    classification: committee.classification,
    otherNames: committee.otherNames,
    links: committee.links,
    parent: committee.parentId && committee.parentName ? { id: committee.parentId, name: committee.parentName } : null,
    sessionCode: sessionCode ?? null,
    members,
    subcommittees,
    hearings: { upcoming, past },
    referredBills,
  };
}
