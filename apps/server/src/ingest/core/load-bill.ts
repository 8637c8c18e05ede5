import { classifySubjects } from '@statehouse/shared/reference/subjects';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type BillEventKind,
  billActions,
  billDocuments,
  billEvents,
  billRelations,
  billSponsorships,
  bills,
  billVersions,
  eventAgendaItems,
  events,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { type BillRecord, billIdOf } from './bill-record';
import { deriveStatus } from './bill-status';
import { hashOf } from './hash';
import { sanitizeBillHtml } from './html';
import { timezoneOf } from './jurisdictions';
import type { PeopleResolver } from './people-resolver';
import { sessionKey, upsertSessions } from './sessions';
import type { Tx, WriteOutcome } from './types';
import { insertChunked, upsertRows } from './upsert';

export type LoadBillOptions = {
  /** Resolves sponsor and voter names; null leaves every link empty. */
  resolver: PeopleResolver | null;
  /** Sessions already written in this run (skips re-upserting them per bill). */
  knownSessions?: Set<string>;
};

const searchTextLimit = 200_000;

export const eventIdOf = (jurisdictionId: string, sourceKey: string): string =>
  `${jurisdictionId}-event-${hashOf(sourceKey)}`;
export const voteIdOf = (billId: string, sourceKey: string): string => `${billId}~${hashOf(sourceKey, 12)}`;

/**
 * Writes one bill with all its children inside the caller's transaction. An unchanged record (same
 * content hash) is a no-op; a changed one replaces its children and, when the bill existed before,
 * records what changed as bill_events (each change once: (bill, kind, key) is unique).
 */
export async function loadBill(tx: Tx, input: BillRecord, options: LoadBillOptions): Promise<WriteOutcome> {
  const { sourceUpdatedAt: _ignored, ...record } = input;
  const billId = billIdOf(record);
  const sessionId = sessionKey(record.jurisdictionId, record.session.code);
  if (!options.knownSessions?.has(sessionId)) {
    await upsertSessions(tx, [record.session]);
    options.knownSessions?.add(sessionId);
  }

  const resolver = options.resolver;
  const firstDate = record.actions.find((action) => action.date)?.date ?? null;
  const sponsorships = record.sponsorships.map((sponsor) => ({
    ...sponsor,
    personId:
      sponsor.personId ??
      (sponsor.entityType && sponsor.entityType !== 'person'
        ? null
        : (resolver?.resolve(sponsor.name, {
            chamber: sponsor.chamber ?? (sponsor.isPrimary ? record.fromChamber : null),
            date: firstDate,
          }) ?? null)),
  }));
  const votes = record.votes.map((vote) => ({
    ...vote,
    id: voteIdOf(billId, vote.sourceKey),
    voters: vote.voters.map((voter) => ({
      ...voter,
      personId:
        voter.personId ??
        resolver?.resolve(voter.name, { chamber: voter.chamber ?? vote.chamber, date: vote.date }) ??
        null,
    })),
  }));
  const derived = deriveStatus({
    actions: record.actions,
    fromChamber: record.fromChamber,
    classification: record.classification,
  });
  const status = record.statusOverride
    ? { ...derived, status: record.statusOverride.status, statusDate: record.statusOverride.date }
    : derived;
  const subjects = classifySubjects(record.subjectTerms.length > 0 ? record.subjectTerms : [record.title]);
  const hearings = record.hearings.map((hearing) => ({
    ...hearing,
    eventId: eventIdOf(record.jurisdictionId, hearing.sourceKey),
  }));
  const contentHash = hashOf({ record, sponsorships, votes, status, subjects }, 32);

  const [existing] = await tx
    .select({ contentHash: bills.contentHash, status: bills.status })
    .from(bills)
    .where(eq(bills.id, billId));
  if (existing?.contentHash === contentHash) return 'unchanged';

  const before = existing ? await snapshotChildren(tx, billId) : null;

  const firstAction = record.actions[0];
  const lastAction = record.actions.at(-1);
  const latestTextPosition = record.versions.map((version) => Boolean(version.text)).lastIndexOf(true);
  const identifierWords = `${record.identifier} ${record.identifier.replace(/\s+/g, '')} ${record.billType}${record.billNumber}`;
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
    extras: record.extras ?? {},
    source: 'import',
    contentHash,
    // Weight C (the latest version's text) is added from that version's own vector below.
    search: sql`setweight(to_tsvector('english', ${`${identifierWords} ${record.title}`}), 'A') ||
      setweight(to_tsvector('english', ${`${record.abstract ?? ''} ${record.subjectTerms.join(' ')}`}), 'B')`,
    updatedAt: new Date(),
  };
  await tx
    .insert(bills)
    .values(row)
    .onConflictDoUpdate({ target: bills.id, set: { ...row, id: undefined } });

  if (existing) {
    for (const table of [billActions, billVersions, billDocuments, billSponsorships, billRelations, voteEvents]) {
      await tx.delete(table).where(eq(table.billId, billId));
    }
    await tx.delete(eventAgendaItems).where(eq(eventAgendaItems.billId, billId));
  }

  await insertChunked(
    tx,
    billActions,
    record.actions.map((action, position) => ({
      billId,
      position,
      date: action.date,
      chamber: action.chamber,
      text: action.text,
      classification: action.classification,
      committeeName: action.committeeName ?? null,
    })),
  );
  if (record.versions.length > 0) {
    await tx.insert(billVersions).values(
      record.versions.map((version, position) => {
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
          search: version.text ? sql`to_tsvector('english', ${version.text.slice(0, searchTextLimit)})` : null,
        };
      }),
    );
  }
  if (latestTextPosition >= 0) {
    await tx.execute(
      sql`update bills set search = bills.search || setweight(v.search, 'C')
        from bill_versions v where bills.id = ${billId} and v.bill_id = ${billId} and v.position = ${latestTextPosition}`,
    );
  }
  await insertChunked(
    tx,
    billDocuments,
    record.documents.map((document, position) => {
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
    }),
  );
  await insertChunked(
    tx,
    billSponsorships,
    sponsorships.map((sponsor, position) => ({
      billId,
      position,
      name: sponsor.name,
      personId: sponsor.personId,
      classification: sponsor.classification,
      isPrimary: sponsor.isPrimary,
      entityType: sponsor.entityType ?? 'person',
    })),
  );
  const relations = new Map(
    record.relations.map((relation) => [`${relation.relatedBillId}|${relation.relationType}`, relation]),
  );
  await insertChunked(
    tx,
    billRelations,
    [...relations.values()].map((relation) => ({
      billId,
      relatedBillId: relation.relatedBillId,
      identifier: relation.identifier,
      sessionIdentifier: relation.sessionIdentifier ?? null,
      relationType: relation.relationType,
    })),
  );
  const uniqueVotes = [...new Map(votes.map((vote) => [vote.id, vote])).values()];
  await insertChunked(
    tx,
    voteEvents,
    uniqueVotes.map((vote) => {
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
    }),
  );
  await insertChunked(
    tx,
    personVotes,
    uniqueVotes.flatMap((vote) =>
      vote.voters.map((voter) => ({
        voteEventId: vote.id,
        option: voter.option,
        voterName: voter.name,
        personId: voter.personId,
      })),
    ),
  );
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

async function snapshotChildren(tx: Tx, billId: string) {
  const actions = await tx
    .select({ date: billActions.date, text: billActions.text })
    .from(billActions)
    .where(eq(billActions.billId, billId))
    .orderBy(billActions.position);
  const occurrence = new Map<string, number>();
  const actionKeys = new Set<string>();
  for (const action of actions) {
    const base = `${action.date}|${action.text}`;
    const nth = (occurrence.get(base) ?? 0) + 1;
    occurrence.set(base, nth);
    actionKeys.add(`${base}|${nth}`);
  }
  const versions = await tx
    .select({ name: billVersions.name, links: billVersions.links })
    .from(billVersions)
    .where(eq(billVersions.billId, billId));
  const votes = await tx.select({ id: voteEvents.id }).from(voteEvents).where(eq(voteEvents.billId, billId));
  const agenda = await tx
    .select({ eventId: eventAgendaItems.eventId })
    .from(eventAgendaItems)
    .where(eq(eventAgendaItems.billId, billId));
  const eventIds = agenda.map((item) => item.eventId);
  const hearingRows =
    eventIds.length === 0
      ? []
      : await tx
          .select({ eventId: events.id, committeeName: events.committeeName, startTime: events.startTime })
          .from(events)
          .where(and(inArray(events.id, eventIds)));
  return {
    actionKeys,
    versionKeys: new Set(versions.map((version) => `${version.name}|${version.links[0]?.url ?? ''}`)),
    voteIds: new Set(votes.map((vote) => vote.id)),
    hearings: hearingRows.map((row) => ({ ...row, startTime: row.startTime.toISOString() })),
  };
}
