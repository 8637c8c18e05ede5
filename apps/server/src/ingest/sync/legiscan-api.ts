import type { ActionRecord, BillRecord, HearingRecord, VoteRecord } from '../core/bill-record';
import { splitBillIdentifier } from '../core/bill-record';
import { timezoneOf } from '../core/jurisdictions';
import { type SessionInput, sessionFor } from '../core/sessions';
import { orderVersions } from '../core/version-order';
import { classifyLegiscanAction, legiscanSessionOfRecord } from '../legiscan-csv/legiscan-csv.parser';
import { legiscanRollCallResult } from '../legiscan-csv/legiscan-roll-call';
import { arr, dateOf, type Raw, strOrNumber } from '../loaders/records';
import type { ApiClient } from './api-client';

/** One entry of getMasterList: enough to tell whether the bill changed since the last sync. */
export type MasterListEntry = { billId: number; number: string; changeHash: string };

export type LegiscanQuery = { baseUrl: string; apiKey: string };

function opUrl(query: LegiscanQuery, op: string, params: Record<string, string>): string {
  const url = new URL(query.baseUrl);
  url.searchParams.set('key', query.apiKey);
  url.searchParams.set('op', op);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

async function call(client: ApiClient, url: string, field: string): Promise<Raw> {
  const body = await client.getJson<Raw>(url);
  if (body?.status !== 'OK') {
    const alert = (body?.alert as Raw | undefined)?.message;
    throw new Error(`LegiScan answered status ${String(body?.status)}${alert ? `: ${String(alert)}` : ''}`);
  }
  const value = body[field];
  if (!value || typeof value !== 'object') throw new Error(`LegiScan answer has no "${field}"`);
  return value as Raw;
}

/** op=getMasterList&state=XX: every bill of the state's current session with its change hash. */
export async function fetchLegiscanMasterList(
  client: ApiClient,
  query: LegiscanQuery & { state: string },
): Promise<{ session: Raw | null; entries: MasterListEntry[] }> {
  const masterlist = await call(client, opUrl(query, 'getMasterList', { state: query.state }), 'masterlist');
  const entries: MasterListEntry[] = [];
  for (const [key, value] of Object.entries(masterlist)) {
    if (key === 'session' || !value || typeof value !== 'object') continue;
    const entry = value as Raw;
    const billId = Number(entry.bill_id);
    const number = strOrNumber(entry.number);
    if (!Number.isFinite(billId) || !number) continue;
    entries.push({ billId, number, changeHash: strOrNumber(entry.change_hash) ?? '' });
  }
  return { session: (masterlist.session as Raw | undefined) ?? null, entries };
}

/** op=getBill&id=N. */
export function fetchLegiscanBill(client: ApiClient, query: LegiscanQuery & { billId: number }): Promise<Raw> {
  return call(client, opUrl(query, 'getBill', { id: String(query.billId) }), 'bill');
}

const chambers: Record<string, string> = { H: 'lower', A: 'lower', S: 'upper', J: 'legislature' };

/** LegiScan history has no action types: the same wording rules as the CSV datasets (any state's wording). */
const classifyAction = (text: string): string[] => classifyLegiscanAction(text).types;

/** `2025-03-04` + `08:00` in the state's time zone as ISO 8601 with offset. */
export function zonedIso(date: string, time: string | null, timeZone: string): string {
  const [hours, minutes] = /^(\d{1,2}):(\d{2})/.exec(time ?? '')?.slice(1) ?? ['00', '00'];
  const local = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(hours),
    Number(minutes),
  );
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(local))
      .map((part) => [part.type, part.value]),
  );
  const asZoned = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const offsetMinutes = Math.round((asZoned - local) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T${String(hours).padStart(2, '0')}:${minutes}:00${offset}`;
}

/**
 * Maps a LegiScan getBill payload to the BillRecord the file importers produce. LegiScan states the
 * status (1-6, the same codes as the product's), so it overrides derivation; roll calls come with
 * their totals (individual votes need getRollCall, one request each, which the connector does not make).
 */
export function mapLegiscanBill(bill: Raw, options: { knownPeople?: Set<string> } = {}): BillRecord {
  const state = strOrNumber(bill.state);
  const number = strOrNumber(bill.bill_number);
  if (!state || !number) throw new Error('bill without state or bill_number');
  const parts = splitBillIdentifier(number);
  if (!parts) throw new Error(`cannot split bill number "${number}"`);
  const title = strOrNumber(bill.title) ?? strOrNumber(bill.description);
  if (!title) throw new Error(`${number}: no title`);
  const sessionRaw = (bill.session as Raw | undefined) ?? {};
  // The session record's years and special flag decide the code (decision 059); without them, the status
  // date's year. sessionFor throws SessionIdError (the bill is skipped with that message) rather than invent an id.
  const session: SessionInput = strOrNumber(sessionRaw.year_start)
    ? legiscanSessionOfRecord(state, sessionRaw)
    : sessionFor(state, strOrNumber(bill.status_date)?.slice(0, 4) ?? 'unknown');
  const sourceIdentifier = session.sourceIdentifier;
  const personId = (peopleId: unknown) => {
    const id = strOrNumber(peopleId) ? `legiscan-person/${strOrNumber(peopleId)}` : null;
    return id && options.knownPeople?.has(id) ? id : null;
  };
  const actions: ActionRecord[] = arr(bill.history).map((entry) => {
    const text = strOrNumber(entry.action) ?? '';
    return {
      date: dateOf(entry.date),
      chamber: chambers[strOrNumber(entry.chamber) ?? ''] ?? null,
      text,
      classification: classifyAction(text),
    };
  });
  const rollCalls = arr(bill.votes).map((vote) => ({
    description: strOrNumber(vote.desc) ?? '',
    date: dateOf(vote.date),
    chamber: chambers[strOrNumber(vote.chamber) ?? ''] ?? null,
    yes: Number(vote.yea) || 0,
    no: Number(vote.nay) || 0,
  }));
  const votes: VoteRecord[] = arr(bill.votes).map((vote, index) => {
    // As the file importer reads it (decision 059): the description, the same day's history, else LegiScan's flag.
    const outcome = legiscanRollCallResult(rollCalls[index] as (typeof rollCalls)[number], {
      history: actions,
      rollCalls,
    });
    return {
      sourceKey: `legiscan-roll-call/${strOrNumber(vote.roll_call_id)}`,
      motion: strOrNumber(vote.desc) ?? 'Vote',
      motionClassification: [],
      date: dateOf(vote.date),
      chamber: chambers[strOrNumber(vote.chamber) ?? ''] ?? null,
      result: outcome.from === 'counts' ? (Number(vote.passed) === 1 ? 'pass' : 'fail') : outcome.result,
      resultContradicted: outcome.contradicted,
      counts: {
        yes: Number(vote.yea) || 0,
        no: Number(vote.nay) || 0,
        'not voting': Number(vote.nv) || 0,
        absent: Number(vote.absent) || 0,
      },
      sources: [strOrNumber(vote.state_link), strOrNumber(vote.url)]
        .filter((url): url is string => !!url)
        .map((url) => ({ url })),
      voters: [],
    };
  });
  const timeZone = timezoneOf(state);
  const hearings: HearingRecord[] = arr(bill.calendar)
    .filter((entry) => /hearing/i.test(strOrNumber(entry.type) ?? '') && dateOf(entry.date))
    .map((entry) => ({
      sourceKey: `legiscan:${strOrNumber(bill.bill_id)}:${strOrNumber(entry.date)}:${strOrNumber(entry.time) ?? ''}:${strOrNumber(entry.location) ?? ''}`,
      name: strOrNumber(entry.description) ?? `${strOrNumber(entry.type)} ${number}`,
      committeeName: null,
      startTime: zonedIso(dateOf(entry.date)!, strOrNumber(entry.time), timeZone),
      location: strOrNumber(entry.location),
      classification: 'hearing',
      mediaLinks: [],
    }));
  const status = Number(bill.status);
  return {
    jurisdictionId: state,
    session,
    billType: parts.billType,
    billNumber: parts.billNumber,
    identifier: number,
    title,
    abstract: strOrNumber(bill.description) !== title ? strOrNumber(bill.description) : null,
    classification: [
      strOrNumber(bill.bill_type) === 'R'
        ? 'resolution'
        : strOrNumber(bill.bill_type) === 'JR'
          ? 'joint resolution'
          : 'bill',
    ],
    fromChamber: chambers[strOrNumber(bill.body) ?? ''] ?? null,
    subjectTerms: arr(bill.subjects)
      .map((subject) => strOrNumber(subject.subject_name))
      .filter((name): name is string => !!name),
    sources: [strOrNumber(bill.state_link), strOrNumber(bill.url)]
      .filter((url): url is string => !!url)
      .map((url) => ({ url })),
    extras: {
      legiscanBillId: Number(bill.bill_id),
      legiscanChangeHash: strOrNumber(bill.change_hash),
      legiscanSessionId: Number(bill.session_id) || null,
    },
    actions,
    sponsorships: arr(bill.sponsors)
      .filter((sponsor) => strOrNumber(sponsor.name))
      .map((sponsor) => ({
        name: String(sponsor.name),
        classification: Number(sponsor.sponsor_type_id) === 1 ? 'primary' : 'cosponsor',
        isPrimary: Number(sponsor.sponsor_type_id) === 1,
        entityType: Number(sponsor.committee_sponsor) === 1 ? 'organization' : 'person',
        personId: personId(sponsor.people_id),
        chamber: strOrNumber(sponsor.role) === 'Sen' ? 'upper' : strOrNumber(sponsor.role) === 'Rep' ? 'lower' : null,
      })),
    versions: orderVersions(
      arr(bill.texts).map((text, index) => ({
        name: strOrNumber(text.type) ?? `Version ${index + 1}`,
        date: dateOf(text.date),
        links: [strOrNumber(text.state_link), strOrNumber(text.url)]
          .filter((url): url is string => !!url)
          .map((url) => ({ url, mediaType: strOrNumber(text.mime) ?? 'text/html' })),
      })),
      chambers[strOrNumber(bill.body) ?? ''] ?? null,
    ),
    documents: [...arr(bill.amendments), ...arr(bill.supplements)].map((document, index) => ({
      name: strOrNumber(document.title) ?? strOrNumber(document.type) ?? `Document ${index + 1}`,
      date: dateOf(document.date),
      links: [strOrNumber(document.state_link), strOrNumber(document.url)]
        .filter((url): url is string => !!url)
        .map((url) => ({ url, mediaType: strOrNumber(document.mime) ?? 'text/html' })),
    })),
    relations: arr(bill.sasts).flatMap((related) => {
      const identifier = strOrNumber(related.sast_bill_number);
      const relatedParts = identifier ? splitBillIdentifier(identifier) : null;
      if (!identifier || !relatedParts) return [];
      return [
        {
          relatedBillId: `${state}-${session.code}-${relatedParts.billType}-${relatedParts.billNumber}`,
          identifier,
          sessionIdentifier: sourceIdentifier,
          relationType: /same as|identical/i.test(strOrNumber(related.type) ?? '')
            ? 'companion'
            : (strOrNumber(related.type)?.toLowerCase() ?? 'related'),
        },
      ];
    }),
    votes,
    hearings,
    statusOverride: status >= 1 && status <= 6 ? { status, date: dateOf(bill.status_date) } : undefined,
  };
}
