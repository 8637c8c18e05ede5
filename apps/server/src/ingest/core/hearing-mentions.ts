import { buildBillIndex, matchBillReference } from '@statehouse/shared/tracking/bill-reference';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billEvents, bills, legislativeSessions } from '../../db/schema/index';

// A hearing transcript that names a bill ("Senate Bill 1234", "Assembly Print 5678", "S. 3967") records one
// `mentioned_in_hearing` bill event per bill and hearing, so users alerted on the bill hear of it (decision 028).

/** Bill references as transcripts write them: a chamber's bill or print, or a prefix and a number of 3+ digits. */
const MENTION_PATTERN =
  /\b(?:(?:Senate|Assembly|House)\s+(?:Joint\s+|Concurrent\s+)?(?:Bill|Print|Resolution)(?:\s+(?:No\.?|Number))?\s*\d{1,5}[A-Z]?|(?:[SAH]\.?\s?B\.?|[SA]\.?)\s?\d{3,5}[A-Z]?)\b/g;

/** How much of the transcript around the first mention travels with the alert. */
const EXCERPT_RADIUS = 160;

/** Every distinct bill reference in `text`, with where it first appears. */
export function findBillMentions(text: string): { reference: string; index: number }[] {
  const seen = new Map<string, { reference: string; index: number }>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const reference = match[0].replace(/\s+/g, ' ').trim();
    const key = reference.toUpperCase();
    if (!seen.has(key)) seen.set(key, { reference, index: match.index ?? 0 });
  }
  return [...seen.values()];
}

function excerptAt(text: string, index: number): string {
  const start = Math.max(0, index - EXCERPT_RADIUS);
  const end = Math.min(text.length, index + EXCERPT_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

export type HearingForMentions = {
  eventId: string;
  stateCode: string;
  name: string;
  /** YYYY-MM-DD: without sessionId, the sessions in force that day are the ones whose bills are meant. */
  date: string;
  /** The hearing's session (e.g. NY-25R), when the importer knows it. */
  sessionId?: string | null;
  text: string;
};

/**
 * Records a `mentioned_in_hearing` event for each bill of the hearing's session the transcript names. Only
 * references that resolve to exactly one bill count (a bare number never does). Returns how many were new.
 */
export async function recordHearingMentions(db: DbOrTx, hearing: HearingForMentions): Promise<number> {
  const mentions = findBillMentions(hearing.text);
  if (mentions.length === 0) return 0;
  const sessions = hearing.sessionId
    ? [{ id: hearing.sessionId }]
    : await db
        .select({ id: legislativeSessions.id })
        .from(legislativeSessions)
        .where(
          and(
            eq(legislativeSessions.jurisdictionId, hearing.stateCode),
            or(isNull(legislativeSessions.startDate), lte(legislativeSessions.startDate, hearing.date)),
            or(isNull(legislativeSessions.endDate), gte(legislativeSessions.endDate, hearing.date)),
          ),
        );
  let recorded = 0;
  for (const session of sessions) {
    const candidates = await db
      .select({
        id: bills.id,
        billType: bills.billType,
        billNumber: bills.billNumber,
        identifier: bills.identifier,
        title: bills.title,
      })
      .from(bills)
      .where(eq(bills.sessionId, session.id));
    const index = buildBillIndex(hearing.stateCode, session.id.split('-')[1] ?? session.id, candidates);
    const found = new Map<string, number>();
    for (const mention of mentions) {
      const match = matchBillReference(mention.reference, index);
      if (match.status === 'matched' && !found.has(match.bill.id)) found.set(match.bill.id, mention.index);
    }
    if (found.size === 0) continue;
    const inserted = await db
      .insert(billEvents)
      .values(
        [...found.entries()].map(([billId, at]) => ({
          billId,
          kind: 'mentioned_in_hearing' as const,
          key: hearing.eventId,
          payload: {
            eventId: hearing.eventId,
            eventName: hearing.name,
            date: hearing.date,
            excerpt: excerptAt(hearing.text, at),
          },
        })),
      )
      .onConflictDoNothing()
      .returning({ id: billEvents.id });
    recorded += inserted.length;
  }
  return recorded;
}
