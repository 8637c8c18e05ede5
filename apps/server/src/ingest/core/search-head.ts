import { type SQL, sql } from 'drizzle-orm';

/**
 * What a bill's search head is made of, each as an SQL expression of type text. The loader passes its record's
 * values, the sample loader the columns of `bills`: both go through searchHeadSql, so they cannot drift apart.
 */
export type SearchHeadSources = {
  identifier: SQL;
  billType: SQL;
  billNumber: SQL;
  title: SQL;
  /** May be null. */
  abstract: SQL;
  /** The state's subject terms joined by spaces. */
  subjectText: SQL;
  /** sponsorWordsSql over the bill's sponsorships; may be null. */
  sponsorWords: SQL;
};

/**
 * The head of a bill's search vector (decision 011): weight A the identifier (as written, without spaces, and
 * type + number) and title; B the abstract and subject terms; D the sponsors' names, so that a search for a
 * sponsor finds their bills, ranked below any bill whose title or abstract has the words (ts_rank weighs D 0.1
 * against A's 1.0). `bills.search` is this head plus the latest version's text at weight C.
 */
export const searchHeadSql = (parts: SearchHeadSources): SQL =>
  sql`(setweight(to_tsvector('english', ${parts.identifier} || ' ' || regexp_replace(${parts.identifier}, '\\s+', '', 'g') || ' ' ||
      ${parts.billType} || ${parts.billNumber} || ' ' || ${parts.title}), 'A') ||
    setweight(to_tsvector('english', coalesce(${parts.abstract}, '') || ' ' || ${parts.subjectText}), 'B') ||
    setweight(to_tsvector('english', coalesce(${parts.sponsorWords}, '')), 'D'))`;

/**
 * The words of a bill's sponsors in source order: each name as the source wrote it ("Darby") and, when it was
 * matched to a member whose name differs, the member's name too ("Drew Darby"), so first and full names find
 * the bill. `sponsorships` must be a FROM item `sp(position, name, person_id)`.
 */
export const sponsorWordsSql = (sponsorships: SQL): SQL =>
  sql`(select string_agg(case when p.name is null or p.name = sp.name then sp.name else sp.name || ' ' || p.name end, ' '
      order by sp.position)
    from ${sponsorships} left join people p on p.id = sp.person_id)`;
