import { latestVersionIndex } from '@statehouse/shared/bills/latest-version';
import { classifySubjects, type SubjectValue } from '@statehouse/shared/reference/subjects';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  type BillEventKind,
  billActions,
  billDocuments,
  billEvents,
  billRelations,
  billSearchHeads,
  billSponsorships,
  bills,
  billVersions,
  eventAgendaItems,
  events,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { sanitizeBillHtml } from '../../lib/html';
import { type BillRecord, billIdOf } from './bill-record';
import { deriveStatus } from './bill-status';
import { uniqueVotes as distinctVotes, uniqueDocuments } from './dedupe';
import { hashOf } from './hash';
import { timezoneOf } from './jurisdictions';
import type { PeopleResolver } from './people-resolver';
import { addQuality, type ImportQuality } from './quality';
import { searchHeadSql, sponsorWordsSql } from './search-head';
import { sessionKey, upsertSessions, withKnownDates } from './sessions';
import type { WriteOutcome } from './types';
import { excludedOf, insertChunked, insertFromJson, upsertRows } from './upsert';

export type LoadBillOptions = {
  /** Resolves sponsor and voter names; null leaves every link empty. */
  resolver: PeopleResolver | null;
  /** Sessions already written in this run (skips re-upserting them per bill). */
  knownSessions?: Set<string>;
  /** The run's counts of what could not be classified or resolved (ctx.quality); the bill's own are added. */
  quality?: ImportQuality;
};

const searchTextLimit = 200_000;

export const eventIdOf = (jurisdictionId: string, sourceKey: string): string =>
  `${jurisdictionId}-event-${hashOf(sourceKey)}`;
export const voteIdOf = (billId: string, sourceKey: string): string => `${billId}~${hashOf(sourceKey, 12)}`;

/**
 * A bill's search head (searchHeadSql: identifier and title, abstract and subject terms, sponsors' names), from
 * the record's values and its sponsorships (name, and personId when matched to a member).
 */
export function billSearchHeadOf(
  bill: Pick<BillRecord, 'identifier' | 'billType' | 'billNumber' | 'title' | 'abstract' | 'subjectTerms'>,
  sponsors: readonly { name: string; personId: string | null }[],
): SQL {
  const rows = sponsors.map((sponsor, position) => ({ position, name: sponsor.name, person_id: sponsor.personId }));
  return searchHeadSql({
    identifier: sql`${bill.identifier}::text`,
    billType: sql`${bill.billType}::text`,
    billNumber: sql`${bill.billNumber}::text`,
    title: sql`${bill.title}::text`,
    abstract: sql`${bill.abstract ?? null}::text`,
    subjectText: sql`${bill.subjectTerms.join(' ')}::text`,
    sponsorWords:
      rows.length > 0
        ? sponsorWordsSql(
            sql`json_to_recordset(${JSON.stringify(rows)}::json) as sp(position int, name text, person_id text)`,
          )
        : sql`null::text`,
  });
}

/** A version's search vector: its text's first 200k characters. */
export const versionSearchOf = (text: string): SQL => sql`to_tsvector('english', ${text.slice(0, searchTextLimit)})`;

/**
 * Writes one bill with all its children inside the caller's transaction. An unchanged record (same
 * content hash) is a no-op; a changed one replaces its children and, when the bill existed before,
 * records what changed as bill_events (each change once: (bill, kind, key) is unique).
 */
export async function loadBill(tx: Tx, input: BillRecord, options: LoadBillOptions): Promise<WriteOutcome> {
  const { sourceUpdatedAt: _ignored, ...source } = input;
  // Sources repeat roll calls under new ids and list one document twice: each is written once. History is
  // oldest first by date whatever order the source numbers it in; subject terms are stored once each.
  const record = {
    ...source,
    actions: oldestFirst(source.actions),
    subjectTerms: uniqueTerms(source.subjectTerms),
    votes: distinctVotes(source.votes),
    documents: uniqueDocuments(source.documents),
  };
  const billId = billIdOf(record);
  const sessionId = sessionKey(record.jurisdictionId, record.session.code);
  if (!options.knownSessions?.has(sessionId)) {
    await upsertSessions(tx, [record.session]);
    options.knownSessions?.add(sessionId);
  }
  // Sent first: on PostgreSQL its round trip overlaps the hashing below.
  const lookup = findStored(tx, billId);
  lookup.catch(() => undefined); // awaited below; this only keeps a throw in between from leaving it unobserved

  const resolver = options.resolver;
  const firstDate = record.actions.find((action) => action.date)?.date ?? null;
  // Names are people of the bill's session: a namesake from another time is never meant.
  const dated = withKnownDates(record.session);
  const period = { start: dated.startDate ?? null, end: dated.endDate ?? null };
  const sponsorships = record.sponsorships.map((sponsor) => ({
    ...sponsor,
    personId:
      sponsor.personId ??
      (sponsor.entityType && sponsor.entityType !== 'person'
        ? null
        : (resolver?.resolve(sponsor.name, {
            chamber: sponsor.chamber ?? (sponsor.isPrimary ? record.fromChamber : null),
            date: firstDate,
            period,
          }) ?? null)),
  }));
  const votes = record.votes.map((vote) => ({
    ...vote,
    id: voteIdOf(billId, vote.sourceKey),
    voters: vote.voters.map((voter) => ({
      ...voter,
      personId:
        voter.personId ??
        resolver?.resolve(voter.name, { chamber: voter.chamber ?? vote.chamber, date: vote.date, period }) ??
        null,
    })),
  }));
  const derived = deriveStatus({
    actions: record.actions,
    fromChamber: record.fromChamber,
    classification: record.classification,
    votes: record.votes,
  });
  const status = record.statusOverride
    ? { ...derived, status: record.statusOverride.status, statusDate: record.statusOverride.date }
    : derived;
  const subjects = subjectsOf(record.subjectTerms.length > 0 ? record.subjectTerms : [record.title]);
  const hearings = record.hearings.map((hearing) => ({
    ...hearing,
    eventId: eventIdOf(record.jurisdictionId, hearing.sourceKey),
  }));
  const contentHash = hashOf({ record, sponsorships, votes, status, subjects }, 32);

  const existing = await lookup;
  if (options.quality) addQuality(options.quality, qualityOf(record.actions, sponsorships));
  if (existing?.contentHash === contentHash) return 'unchanged';

  // One statement deletes an existing bill's children and returns what change detection compares with.
  const before = existing ? await takeChildren(tx, billId) : null;

  const firstAction = record.actions[0];
  const lastAction = record.actions.at(-1);
  // Weight C of the bill's vector: the latest version's text (latestVersionIndex: amendments are not the
  // bill's text), else the last version that has text.
  const latestPosition = latestVersionIndex(record.versions);
  const latestTextPosition = record.versions[latestPosition]?.text
    ? latestPosition
    : record.versions.map((version) => Boolean(version.text)).lastIndexOf(true);
  const searchHead = billSearchHeadOf(record, sponsorships);
  const row = {
    id: billId,
    jurisdictionId: record.jurisdictionId,
    sessionId,
    billType: record.billType,
    billNumber: record.billNumber,
    identifier: record.identifier,
    title: record.title,
    abstract: record.abstract ?? null,
    classification: record.classification,
    fromChamber: record.fromChamber,
    status: status.status,
    statusDate: status.statusDate,
    progress: status.progress,
    subjects,
    subjectTerms: record.subjectTerms,
    firstActionDate: firstAction?.date ?? null,
    firstActionText: firstAction?.text ?? null,
    lastActionDate: lastAction?.date ?? null,
    lastActionText: lastAction?.text ?? null,
    otherTitles: record.otherTitles ?? [],
    otherIdentifiers: record.otherIdentifiers ?? [],
    sources: record.sources,
    // A bill substituted by its companion says so (deriveStatus): extras.substitutedBy = { identifier, date }.
    extras: status.substitutedBy ? { ...record.extras, substitutedBy: status.substitutedBy } : (record.extras ?? {}),
    source: 'import',
    contentHash,
    // Weight C: the latest version's text, from the vector computed once for that version (below).
    search: latestTextPosition >= 0 ? sql`${searchHead} || setweight((select vector from latest), 'C')` : searchHead,
    updatedAt: new Date(),
  };
  const latestText = record.versions[latestTextPosition]?.text;
  const actionRows = record.actions.map((action, position) => ({
    billId,
    position,
    date: action.date,
    chamber: action.chamber,
    text: action.text,
    classification: action.classification,
    committeeName: action.committeeName ?? null,
  }));
  const versionRows = record.versions.map((version, position) => {
    const preferred = version.links.find((link) => link.mediaType === 'text/html') ?? version.links[0];
    return {
      billId,
      position,
      name: version.name,
      date: version.date,
      url: preferred?.url ?? null,
      mediaType: preferred?.mediaType ?? null,
      links: version.links,
      text: version.text ?? null,
      html: version.html ? sanitizeBillHtml(version.html) : null,
      search:
        position === latestTextPosition
          ? sql`(select vector from latest)`
          : version.text
            ? versionSearchOf(version.text)
            : null,
    };
  });
  const documentRows = record.documents.map((document, position) => {
    const preferred = document.links[0];
    return {
      billId,
      position,
      name: document.name,
      date: document.date,
      url: preferred?.url ?? null,
      mediaType: preferred?.mediaType ?? null,
      links: document.links,
    };
  });
  const sponsorshipRows = sponsorships.map((sponsor, position) => ({
    billId,
    position,
    name: sponsor.name,
    personId: sponsor.personId,
    classification: sponsor.classification,
    isPrimary: sponsor.isPrimary,
    entityType: sponsor.entityType ?? 'person',
  }));
  const relations = new Map(
    record.relations.map((relation) => [`${relation.relatedBillId}|${relation.relationType}`, relation]),
  );
  const relationRows = [...relations.values()].map((relation) => ({
    billId,
    relatedBillId: relation.relatedBillId,
    identifier: relation.identifier,
    sessionIdentifier: relation.sessionIdentifier ?? null,
    relationType: relation.relationType,
  }));
  const uniqueVotes = [...new Map(votes.map((vote) => [vote.id, vote])).values()];
  const voteRows = uniqueVotes.map((vote) => {
    const count = (...options: string[]) => options.reduce((sum, option) => sum + (vote.counts[option] ?? 0), 0);
    const yes = count('yes');
    const no = count('no');
    const total = Object.values(vote.counts).reduce((sum, value) => sum + value, 0);
    return {
      id: vote.id,
      billId,
      sessionId,
      motion: vote.motion,
      motionClassification: vote.motionClassification,
      date: vote.date,
      chamber: vote.chamber,
      organizationName: vote.organizationName ?? null,
      result: vote.result,
      yesCount: yes,
      noCount: no,
      otherCount: total - yes - no,
      counts: vote.counts,
      sources: vote.sources,
      sourceKey: vote.sourceKey,
    };
  });
  const personVoteRows = uniqueVotes.flatMap((vote) =>
    vote.voters.map((voter) => ({
      voteEventId: vote.id,
      option: voter.option,
      voterName: voter.name,
      personId: voter.personId,
    })),
  );

  // The bill and all its children in one statement (foreign keys are checked at its end). The latest
  // version's vector is computed once, for its row and for weight C of the bill's.
  const headRow = { billId, search: searchHead, lastActionDate: row.lastActionDate };
  const clauses: SQL[] = [];
  if (latestText) clauses.push(sql`latest as materialized (select ${versionSearchOf(latestText)} as vector)`);
  const inserts = [
    tx
      .insert(bills)
      .values(row)
      .onConflictDoUpdate({ target: bills.id, set: excludedOf(bills, row) })
      .getSQL(),
    tx
      .insert(billSearchHeads)
      .values(headRow)
      .onConflictDoUpdate({ target: billSearchHeads.billId, set: excludedOf(billSearchHeads, headRow) })
      .getSQL(),
    insertFromJson(billActions, actionRows),
    versionRows.length > 0 ? tx.insert(billVersions).values(versionRows).getSQL() : null,
    insertFromJson(billDocuments, documentRows),
    insertFromJson(billSponsorships, sponsorshipRows),
    insertFromJson(billRelations, relationRows),
    insertFromJson(voteEvents, voteRows),
    insertFromJson(personVotes, personVoteRows),
  ];
  inserts.forEach((insert, index) => {
    if (insert) clauses.push(sql`${sql.raw(`write_${index}`)} as (${insert})`);
  });
  await tx.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`);
  if (hearings.length > 0) {
    const timezone = timezoneOf(record.jurisdictionId);
    const uniqueEvents = [...new Map(hearings.map((hearing) => [hearing.eventId, hearing])).values()];
    await upsertRows(
      tx,
      events,
      uniqueEvents.map((hearing) => ({
        id: hearing.eventId,
        jurisdictionId: record.jurisdictionId,
        sessionId,
        name: hearing.name,
        classification: hearing.classification ?? 'committee-meeting',
        committeeName: hearing.committeeName,
        startTime: new Date(hearing.startTime),
        timezone,
        location: hearing.location ?? null,
        mediaLinks: hearing.mediaLinks,
        sourceKey: hearing.sourceKey,
        source: 'import',
      })),
      { target: events.id },
    );
    await insertChunked(
      tx,
      eventAgendaItems,
      uniqueEvents.map((hearing) => ({
        eventId: hearing.eventId,
        billId,
        description: hearing.description ?? null,
        mediaUrl: hearing.mediaUrl ?? null,
        mediaStartSeconds: hearing.mediaStartSeconds ?? null,
      })),
    );
  }

  if (before && existing) {
    const changes: { kind: BillEventKind; key: string; payload: Record<string, unknown> }[] = [];
    const occurrence = new Map<string, number>();
    for (const action of record.actions) {
      const base = `${action.date}|${action.text}`;
      const nth = (occurrence.get(base) ?? 0) + 1;
      occurrence.set(base, nth);
      const key = `${base}|${nth}`;
      if (!before.actionKeys.has(key)) {
        changes.push({
          kind: 'new_action',
          key,
          payload: {
            date: action.date,
            text: action.text,
            chamber: action.chamber,
            classification: action.classification,
          },
        });
      }
    }
    for (const version of record.versions) {
      const key = `${version.name}|${version.links[0]?.url ?? ''}`;
      if (!before.versionKeys.has(key)) {
        changes.push({
          kind: 'new_version',
          key,
          payload: { name: version.name, date: version.date, url: version.links[0]?.url },
        });
      }
    }
    for (const vote of uniqueVotes) {
      if (!before.voteIds.has(vote.id)) {
        changes.push({
          kind: 'new_vote',
          key: vote.id,
          payload: {
            voteEventId: vote.id,
            motion: vote.motion,
            date: vote.date,
            result: vote.result,
            counts: vote.counts,
          },
        });
      }
    }
    if (existing.status !== status.status) {
      changes.push({
        kind: 'status_change',
        key: `${existing.status}->${status.status}@${status.statusDate ?? ''}`,
        payload: { from: existing.status, to: status.status, date: status.statusDate },
      });
    }
    for (const hearing of hearings) {
      if (before.hearings.some((old) => old.eventId === hearing.eventId)) continue;
      const moved = before.hearings.find(
        (old) =>
          old.committeeName === hearing.committeeName && !hearings.some((current) => current.eventId === old.eventId),
      );
      changes.push(
        moved
          ? {
              kind: 'hearing_moved',
              key: `${moved.eventId}->${hearing.eventId}`,
              payload: {
                eventId: hearing.eventId,
                from: moved.startTime,
                to: hearing.startTime,
                committee: hearing.committeeName,
              },
            }
          : {
              kind: 'hearing_scheduled',
              key: hearing.eventId,
              payload: { eventId: hearing.eventId, startTime: hearing.startTime, committee: hearing.committeeName },
            },
      );
    }
    if (changes.length > 0) {
      await tx
        .insert(billEvents)
        .values(changes.map((change) => ({ billId, ...change })))
        .onConflictDoNothing();
    }
  }
  return existing ? 'updated' : 'inserted';
}

/**
 * Actions oldest first by date, the source's order breaking ties (a stable sort); undated actions keep their
 * place after the dated action before them. Sources whose numbering runs back in time (LegiScan's sequence,
 * a scraper's list) are shown in the order things happened.
 */
export function oldestFirst<T extends { date: string | null }>(actions: readonly T[]): T[] {
  let last = '';
  const keyed = actions.map((action, index) => {
    if (action.date) last = action.date;
    return { action, index, date: action.date ?? last };
  });
  return keyed.sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index).map(({ action }) => action);
}

/** Subject terms once each: the same term twice (any case or spacing) keeps its first spelling. */
export function uniqueTerms(terms: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const term of terms) {
    const trimmed = term.replace(/\s+/g, ' ').trim();
    const key = trimmed.toLowerCase();
    if (trimmed && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()];
}

/** What one bill adds to an import's quality counts: actions without a type, people sponsors without a link. */
export function qualityOf(
  actions: readonly { classification: string[] }[],
  sponsorships: readonly { entityType?: string; personId: string | null }[],
): ImportQuality {
  return {
    bills: 1,
    actionsUntyped: actions.filter((action) => action.classification.length === 0).length,
    sponsorsUnlinked: sponsorships.filter(
      (sponsor) => (!sponsor.entityType || sponsor.entityType === 'person') && !sponsor.personId,
    ).length,
  };
}

const subjectsByTerm = new Map<string, SubjectValue[]>();

/** classifySubjects(terms), one term at a time through a memo: a state's bills repeat their subject terms. */
function subjectsOf(terms: string[]): SubjectValue[] {
  const found = new Set<SubjectValue>();
  for (const term of terms) {
    let values = subjectsByTerm.get(term);
    if (!values) {
      if (subjectsByTerm.size >= 10_000) subjectsByTerm.clear();
      values = classifySubjects([term]);
      subjectsByTerm.set(term, values);
    }
    for (const value of values) found.add(value);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The stored bill's hash and status (undefined for a new bill). The same statement turns on asynchronous
 * commit for the transaction: the fsync of every bill's commit was the largest wait on PostgreSQL. A crash
 * can then lose the last bills written (whole, never half of one), which the next run writes again; the
 * import run's own commit at its end flushes everything before it.
 */
function findStored(tx: Tx, billId: string): Promise<{ contentHash: string; status: number | null } | undefined> {
  return tx
    .execute(sql`select b.content_hash, b.status
      from (select set_config('synchronous_commit', 'off', true)) as config left join ${bills} b on b.id = ${billId}`)
    .then((found) => {
      const [stored] = (found as unknown as { rows: { content_hash: string | null; status: number | null }[] }).rows;
      return stored?.content_hash ? { contentHash: stored.content_hash, status: stored.status } : undefined;
    });
}

type TakenChildren = {
  actions: { date: string | null; text: string }[];
  versions: { name: string; url: string | null }[];
  votes: string[];
  hearings: { eventId: string; committeeName: string | null; startTime: string }[];
};

/** Deletes a bill's children (person votes go with their vote events) and returns the old ones' keys. */
async function takeChildren(tx: Tx, billId: string) {
  const result = await tx.execute(sql`
    with actions as (delete from bill_actions where bill_id = ${billId} returning position, date, text),
      versions as (delete from bill_versions where bill_id = ${billId} returning position, name, links),
      votes as (delete from vote_events where bill_id = ${billId} returning id),
      agenda as (delete from event_agenda_items where bill_id = ${billId} returning event_id),
      documents as (delete from bill_documents where bill_id = ${billId}),
      sponsorships as (delete from bill_sponsorships where bill_id = ${billId}),
      relations as (delete from bill_relations where bill_id = ${billId})
    select
      (select coalesce(json_agg(json_build_object('date', date, 'text', text) order by position), '[]') from actions)
        as actions,
      (select coalesce(json_agg(json_build_object('name', name, 'url', links->0->>'url') order by position), '[]')
        from versions) as versions,
      (select coalesce(json_agg(id), '[]') from votes) as votes,
      (select coalesce(json_agg(json_build_object('eventId', e.id, 'committeeName', e.committee_name,
          'startTime', e.start_time)), '[]')
        from events e where e.id in (select event_id from agenda)) as hearings`);
  const [taken] = (result as unknown as { rows: TakenChildren[] }).rows;
  if (!taken) throw new Error(`Could not replace the children of ${billId}.`);
  const occurrence = new Map<string, number>();
  const actionKeys = new Set<string>();
  for (const action of taken.actions) {
    const base = `${action.date}|${action.text}`;
    const nth = (occurrence.get(base) ?? 0) + 1;
    occurrence.set(base, nth);
    actionKeys.add(`${base}|${nth}`);
  }
  return {
    actionKeys,
    versionKeys: new Set(taken.versions.map((version) => `${version.name}|${version.url ?? ''}`)),
    voteIds: new Set(taken.votes),
    hearings: taken.hearings.map((hearing) => ({ ...hearing, startTime: new Date(hearing.startTime).toISOString() })),
  };
}
