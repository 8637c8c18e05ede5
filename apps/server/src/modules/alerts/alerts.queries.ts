import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billAlerts, committeeAlerts, committees, lobbyistAlerts, lobbyists } from '../../db/schema/index';

/** Alerts are personal: every query names the account and the user. */
export type AlertOwner = { accountId: number; userId: number };

export type AlertValues = { enabled: boolean; eventKinds: string[]; channels: string[] };

const alertColumns = <T extends typeof billAlerts | typeof committeeAlerts | typeof lobbyistAlerts>(table: T) => ({
  enabled: table.enabled,
  eventKinds: table.eventKinds,
  channels: table.channels,
  updatedAt: table.updatedAt,
});

/** The value the conflicting insert proposed, for a multi-row upsert (`sql.raw`: a fixed column name only). */
const sqlExcluded = (column: 'enabled' | 'event_kinds' | 'channels') => sql.raw(`excluded.${column}`);

// ---- Bills -------------------------------------------------------------------------------------------------

export async function findBillAlerts(db: Database, owner: AlertOwner, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .select({ billId: billAlerts.billId, ...alertColumns(billAlerts) })
    .from(billAlerts)
    .where(
      and(
        eq(billAlerts.accountId, owner.accountId),
        eq(billAlerts.userId, owner.userId),
        inArray(billAlerts.billId, [...billIds]),
      ),
    );
}

/** Inserts or replaces the owner's alerts on these bills (one statement for a bulk call). */
export async function upsertBillAlerts(
  db: Database,
  owner: AlertOwner,
  rows: readonly (AlertValues & { billId: string })[],
) {
  if (rows.length === 0) return [];
  const now = new Date();
  return db
    .insert(billAlerts)
    .values(rows.map((row) => ({ ...owner, ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: [billAlerts.accountId, billAlerts.userId, billAlerts.billId],
      set: {
        enabled: sqlExcluded('enabled'),
        eventKinds: sqlExcluded('event_kinds'),
        channels: sqlExcluded('channels'),
        updatedAt: now,
      },
    })
    .returning({ billId: billAlerts.billId, ...alertColumns(billAlerts) });
}

// ---- Committees --------------------------------------------------------------------------------------------

export async function committeeExists(db: Database, committeeId: string): Promise<boolean> {
  const rows = await db.select({ id: committees.id }).from(committees).where(eq(committees.id, committeeId)).limit(1);
  return rows.length > 0;
}

export async function findCommitteeAlert(db: Database, owner: AlertOwner, committeeId: string) {
  const [row] = await db
    .select(alertColumns(committeeAlerts))
    .from(committeeAlerts)
    .where(
      and(
        eq(committeeAlerts.accountId, owner.accountId),
        eq(committeeAlerts.userId, owner.userId),
        eq(committeeAlerts.committeeId, committeeId),
      ),
    );
  return row;
}

export async function upsertCommitteeAlert(db: Database, owner: AlertOwner, committeeId: string, values: AlertValues) {
  const now = new Date();
  const [row] = await db
    .insert(committeeAlerts)
    .values({ ...owner, committeeId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [committeeAlerts.accountId, committeeAlerts.userId, committeeAlerts.committeeId],
      set: { ...values, updatedAt: now },
    })
    .returning(alertColumns(committeeAlerts));
  if (!row) throw new Error('committee alert upsert returned no row');
  return row;
}

// ---- Lobbyists ---------------------------------------------------------------------------------------------

export async function lobbyistExists(db: Database, lobbyistId: number): Promise<boolean> {
  const rows = await db.select({ id: lobbyists.id }).from(lobbyists).where(eq(lobbyists.id, lobbyistId)).limit(1);
  return rows.length > 0;
}

export async function findLobbyistAlert(db: Database, owner: AlertOwner, lobbyistId: number) {
  const [row] = await db
    .select(alertColumns(lobbyistAlerts))
    .from(lobbyistAlerts)
    .where(
      and(
        eq(lobbyistAlerts.accountId, owner.accountId),
        eq(lobbyistAlerts.userId, owner.userId),
        eq(lobbyistAlerts.lobbyistId, lobbyistId),
      ),
    );
  return row;
}

export async function upsertLobbyistAlert(db: Database, owner: AlertOwner, lobbyistId: number, values: AlertValues) {
  const now = new Date();
  const [row] = await db
    .insert(lobbyistAlerts)
    .values({ ...owner, lobbyistId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [lobbyistAlerts.accountId, lobbyistAlerts.userId, lobbyistAlerts.lobbyistId],
      set: { ...values, updatedAt: now },
    })
    .returning(alertColumns(lobbyistAlerts));
  if (!row) throw new Error('lobbyist alert upsert returned no row');
  return row;
}
