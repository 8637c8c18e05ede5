import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, accountUsers, invitations, userStateSubscriptions, users } from '../../db/schema/index';

export async function insertInvitation(
  db: Database,
  values: {
    tokenHash: string;
    accountId: number;
    role: string;
    email: string;
    firstName?: string;
    lastName?: string;
    stateCodes?: string[];
    invitedByUserId: number;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Ends the open invitations of one address to one account, so a new one replaces them (and their seat). */
export async function expireOpenInvitations(db: Database, accountId: number, email: string, now: Date) {
  await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(invitations.accountId, accountId),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
}

/** The invitation with its account and inviter; `lock` holds the row until the transaction ends. */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      role: invitations.role,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      stateCodes: invitations.stateCodes,
      invitedByUserId: invitations.invitedByUserId,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      accountName: accounts.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

/** Marks the invitation used; false when someone else used it first. */
export async function markAccepted(db: Database, invitationId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Whether someone with this e-mail address is already a member of the account. */
export async function isEmailMember(db: Database, accountId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

export async function activeStateCodes(db: Database, accountId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ stateCode: userStateSubscriptions.stateCode })
    .from(userStateSubscriptions)
    .where(
      and(
        eq(userStateSubscriptions.accountId, accountId),
        eq(userStateSubscriptions.userId, userId),
        eq(userStateSubscriptions.status, 'active'),
      ),
    );
  return rows.map((row) => row.stateCode);
}

/**
 * The account's invitations neither used nor expired, newest first, with who sent them; `invitedByUserId` keeps
 * only those one user sent.
 */
export async function selectPendingInvitations(
  db: Database,
  accountId: number,
  now: Date,
  options: { invitedByUserId?: number; id?: number } = {},
) {
  const conditions: (SQL | undefined)[] = [
    eq(invitations.accountId, accountId),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, now),
  ];
  if (options.invitedByUserId !== undefined) conditions.push(eq(invitations.invitedByUserId, options.invitedByUserId));
  if (options.id !== undefined) conditions.push(eq(invitations.id, options.id));
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      invitedByUserId: invitations.invitedByUserId,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      inviterUsername: users.username,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(...conditions))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** A new link for an open invitation: the old token stops working, the clock starts again. */
export async function renewInvitationToken(
  db: Database,
  accountId: number,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Withdraws an open invitation: its link stops working and a seat it held is free. */
export async function deleteOpenInvitation(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
