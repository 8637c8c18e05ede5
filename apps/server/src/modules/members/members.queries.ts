import type {
  MemberBill,
  MemberCommittee,
  MemberContact,
  MemberListQuery,
  MemberSortField,
  MemberSummary,
  MemberVote,
} from '@statehouse/shared/members/members.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, partyCodeSql, selectRows } from '../../db/sql';

/** Legislative seats; governors, mayors and other executives are people too but not members. */
const SEAT_TYPES = sql`('upper', 'lower', 'legislature')`;

export type SessionDates = { id: string; startDate: string | null; endDate: string | null };

export async function selectSession(db: Database, stateCode: string, code: string): Promise<SessionDates | undefined> {
  const [row] = await selectRows<SessionDates>(
    db,
    sql`select id, start_date::text as "startDate", end_date::text as "endDate"
      from legislative_sessions where jurisdiction_id = ${stateCode} and code = ${code}`,
  );
  return row;
}

/**
 * The roster as `m` (person columns plus the seat's chamber and district): the current legislators, or with a
 * session, everyone whose legislative role overlaps the session's dates, with the chamber and district of that
 * role (the latest one when several overlap). People without dated roles (LegiScan) count when current.
 */
function rosterSql(stateCode: string, session: SessionDates | undefined): SQL {
  if (!session) {
    return sql`select p.*, p.chamber as seat_chamber, p.district as seat_district from people p
      where p.jurisdiction_id = ${stateCode} and p.is_current and p.role_type in ${SEAT_TYPES}`;
  }
  const start = session.startDate ?? '0000-01-01';
  const end = session.endDate ?? '9999-12-31';
  return sql`select p.*, coalesce(r.type, p.chamber) as seat_chamber, coalesce(r.district, p.district) as seat_district
    from people p
    left join lateral (
      select role->>'type' as type, role->>'district' as district from jsonb_array_elements(p.roles) role
      where role->>'type' in ${SEAT_TYPES}
        and coalesce(role->>'startDate', '0000-01-01') <= ${end}
        and coalesce(role->>'endDate', '9999-12-31') >= ${start}
      order by role->>'startDate' desc nulls last limit 1
    ) r on true
    where p.jurisdiction_id = ${stateCode}
      and (r.type is not null or (jsonb_array_length(p.roles) = 0 and p.is_current and p.role_type in ${SEAT_TYPES}))`;
}

const summaryColumns = sql`m.id, m.name, m.given_name as "givenName", m.family_name as "familyName",
  m.jurisdiction_id as "stateCode", m.party, ${partyCodeSql(sql`m.party`)} as "partyCode",
  m.seat_chamber as chamber, m.seat_district as district, m.is_current as "isCurrent", m.email,
  '/api/member-images/' || replace(m.id, '/', '%2F') as "photoUrl",
  (select count(*)::int from committee_memberships cm where cm.person_id = m.id) as "committeesCount"`;

// District numbers sort as numbers ("2" before "10"); names as "family, given".
const districtOrder = sql`nullif(substring(m.seat_district from '^[0-9]+'), '')::int`;
const orderBy: Record<MemberSortField, (direction: SQL) => SQL> = {
  name: (d) => sql`lower(coalesce(m.family_name, m.name)) ${d}, lower(m.name) ${d}`,
  district: (d) => sql`${districtOrder} ${d} nulls last, m.seat_district ${d}, lower(m.name)`,
  party: (d) => sql`m.party ${d} nulls last, lower(coalesce(m.family_name, m.name))`,
  chamber: (d) => sql`m.seat_chamber ${d} nulls last, ${districtOrder} nulls last, lower(m.name)`,
  committees: (d) => sql`"committeesCount" ${d}, lower(coalesce(m.family_name, m.name))`,
};

type CountedRow = MemberSummary & { total: number };

export async function selectMembers(
  db: Database,
  query: MemberListQuery,
  session: SessionDates | undefined,
): Promise<{ rows: MemberSummary[]; total: number }> {
  const filters: SQL[] = [sql`true`];
  if (query.searchTerm) {
    const pattern = containsPattern(query.searchTerm);
    filters.push(sql`(m.name ilike ${pattern} or m.seat_district = ${query.searchTerm})`);
  }
  if (query.party) filters.push(sql`${partyCodeSql(sql`m.party`)} = ${query.party}`);
  if (query.chamber) filters.push(sql`m.seat_chamber = ${query.chamber}`);
  if (query.district) filters.push(sql`m.seat_district = ${query.district}`);
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const rows = await selectRows<CountedRow>(
    db,
    sql`with m as (${rosterSql(query.stateCode, session)})
      select ${summaryColumns}, count(*) over()::int as total from m
      where ${sql.join(filters, sql` and `)}
      order by ${orderBy[query.sort](direction)}, m.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Everyone of a state who held any role there, current or not (governors too), by name. */
export async function selectStatePeople(
  db: Database,
  query: { stateCode: string; searchTerm?: string; page: number; pageSize: number },
): Promise<{ rows: MemberSummary[]; total: number }> {
  const search = query.searchTerm ? sql`and p.name ilike ${containsPattern(query.searchTerm)}` : sql``;
  const rows = await selectRows<CountedRow>(
    db,
    sql`with m as (select p.*, p.chamber as seat_chamber, p.district as seat_district from people p
        where p.jurisdiction_id = ${query.stateCode} ${search})
      select ${summaryColumns}, count(*) over()::int as total from m
      order by m.is_current desc, lower(coalesce(m.family_name, m.name)), lower(m.name), m.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type PersonRow = MemberSummary & {
  gender: string | null;
  birthDate: string | null;
  otherNames: string[];
  roles: unknown[];
  parties: unknown[];
  offices: unknown[];
  links: unknown[];
  sources: unknown[];
  source: string;
  image: string | null;
};

export async function selectPerson(db: Database, id: string): Promise<PersonRow | undefined> {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`with m as (select p.*, p.chamber as seat_chamber, p.district as seat_district from people p where p.id = ${id})
      select ${summaryColumns}, m.gender, m.birth_date as "birthDate", m.other_names as "otherNames", m.roles,
        m.parties, m.offices, m.links, m.sources, m.source, m.image
      from m`,
  );
  return row;
}

export async function selectMemberCommittees(db: Database, personId: string): Promise<MemberCommittee[]> {
  return selectRows<MemberCommittee>(
    db,
    sql`select c.id as "committeeId", c.name, c.chamber, c.classification, cm.role
      from committee_memberships cm join committees c on c.id = cm.committee_id
      where cm.person_id = ${personId}
      order by case when cm.role ilike '%chair%' then 0 when cm.role ilike 'ranking%' then 1 else 2 end,
        lower(c.name), c.id`,
  );
}

export type BillKind = 'sponsored' | 'authored' | 'passed';

/**
 * A member's bills: sponsored = any sponsorship; authored = primary sponsor; passed = authored and now passed
 * (status 4 Passed; chaptered bills also carry 4 in `status`, decision 015). One row per bill.
 */
export async function selectMemberBills(
  db: Database,
  options: { personId: string; kind: BillKind; sessionId?: string; limit: number },
): Promise<{ rows: MemberBill[]; total: number }> {
  const kindFilter =
    options.kind === 'sponsored'
      ? sql``
      : options.kind === 'authored'
        ? sql`and s.is_primary`
        : sql`and s.is_primary and b.status = 4`;
  const sessionFilter = options.sessionId ? sql`and b.session_id = ${options.sessionId}` : sql``;
  // From the member's sponsorships (indexed by person), one per bill (the primary one first), then the bills.
  const rows = await selectRows<MemberBill & { total: number }>(
    db,
    sql`with s as (
        select distinct on (bs.bill_id) bs.bill_id, bs.classification, bs.is_primary
        from bill_sponsorships bs where bs.person_id = ${options.personId}
        order by bs.bill_id, bs.is_primary desc, bs.position
      )
      select b.id, b.identifier, b.title, ls.code as "sessionCode", b.status,
        b.last_action_date::text as "lastActionDate", b.last_action_text as "lastActionText",
        s.classification, s.is_primary as "isPrimary", count(*) over()::int as total
      from s join bills b on b.id = s.bill_id
      join legislative_sessions ls on ls.id = b.session_id
      where true ${kindFilter} ${sessionFilter}
      order by b.last_action_date desc nulls last, b.id
      limit ${options.limit}`,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type VotingTotals = {
  rollCalls: number;
  yes: number;
  no: number;
  other: number;
  absent: number;
  partyLineRollCalls: number;
  votesWithParty: number;
};

/** Options that mean the member was not there to vote. */
const ABSENT_OPTIONS = sql`('absent', 'excused', 'not voting')`;

/**
 * The member's roll calls with, for each, the yes/no majority of the member's party and of the other major
 * party (D vs R) among members matched to people. A party-line roll call is one where the majorities of the
 * two parties voted opposite ways; the member voted with their party when their yes/no matches their party's
 * majority. Ties have no majority and do not count.
 */
function memberRollCallsSql(personId: string, sessionId: string | undefined): SQL {
  const sessionFilter = sessionId ? sql`and ve.session_id = ${sessionId}` : sql``;
  return sql`with mine as (
      select pv.vote_event_id, pv.option, ${partyCodeSql(sql`p.party`)} as party
      from person_votes pv join people p on p.id = pv.person_id
      join vote_events ve on ve.id = pv.vote_event_id
      where pv.person_id = ${personId} ${sessionFilter}
    ),
    sides as (
      select pv.vote_event_id,
        sign(count(*) filter (where pv.option = 'yes' and ${partyCodeSql(sql`p.party`)} = 'D')
          - count(*) filter (where pv.option = 'no' and ${partyCodeSql(sql`p.party`)} = 'D')) as d_side,
        sign(count(*) filter (where pv.option = 'yes' and ${partyCodeSql(sql`p.party`)} = 'R')
          - count(*) filter (where pv.option = 'no' and ${partyCodeSql(sql`p.party`)} = 'R')) as r_side
      from person_votes pv join people p on p.id = pv.person_id
      where pv.vote_event_id in (select vote_event_id from mine)
      group by pv.vote_event_id
    ),
    rated as (
      select mine.vote_event_id, mine.option,
        (s.d_side * s.r_side = -1 and mine.party in ('D', 'R') and mine.option in ('yes', 'no')) as party_line,
        case when mine.party = 'D' then s.d_side when mine.party = 'R' then s.r_side end as party_side
      from mine join sides s on s.vote_event_id = mine.vote_event_id
    )`;
}

export async function selectVotingTotals(
  db: Database,
  personId: string,
  sessionId: string | undefined,
): Promise<VotingTotals> {
  const [row] = await selectRows<VotingTotals>(
    db,
    sql`${memberRollCallsSql(personId, sessionId)}
      select count(*)::int as "rollCalls",
        count(*) filter (where option = 'yes')::int as yes,
        count(*) filter (where option = 'no')::int as no,
        count(*) filter (where option not in ('yes', 'no') and option not in ${ABSENT_OPTIONS})::int as other,
        count(*) filter (where option in ${ABSENT_OPTIONS})::int as absent,
        count(*) filter (where party_line)::int as "partyLineRollCalls",
        count(*) filter (where party_line and party_side = case option when 'yes' then 1 else -1 end)::int
          as "votesWithParty"
      from rated`,
  );
  return row ?? { rollCalls: 0, yes: 0, no: 0, other: 0, absent: 0, partyLineRollCalls: 0, votesWithParty: 0 };
}

export async function selectRecentVotes(
  db: Database,
  personId: string,
  sessionId: string | undefined,
  limit: number,
): Promise<MemberVote[]> {
  return selectRows<MemberVote>(
    db,
    sql`${memberRollCallsSql(personId, sessionId)}
      select ve.id as "voteEventId", ve.bill_id as "billId", coalesce(b.identifier, ve.bill_identifier) as "billIdentifier",
        ve.date::text as date, ve.motion, ve.result, rated.option,
        case when rated.party_line then rated.party_side = case rated.option when 'yes' then 1 else -1 end end
          as "withParty"
      from rated join vote_events ve on ve.id = rated.vote_event_id left join bills b on b.id = ve.bill_id
      order by ve.date desc nulls last, ve.id
      limit ${limit}`,
  );
}

/** Capitol and district offices: the first office of each classification. */
export async function selectContacts(
  db: Database,
  options: { stateCode: string; session: SessionDates | undefined; chamber?: string; memberIds?: string[] },
): Promise<MemberContact[]> {
  const filters: SQL[] = [sql`true`];
  if (options.chamber) filters.push(sql`m.seat_chamber = ${options.chamber}`);
  if (options.memberIds && options.memberIds.length > 0) {
    filters.push(
      sql`m.id in (${sql.join(
        options.memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const office = (classification: string, field: string) =>
    sql`(select o->>${field} from jsonb_array_elements(m.offices) o
      where o->>'classification' = ${classification} and o->>${field} is not null limit 1)`;
  return selectRows<MemberContact>(
    db,
    sql`with m as (${rosterSql(options.stateCode, options.session)})
      select m.id, m.name, m.party, ${partyCodeSql(sql`m.party`)} as "partyCode", m.seat_chamber as chamber,
        m.seat_district as district,
        coalesce(m.email, (select o->>'email' from jsonb_array_elements(m.offices) o where o->>'email' is not null limit 1)) as email,
        ${office('capitol', 'voice')} as "capitolPhone", ${office('capitol', 'address')} as "capitolAddress",
        ${office('district', 'voice')} as "districtPhone", ${office('district', 'address')} as "districtAddress"
      from m where ${sql.join(filters, sql` and `)}
      order by m.seat_chamber nulls last, ${districtOrder} nulls last, m.seat_district, lower(m.name), m.id`,
  );
}

export type ImageSourceRow = { id: string; name: string; party: string | null; image: string | null };

export async function selectImageSources(db: Database, ids: readonly string[]): Promise<ImageSourceRow[]> {
  if (ids.length === 0) return [];
  return selectRows<ImageSourceRow>(
    db,
    sql`select id, name, ${partyCodeSql(sql`party`)} as party, image from people
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}
