import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

// SQL of similar bills and provenance: the bill's stored signature, LSH candidates ranked by MinHash agreement,
// the bills' facts for display, their relations and the bill's statute citations.

const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

export type StoredSignature = { billId: string; signature: number[] | null; firstActionDate: string | null };

/** The bill (null when it does not exist) with its stored signature (null when not indexed yet). */
export async function selectBillSignature(db: Database, billId: string): Promise<StoredSignature | null> {
  const [row] = await selectRows<StoredSignature>(
    db,
    sql`select b.id as "billId", s.signature, b.first_action_date::text as "firstActionDate"
      from bills b left join bill_text_signatures s on s.bill_id = b.id where b.id = ${billId}`,
  );
  return row ?? null;
}

export type RankedCandidate = { billId: string; bands: number; equal: number };

/**
 * Bills sharing at least one LSH bucket with the signature (the index's candidates, at most `pool`, those sharing
 * most bands first), ranked by the number of signature positions they agree on (the estimated Jaccard similarity
 * times the signature size). `total` is how many candidates the index proposed before the cut.
 */
export async function selectRankedCandidates(
  db: Database,
  options: {
    billId: string;
    signature: readonly number[];
    buckets: readonly { band: number; bucket: bigint }[];
    state?: string;
    pool: number;
    limit: number;
  },
): Promise<{ ranked: RankedCandidate[]; total: number }> {
  const stateFilter = options.state
    ? sql`join bills b on b.id = l.bill_id and b.jurisdiction_id = ${options.state}`
    : sql``;
  const rows = await selectRows<RankedCandidate & { total: number }>(
    db,
    sql`with q as (
        select * from unnest(${intArray(options.buckets.map((bucket) => bucket.band))}::smallint[],
          ${`{${options.buckets.map((bucket) => bucket.bucket.toString()).join(',')}}`}::bigint[]) as q(band, bucket)
      ), c as (
        select l.bill_id, count(*)::int as bands, count(*) over ()::int as total
        from q join bill_lsh_buckets l on l.band = q.band and l.bucket = q.bucket ${stateFilter}
        where l.bill_id <> ${options.billId}
        group by l.bill_id
        order by bands desc, l.bill_id
        limit ${options.pool}
      )
      select c.bill_id as "billId", c.bands, c.total,
        (select count(*) from unnest(s.signature, ${intArray(options.signature)}::int[]) as t(x, y) where x = y)::int as equal
      from c join bill_text_signatures s on s.bill_id = c.bill_id
      order by equal desc, c.bands desc, c.bill_id
      limit ${options.limit}`,
  );
  return {
    ranked: rows.map(({ billId, bands, equal }) => ({ billId, bands, equal })),
    total: rows[0]?.total ?? 0,
  };
}

export type BillFacts = {
  id: string;
  identifier: string;
  stateCode: string;
  sessionName: string | null;
  title: string;
  status: number;
  firstActionDate: string | null;
  lastActionDate: string | null;
};

export function selectBillFacts(db: Database, billIds: readonly string[]): Promise<BillFacts[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return selectRows<BillFacts>(
    db,
    sql`select b.id, b.identifier, b.jurisdiction_id as "stateCode", ls.name as "sessionName", b.title, b.status,
        b.first_action_date::text as "firstActionDate", b.last_action_date::text as "lastActionDate"
      from bills b left join legislative_sessions ls on ls.id = b.session_id
      where b.id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

export type BillRelationRow = { otherId: string; relationType: string };

/** The bill's relations in either direction (the sources record same-as pairs on one side or both). */
export function selectRelations(db: Database, billId: string): Promise<BillRelationRow[]> {
  return selectRows<BillRelationRow>(
    db,
    sql`select related_bill_id as "otherId", relation_type as "relationType" from bill_relations where bill_id = ${billId}
      union
      select bill_id, relation_type from bill_relations where related_bill_id = ${billId}`,
  );
}

/** Related bills that are stored (the provenance pass compares them even when the index does not propose them). */
export function selectStoredRelated(db: Database, billId: string): Promise<string[]> {
  return selectRows<{ id: string }>(
    db,
    sql`select b.id from bills b where b.id in (
        select related_bill_id from bill_relations where bill_id = ${billId}
        union select bill_id from bill_relations where related_bill_id = ${billId})
      and b.id <> ${billId} order by b.id limit 20`,
  ).then((rows) => rows.map((row) => row.id));
}

export type CitationRow = {
  code: string;
  section: string;
  kind: string;
  versionId: number | null;
  textOffset: number | null;
  statuteSectionId: number | null;
  snippet: string;
};

export function selectCitations(db: Database, billId: string): Promise<CitationRow[]> {
  return selectRows<CitationRow>(
    db,
    sql`select code, section, kind, version_id as "versionId", text_offset as "textOffset",
        statute_section_id as "statuteSectionId", snippet
      from bill_statute_citations where bill_id = ${billId} order by text_offset nulls last, code, section`,
  );
}
