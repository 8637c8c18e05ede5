import type { RemarkKind, RemarkSearchFilters } from '@statehouse/shared/remarks/remarks.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remarks } from '../../db/schema/index';
import { containsPattern, escapeHtmlSql, HEADLINE_OPTIONS, selectRows } from '../../db/sql';
import { visibleTagSql } from '../../db/tag-access';

/** Who reads: the signed-in user in the selected account, and whether they are of the team (reads account remarks). */
export type RemarkReader = { accountId: number; userId: number; isTeam: boolean };

const personNameSql = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, 'Former member')`;

/** The one visibility rule of remarks `r` (decision 026): shared ones for every member, team ones for the team, personal ones for their author. */
export const visibleRemarkSql = (reader: RemarkReader): SQL => sql`(r.account_id = ${reader.accountId} and (
  r.kind = 'bill'
  or (r.kind = 'account' and ${reader.isTeam})
  or (r.kind = 'personal' and r.user_id = ${reader.userId})
))`;

export type RemarkRow = {
  id: number;
  kind: RemarkKind;
  billId: string;
  body: string;
  userId: number | null;
  userName: string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const remarkColumns = sql`r.id, r.kind, r.bill_id as "billId", r.body, r.user_id as "userId",
  ${personNameSql} as "userName", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

/** One bill's remarks of one kind that the reader sees, newest first, with how many there are in all. */
export async function listBillRemarks(
  db: Database,
  reader: RemarkReader,
  billId: string,
  kind: RemarkKind,
  limit: number,
) {
  const rows = await selectRows<RemarkRow & { total: number | string }>(
    db,
    sql`select ${remarkColumns}, count(*) over () as total
      from remarks r left join users u on u.id = r.user_id
      where ${visibleRemarkSql(reader)} and r.bill_id = ${billId} and r.kind = ${kind}
      order by r.created_at desc, r.id desc
      limit ${limit}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findVisibleRemark(db: Database, reader: RemarkReader, id: number) {
  const rows = await selectRows<RemarkRow>(
    db,
    sql`select ${remarkColumns} from remarks r left join users u on u.id = r.user_id
      where r.id = ${id} and ${visibleRemarkSql(reader)}`,
  );
  return rows[0];
}

export async function insertRemark(
  db: Database,
  values: { accountId: number; userId: number; billId: string; kind: RemarkKind; body: string },
) {
  const [row] = await db.insert(remarks).values(values).returning({ id: remarks.id });
  if (!row) throw new Error('remark insert returned no row');
  return row.id;
}

/** Changes the text of the author's own remark in the account; false when there is none. */
export async function updateRemarkBody(db: Database, reader: RemarkReader, id: number, body: string) {
  const rows = await db
    .update(remarks)
    .set({ body, updatedAt: sql`now()` })
    .where(and(eq(remarks.id, id), eq(remarks.accountId, reader.accountId), eq(remarks.userId, reader.userId)))
    .returning({ id: remarks.id });
  return rows.length > 0;
}

export async function deleteRemark(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(remarks)
    .where(and(eq(remarks.id, id), eq(remarks.accountId, accountId)))
    .returning({ id: remarks.id });
  return rows.length > 0;
}

export type RemarkSearchRow = RemarkRow & {
  snippet: string;
  identifier: string;
  title: string;
  stateCode: string;
  sessionCode: string;
  total: number | string;
};

/** Remarks `r` on bills carrying any of these tag ids, among the tags the reader sees. */
const carriesTagSql = (reader: RemarkReader, tagIds: number[]): SQL => sql`exists (
  select 1 from tag_bills tb join tags t on t.id = tb.tag_id
  where tb.bill_id = r.bill_id and tb.account_id = ${reader.accountId}
    and tb.tag_id in (${sql.join(
      tagIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    and ${visibleTagSql(sql`t`, { accountId: reader.accountId, userId: reader.userId })}
)`;

const SNIPPET_CHARACTERS = 240;

/**
 * A page of the remarks the reader sees, filtered and sorted, each with its bill. `q` matches by full text (English
 * stemming: "hearings" finds "hearing") or, for partial words, as a substring.
 */
export async function searchRemarks(db: Database, reader: RemarkReader, filters: RemarkSearchFilters) {
  const q = filters.q?.trim() ? filters.q.trim() : undefined;
  const tsquery = q ? sql`websearch_to_tsquery('english', ${q})` : undefined;
  const conditions: SQL[] = [visibleRemarkSql(reader)];
  if (filters.stateCode) conditions.push(sql`b.jurisdiction_id = ${filters.stateCode}`);
  if (filters.sessionCode) conditions.push(sql`upper(ls.code) = ${filters.sessionCode}`);
  if (filters.kind) conditions.push(sql`r.kind = ${filters.kind}`);
  if (filters.author !== undefined) {
    conditions.push(sql`r.user_id = ${filters.author === 'me' ? reader.userId : filters.author}`);
  }
  if (filters.tags && filters.tags.length > 0) conditions.push(carriesTagSql(reader, filters.tags));
  if (q && tsquery) {
    conditions.push(sql`(to_tsvector('english', r.body) @@ ${tsquery} or r.body ilike ${containsPattern(q)})`);
  }
  const snippet = tsquery
    ? sql`ts_headline('english', ${escapeHtmlSql(sql`r.body`)}, ${tsquery}, ${HEADLINE_OPTIONS})`
    : sql`${escapeHtmlSql(sql`left(r.body, ${SNIPPET_CHARACTERS})`)} || case when length(r.body) > ${SNIPPET_CHARACTERS} then ' …' else '' end`;
  const newest = sql`r.created_at desc, r.id desc`;
  const order =
    filters.sort === 'oldest'
      ? sql`r.created_at asc, r.id asc`
      : filters.sort === 'relevance' && tsquery
        ? sql`ts_rank(to_tsvector('english', r.body), ${tsquery}) desc, ${newest}`
        : newest;
  const rows = await selectRows<RemarkSearchRow>(
    db,
    sql`select ${remarkColumns}, ${snippet} as snippet, b.identifier, b.title, b.jurisdiction_id as "stateCode",
        ls.code as "sessionCode", count(*) over () as total
      from remarks r
      join bills b on b.id = r.bill_id
      join legislative_sessions ls on ls.id = b.session_id
      left join users u on u.id = r.user_id
      where ${sql.join(conditions, sql` and `)}
      order by ${order}
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

type FacetRow = { value: string; label: string; count: number | string };

/** What the search filters can offer: states, sessions, tags and authors of every remark the reader sees. */
export async function remarkFacets(db: Database, reader: RemarkReader) {
  const visible = sql`from remarks r join bills b on b.id = r.bill_id where ${visibleRemarkSql(reader)}`;
  const [states, sessions, tags, authors] = await Promise.all([
    selectRows<FacetRow>(
      db,
      sql`select b.jurisdiction_id as value, b.jurisdiction_id as label, count(*) as count ${visible}
        group by b.jurisdiction_id order by b.jurisdiction_id`,
    ),
    selectRows<FacetRow & { stateCode: string }>(
      db,
      sql`select ls.code as value, ls.name as label, ls.jurisdiction_id as "stateCode", count(*) as count
        from remarks r join bills b on b.id = r.bill_id join legislative_sessions ls on ls.id = b.session_id
        where ${visibleRemarkSql(reader)}
        group by ls.code, ls.name, ls.jurisdiction_id, ls.start_date
        order by ls.jurisdiction_id, ls.start_date desc nulls last, ls.code`,
    ),
    selectRows<FacetRow & { color: string }>(
      db,
      sql`select t.id::text as value, t.name as label, t.color, count(distinct r.id) as count
        from remarks r
        join tag_bills tb on tb.bill_id = r.bill_id and tb.account_id = ${reader.accountId}
        join tags t on t.id = tb.tag_id
        where ${visibleRemarkSql(reader)} and ${visibleTagSql(sql`t`, { accountId: reader.accountId, userId: reader.userId })}
        group by t.id, t.name, t.color order by lower(t.name)`,
    ),
    selectRows<FacetRow>(
      db,
      sql`select r.user_id::text as value, ${personNameSql} as label, count(*) as count
        from remarks r left join users u on u.id = r.user_id
        where ${visibleRemarkSql(reader)} and r.user_id is not null
        group by r.user_id, u.first_name, u.last_name, u.username order by 2`,
    ),
  ]);
  const counted = <T extends FacetRow>(rows: T[]) => rows.map((row) => ({ ...row, count: Number(row.count) }));
  return { states: counted(states), sessions: counted(sessions), tags: counted(tags), authors: counted(authors) };
}
