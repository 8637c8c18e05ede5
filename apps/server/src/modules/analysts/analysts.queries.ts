import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountUsers } from '../../db/schema/index';
import { selectRows } from '../../db/sql';

const nameSql = sql.raw(`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`);

export type AnalystRow = {
  id: number;
  name: string;
  username: string;
  email: string;
  role: string;
  teams: { id: number; name: string }[];
  openTasks: number;
  overdueTasks: number;
  billsOwned: number;
};

/**
 * The active members who do the portal's work (admins, users and analysts; decision 073), with their teams and
 * workload, by name. `roles` narrows them; `userId` picks one.
 */
export async function selectAnalysts(db: Database, accountId: number, options: { roles: string[]; userId?: number }) {
  return selectRows<AnalystRow>(
    db,
    sql`select u.id, ${nameSql} as name, u.username, u.email, au.role,
        coalesce((select json_agg(json_build_object('id', tm.id, 'name', tm.name) order by lower(tm.name))
          from team_members m join teams tm on tm.id = m.team_id
          where m.account_id = au.account_id and m.user_id = u.id), '[]'::json) as teams,
        (select count(*)::int from tasks t where t.account_id = au.account_id and t.assignee_user_id = u.id
          and t.status in ('open', 'in_progress')) as "openTasks",
        (select count(*)::int from tasks t where t.account_id = au.account_id and t.assignee_user_id = u.id
          and t.status in ('open', 'in_progress') and t.due_date < current_date) as "overdueTasks",
        (select count(*)::int from bill_owners o where o.account_id = au.account_id and o.owner_user_id = u.id)
          as "billsOwned"
      from account_users au join users u on u.id = au.user_id
      where au.account_id = ${accountId} and au.status = 'active' and au.role in ${options.roles}
        ${options.userId === undefined ? sql`` : sql`and u.id = ${options.userId}`}
      order by lower(${nameSql}), u.id`,
  );
}

export async function insertAnalystMembership(db: Database, accountId: number, userId: number) {
  await db.insert(accountUsers).values({ accountId, userId, role: 'analyst', fullAccount: false });
}

/** Tracked bills of the account (carrying one of its tags) that have no owner. */
export async function countUnownedTrackedBills(db: Database, accountId: number) {
  const rows = await selectRows<{ count: number }>(
    db,
    sql`select count(distinct tb.bill_id)::int as count from tag_bills tb
      where tb.account_id = ${accountId}
        and not exists (select 1 from bill_owners o where o.account_id = tb.account_id and o.bill_id = tb.bill_id)`,
  );
  return rows[0]?.count ?? 0;
}

export async function accountName(db: Database, accountId: number) {
  const rows = await selectRows<{ name: string }>(db, sql`select name from accounts where id = ${accountId}`);
  return rows[0]?.name ?? 'your team';
}
