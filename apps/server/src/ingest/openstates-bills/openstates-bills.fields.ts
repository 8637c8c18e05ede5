import type { Link } from '../../db/schema/people';
import { classifyActionText } from '../core/action-text';
import type { DocumentRecord, RelationRecord } from '../core/bill-record';
import { splitBillIdentifier } from '../core/bill-record';
import { sessionCodeFor } from '../core/sessions';
import { arr, dateOf, type Raw, str } from '../loaders/records';

// The parts of an Open States bill that the scraper files (metadata.json, vote_event logs) and the v3 API
// write in the same shape, mapped once for both. Where they differ (organizations and people as pseudo-ids
// in the files, as objects in the API; session field names; vote keys) each keeps its own code.

/** A version's or document's links; a link without a media type is taken as HTML. */
export const linksOf = (value: unknown): { url: string; mediaType: string }[] =>
  arr(value)
    .filter((link) => str(link.url))
    .map((link) => ({ url: String(link.url), mediaType: str(link.media_type) ?? 'text/html' }));

/** `sources: [{ url }]` as links. */
export const sourceLinksOf = (value: unknown): Link[] =>
  arr(value)
    .map((source) => str(source.url))
    .filter((url): url is string => !!url)
    .map((url): Link => ({ url }));

/** A vote's `counts: [{ option, value }]` as option -> number. */
export function voteCountsOf(value: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const count of arr(value)) {
    const option = str(count.option);
    if (option) counts[option] = Number(count.value) || 0;
  }
  return counts;
}

/** The first non-blank abstract. */
export const abstractOf = (raw: Raw): string | null =>
  arr(raw.abstracts)
    .map((item) => str(item.abstract))
    .find(Boolean) ?? null;

export const otherTitlesOf = (raw: Raw): string[] =>
  arr(raw.other_titles)
    .map((item) => str(item.title))
    .filter((value): value is string => !!value);

export const otherIdentifiersOf = (raw: Raw): string[] =>
  arr(raw.other_identifiers)
    .map((item) => str(item.identifier))
    .filter((value): value is string => !!value);

/** The committee an action names among its related entities. */
export const actionCommitteeOf = (action: Raw): string | null =>
  str(arr(action.related_entities).find((entity) => entity.entity_type === 'organization')?.name);

/**
 * An action's types: the scraper's, else what its wording says (core/action-text.ts): the scrapers leave
 * lines untyped that other states' scrapers type ("House Committee on Finance Postpone Indefinitely",
 * "Referred to Rules Committee", "Do Pass / Short Debate Executive Committee").
 */
export const actionTypesOf = (classification: string[], text: string): string[] =>
  classification.length > 0 ? classification : classifyActionText(text).types;

export const documentsOf = (raw: Raw): DocumentRecord[] =>
  arr(raw.documents).map((document, index) => ({
    name: str(document.note) ?? `Document ${index + 1}`,
    date: dateOf(document.date),
    links: linksOf(document.links),
  }));

/** Related bills as relations; one without a session is taken to be of the bill's own session. */
export const relationsOf = (raw: Raw, jurisdictionId: string, sessionIdentifier: string): RelationRecord[] =>
  arr(raw.related_bills).flatMap((related) => {
    const relatedIdentifier = str(related.identifier);
    const relatedParts = relatedIdentifier ? splitBillIdentifier(relatedIdentifier) : null;
    if (!relatedIdentifier || !relatedParts) return [];
    const relatedSession = str(related.legislative_session) ?? sessionIdentifier;
    const code = sessionCodeFor(jurisdictionId, relatedSession);
    return [
      {
        relatedBillId: `${jurisdictionId}-${code}-${relatedParts.billType}-${relatedParts.billNumber}`,
        identifier: relatedIdentifier,
        sessionIdentifier: relatedSession,
        relationType: str(related.relation_type) ?? 'related',
      },
    ];
  });
