import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type HierarchyLevel,
  regulationSections,
  type SectionAnnotation,
  sessionLawSections,
  sessionLaws,
  statuteSections,
} from '../../db/schema/statutes';
import { contentHash, type UpsertOutcome } from './records';

/** A statute or regulation section as every code importer produces it. */
export type StatuteSectionRecord = {
  jurisdictionId: string;
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

export type SessionLawRecord = {
  jurisdictionId: string;
  period: string | null;
  lawNumber: string;
  actNumber: string | null;
  billNumber: string | null;
  shortTitle: string | null;
  longTitle: string | null;
  lawType: string | null;
  introducedOn: string | null;
  enactedOn: string | null;
  effectiveOn: string | null;
  history: Record<string, unknown>;
  sourceUrl: string | null;
  amendedSections: { code: string; section: string }[];
};

type SectionTable = typeof statuteSections | typeof regulationSections;

/** The weighted search vector: heading A, code and section number B, text D. */
export function sectionSearch(record: Pick<StatuteSectionRecord, 'heading' | 'code' | 'section' | 'text'>) {
  return sql`setweight(to_tsvector('english', ${record.heading ?? ''}), 'A') || setweight(to_tsvector('simple', ${`${record.code} ${record.section}`}), 'B') || setweight(to_tsvector('english', ${record.text}), 'D')`;
}

async function upsertSection(
  db: DbOrTx,
  table: SectionTable,
  record: StatuteSectionRecord,
  source: string,
): Promise<UpsertOutcome> {
  const hash = contentHash(record);
  // One statement: insert, or update only when the stored content hash differs (else no row returns).
  const target = table as typeof statuteSections;
  const [written] = await db
    .insert(target)
    .values({ ...record, source, contentHash: hash, search: sectionSearch(record) })
    .onConflictDoUpdate({
      target: [target.jurisdictionId, target.code, target.section, target.variant],
      set: { ...record, source, contentHash: hash, search: sql`excluded.search`, updatedAt: sql`now()` },
      setWhere: sql`${target.contentHash} is distinct from excluded.content_hash`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!written) return 'unchanged';
  return written.inserted ? 'inserted' : 'updated';
}

/** Inserts or updates one statute section by (jurisdiction, code, section, variant); same content is left alone. */
export function upsertStatuteSection(db: DbOrTx, record: StatuteSectionRecord, source: string) {
  return upsertSection(db, statuteSections, record, source);
}

/** Inserts or updates one regulation section by (jurisdiction, code, section, variant). */
export function upsertRegulationSection(db: DbOrTx, record: StatuteSectionRecord, source: string) {
  return upsertSection(db, regulationSections, record, source);
}

/** Inserts or updates one session law and replaces the list of sections it amends when it changed. */
export async function upsertSessionLaw(db: DbOrTx, record: SessionLawRecord, source: string): Promise<UpsertOutcome> {
  const hash = contentHash(record);
  const { amendedSections, ...law } = record;
  const [existing] = await db
    .select({ id: sessionLaws.id, contentHash: sessionLaws.contentHash })
    .from(sessionLaws)
    .where(and(eq(sessionLaws.jurisdictionId, law.jurisdictionId), eq(sessionLaws.lawNumber, law.lawNumber)));
  if (existing?.contentHash === hash) return 'unchanged';
  let lawId: number;
  if (existing) {
    lawId = existing.id;
    await db
      .update(sessionLaws)
      .set({ ...law, source, contentHash: hash, updatedAt: sql`now()` })
      .where(eq(sessionLaws.id, lawId));
    await db.delete(sessionLawSections).where(eq(sessionLawSections.sessionLawId, lawId));
  } else {
    const [inserted] = await db
      .insert(sessionLaws)
      .values({ ...law, source, contentHash: hash })
      .returning({ id: sessionLaws.id });
    lawId = inserted!.id;
  }
  if (amendedSections.length > 0) {
    await db
      .insert(sessionLawSections)
      .values(amendedSections.map((amended) => ({ sessionLawId: lawId, ...amended })))
      .onConflictDoNothing();
  }
  return existing ? 'updated' : 'inserted';
}

/**
 * Recomputes every section's search vector with the same weights as sectionSearch, for a loader that
 * does not ship the vectors (e.g. the sample dataset, if it lists these columns as rebuilt).
 */
export const rebuildSectionSearch = ['statute_sections', 'regulation_sections'].map((table) =>
  sql.raw(
    `update ${table} set search = setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('simple', code || ' ' || section), 'B') || setweight(to_tsvector('english', text), 'D')`,
  ),
);

const sectionKey = (value: { jurisdictionId: string; code: string; section: string; variant: string }) =>
  `${value.jurisdictionId}|${value.code}|${value.section}|${value.variant}`;

async function storedSectionHashes(db: DbOrTx, table: SectionTable, source: string) {
  const target = table as typeof statuteSections;
  const rows = await db
    .select({
      jurisdictionId: target.jurisdictionId,
      code: target.code,
      section: target.section,
      variant: target.variant,
      contentHash: target.contentHash,
    })
    .from(target)
    .where(eq(target.source, source));
  return { hashes: new Map(rows.map((row) => [sectionKey(row), row.contentHash])), keyOf: sectionKey };
}

/** Stored content hashes of a source's statute sections, for writeParsed's unchanged check. */
export const storedStatuteHashes = (db: DbOrTx, source: string) => storedSectionHashes(db, statuteSections, source);

/** Stored content hashes of a source's regulation sections. */
export const storedRegulationHashes = (db: DbOrTx, source: string) =>
  storedSectionHashes(db, regulationSections, source);

/** Stored content hashes of session laws. */
export async function storedSessionLawHashes(db: DbOrTx, source: string) {
  const rows = await db
    .select({
      jurisdictionId: sessionLaws.jurisdictionId,
      lawNumber: sessionLaws.lawNumber,
      contentHash: sessionLaws.contentHash,
    })
    .from(sessionLaws)
    .where(eq(sessionLaws.source, source));
  const keyOf = (value: { jurisdictionId: string; lawNumber: string }) => `${value.jurisdictionId}|${value.lawNumber}`;
  return { hashes: new Map(rows.map((row) => [keyOf(row), row.contentHash])), keyOf };
}
