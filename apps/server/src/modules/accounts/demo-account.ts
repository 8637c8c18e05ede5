import { stateCodes } from '@statehouse/shared/reference/states';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, accountUsers, userStateSubscriptions, users } from '../../db/schema/index';
import { hashPassword, type PasswordHashCost } from '../../plugins/auth/credentials';
import { ensureRoles } from '../../plugins/auth/sessions';
import { insertUser } from '../auth/auth.service';
import { addDemoTracking } from './demo-tracking';

export const DEMO_ACCOUNT_NAME = 'Demo Advocacy Group';

/** The people of the demo account; the admin's credentials are the ones the README gives. */
export const demoUsers = [
  {
    username: 'demo',
    password: 'demo1234',
    role: 'admin',
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'demo@example.com',
  },
  {
    username: 'demo-user',
    password: 'demo1234',
    role: 'user',
    firstName: 'Uma',
    lastName: 'User',
    email: 'user@example.com',
  },
  {
    username: 'demo-analyst',
    password: 'demo1234',
    role: 'analyst',
    firstName: 'Andy',
    lastName: 'Analyst',
    email: 'analyst@example.com',
  },
] as const;

const defaultCost: PasswordHashCost = { memoryKib: 19456, iterations: 2 };

/**
 * On a database without users, creates "Demo Advocacy Group" (both portals, every state) with an admin
 * (demo / demo1234), a plain user and an analyst, and logs them. Production creates none unless
 * `force` (DEMO_ACCOUNT=true), and neither does a server reachable from other machines. Returns whether
 * it created the account.
 */
export async function ensureDemoAccount(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: { nodeEnv: string; force?: boolean; reachableFromOutside?: boolean; hashCost?: PasswordHashCost },
): Promise<boolean> {
  if (options.force) {
    // DEMO_ACCOUNT=true: the operator asked for it knowingly.
  } else if (options.nodeEnv === 'production') {
    return false;
  } else if (options.reachableFromOutside) {
    // Its password is published in the README: never on a server other machines can reach by default.
    log.warn(
      'Demo account not created: the server listens beyond loopback (set DEMO_ACCOUNT=true to create it anyway)',
    );
    return false;
  }
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  await ensureRoles(db);
  const hashes = await Promise.all(
    demoUsers.map((demo) => hashPassword(demo.password, options.hashCost ?? defaultCost)),
  );
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name: DEMO_ACCOUNT_NAME, analystPortal: true, lobbyistPortal: true, plan: 'team', seats: 10 })
      .returning({ id: accounts.id });
    for (const [index, demo] of demoUsers.entries()) {
      const userId = await insertUser(tx, {
        username: demo.username,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash: hashes[index]!,
      });
      await tx.insert(accountUsers).values({
        accountId: account!.id,
        userId,
        role: demo.role,
        fullAccount: demo.role === 'admin' || demo.role === 'user',
      });
      await tx
        .insert(userStateSubscriptions)
        .values(stateCodes.map((stateCode) => ({ accountId: account!.id, userId, stateCode })));
    }
    await addDemoTracking(tx, account!.id);
  });

  log.info(
    `Demo account "${DEMO_ACCOUNT_NAME}" created. Sign in as ${demoUsers
      .map((demo) => `${demo.username} / ${demo.password} (${demo.role})`)
      .join(', ')}.`,
  );
  return true;
}

/**
 * The demo account's tracked bills, positions and remarks (addDemoTracking) need the sample's bills: a first start
 * creates the account before it answers and loads the sample afterwards (decision 080), so this adds them once the
 * load is done. Does nothing without a demo account, or when the account already has tags.
 */
export async function addDemoTrackingAfterLoad(db: Database): Promise<void> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, DEMO_ACCOUNT_NAME))
    .orderBy(accounts.id)
    .limit(1);
  if (!account) return;
  await db.transaction(async (tx) => {
    await addDemoTracking(tx, account.id);
  });
}
