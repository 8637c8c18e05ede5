import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { relationships } from '../../db/schema/people-team';
import { containsPattern, selectRows } from '../../db/sql';

export type RelationshipRow = {
  id: number;
  userId: number;
  userName: string;
  memberId: string | null;
  staffId: number | null;
  staffName: string | null;
  staffPosition: string | null;
  staffMemberId: string | null;
  strength: number;
  notes: string;
  lastContactAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const relationshipSelect = sql`select r.id, r.user_id as "userId",
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "userName",
    r.member_id as "memberId", r.staff_id as "staffId", s.name as "staffName", s.position as "staffPosition",
    s.member_id as "staffMemberId", r.strength, r.notes, r.last_contact_at as "lastContactAt",
    r.created_at as "createdAt", r.updated_at as "updatedAt"
  from relationships r
  join users u on u.id = r.user_id
  left join account_staff s on s.id = r.staff_id and s.account_id = r.account_id`;

/** Relationships of the account with the given members (directly, or through a staffer of theirs). */
export async function listRelationshipsOfMembers(db: Database, accountId: number, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return selectRows<RelationshipRow>(
    db,
    sql`${relationshipSelect}
        where r.account_id = ${accountId} and (r.member_id in (${ids}) or s.member_id in (${ids}))
        order by r.strength desc, r.last_contact_at desc nulls last, r.id`,
  );
}

export async function findRelationship(db: Database, accountId: number, id: number) {
  const rows = await selectRows<RelationshipRow>(
    db,
    sql`${relationshipSelect} where r.account_id = ${accountId} and r.id = ${id}`,
  );
  return rows[0];
}

export type MemberRow = {
  id: string;
  name: string;
  stateCode: string;
  party: string | null;
  chamber: string | null;
  district: string | null;
  givenName: string | null;
  familyName: string | null;
  otherNames: string[];
  roleChambers: string[];
};

export async function findMember(db: Database, memberId: string) {
  const rows = await selectRows<MemberRow>(
    db,
    sql`select p.id, p.name, p.jurisdiction_id as "stateCode", p.party, p.chamber, p.district,
          p.given_name as "givenName", p.family_name as "familyName", p.other_names as "otherNames",
          coalesce((select array_agg(distinct r->>'type') from jsonb_array_elements(p.roles) r
                    where r->>'type' is not null), '{}') as "roleChambers"
        from people p where p.id = ${memberId}`,
  );
  return rows[0];
}

/** An active member of the account, with the name the team sees. */
export async function findAccountUser(db: Database, accountId: number, userId: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select u.id from account_users au join users u on u.id = au.user_id
        where au.account_id = ${accountId} and au.user_id = ${userId} and au.status = 'active'`,
  );
  return rows[0];
}

export async function findAccountStaff(db: Database, accountId: number, staffId: number) {
  const rows = await selectRows<{ id: number; memberId: string | null }>(
    db,
    sql`select id, member_id as "memberId" from account_staff where account_id = ${accountId} and id = ${staffId}`,
  );
  return rows[0];
}

/** The existing relationship of a team user with the same legislator or staffer (one row each, by the unique key). */
export async function findDuplicate(
  db: Database,
  values: { accountId: number; userId: number; memberId: string | null; staffId: number | null },
  exceptId?: number,
) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from relationships
        where account_id = ${values.accountId} and user_id = ${values.userId}
          and coalesce(member_id, '') = ${values.memberId ?? ''} and coalesce(staff_id, 0) = ${values.staffId ?? 0}
          and id <> ${exceptId ?? 0}`,
  );
  return rows[0];
}

export async function insertRelationship(db: Database, values: typeof relationships.$inferInsert) {
  const [row] = await db.insert(relationships).values(values).returning({ id: relationships.id });
  return row!.id;
}

export async function updateRelationship(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<Pick<typeof relationships.$inferInsert, 'userId' | 'strength' | 'notes' | 'lastContactAt'>>,
) {
  await db
    .update(relationships)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(relationships.accountId, accountId), eq(relationships.id, id)));
}

export async function deleteRelationship(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(relationships)
    .where(and(eq(relationships.accountId, accountId), eq(relationships.id, id)))
    .returning({ id: relationships.id });
  return rows.length > 0;
}

export type LegislatorRow = {
  memberId: string;
  name: string;
  party: string | null;
  chamber: string | null;
  district: string | null;
  strongest: number | null;
  lastContactAt: Date | string | null;
};

const legislatorSorts: Record<'name' | 'strength' | 'lastContact', SQL> = {
  name: sql`coalesce(p.family_name, p.name), p.name, p.id`,
  strength: sql`k.strongest desc nulls last, coalesce(p.family_name, p.name), p.id`,
  lastContact: sql`k.last_contact desc nulls last, coalesce(p.family_name, p.name), p.id`,
};

type LegislatorFilter = { accountId: number; stateCode: string; searchTerm?: string; knownOnly?: boolean };

/**
 * A state's current legislators (`p`), each with the strongest tie and latest contact anyone on the account has
 * with them, directly or through one of their staff (`k`).
 */
const legislatorsFrom = (filter: LegislatorFilter) => sql`from people p
  left join lateral (
    select max(r.strength) as strongest, max(r.last_contact_at) as last_contact
    from relationships r left join account_staff s on s.id = r.staff_id and s.account_id = r.account_id
    where r.account_id = ${filter.accountId} and (r.member_id = p.id or s.member_id = p.id)
  ) k on true
  where p.jurisdiction_id = ${filter.stateCode} and p.is_current and p.chamber in ('upper', 'lower', 'legislature')
    ${filter.searchTerm ? sql`and p.name ilike ${containsPattern(filter.searchTerm)}` : sql``}
    ${filter.knownOnly ? sql`and k.strongest is not null` : sql``}`;

/** One page of the legislators, in the chosen order. */
export async function listLegislators(
  db: Database,
  filter: LegislatorFilter & { sort: 'name' | 'strength' | 'lastContact'; page: number; pageSize: number },
) {
  return selectRows<LegislatorRow>(
    db,
    sql`select p.id as "memberId", p.name, p.party, p.chamber, p.district, k.strongest,
          k.last_contact as "lastContactAt"
        ${legislatorsFrom(filter)}
        order by ${legislatorSorts[filter.sort]}
        limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
  );
}

/** How many legislators match, and how many of them someone on the account knows. */
export async function countLegislators(db: Database, filter: LegislatorFilter) {
  const rows = await selectRows<{ total: number; known: number }>(
    db,
    sql`select count(*)::int as total, count(k.strongest)::int as known ${legislatorsFrom(filter)}`,
  );
  return rows[0] ?? { total: 0, known: 0 };
}
