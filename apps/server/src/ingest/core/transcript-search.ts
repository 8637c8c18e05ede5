import { type SQL, sql } from 'drizzle-orm';

/** Characters of a transcript that go into its search vector (the longest sample is about 450,000). */
export const transcriptSearchLimit = 1_000_000;

/**
 * The search vector of an event transcript: the event's name weighted A, the text D. One expression for
 * the importers and for the sample loader, which rebuilds it instead of shipping it.
 */
export const transcriptSearchSql = (name: SQL | string, text: SQL | string): SQL =>
  sql`setweight(to_tsvector('english', coalesce(${name}, '')), 'A') || setweight(to_tsvector('english', left(${text}, ${sql.raw(String(transcriptSearchLimit))})), 'D')`;
