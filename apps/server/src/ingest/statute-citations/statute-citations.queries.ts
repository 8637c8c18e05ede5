import { amendmentPatternSql } from '@statehouse/shared/bills/latest-version';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// SQL of the citation pass (statute-citations.refresh.ts).

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type BillForCitations = {
  id: string;
  jurisdictionId: string;
  /** NY's LawCode summary ("Amd §616, Tax L"), when the source gives one. */
  lawCode: string | null;
  /** The latest version with text (loadBill's rule: the last version that is not an amendment, else the last with text). */
  versionId: number | null;
  text: string | null;
  /** Sections of the D.C. Law enacted from the bill (session_law_sections, the law's codify paths). */
  sessionLawSections: { code: string; section: string }[] | null;
};

/** A page of bills by id, after `afterId`, optionally only `billIds`. */
export function selectBillsForCitations(
  db: DbOrTx,
  options: { afterId: string; limit: number; billIds?: readonly string[] },
): Promise<BillForCitations[]> {
  const only = options.billIds
    ? sql`and b.id in (${sql.join(
        options.billIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return rows<BillForCitations>(
    db,
    sql`select b.id, b.jurisdiction_id as "jurisdictionId", b.extras ->> 'lawCode' as "lawCode",
        v.id as "versionId", v.text,
        (select json_agg(json_build_object('code', sls.code, 'section', sls.section) order by sls.section)
          from session_laws sl join session_law_sections sls on sls.session_law_id = sl.id
          where sl.jurisdiction_id = b.jurisdiction_id and sl.bill_number = sl.period || '-' || ltrim(b.bill_number, '0'))
          as "sessionLawSections"
      from bills b
      left join lateral (
        select v.id, v.text from bill_versions v where v.bill_id = b.id and v.text is not null
        order by v.position = (select w.position from bill_versions w where w.bill_id = b.id
          order by (w.name ~* ${amendmentPatternSql}), w.position desc limit 1) desc, v.position desc
        limit 1) v on true
      where b.id > ${options.afterId} ${only}
      order by b.id
      limit ${options.limit}`,
  );
}

export type StoredCitation = {
  billId: string;
  code: string;
  section: string;
  kind: string;
  versionId: number | null;
  snippet: string;
  textOffset: number | null;
  statuteSectionId: number | null;
  regulationSectionId: number | null;
};

export function selectStoredCitations(db: DbOrTx, billIds: readonly string[]): Promise<StoredCitation[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return rows<StoredCitation>(
    db,
    sql`select bill_id as "billId", code, section, kind, version_id as "versionId", snippet,
        text_offset as "textOffset", statute_section_id as "statuteSectionId",
        regulation_section_id as "regulationSectionId"
      from bill_statute_citations where bill_id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

export type SectionTarget = {
  table: 'statute' | 'regulation';
  id: number;
  jurisdictionId: string;
  code: string;
  section: string;
};

/**
 * The stored sections for (jurisdiction, code, section) keys: statutes and regulations, the unvaried print first
 * (a section printed in two versions by effective date links to the one without a variant).
 */
export function selectSectionTargets(
  db: DbOrTx,
  keys: readonly { jurisdictionId: string; code: string; section: string }[],
): Promise<SectionTarget[]> {
  if (keys.length === 0) return Promise.resolve([]);
  const wanted = JSON.stringify(keys.map((key) => ({ j: key.jurisdictionId, c: key.code, s: key.section })));
  return rows<SectionTarget>(
    db,
    sql`with wanted as (select * from json_to_recordset(${wanted}::json) as w(j text, c text, s text))
      select * from (select distinct on (jurisdiction_id, code, section) 'statute' as "table", id,
          jurisdiction_id as "jurisdictionId", code, section
        from statute_sections join wanted on jurisdiction_id = wanted.j and code = wanted.c and section = wanted.s
        order by jurisdiction_id, code, section, variant, id) s
      union all
      select * from (select distinct on (jurisdiction_id, code, section) 'regulation' as "table", id,
          jurisdiction_id as "jurisdictionId", code, section
        from regulation_sections join wanted on jurisdiction_id = wanted.j and code = wanted.c and section = wanted.s
        order by jurisdiction_id, code, section, variant, id) r`,
  );
}

export type CitationRow = Omit<StoredCitation, 'billId'> & { jurisdictionId: string };

/**
 * Makes one bill's stored citations exactly `citations` in one statement: rows no longer found are deleted, new
 * ones inserted, changed ones (a newer version, a section loaded since) updated; the rest are not touched.
 */
export async function replaceBillCitations(
  db: DbOrTx,
  billId: string,
  citations: readonly CitationRow[],
): Promise<{ inserted: number; updated: number; deleted: number }> {
  const incoming = JSON.stringify(
    citations.map((row) => ({
      version_id: row.versionId,
      jurisdiction_id: row.jurisdictionId,
      code: row.code,
      section: row.section,
      kind: row.kind,
      statute_section_id: row.statuteSectionId,
      regulation_section_id: row.regulationSectionId,
      snippet: row.snippet,
      text_offset: row.textOffset,
    })),
  );
  const [result] = await rows<{ inserted: number; updated: number; deleted: number }>(
    db,
    sql`with incoming as (
        select * from json_to_recordset(${incoming}::json) as i(version_id int, jurisdiction_id text, code text,
          section text, kind text, statute_section_id int, regulation_section_id int, snippet text, text_offset int)
      ), deleted as (
        delete from bill_statute_citations c where c.bill_id = ${billId}
          and not exists (select 1 from incoming i where i.code = c.code and i.section = c.section and i.kind = c.kind)
        returning 1
      ), written as (
        insert into bill_statute_citations (bill_id, version_id, jurisdiction_id, code, section, kind,
          statute_section_id, regulation_section_id, snippet, text_offset)
        select ${billId}, version_id, jurisdiction_id, code, section, kind, statute_section_id, regulation_section_id,
          snippet, text_offset from incoming
        on conflict (bill_id, code, section, kind) do update set
          version_id = excluded.version_id, jurisdiction_id = excluded.jurisdiction_id,
          statute_section_id = excluded.statute_section_id, regulation_section_id = excluded.regulation_section_id,
          snippet = excluded.snippet, text_offset = excluded.text_offset
        where (bill_statute_citations.version_id, bill_statute_citations.jurisdiction_id,
            bill_statute_citations.statute_section_id, bill_statute_citations.regulation_section_id,
            bill_statute_citations.snippet, bill_statute_citations.text_offset)
          is distinct from (excluded.version_id, excluded.jurisdiction_id, excluded.statute_section_id,
            excluded.regulation_section_id, excluded.snippet, excluded.text_offset)
        returning (xmax = 0) as inserted
      )
      select (select count(*) from written where inserted)::int as inserted,
        (select count(*) from written where not inserted)::int as updated,
        (select count(*) from deleted)::int as deleted`,
  );
  return result ?? { inserted: 0, updated: 0, deleted: 0 };
}
