import type {
  CommitteeHearing,
  CommitteeListParams,
  CommitteeMember,
  ReferredBill,
} from '@statehouse/shared/committees/committees.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { actionOfCommitteeSql, chairRoles, eventOfCommitteeSql, roleRankSql } from '../../db/committee-match';
import { containsPattern, selectRows } from '../../db/sql';

export type CommitteeListRow = {
  id: string;
  stateCode: string;
  name: string;
  chamber: string | null;
  classification: string;
  parentId: string | null;
  parentName: string | null;
  memberCount: number;
  chairPersonId: string | null;
  chairName: string | null;
  hearingCount: number;
  total: number;
};

const chairRoleList = sql.join(
  chairRoles.map((role) => sql`${role}`),
  sql`, `,
);

/** The list's order; ties fall back to state, chamber and name so that pages never overlap. */
function orderSql(params: CommitteeListParams): SQL {
  const direction = params.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const byName = sql`c.jurisdiction_id, c.chamber nulls last, c.name, c.id`;
  if (params.sort === 'members') return sql`"memberCount" ${direction}, ${byName}`;
  if (params.sort === 'hearings') return sql`"hearingCount" ${direction}, ${byName}`;
  return params.sortOrder === 'desc' ? sql`c.jurisdiction_id, c.chamber nulls last, c.name desc, c.id` : byName;
}

/** Committees matching the list filters, one page, ordered by state, chamber and name, with the total. */
export async function listCommittees(db: Database, params: CommitteeListParams, sessionId: string | null) {
  const where: SQL[] = [sql`true`];
  if (params.stateCode) where.push(sql`c.jurisdiction_id = ${params.stateCode}`);
  if (params.chamber) where.push(sql`c.chamber = ${params.chamber}`);
  if (params.searchTerm) {
    const pattern = containsPattern(params.searchTerm);
    where.push(
      sql`(c.name ilike ${pattern} or exists (select 1 from unnest(c.other_names) n where n ilike ${pattern}))`,
    );
  }
  const inSession = sessionId === null ? sql`true` : sql`e.session_id = ${sessionId}`;
  if (sessionId !== null && !params.includeNonSession) {
    where.push(sql`(exists (select 1 from events e where ${eventOfCommitteeSql(sql`e`, sql`c`)} and ${inSession})
      or exists (select 1 from bills b join bill_actions a on a.bill_id = b.id
        where b.session_id = ${sessionId} and ${actionOfCommitteeSql(sql`a`, sql`b`, sql`c`)}))`);
  }
  return selectRows<CommitteeListRow>(
    db,
    sql`select c.id, c.jurisdiction_id as "stateCode", c.name, c.chamber, c.classification,
        p.id as "parentId", p.name as "parentName",
        (select count(*) from committee_memberships m where m.committee_id = c.id)::int as "memberCount",
        chair.person_id as "chairPersonId", chair.name as "chairName",
        (select count(*) from events e where ${eventOfCommitteeSql(sql`e`, sql`c`)} and ${inSession})::int as "hearingCount",
        (count(*) over ())::int as total
      from committees c
      left join committees p on p.id = c.parent_id
      left join lateral (
        select m.person_id, m.name from committee_memberships m
        where m.committee_id = c.id and lower(m.role) in (${chairRoleList})
        order by ${roleRankSql(sql`m.role`)}, m.position, m.id limit 1
      ) chair on true
      where ${sql.join(where, sql` and `)}
      order by ${orderSql(params)}
      limit ${params.pageSize} offset ${(params.page - 1) * params.pageSize}`,
  );
}

export type CommitteeRow = {
  id: string;
  stateCode: string;
  name: string;
  chamber: string | null;
  classification: string;
  otherNames: string[];
  links: { url: string; note?: string }[];
  parentId: string | null;
  parentName: string | null;
};

export async function findCommittee(db: Database, id: string): Promise<CommitteeRow | undefined> {
  const [row] = await selectRows<CommitteeRow>(
    db,
    sql`select c.id, c.jurisdiction_id as "stateCode", c.name, c.chamber, c.classification,
        c.other_names as "otherNames", c.links, p.id as "parentId", p.name as "parentName"
      from committees c left join committees p on p.id = c.parent_id
      where c.id = ${id}`,
  );
  return row;
}

/** The committee's members, chairs first, with the party and district of those matched to a person. */
export async function listCommitteeMembers(db: Database, id: string) {
  return selectRows<CommitteeMember>(
    db,
    sql`select m.person_id as "personId", coalesce(p.name, m.name) as name, m.role, p.party, p.district
      from committee_memberships m left join people p on p.id = m.person_id
      where m.committee_id = ${id}
      order by ${roleRankSql(sql`m.role`)}, m.position, coalesce(p.family_name, m.name), m.id`,
  );
}

export async function listSubcommittees(db: Database, id: string) {
  return selectRows<{ id: string; name: string; memberCount: number }>(
    db,
    sql`select c.id, c.name, (select count(*) from committee_memberships m where m.committee_id = c.id)::int as "memberCount"
      from committees c where c.parent_id = ${id} order by c.name, c.id`,
  );
}

/** The committee's hearings before or from `now`: upcoming soonest first, past newest first. */
export async function listCommitteeHearings(
  db: Database,
  id: string,
  options: { sessionId: string | null; upcoming: boolean; now: Date; limit: number },
) {
  const when = options.upcoming
    ? sql`e.start_time >= ${options.now.toISOString()}::timestamptz`
    : sql`e.start_time < ${options.now.toISOString()}::timestamptz`;
  const order = options.upcoming ? sql`e.start_time asc` : sql`e.start_time desc`;
  return selectRows<CommitteeHearing>(
    db,
    sql`select e.id, e.name, e.classification, to_json(e.start_time)#>>'{}' as "startTime", e.timezone,
        e.all_day as "allDay", e.location, e.status,
        (select count(*) from event_agenda_items i where i.event_id = e.id)::int as "agendaCount"
      from committees c join events e on ${eventOfCommitteeSql(sql`e`, sql`c`)}
      where c.id = ${id} and ${when} ${options.sessionId === null ? sql`` : sql`and e.session_id = ${options.sessionId}`}
      order by ${order}, e.id
      limit ${options.limit}`,
  );
}

/**
 * Bills referred to the committee: on the agenda of one of its hearings, or named by one of the bill's actions
 * (decision 032). Most recently referred first.
 */
export async function listReferredBills(
  db: Database,
  id: string,
  options: { sessionId: string | null; limit: number },
) {
  const inSession = options.sessionId === null ? sql`true` : sql`b.session_id = ${options.sessionId}`;
  return selectRows<ReferredBill>(
    db,
    sql`with c as (select * from committees where id = ${id}),
      hits as (
        select i.bill_id, (e.start_time at time zone e.timezone)::date as day, 'agenda' as via
        from c join events e on ${eventOfCommitteeSql(sql`e`, sql`c`)}
        join event_agenda_items i on i.event_id = e.id
        where i.bill_id is not null
        union all
        select a.bill_id, a.date as day, 'action' as via
        from c join bills b on b.jurisdiction_id = c.jurisdiction_id
        join bill_actions a on a.bill_id = b.id
        where a.committee_name is not null and ${actionOfCommitteeSql(sql`a`, sql`b`, sql`c`)}
      )
      select b.id as "billId", b.identifier, b.title, b.status, b.status_date as "statusDate",
        min(h.day)::text as "referredOn", array_agg(distinct h.via order by h.via) as via
      from hits h join bills b on b.id = h.bill_id
      where ${inSession}
      group by b.id
      order by min(h.day) desc nulls last, b.id
      limit ${options.limit}`,
  );
}
