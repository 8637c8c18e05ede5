import { type BillRecord, splitBillIdentifier, type VersionRecord, type VoteRecord } from '../core/bill-record';
import { rollCallKeyOf } from '../core/dedupe';
import { jurisdictionFromOcdId } from '../core/jurisdictions';
import { type SessionInput, sessionFromList } from '../core/sessions';
import { orderVersions } from '../core/version-order';
import { arr, dateOf, type Raw, str, strings } from '../loaders/records';
import {
  abstractOf,
  actionCommitteeOf,
  actionTypesOf,
  documentsOf,
  linksOf,
  otherIdentifiersOf,
  otherTitlesOf,
  relationsOf,
  sourceLinksOf,
  voteCountsOf,
} from '../openstates-bills/openstates-bills.fields';
import type { ApiClient } from './api-client';

const orgOf = (value: unknown): Raw | null => (value && typeof value === 'object' ? (value as Raw) : null);
const chamberOf = (organization: unknown): string | null => str(orgOf(organization)?.classification);

/** The `include` values the connector asks for, so one request per page brings the whole bill. */
export const openStatesIncludes = [
  'actions',
  'sponsorships',
  'versions',
  'votes',
  'documents',
  'abstracts',
  'sources',
  'related_bills',
  'other_titles',
  'other_identifiers',
] as const;

export type OpenStatesPage = {
  results: Raw[];
  pagination: { per_page: number; page: number; max_page: number; total_items: number };
};

export type OpenStatesQuery = {
  baseUrl: string;
  apiKey: string;
  /** State code (TX) or OCD jurisdiction id. */
  jurisdiction: string;
  /** Session identifier as Open States writes it (2025, 892); omitted means every session. */
  session?: string | null;
  /** ISO date-time: only bills updated since (incremental sync). */
  updatedSince?: string | null;
  perPage?: number;
  /** Stop after this many pages (a safety net; Open States caps per_page at 20). */
  maxPages?: number;
};

/** Builds the documented GET /bills URL for one page. */
export function openStatesBillsUrl(query: OpenStatesQuery, page: number): string {
  const url = new URL('bills', query.baseUrl.endsWith('/') ? query.baseUrl : `${query.baseUrl}/`);
  url.searchParams.set('jurisdiction', query.jurisdiction);
  if (query.session) url.searchParams.set('session', query.session);
  if (query.updatedSince) url.searchParams.set('updated_since', query.updatedSince);
  url.searchParams.set('sort', 'updated_asc');
  for (const include of openStatesIncludes) url.searchParams.append('include', include);
  url.searchParams.set('page', String(page));
  url.searchParams.set('per_page', String(query.perPage ?? 20));
  return url.toString();
}

/** Every bill of the query, page after page (`pagination.max_page` says when to stop). */
export async function* fetchOpenStatesBills(client: ApiClient, query: OpenStatesQuery): AsyncGenerator<Raw> {
  const maxPages = query.maxPages ?? 10_000;
  for (let page = 1; page <= maxPages; page++) {
    const body = await client.getJson<OpenStatesPage>(openStatesBillsUrl(query, page), { 'X-API-KEY': query.apiKey });
    if (!body || !Array.isArray(body.results) || !body.pagination) {
      throw new Error(`Open States answered page ${page} without results/pagination`);
    }
    for (const bill of body.results) yield bill;
    if (page >= (body.pagination.max_page ?? page)) return;
  }
}

/**
 * Maps one Open States API v3 bill (with the includes above) to the BillRecord the file importers
 * produce, so it goes through the same loader and change detection. Person ids are kept only when
 * `knownPeople` has them (else the loader resolves the name).
 */
export function mapOpenStatesBill(raw: Raw, options: { knownPeople?: Set<string> } = {}): BillRecord {
  const identifier = str(raw.identifier);
  if (!identifier) throw new Error('bill without identifier');
  const jurisdictionOcd = str(orgOf(raw.jurisdiction)?.id);
  const jurisdictionId = jurisdictionOcd ? jurisdictionFromOcdId(jurisdictionOcd) : undefined;
  if (!jurisdictionId) throw new Error(`${identifier}: unknown jurisdiction "${jurisdictionOcd ?? ''}"`);
  const sessionIdentifier = str(raw.session);
  if (!sessionIdentifier) throw new Error(`${identifier}: no session`);
  const title = str(raw.title);
  if (!title) throw new Error(`${identifier}: no title`);
  const parts = splitBillIdentifier(identifier);
  if (!parts) throw new Error(`cannot split identifier "${identifier}" into type and number`);
  const personId = (value: unknown): string | null => {
    const id = str(orgOf(value)?.id);
    return id && options.knownPeople?.has(id) ? id : null;
  };
  // The session as Open States lists it (name, classification primary/special, start and end dates: the code
  // from its years and kind, decision 059), else as its identifier says (sessions.ts).
  const listed = orgOf(raw.legislative_session);
  const kind = str(listed?.classification);
  const session: SessionInput = sessionFromList(jurisdictionId, sessionIdentifier, {
    name: str(listed?.name),
    startDate: dateOf(listed?.start_date),
    endDate: dateOf(listed?.end_date),
    special: kind === 'special' ? true : kind === 'primary' ? false : null,
  });
  const versions: VersionRecord[] = orderVersions(
    arr(raw.versions).map((version, index) => ({
      name: str(version.note) ?? `Version ${index + 1}`,
      date: dateOf(version.date),
      links: linksOf(version.links),
    })),
    chamberOf(raw.from_organization),
  );
  const votes: VoteRecord[] = arr(raw.votes).map((vote) => {
    const counts = voteCountsOf(vote.counts);
    const chamber = chamberOf(vote.organization);
    return {
      sourceKey:
        str(vote.id) ??
        rollCallKeyOf({ chamber, date: dateOf(vote.start_date), motion: str(vote.motion_text) ?? 'Vote', counts }),
      motion: str(vote.motion_text) ?? 'Vote',
      motionClassification: strings(vote.motion_classification),
      date: dateOf(vote.start_date),
      chamber,
      organizationName: str(orgOf(vote.organization)?.name),
      result: str(vote.result) ?? 'unknown',
      counts,
      sources: sourceLinksOf(vote.sources),
      voters: arr(vote.votes)
        .filter((entry) => str(entry.voter_name))
        .map((entry) => ({
          name: String(entry.voter_name),
          option: str(entry.option) ?? 'other',
          personId: personId(entry.voter),
          chamber,
        })),
    };
  });
  const sorted = [...arr(raw.actions)].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  return {
    jurisdictionId,
    session,
    billType: parts.billType,
    billNumber: parts.billNumber,
    identifier,
    title,
    abstract: abstractOf(raw),
    classification: strings(raw.classification),
    fromChamber: chamberOf(raw.from_organization),
    subjectTerms: strings(raw.subject),
    otherTitles: otherTitlesOf(raw),
    otherIdentifiers: otherIdentifiersOf(raw),
    sources: [
      ...sourceLinksOf(raw.sources),
      ...(str(raw.openstates_url) ? [{ url: String(raw.openstates_url), note: 'Open States' }] : []),
    ],
    extras: { openstatesId: str(raw.id) },
    actions: sorted.map((action) => ({
      date: dateOf(action.date),
      chamber: chamberOf(action.organization),
      text: str(action.description) ?? '',
      classification: actionTypesOf(strings(action.classification), str(action.description) ?? ''),
      committeeName: actionCommitteeOf(action),
    })),
    sponsorships: arr(raw.sponsorships)
      .filter((sponsor) => str(sponsor.name))
      .map((sponsor) => ({
        name: String(sponsor.name),
        classification: str(sponsor.classification) ?? (sponsor.primary ? 'primary' : 'cosponsor'),
        isPrimary: sponsor.primary === true,
        entityType: str(sponsor.entity_type) ?? 'person',
        personId: personId(sponsor.person),
        chamber: chamberOf(
          orgOf(orgOf(sponsor.person)?.current_role)?.org_classification
            ? { classification: orgOf(orgOf(sponsor.person)?.current_role)?.org_classification }
            : null,
        ),
      })),
    versions,
    documents: documentsOf(raw),
    relations: relationsOf(raw, jurisdictionId, sessionIdentifier),
    votes,
    hearings: [],
  };
}
