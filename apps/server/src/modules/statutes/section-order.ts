import type { LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { type SQL, sql } from 'drizzle-orm';

/** The sections table of a kind (statute_sections or regulation_sections), for raw SQL. */
export const sectionTable = (kind: LawKind): SQL =>
  kind === 'statute' ? sql.raw('statute_sections') : sql.raw('regulation_sections');

/**
 * The order of sections within a code, as an array to sort by. Numbers compare as numbers (25-101 before 25-1001,
 * 447.2 before 447.11 in the CFR), letters as text (25-113 < 25-113a). Texas numbers decimally after the point
 * (151.0028 between 151.002 and 151.003, 151.0101 between 151.01 and 151.011), so there the digits after a
 * point compare as text. Computed per row: fine for one code's sections; a stored key would be the next step for
 * codes of tens of thousands of sections (decision 037).
 */
export const sectionKeySql = (alias: SQL): SQL => sql`array(
  select (case
    when m.parts[1] ~ '^[0-9]' then lpad(m.parts[1], 12, '0')
    when m.parts[1] ~ '^[.][0-9]' and ${alias}.jurisdiction_id = 'TX' then m.parts[1]
    when m.parts[1] ~ '^[.][0-9]' then '.' || lpad(substr(m.parts[1], 2), 12, '0')
    else m.parts[1] end) collate "C"
  from regexp_matches(${alias}.section, '[.][0-9]+|[0-9]+|[^0-9.]+|[.]', 'g') with ordinality as m(parts, n)
  order by m.n)`;

/** One level of a tree path: 'chapter:151' -> { level: 'chapter', num: '151' }. */
export type PathLevel = { level: string; num: string };

export const parseTreePath = (path: string | undefined): PathLevel[] =>
  path
    ? path.split('/').map((part) => {
        const at = part.indexOf(':');
        return { level: part.slice(0, at), num: part.slice(at + 1) };
      })
    : [];

export const formatTreePath = (levels: readonly PathLevel[]): string =>
  levels.map((level) => `${level.level}:${level.num}`).join('/');

/**
 * Sections (alias `s`) whose hierarchy starts with `levels`, by position. The title and chapter columns repeat the
 * hierarchy's title and chapter, so those levels also filter on the indexed columns.
 */
export function hierarchyPrefixSql(alias: SQL, levels: readonly PathLevel[]): SQL {
  const conditions = levels.map(
    (level, index) =>
      sql`${alias}.hierarchy -> ${sql.raw(String(index))} ->> 'level' = ${level.level} and ${alias}.hierarchy -> ${sql.raw(String(index))} ->> 'num' = ${level.num}`,
  );
  for (const column of ['title', 'chapter'] as const) {
    const level = levels.find((item) => item.level === column);
    if (level) conditions.push(sql`${alias}.${sql.raw(column)} = ${level.num}`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}
