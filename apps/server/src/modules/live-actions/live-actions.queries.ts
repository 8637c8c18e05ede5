import type { LiveAction } from '@statehouse/shared/live-actions/live-actions.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';

type Row = Omit<LiveAction, 'hearingStartsAt' | 'detectedAt'> & {
  hearingStartsAt: Date | string;
  detectedAt: Date | string;
  total: number | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Live actions of the given states (all when null), newest hearing first, then by second; with the total. */
export async function selectLiveActions(
  db: Database,
  options: { stateCodes: readonly string[] | null; limit: number; offset: number },
): Promise<{ rows: LiveAction[]; total: number }> {
  const states: SQL =
    options.stateCodes && options.stateCodes.length > 0
      ? sql`where h.jurisdiction_id in (${sql.join(
          options.stateCodes.map((code) => sql`${code}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await selectRows<Row>(
    db,
    sql`select m.id, h.jurisdiction_id as "stateCode", s.code as "sessionCode", m.bill_id as "billId",
          b.identifier as "billIdentifier", b.title as "billTitle", h.id as "hearingId", h.title as "hearingTitle",
          h.committee_name as "committeeName", h.chamber, h.starts_at as "hearingStartsAt",
          case when m.start_ms is null then null else (m.start_ms / 1000)::int end as "startSeconds",
          m.spoken_as as "spokenAs", m.quote, m.section, m.origin, h.media_url as "mediaUrl",
          m.detected_at as "detectedAt", count(*) over () as total
        from hearing_bill_mentions m
        join hearings h on h.id = m.hearing_id
        join bills b on b.id = m.bill_id
        left join legislative_sessions s on s.id = b.session_id
        ${states}
        order by h.starts_at desc, h.id desc, m.start_ms nulls last, m.segment_position nulls last, m.id
        limit ${options.limit} offset ${options.offset}`,
  );
  const total = rows.length > 0 ? Number(rows[0]?.total ?? 0) : await countLiveActions(db, states);
  return {
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      hearingStartsAt: iso(row.hearingStartsAt),
      detectedAt: iso(row.detectedAt),
    })),
    total,
  };
}

/** The total when the page is past the end (count(*) over () needs a row to ride on). */
async function countLiveActions(db: Database, states: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from hearing_bill_mentions m join hearings h on h.id = m.hearing_id ${states}`,
  );
  return Number(row?.n ?? 0);
}
