import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lobbyClients, lobbyFirms, lobbyists, lobbyRegistrations } from '../../db/schema/lobbying';
import { contentHash, type UpsertOutcome } from './records';

export type LobbyistRecord = {
  externalKey: string;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  occupation: string | null;
  lobbyistType: string;
};

export type LobbyClientRecord = {
  externalKey: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  clientType: string;
};

export type LobbyFirmRecord = { externalKey: string; name: string; city: string | null; state: string | null };

/** One registration: a lobbyist working for a client (through a firm, when the source names one) in a year. */
export type LobbyRegistrationRecord = {
  jurisdictionId: string;
  year: number;
  registrationNumber: string;
  status: string | null;
  subject: string | null;
  lobbyist: LobbyistRecord;
  client: LobbyClientRecord;
  firm: LobbyFirmRecord | null;
};

type YearlyTable = typeof lobbyists | typeof lobbyClients;

/**
 * A lobbyist or client by (jurisdiction, external key). Details come from the newest registration year
 * seen: an older or same-year registration never overwrites them, so re-imports change nothing.
 */
async function upsertYearly(
  db: DbOrTx,
  table: YearlyTable,
  values: Record<string, unknown> & { jurisdictionId: string; externalKey: string },
  year: number,
): Promise<{ id: number; outcome: UpsertOutcome }> {
  const target = table as typeof lobbyists;
  const hash = contentHash(values);
  const row = { ...(values as typeof lobbyists.$inferInsert), latestYear: year, contentHash: hash };
  const [written] = await db
    .insert(target)
    .values(row)
    .onConflictDoUpdate({
      target: [target.jurisdictionId, target.externalKey],
      set: { ...row, updatedAt: sql`now()` },
      setWhere: sql`${target.latestYear} < excluded.latest_year and ${target.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ id: target.id, inserted: sql<boolean>`(xmax = 0)` });
  if (written) return { id: written.id, outcome: written.inserted ? 'inserted' : 'updated' };
  const [existing] = await db
    .select({ id: target.id })
    .from(target)
    .where(and(eq(target.jurisdictionId, values.jurisdictionId), eq(target.externalKey, values.externalKey)));
  return { id: existing!.id, outcome: 'unchanged' };
}

async function ensureFirm(db: DbOrTx, jurisdictionId: string, firm: LobbyFirmRecord, source: string): Promise<number> {
  const [written] = await db
    .insert(lobbyFirms)
    .values({ ...firm, jurisdictionId, source })
    .onConflictDoNothing()
    .returning({ id: lobbyFirms.id });
  if (written) return written.id;
  const [existing] = await db
    .select({ id: lobbyFirms.id })
    .from(lobbyFirms)
    .where(and(eq(lobbyFirms.jurisdictionId, jurisdictionId), eq(lobbyFirms.externalKey, firm.externalKey)));
  return existing!.id;
}

/**
 * Writes one registration with its lobbyist, client and firm. The outcome is the registration's, or
 * `updated` when only the lobbyist's or client's details changed.
 */
export async function upsertLobbyRegistration(
  db: DbOrTx,
  record: LobbyRegistrationRecord,
  source: string,
): Promise<UpsertOutcome> {
  const { lobbyist, client, firm, ...registration } = record;
  const person = await upsertYearly(
    db,
    lobbyists,
    { jurisdictionId: record.jurisdictionId, ...lobbyist, source },
    record.year,
  );
  const employer = await upsertYearly(
    db,
    lobbyClients,
    { jurisdictionId: record.jurisdictionId, ...client, source },
    record.year,
  );
  const firmId = firm ? await ensureFirm(db, record.jurisdictionId, firm, source) : null;
  const hash = contentHash(record);
  const values = { ...registration, lobbyistId: person.id, clientId: employer.id, firmId, source, contentHash: hash };
  const [written] = await db
    .insert(lobbyRegistrations)
    .values(values)
    .onConflictDoUpdate({
      target: [lobbyRegistrations.jurisdictionId, lobbyRegistrations.year, lobbyRegistrations.registrationNumber],
      set: { ...values, updatedAt: sql`now()` },
      setWhere: sql`${lobbyRegistrations.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (written) return written.inserted ? 'inserted' : 'updated';
  return person.outcome === 'unchanged' && employer.outcome === 'unchanged' ? 'unchanged' : 'updated';
}

/** Stored content hashes of a source's registrations, for writeParsed's unchanged check. */
export async function storedRegistrationHashes(db: DbOrTx, source: string) {
  const rows = await db
    .select({
      jurisdictionId: lobbyRegistrations.jurisdictionId,
      year: lobbyRegistrations.year,
      registrationNumber: lobbyRegistrations.registrationNumber,
      contentHash: lobbyRegistrations.contentHash,
    })
    .from(lobbyRegistrations)
    .where(eq(lobbyRegistrations.source, source));
  const keyOf = (value: { jurisdictionId: string; year: number; registrationNumber: string }) =>
    `${value.jurisdictionId}|${value.year}|${value.registrationNumber}`;
  return { hashes: new Map(rows.map((row) => [keyOf(row), row.contentHash])), keyOf };
}
