import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { billLshBuckets, billTextSignatures } from '../db/schema/ai';

// SQL of the text-reuse index: the texts bills are signed on, and the signature and bucket rows.

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type BillTextRow = {
  id: string;
  jurisdictionId: string;
  title: string;
  abstract: string | null;
  actClause: string | null;
  /** The latest version with text (loadBill's rule: the last version that is not an amendment, else the last with text). */
  versionId: number | null;
  versionName: string | null;
  versionText: string | null;
  /** The hash stored with the bill's signature, null when it has none. */
  storedHash: string | null;
};

const only = (billIds: readonly string[] | undefined): SQL =>
  billIds
    ? sql`and b.id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;

/** A page of bills by id after `afterId` (optionally only `billIds`), with the text each is compared on. */
export function selectBillTexts(
  db: DbOrTx,
  options: { afterId?: string; limit?: number; billIds?: readonly string[] },
): Promise<BillTextRow[]> {
  if (options.billIds?.length === 0) return Promise.resolve([]);
  return rows<BillTextRow>(
    db,
    sql`select b.id, b.jurisdiction_id as "jurisdictionId", b.title, b.abstract, b.extras ->> 'actClause' as "actClause",
        v.id as "versionId", v.name as "versionName", v.text as "versionText", s.text_hash as "storedHash"
      from bills b
      left join lateral (
        select v.id, v.name, v.text from bill_versions v where v.bill_id = b.id and v.text is not null
        order by v.position = (select w.position from bill_versions w where w.bill_id = b.id
          order by (w.name ~* ${amendmentPatternSql}), w.position desc limit 1) desc, v.position desc
        limit 1) v on true
      left join bill_text_signatures s on s.bill_id = b.id
      where b.id > ${options.afterId ?? ''} ${only(options.billIds)}
      order by b.id
      limit ${options.limit ?? 1000}`,
  );
}

export type SignatureRow = {
  billId: string;
  versionId: number | null;
  signature: number[];
  shingleCount: number;
  textHash: string;
  buckets: { band: number; bucket: bigint }[];
};

/** Replaces the signatures and LSH buckets of these bills. */
export async function writeSignatures(db: DbOrTx, signed: readonly SignatureRow[]): Promise<void> {
  if (signed.length === 0) return;
  const now = new Date();
  await db
    .insert(billTextSignatures)
    .values(
      signed.map((row) => ({
        billId: row.billId,
        versionId: row.versionId,
        signature: row.signature,
        shingleCount: row.shingleCount,
        textHash: row.textHash,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: billTextSignatures.billId,
      set: {
        versionId: sql`excluded.version_id`,
        signature: sql`excluded.signature`,
        shingleCount: sql`excluded.shingle_count`,
        textHash: sql`excluded.text_hash`,
        updatedAt: now,
      },
    });
  await db.delete(billLshBuckets).where(
    inArray(
      billLshBuckets.billId,
      signed.map((row) => row.billId),
    ),
  );
  const buckets = signed.flatMap((row) => row.buckets.map((bucket) => ({ ...bucket, billId: row.billId })));
  // 3 parameters a row: stay well under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < buckets.length; start += 10_000) {
    await db
      .insert(billLshBuckets)
      .values(buckets.slice(start, start + 10_000))
      .onConflictDoNothing();
  }
}
