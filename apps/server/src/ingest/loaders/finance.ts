import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaignFilers, contributions } from '../../db/schema/finance';
import { contentHash, type UpsertOutcome } from './records';

/** A campaign filer (committee, candidate, party unit, PAC) as the finance importers produce it. */
export type FilerRecord = {
  jurisdictionId: string;
  source: string;
  registrationNumber: string;
  name: string;
  filerType: string | null;
  filerSubtype: string | null;
  candidateName: string | null;
  party: string | null;
  office: string | null;
  district: string | null;
  state: string | null;
  isIncumbent: boolean | null;
  registeredOn: string | null;
  terminatedOn: string | null;
  extra: Record<string, unknown>;
};

/** One itemized contribution with the filer that received it. */
export type ContributionRecord = {
  /** The recipient; created when unknown, left as it is when already stored (its own file describes it better). */
  filer: FilerRecord;
  sourceRecordId: string;
  contributorName: string;
  contributorFirstName: string | null;
  contributorLastName: string | null;
  contributorOrganization: string | null;
  contributorType: string | null;
  contributorRegistrationNumber: string | null;
  contributorCity: string | null;
  contributorState: string | null;
  contributorZip: string | null;
  contributorEmployer: string | null;
  contributorOccupation: string | null;
  amount: string;
  receivedOn: string | null;
  year: number | null;
  isInKind: boolean;
  inKindDescription: string | null;
  receiptType: string | null;
  isMemo: boolean;
  description: string | null;
};

/** Inserts or updates a filer by (source, registration number), in one statement when it is new or changed. */
export async function upsertFiler(db: DbOrTx, record: FilerRecord): Promise<{ id: number; outcome: UpsertOutcome }> {
  const hash = contentHash(record);
  const rows = await db
    .insert(campaignFilers)
    .values({ ...record, contentHash: hash })
    .onConflictDoUpdate({
      target: [campaignFilers.source, campaignFilers.registrationNumber],
      set: { ...record, contentHash: hash, updatedAt: sql`now()` },
      setWhere: sql`${campaignFilers.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ id: campaignFilers.id, inserted: sql<boolean>`(xmax = 0)` });
  const [written] = rows;
  if (written) return { id: written.id, outcome: written.inserted ? 'inserted' : 'updated' };
  const [existing] = await db
    .select({ id: campaignFilers.id })
    .from(campaignFilers)
    .where(
      and(eq(campaignFilers.source, record.source), eq(campaignFilers.registrationNumber, record.registrationNumber)),
    );
  return { id: existing!.id, outcome: 'unchanged' };
}

/**
 * The filer's id, inserting it from what a contribution row says when it is not stored yet. `known`
 * memoizes ids found already committed (never ones inserted in the current, still open transaction).
 */
export async function ensureFiler(db: DbOrTx, record: FilerRecord, known?: Map<string, number>): Promise<number> {
  const key = `${record.source}:${record.registrationNumber}`;
  const cached = known?.get(key);
  if (cached !== undefined) return cached;
  const [existing] = await db
    .select({ id: campaignFilers.id })
    .from(campaignFilers)
    .where(
      and(eq(campaignFilers.source, record.source), eq(campaignFilers.registrationNumber, record.registrationNumber)),
    );
  if (existing) {
    known?.set(key, existing.id);
    return existing.id;
  }
  const [inserted] = await db
    .insert(campaignFilers)
    .values({ ...record, contentHash: contentHash(record) })
    .returning({ id: campaignFilers.id });
  return inserted!.id;
}

/**
 * Inserts or updates one contribution by its source record id (and its recipient if new): one insert
 * that does nothing when the stored row has the same content hash.
 */
export async function upsertContribution(
  db: DbOrTx,
  record: ContributionRecord,
  knownFilers?: Map<string, number>,
): Promise<UpsertOutcome> {
  const { filer, ...contribution } = record;
  const hash = contentHash(record);
  const filerId = await ensureFiler(db, filer, knownFilers);
  const values = {
    ...contribution,
    filerId,
    jurisdictionId: filer.jurisdictionId,
    source: filer.source,
    contentHash: hash,
  };
  const [written] = await db
    .insert(contributions)
    .values(values)
    .onConflictDoUpdate({
      target: contributions.sourceRecordId,
      set: { ...values, updatedAt: sql`now()` },
      setWhere: sql`${contributions.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!written) return 'unchanged';
  return written.inserted ? 'inserted' : 'updated';
}

/** Stored content hashes of a source's filers, for writeParsed's unchanged check. */
export async function storedFilerHashes(db: DbOrTx, source: string) {
  const rows = await db
    .select({ registrationNumber: campaignFilers.registrationNumber, contentHash: campaignFilers.contentHash })
    .from(campaignFilers)
    .where(eq(campaignFilers.source, source));
  return {
    hashes: new Map(rows.map((row) => [row.registrationNumber, row.contentHash])),
    keyOf: (value: FilerRecord) => value.registrationNumber,
  };
}

/** Stored content hashes of contributions whose source record id starts with `prefix`. */
export async function storedContributionHashes(db: DbOrTx, prefix: string) {
  const rows = await db
    .select({ sourceRecordId: contributions.sourceRecordId, contentHash: contributions.contentHash })
    .from(contributions)
    .where(sql`${contributions.sourceRecordId} like ${`${prefix.replace(/[%_\\]/g, '\\$&')}%`}`);
  return {
    hashes: new Map(rows.map((row) => [row.sourceRecordId, row.contentHash])),
    keyOf: (value: ContributionRecord) => value.sourceRecordId,
  };
}
