import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

const nameSql = sql.raw(`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`);

export type TeamRow = {
  id: number;
  name: string;
  description: string;
  memberCount: number;
  openTasks: number;
  overdueTasks: number;
  billsOwned: number;
  createdAt: Date | string;
};

/** The account's teams with their workload, by name; one team with `teamId`. */
export async function selectTeams(db: Database, accountId: number, teamId?: number) {
  return selectRows<TeamRow>(
    db,
    sql`select tm.id, tm.name, tm.description, tm.created_at as "createdAt",
        (select count(*)::int from team_members m where m.team_id = tm.id) as "memberCount",
        (select count(*)::int from tasks t where t.account_id = tm.account_id and t.team_id = tm.id
          and t.status in ('open', 'in_progress')) as "openTasks",
        (select count(*)::int from tasks t where t.account_id = tm.account_id and t.team_id = tm.id
          and t.status in ('open', 'in_progress') and t.due_date < current_date) as "overdueTasks",
        (select count(*)::int from bill_owners o where o.account_id = tm.account_id and o.owner_team_id = tm.id)
          as "billsOwned"
      from teams tm
      where tm.account_id = ${accountId} ${teamId === undefined ? sql`` : sql`and tm.id = ${teamId}`}
      order by lower(tm.name), tm.id`,
  );
}

export type TeamMemberRow = { id: number; name: string; role: string; openTasks: number; overdueTasks: number };

export async function selectTeamMembers(db: Database, accountId: number, teamId: number) {
  return selectRows<TeamMemberRow>(
    db,
    sql`select u.id, ${nameSql} as name, coalesce(au.role, 'former') as role,
        (select count(*)::int from tasks t where t.account_id = ${accountId} and t.assignee_user_id = u.id
          and t.status in ('open', 'in_progress')) as "openTasks",
        (select count(*)::int from tasks t where t.account_id = ${accountId} and t.assignee_user_id = u.id
          and t.status in ('open', 'in_progress') and t.due_date < current_date) as "overdueTasks"
      from team_members m join users u on u.id = m.user_id
      left join account_users au on au.account_id = m.account_id and au.user_id = m.user_id
      where m.account_id = ${accountId} and m.team_id = ${teamId}
      order by lower(${nameSql}), u.id`,
  );
}

/** The ids among `userIds` that are active members of the account. */
export async function activeMemberIds(db: Database, accountId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await selectRows<{ userId: number }>(
    db,
    sql`select user_id as "userId" from account_users
      where account_id = ${accountId} and status = 'active' and user_id in ${userIds}`,
  );
  return rows.map((row) => row.userId);
}

export async function teamNameTaken(db: Database, accountId: number, name: string, exceptId?: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from teams where account_id = ${accountId} and lower(name) = lower(${name})
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`,
  );
  return rows.length > 0;
}

export async function insertTeam(
  db: Database,
  team: { accountId: number; name: string; description: string; createdByUserId: number },
  userIds: number[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teams).values(team).returning({ id: teams.id });
    if (!row) throw new Error('team insert returned no row');
    if (userIds.length > 0) {
      await tx
        .insert(teamMembers)
        .values(userIds.map((userId) => ({ accountId: team.accountId, teamId: row.id, userId })))
        .onConflictDoNothing();
    }
    return row.id;
  });
}

export async function updateTeam(
  db: Database,
  accountId: number,
  teamId: number,
  changes: { name?: string; description?: string },
) {
  await db
    .update(teams)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(teams.id, teamId), eq(teams.accountId, accountId)));
}

export async function insertMembers(db: Database, accountId: number, teamId: number, userIds: number[]) {
  await db
    .insert(teamMembers)
    .values(userIds.map((userId) => ({ accountId, teamId, userId })))
    .onConflictDoNothing();
}

export async function deleteMember(db: Database, accountId: number, teamId: number, userId: number) {
  const deleted = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ id: teamMembers.id });
  return deleted.length > 0;
}
