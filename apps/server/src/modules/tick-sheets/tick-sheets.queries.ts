import type { TickStance } from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PersonOffice } from '../../db/schema/people';
import { tickSheetEntries } from '../../db/schema/people-team';
import { partyCodeSql, selectRows } from '../../db/sql';

/** The bill a sheet is for, as the bills module's requireBill gives it. */
export type TickBillRow = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  fromChamber: string | null;
};

/** A committee name reduced to letters and digits, & read as and: "Disaster Preparedness & Flooding, Select" matches "Disaster Preparedness and Flooding Select". */
const nameKey = (column: SQL) => sql`regexp_replace(replace(lower(${column}), '&', 'and'), '[^a-z0-9]', '', 'g')`;

export type CommitteeHintRow = {
  committeeId: string;
  name: string;
  chamber: string | null;
  reason: string;
  at: string;
};

/**
 * The committee of the bill's latest action that names one (a referral, or "Assigned to ..." on introduction),
 * matched in the bill's state by name or other name, preferring the action's chamber; null when none matches.
 */
export async function latestReferralCommittee(db: Database, bill: TickBillRow) {
  const rows = await selectRows<CommitteeHintRow>(
    db,
    sql`with action as (
          select a.committee_name, a.chamber, a.text, a.date
          from bill_actions a
          where a.bill_id = ${bill.id} and a.committee_name is not null and a.committee_name <> ''
          order by a.date desc nulls last, a.position desc
          limit 1)
        select c.id as "committeeId", c.name, c.chamber, action.text as reason, action.date::text as at
        from action
        join committees c on c.jurisdiction_id = ${bill.stateCode}
          and (${nameKey(sql`c.name`)} = ${nameKey(sql`action.committee_name`)}
               or ${nameKey(sql`action.committee_name`)} = any(select ${nameKey(sql`n`)} from unnest(c.other_names) n))
        order by (c.chamber is not distinct from action.chamber) desc, (c.chamber = 'legislature') desc, c.id
        limit 1`,
  );
  return rows[0];
}

/** The committee of the bill's latest hearing with the bill on its agenda; null when none names a committee. */
export async function latestHearingCommittee(db: Database, billId: string) {
  const rows = await selectRows<CommitteeHintRow>(
    db,
    sql`select c.id as "committeeId", c.name, c.chamber, 'Hearing: ' || e.name as reason,
          (e.start_time at time zone e.timezone)::date::text as at
        from event_agenda_items i
        join events e on e.id = i.event_id
        join committees c on c.id = e.committee_id
        where i.bill_id = ${billId}
        order by e.start_time desc
        limit 1`,
  );
  return rows[0];
}

/** The chamber of the bill's latest action that has one, else the chamber it started in. */
export async function currentChamber(db: Database, bill: TickBillRow) {
  const rows = await selectRows<{ chamber: string }>(
    db,
    sql`select chamber from bill_actions where bill_id = ${bill.id} and chamber in ('upper', 'lower', 'legislature')
        order by date desc nulls last, position desc limit 1`,
  );
  return rows[0]?.chamber ?? bill.fromChamber;
}

export type SheetMemberRow = {
  memberId: string;
  name: string;
  party: string | null;
  partyCode: string | null;
  chamber: string | null;
  district: string | null;
  role: string | null;
  email: string | null;
  offices: PersonOffice[];
};

const memberColumns = sql`p.id as "memberId", p.name, p.party, ${partyCodeSql(sql`p.party`)} as "partyCode",
  p.chamber, p.district, p.email, p.offices`;

/** The committee's members that resolve to a person, in the source's order (chairs first), each person once. */
export async function listCommitteeMembers(db: Database, committeeId: string) {
  return selectRows<SheetMemberRow>(
    db,
    sql`select ${memberColumns}, m.role
        from (select distinct on (person_id) person_id, role, position from committee_memberships
              where committee_id = ${committeeId} and person_id is not null
              order by person_id, position) m
        join people p on p.id = m.person_id
        order by m.position, p.name`,
  );
}

/** The current members of a chamber of a state, by family name. */
export async function listChamberMembers(db: Database, stateCode: string, chamber: string) {
  return selectRows<SheetMemberRow>(
    db,
    sql`select ${memberColumns}, null as role
        from people p
        where p.jurisdiction_id = ${stateCode} and p.chamber = ${chamber} and p.is_current
        order by coalesce(p.family_name, p.name), p.name, p.id`,
  );
}

export type EntryRow = {
  memberId: string;
  stance: TickStance;
  note: string;
  lastContactAt: Date | string | null;
  userId: number | null;
  userName: string | null;
  updatedAt: Date | string;
};

/** The account's marks on a bill. */
export async function listEntries(db: Database, accountId: number, billId: string) {
  return selectRows<EntryRow>(
    db,
    sql`select e.member_id as "memberId", e.stance, e.note, e.last_contact_at as "lastContactAt",
          e.updated_by_user_id as "userId",
          case when u.id is null then null
               else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) end as "userName",
          e.updated_at as "updatedAt"
        from tick_sheet_entries e left join users u on u.id = e.updated_by_user_id
        where e.account_id = ${accountId} and e.bill_id = ${billId}`,
  );
}

export async function findEntry(db: Database, accountId: number, billId: string, memberId: string) {
  return (await listEntries(db, accountId, billId)).find((row) => row.memberId === memberId);
}

/** A person of the given state (a tick sheet only lists members of the bill's legislature). */
export async function memberInState(db: Database, memberId: string, stateCode: string) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from people where id = ${memberId} and jurisdiction_id = ${stateCode}`,
  );
  return rows.length > 0;
}

export async function saveEntry(
  db: Database,
  values: {
    accountId: number;
    billId: string;
    memberId: string;
    stance: TickStance;
    note: string;
    lastContactAt: Date | null;
    userId: number;
  },
) {
  const row = {
    accountId: values.accountId,
    billId: values.billId,
    memberId: values.memberId,
    stance: values.stance,
    note: values.note,
    lastContactAt: values.lastContactAt,
    updatedByUserId: values.userId,
    updatedAt: new Date(),
  };
  await db
    .insert(tickSheetEntries)
    .values(row)
    .onConflictDoUpdate({
      target: [tickSheetEntries.accountId, tickSheetEntries.billId, tickSheetEntries.memberId],
      set: {
        stance: row.stance,
        note: row.note,
        lastContactAt: row.lastContactAt,
        updatedByUserId: row.updatedByUserId,
        updatedAt: row.updatedAt,
      },
    });
}

export type RollCallRow = {
  id: string;
  motion: string;
  date: string | null;
  result: string;
  chamber: string | null;
  isCommittee: boolean;
  yesCount: number;
  noCount: number;
  otherCount: number;
};

/**
 * The bill's latest roll call in a chamber; with a committee, the committee's own vote (by its linked hearing or
 * the vote's organization name) comes first when there is one.
 */
export async function latestRollCall(
  db: Database,
  billId: string,
  chamber: string | null,
  committee: { id: string; name: string } | null,
) {
  const committeeMatch = committee
    ? sql`(e.committee_id = ${committee.id} or lower(v.organization_name) like ${`%${committee.name.toLowerCase()}%`})`
    : sql`false`;
  const rows = await selectRows<RollCallRow>(
    db,
    sql`select v.id, v.motion, v.date::text as date, v.result, v.chamber, ${committeeMatch} as "isCommittee",
          v.yes_count as "yesCount", v.no_count as "noCount", v.other_count as "otherCount"
        from vote_events v left join events e on e.id = v.event_id
        where v.bill_id = ${billId} and (${committeeMatch} or v.chamber is not distinct from ${chamber})
        order by "isCommittee" desc, v.date desc nulls last, v.id
        limit 1`,
  );
  return rows[0];
}

/** Each person's recorded option in a roll call. */
export async function listRollCallVotes(db: Database, voteEventId: string) {
  return selectRows<{ personId: string; option: string }>(
    db,
    sql`select person_id as "personId", option from person_votes
        where vote_event_id = ${voteEventId} and person_id is not null`,
  );
}
