import type { LawCitingBill, LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HierarchyLevel, SectionAnnotation } from '../../db/schema/statutes';
import { selectRows } from '../../db/sql';
import { sectionKeySql, sectionTable } from './section-order';
import type { SectionRefRow } from './statutes.tree.queries';

// One section and what surrounds it: neighbours in the code, other printed versions, cited sections, the bills that
// amend or cite it (bill_statute_citations) and the session laws that changed it.

export type SectionRow = {
  id: number;
  jurisdictionCode: string;
  code: string;
  title: string | null;
  chapter: string | null;
  subchapter: string | null;
  part: string | null;
  section: string;
  variant: string;
  heading: string | null;
  text: string;
  hierarchy: HierarchyLevel[];
  annotations: SectionAnnotation[];
  citations: string[];
  sourceUrl: string | null;
};

const sectionColumns = sql`s.id, s.jurisdiction_id as "jurisdictionCode", s.code, s.title, s.chapter, s.subchapter, s.part,
  s.section, s.variant, s.heading, s.text, s.hierarchy, s.annotations, s.citations, s.source_url as "sourceUrl"`;

const refColumns = sql`s.id, s.jurisdiction_id as "jurisdictionCode", s.code, s.section, s.variant, s.heading`;

export async function selectSection(db: Database, kind: LawKind, id: number): Promise<SectionRow | undefined> {
  const [row] = await selectRows<SectionRow>(
    db,
    sql`select ${sectionColumns} from ${sectionTable(kind)} s where s.id = ${id}`,
  );
  return row;
}

/** Every printed version of one section number in a code (usually one), oldest row first. */
export async function selectVersions(
  db: Database,
  kind: LawKind,
  ref: { jurisdictionCode: string; code: string; section: string },
): Promise<SectionRefRow[]> {
  return selectRows<SectionRefRow>(
    db,
    sql`select ${refColumns} from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${ref.jurisdictionCode} and s.code = ${ref.code} and s.section = ${ref.section}
      order by s.id`,
  );
}

/**
 * The section before (`direction` previous) or after this one in the code's order, looked for among the sections
 * of `title` (the indexed browse columns); `title` undefined looks through the whole code.
 */
export async function selectNeighbour(
  db: Database,
  kind: LawKind,
  from: { jurisdictionCode: string; code: string; section: string },
  direction: 'previous' | 'next',
  title: { value: string | null } | undefined,
): Promise<SectionRefRow | undefined> {
  const inTitle =
    title === undefined ? sql`true` : title.value === null ? sql`s.title is null` : sql`s.title = ${title.value}`;
  const key = sectionKeySql(sql`s`);
  const mine = sectionKeySql(sql`me`);
  const [row] = await selectRows<SectionRefRow>(
    db,
    sql`with me as (select ${from.jurisdictionCode}::text as jurisdiction_id, ${from.section}::text as section),
      candidates as (
        select ${refColumns}, ${key} as key from ${sectionTable(kind)} s
        where s.jurisdiction_id = ${from.jurisdictionCode} and s.code = ${from.code} and ${inTitle}
      )
      select s.id, s."jurisdictionCode", s.code, s.section, s.variant, s.heading from candidates s, me
      where ${direction === 'previous' ? sql`s.key < ${mine}` : sql`s.key > ${mine}`}
      order by ${direction === 'previous' ? sql`s.key desc, s.id desc` : sql`s.key, s.id`}
      limit 1`,
  );
  return row;
}

/** The code's titles (distinct), for stepping from the last section of one title to the next title. */
export async function selectTitles(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
): Promise<(string | null)[]> {
  const rows = await selectRows<{ title: string | null }>(
    db,
    sql`select distinct s.title from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}`,
  );
  return rows.map((row) => row.title);
}

/** First (`edge` first) or last section of one title of the code. */
export async function selectTitleEdge(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
  title: string | null,
  edge: 'first' | 'last',
): Promise<SectionRefRow | undefined> {
  const key = sectionKeySql(sql`s`);
  const [row] = await selectRows<SectionRefRow>(
    db,
    sql`select ${refColumns} from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}
        and ${title === null ? sql`s.title is null` : sql`s.title = ${title}`}
      order by ${edge === 'first' ? sql`${key}, s.id` : sql`${key} desc, s.id desc`}
      limit 1`,
  );
  return row;
}

/** The sections this one cites (its `citations`), with the id of the ones held in the same code. */
export async function selectCitedSections(
  db: Database,
  kind: LawKind,
  from: { jurisdictionCode: string; code: string; citations: string[] },
): Promise<{ section: string; id: number | null }[]> {
  if (from.citations.length === 0) return [];
  return selectRows<{ section: string; id: number | null }>(
    db,
    sql`select c.section, (select min(s.id) from ${sectionTable(kind)} s
        where s.jurisdiction_id = ${from.jurisdictionCode} and s.code = ${from.code} and s.section = c.section) as id
      from unnest(${sql`array[${sql.join(
        from.citations.map((citation) => sql`${citation}`),
        sql`, `,
      )}]::text[]`}) with ordinality as c(section, n)
      order by c.n`,
  );
}

/**
 * Bills whose text amends, adds, repeals or cites the section: rows of bill_statute_citations linked to it, or
 * naming its code and number without a link (a row written before the section was loaded). Changes first
 * (amends, adds, repeals), then mere cites; newest action first within each. At most `limit`, with the total.
 */
export async function selectCitingBills(
  db: Database,
  kind: LawKind,
  section: { id: number; jurisdictionCode: string; code: string; section: string },
  limit: number,
): Promise<{ rows: Omit<LawCitingBill, 'statusLabel'>[]; total: number }> {
  const linkColumn: SQL = kind === 'statute' ? sql.raw('c.statute_section_id') : sql.raw('c.regulation_section_id');
  const rows = await selectRows<Omit<LawCitingBill, 'statusLabel'> & { total: number }>(
    db,
    sql`with links as (
        select distinct on (c.bill_id) c.bill_id, c.kind, c.snippet
        from bill_statute_citations c
        where ${linkColumn} = ${section.id}
          or (${linkColumn} is null and c.jurisdiction_id = ${section.jurisdictionCode}
            and c.code = ${section.code} and c.section = ${section.section})
        order by c.bill_id, (c.kind = 'cites'), c.kind
      )
      select b.id as "billId", b.identifier, b.title, b.jurisdiction_id as "stateCode", ls.code as "sessionCode",
        ls.name as "sessionName", b.status, b.status_date::text as "statusDate",
        b.last_action_date::text as "lastActionDate", l.kind, l.snippet, (count(*) over ())::int as total
      from links l join bills b on b.id = l.bill_id join legislative_sessions ls on ls.id = b.session_id
      order by (l.kind = 'cites'), b.last_action_date desc nulls last, b.id
      limit ${limit}`,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export type SessionLawRow = {
  lawNumber: string;
  shortTitle: string | null;
  lawType: string | null;
  effectiveOn: string | null;
  billNumber: string | null;
};

/** Enacted session laws (D.C. Laws) that amended the section, newest first. */
export async function selectSessionLaws(
  db: Database,
  section: { jurisdictionCode: string; code: string; section: string },
): Promise<SessionLawRow[]> {
  return selectRows<SessionLawRow>(
    db,
    sql`select distinct sl.law_number as "lawNumber", sl.short_title as "shortTitle", sl.law_type as "lawType",
        sl.effective_on::text as "effectiveOn", sl.bill_number as "billNumber", sl.enacted_on, sl.id
      from session_law_sections sls join session_laws sl on sl.id = sls.session_law_id
      where sl.jurisdiction_id = ${section.jurisdictionCode} and sls.code = ${section.code} and sls.section = ${section.section}
      order by sl.enacted_on desc nulls last, sl.id desc`,
  );
}

/**
 * The sections of a code closest to a reference that is not there: same number up to its last separator first
 * (151.0102 -> 151.01..), then by trigram similarity of the number, then in code order.
 */
export async function selectNearSections(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
  reference: string,
  limit: number,
): Promise<SectionRefRow[]> {
  const cut = Math.max(reference.lastIndexOf('.'), reference.lastIndexOf('-'));
  const prefix = cut > 0 ? reference.slice(0, cut + 1) : reference;
  const pattern = `${prefix.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return selectRows<SectionRefRow>(
    db,
    sql`select ${refColumns} from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}
      order by (s.section like ${pattern}) desc, similarity(s.section, ${reference}) desc, ${sectionKeySql(sql`s`)}, s.id
      limit ${limit}`,
  );
}

/** The first day of a session (legislative_sessions `<state>-<code>`), to pick the version in effect then. */
export async function selectSessionStart(
  db: Database,
  stateCode: string,
  sessionCode: string,
): Promise<string | null | undefined> {
  const [row] = await selectRows<{ startDate: string | null }>(
    db,
    sql`select start_date::text as "startDate" from legislative_sessions where id = ${`${stateCode}-${sessionCode}`}`,
  );
  return row ? row.startDate : undefined;
}
