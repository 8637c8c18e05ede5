import type { LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/sql';
import { hierarchyPrefixSql, type PathLevel, sectionKeySql, sectionTable } from './section-order';

// The codes held and the tree inside a code (title > chapter > subchapter > section), for the pickers and browsing.

export type CodeRow = { jurisdictionCode: string; code: string; sectionCount: number };

/** Every code of the kind with its number of sections (printed versions counted once). */
export async function selectCodes(db: Database, kind: LawKind): Promise<CodeRow[]> {
  return selectRows<CodeRow>(
    db,
    sql`select s.jurisdiction_id as "jurisdictionCode", s.code, count(distinct s.section)::int as "sectionCount"
      from ${sectionTable(kind)} s group by s.jurisdiction_id, s.code order by s.jurisdiction_id, s.code`,
  );
}

export type TreeNodeRow = { level: string; num: string; heading: string | null; sectionCount: number };

/** The levels right under `levels` in one code, in the order of their first section. */
export async function selectTreeNodes(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
  levels: readonly PathLevel[],
): Promise<TreeNodeRow[]> {
  // A literal: a bound parameter would be text, and `jsonb -> text` looks up an object key.
  const depth = sql.raw(String(levels.length));
  return selectRows<TreeNodeRow>(
    db,
    sql`select n.level, n.num, max(n.heading) as heading, count(distinct n.section)::int as "sectionCount"
      from (
        select s.hierarchy -> ${depth} ->> 'level' as level, s.hierarchy -> ${depth} ->> 'num' as num,
          s.hierarchy -> ${depth} ->> 'heading' as heading, s.section, ${sectionKeySql(sql`s`)} as key
        from ${sectionTable(kind)} s
        where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}
          and jsonb_array_length(s.hierarchy) > ${depth} and ${hierarchyPrefixSql(sql`s`, levels)}
      ) n
      group by n.level, n.num
      order by min(n.key), n.num`,
  );
}

export type SectionRefRow = {
  id: number;
  jurisdictionCode: string;
  code: string;
  section: string;
  variant: string;
  heading: string | null;
};

const refColumns = sql`s.id, s.jurisdiction_id as "jurisdictionCode", s.code, s.section, s.variant, s.heading`;

/** Sections whose container is exactly `levels`, in code order. */
export async function selectSectionsUnder(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
  levels: readonly PathLevel[],
): Promise<SectionRefRow[]> {
  return selectRows<SectionRefRow>(
    db,
    sql`select ${refColumns} from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}
        and jsonb_array_length(s.hierarchy) = ${sql.raw(String(levels.length))} and ${hierarchyPrefixSql(sql`s`, levels)}
      order by ${sectionKeySql(sql`s`)}, s.id`,
  );
}

/** The headings of the levels of `levels` (from any section under them), or none when no section is there. */
export async function selectPathHierarchy(
  db: Database,
  kind: LawKind,
  code: { jurisdictionCode: string; code: string },
  levels: readonly PathLevel[],
): Promise<{ hierarchy: { level: string; num: string; heading?: string }[] } | undefined> {
  const [row] = await selectRows<{ hierarchy: { level: string; num: string; heading?: string }[] }>(
    db,
    sql`select s.hierarchy from ${sectionTable(kind)} s
      where s.jurisdiction_id = ${code.jurisdictionCode} and s.code = ${code.code}
        and jsonb_array_length(s.hierarchy) >= ${sql.raw(String(levels.length))} and ${hierarchyPrefixSql(sql`s`, levels)}
      limit 1`,
  );
  return row;
}
