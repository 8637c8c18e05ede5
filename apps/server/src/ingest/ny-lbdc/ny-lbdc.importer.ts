import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  bills,
  eventAgendaItems,
  events,
  eventTranscripts,
  personVotes,
  voteEvents,
} from '../../db/schema/legislation';
import { committees } from '../../db/schema/people';
import { errorMessage, RecordError, SourceError } from '../core/errors';
import { recordHearingMentions } from '../core/hearing-mentions';
import { ensureJurisdictions, timezoneOf } from '../core/jurisdictions';
import { eventIdOf, voteIdOf } from '../core/load-bill';
import { type PeopleResolver, peopleResolverFor } from '../core/people-resolver';
import { sessionKey, upsertSessions } from '../core/sessions';
import { transcriptSearchSql } from '../core/transcript-search';
import type { ImportContext, Importer, WriteOutcome } from '../core/types';
import { outcomeOf, upsertRows } from '../core/upsert';
import { nySession } from '../ny-legislation/ny-legislation.parser';
import { zonedIso } from '../sync/legiscan-api';
import {
  type AgendaEntry,
  type AgendaVoteEntry,
  committeeAction,
  type FloorVote,
  type LbdcBillRef,
  lbdcBillId,
  lbdcBillRef,
  nySessionYear,
  parseAgenda,
  parseAgendaVote,
  parseFloorVote,
  voteOption,
} from './ny-lbdc.parser';
import { decodeTranscript, parseTranscript, type TranscriptKind } from './ny-lbdc.transcript';

const state = 'NY';
const timezone = timezoneOf(state);

type FileKind = 'agenda' | 'agenda-vote' | 'floor-vote' | TranscriptKind;

/** What a file is, from its LBDC name (`..._SENAGEN_00005.XML`) or the folder it sits in. */
export function fileKindOf(file: string): FileKind | null {
  const name = path.basename(file);
  if (/_SENAGENV_/i.test(name)) return 'agenda-vote';
  if (/_SENAGEN_/i.test(name)) return 'agenda';
  if (/_SENFLVOT_/i.test(name)) return 'floor-vote';
  const folders = path.dirname(file).split(path.sep);
  if (folders.includes('hearingTranscripts') && /\.txt$/i.test(name)) return 'hearing';
  if (folders.includes('transcriptFiles')) return 'floor';
  return null;
}

function listFiles(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) found.push(full);
    }
  };
  visit(target);
  return found;
}

/** LBDC names start with a timestamp, so file-name order is publication order (a later file replaces). */
const byName = (a: string, b: string) => path.basename(a).localeCompare(path.basename(b)) || a.localeCompare(b);

type Meeting = {
  key: string;
  sessionYear: number;
  committee: string;
  meetDate: string;
  meetTime: string | null;
  agenda: { entry: AgendaEntry; file: string }[];
  vote: { entry: AgendaVoteEntry; file: string } | null;
};

const meetingKeyOf = (entry: { sessionYear: number; committee: string; meetDate: string; meetTime: string | null }) =>
  `${entry.sessionYear}|${entry.committee.toLowerCase()}|${entry.meetDate}|${entry.meetTime ?? ''}`;

/**
 * Committee meetings from every agenda and agenda-vote file. An addendum's committee replaces the same
 * addendum's committee from an earlier file; addenda of one meeting (same committee, date and time) merge.
 */
function collectMeetings(ctx: ImportContext, agendaFiles: string[], voteFiles: string[]): Meeting[] {
  const parsed = <T>(file: string, parse: (xml: string, file: string) => T): T | null => {
    try {
      return parse(readFileSync(file, 'utf8'), file);
    } catch (error) {
      const where = error instanceof RecordError ? error.where : { file };
      ctx.skip({ ...where, file, reason: errorMessage(error) });
      return null;
    }
  };
  const addenda = new Map<string, { entry: AgendaEntry; file: string }>();
  for (const file of agendaFiles) {
    for (const entry of parsed(file, parseAgenda) ?? []) {
      addenda.set(`${entry.sessionYear}|${entry.agendaNo}|${entry.addendum}|${entry.committee.toLowerCase()}`, {
        entry,
        file,
      });
    }
  }
  const meetings = new Map<string, Meeting>();
  const meetingOf = (entry: AgendaEntry | AgendaVoteEntry): Meeting => {
    const key = meetingKeyOf(entry);
    let meeting = meetings.get(key);
    if (!meeting) {
      meeting = {
        key,
        sessionYear: entry.sessionYear,
        committee: entry.committee,
        meetDate: entry.meetDate,
        meetTime: entry.meetTime,
        agenda: [],
        vote: null,
      };
      meetings.set(key, meeting);
    }
    return meeting;
  };
  const ordered = [...addenda.values()].sort(
    (a, b) => a.entry.agendaNo - b.entry.agendaNo || a.entry.addendum.localeCompare(b.entry.addendum),
  );
  for (const item of ordered) meetingOf(item.entry).agenda.push(item);
  for (const file of voteFiles) {
    for (const entry of parsed(file, parseAgendaVote) ?? []) meetingOf(entry).vote = { entry, file };
  }
  return [...meetings.values()];
}

/** The stored bills among `ids` (agenda items and votes link to them; the rest keep only the print number). */
async function existingBills(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(inArray(bills.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

async function committeeIdOf(ctx: ImportContext, tx: Tx, name: string): Promise<string | null> {
  const cacheKey = `ny-lbdc:committee:${name.toLowerCase()}`;
  if (ctx.cache.has(cacheKey)) return ctx.cache.get(cacheKey) as string | null;
  const rows = await tx
    .select({ id: committees.id })
    .from(committees)
    .where(
      and(
        eq(committees.jurisdictionId, state),
        eq(committees.chamber, 'upper'),
        sql`lower(${committees.name}) = ${name.toLowerCase()}`,
      ),
    );
  const id = rows.length === 1 ? (rows[0]?.id ?? null) : null;
  ctx.cache.set(cacheKey, id);
  return id;
}

async function ensureSession(ctx: ImportContext, tx: Tx, year: number): Promise<string> {
  const session = nySession(nySessionYear(year));
  const id = sessionKey(state, session.code);
  const seen = (ctx.cache.get('ny-lbdc:sessions') as Set<string> | undefined) ?? new Set<string>();
  ctx.cache.set('ny-lbdc:sessions', seen);
  if (!seen.has(id)) {
    await upsertSessions(tx, [session]);
    seen.add(id);
  }
  return id;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

type VoteRow = typeof voteEvents.$inferInsert;
type Ballot = { option: string; voterName: string; personId: string | null };

/** Upserts roll calls and replaces their ballots when they differ. Returns whether anything was written. */
async function writeVotes(tx: Tx, rows: { vote: VoteRow; ballots: Ballot[] }[]): Promise<boolean> {
  if (rows.length === 0) return false;
  const result = await upsertRows(
    tx,
    voteEvents,
    rows.map((row) => row.vote),
    { target: voteEvents.id },
  );
  let changed = result.inserted + result.updated > 0;
  for (const { vote, ballots } of rows) {
    const current = await tx
      .select({ option: personVotes.option, voterName: personVotes.voterName, personId: personVotes.personId })
      .from(personVotes)
      .where(eq(personVotes.voteEventId, vote.id))
      .orderBy(asc(personVotes.id));
    if (same(current, ballots)) continue;
    await tx.delete(personVotes).where(eq(personVotes.voteEventId, vote.id));
    if (ballots.length > 0)
      await tx.insert(personVotes).values(ballots.map((ballot) => ({ ...ballot, voteEventId: vote.id })));
    changed = true;
  }
  return changed;
}

function countsOf(ballots: Ballot[]): { counts: Record<string, number>; yes: number; no: number; other: number } {
  const counts: Record<string, number> = {};
  for (const ballot of ballots) counts[ballot.option] = (counts[ballot.option] ?? 0) + 1;
  const yes = counts.yes ?? 0;
  const no = counts.no ?? 0;
  return { counts, yes, no, other: ballots.length - yes - no };
}

const resolveBallots = (resolver: PeopleResolver, votes: { name: string; vote: string }[], date: string): Ballot[] =>
  votes.map((member) => ({
    option: voteOption(member.vote),
    voterName: member.name,
    personId: resolver.resolve(member.name, { chamber: 'upper', date }),
  }));

/**
 * One committee meeting: the event, its agenda items (bills by print number) and the committee's votes.
 * A run that reads only one of the two feeds (an agenda file alone, a vote file alone) keeps what the
 * other feed stored: agenda fields, attendance, items and roll calls are replaced only by their own feed.
 */
/** The meeting's event row; what this run's files do not say (no agenda read) is kept from the stored row. */
async function writeMeetingEvent(
  ctx: ImportContext,
  tx: Tx,
  meeting: Meeting,
  ids: { eventId: string; sessionId: string; sourceKey: string },
): Promise<{ inserted: number; updated: number }> {
  const { eventId, sessionId, sourceKey } = ids;
  const agenda = meeting.agenda.map((item) => item.entry);
  const hasAgenda = agenda.length > 0;
  const last = agenda.at(-1);
  const notes = [...new Set(agenda.map((entry) => entry.notes).filter((note): note is string => !!note))];
  const vote = meeting.vote?.entry ?? null;
  const [existing] = await tx
    .select({
      location: events.location,
      status: events.status,
      description: events.description,
      extras: events.extras,
    })
    .from(events)
    .where(eq(events.id, eventId));
  const kept = existing?.extras ?? {};

  const event = {
    id: eventId,
    jurisdictionId: state,
    sessionId,
    name: `Senate ${meeting.committee} Committee`,
    classification: 'committee-meeting',
    committeeId: await committeeIdOf(ctx, tx, meeting.committee),
    committeeName: meeting.committee,
    startTime: new Date(zonedIso(meeting.meetDate, meeting.meetTime, timezone)),
    timezone,
    allDay: meeting.meetTime === null,
    location: hasAgenda
      ? ([...agenda].reverse().find((entry) => entry.location)?.location ?? null)
      : (existing?.location ?? null),
    status: hasAgenda
      ? last?.notes && /\bcancell?ed\b/i.test(last.notes)
        ? 'cancelled'
        : 'confirmed'
      : (existing?.status ?? 'confirmed'),
    description: hasAgenda ? (notes.length > 0 ? notes.join('\n') : null) : (existing?.description ?? null),
    sources: [],
    extras: {
      chair: last?.chair ?? vote?.chair ?? kept.chair ?? null,
      agenda: hasAgenda
        ? agenda.map((entry) => ({
            number: entry.agendaNo,
            addendum: entry.addendum,
            weekOf: entry.weekOf,
            publishedAt: entry.publishedAt,
          }))
        : (kept.agenda ?? []),
      agendaFiles: hasAgenda ? meeting.agenda.map((item) => path.basename(item.file)) : (kept.agendaFiles ?? []),
      attendance: vote ? vote.attendance : (kept.attendance ?? null),
      voteFile: meeting.vote ? path.basename(meeting.vote.file) : (kept.voteFile ?? null),
    },
    sourceKey,
    source: 'import',
  };
  return upsertRows(tx, events, [event], { target: events.id });
}

/**
 * The meeting's agenda items; also says which of the bills named by the agenda or the vote file are loaded
 * (`present`), for linking the votes.
 */
async function writeMeetingItems(
  tx: Tx,
  meeting: Meeting,
  eventId: string,
): Promise<{ changed: boolean; present: Set<string> }> {
  const agenda = meeting.agenda.map((item) => item.entry);
  const vote = meeting.vote?.entry ?? null;
  // Items: the agenda's bills in agenda order, then voted bills that were not on it, then what an earlier
  // run stored from the feed this run did not read.
  const currentItems = await tx
    .select({
      billId: eventAgendaItems.billId,
      billIdentifier: eventAgendaItems.billIdentifier,
      position: eventAgendaItems.position,
      sponsorName: eventAgendaItems.sponsorName,
      description: eventAgendaItems.description,
      mediaUrl: eventAgendaItems.mediaUrl,
      mediaStartSeconds: eventAgendaItems.mediaStartSeconds,
    })
    .from(eventAgendaItems)
    .where(eq(eventAgendaItems.eventId, eventId))
    .orderBy(asc(eventAgendaItems.position), asc(eventAgendaItems.id));
  const stored = new Map(currentItems.map((item) => [item.billIdentifier ?? '', item]));
  const wanted = new Map<string, { bill: LbdcBillRef | null; sponsor: string | null; title: string | null }>();
  for (const entry of agenda) {
    for (const item of entry.bills) {
      const known = wanted.get(item.bill.printNo);
      wanted.set(item.bill.printNo, {
        bill: item.bill,
        sponsor: item.sponsor ?? known?.sponsor ?? null,
        title: item.title ?? known?.title ?? null,
      });
    }
  }
  for (const item of vote?.bills ?? []) {
    if (!wanted.has(item.bill.printNo))
      wanted.set(item.bill.printNo, { bill: item.bill, sponsor: item.sponsor, title: null });
  }
  for (const item of currentItems) {
    const identifier = item.billIdentifier ?? '';
    if (!wanted.has(identifier)) wanted.set(identifier, { bill: lbdcBillRef(identifier), sponsor: null, title: null });
  }
  const billIdOf = (bill: LbdcBillRef | null) => (bill ? lbdcBillId(meeting.sessionYear, bill) : null);
  const present = await existingBills(tx, [
    ...[...wanted.values()].map((item) => billIdOf(item.bill)).filter((id): id is string => id !== null),
    ...(vote?.bills ?? []).map((item) => lbdcBillId(meeting.sessionYear, item.bill)),
  ]);
  const linked = new Set<string>();
  const items = [...wanted.entries()].map(([identifier, item], position) => {
    const billId = billIdOf(item.bill);
    // (event, bill) is unique: S1234 and S1234A on one agenda link the first and keep both numbers.
    const link = billId && present.has(billId) && !linked.has(billId) ? billId : null;
    if (link) linked.add(link);
    const before = stored.get(identifier);
    return {
      billId: link,
      billIdentifier: identifier,
      position,
      sponsorName: item.sponsor ?? before?.sponsorName ?? null,
      description: item.title ?? before?.description ?? null,
      mediaUrl: null,
      mediaStartSeconds: null,
    };
  });
  if (!same(currentItems, items)) {
    await tx.delete(eventAgendaItems).where(eq(eventAgendaItems.eventId, eventId));
    if (items.length > 0) await tx.insert(eventAgendaItems).values(items.map((item) => ({ ...item, eventId })));
    return { changed: true, present };
  }
  return { changed: false, present };
}

/** The committee roll calls of the meeting's vote file, replacing those stored for the meeting; true if any changed. */
async function writeMeetingVotes(
  ctx: ImportContext,
  tx: Tx,
  meeting: Meeting,
  vote: AgendaVoteEntry,
  ids: { eventId: string; sessionId: string; present: Set<string> },
): Promise<boolean> {
  const { eventId, sessionId, present } = ids;
  const resolver = await peopleResolverFor(ctx.cache, tx, state);
  const votes = vote.bills.map((item) => {
    const billId = lbdcBillId(meeting.sessionYear, item.bill);
    const voteKey = `ny-lbdc/committee-vote/${meeting.sessionYear}/${meeting.committee}/${meeting.meetDate}/${item.bill.printNo}`;
    const ballots = resolveBallots(resolver, item.votes, meeting.meetDate);
    const { counts, yes, no, other } = countsOf(ballots);
    const action = committeeAction(item.action, item.referCommittee);
    const passed = action.passed ?? yes > no;
    return {
      vote: {
        id: voteIdOf(billId, voteKey),
        billId: present.has(billId) ? billId : null,
        billIdentifier: item.bill.printNo,
        eventId,
        sessionId,
        motion: `${action.motion} (${meeting.committee})`,
        motionClassification:
          action.passed === false
            ? ['committee-failure']
            : item.action.trim().toUpperCase() === 'RC'
              ? ['committee-passage', 'referral-committee']
              : ['committee-passage'],
        date: meeting.meetDate,
        chamber: 'upper',
        organizationName: meeting.committee,
        result: passed ? 'pass' : 'fail',
        yesCount: yes,
        noCount: no,
        otherCount: other,
        counts,
        sources: [],
        sourceKey: voteKey,
      } satisfies VoteRow,
      ballots,
    };
  });
  const changed = await writeVotes(tx, votes);
  // The meeting's vote file replaces the meeting's roll calls: a bill it no longer lists loses its vote.
  const stale = await tx
    .delete(voteEvents)
    .where(
      and(
        eq(voteEvents.eventId, eventId),
        votes.length > 0
          ? notInArray(
              voteEvents.id,
              votes.map((row) => row.vote.id),
            )
          : sql`true`,
      ),
    )
    .returning({ id: voteEvents.id });
  return changed || stale.length > 0;
}

async function writeMeeting(ctx: ImportContext, tx: Tx, meeting: Meeting): Promise<WriteOutcome> {
  const sessionId = await ensureSession(ctx, tx, meeting.sessionYear);
  const sourceKey = `ny-lbdc/meeting/${meeting.sessionYear}/${meeting.committee}/${meeting.meetDate}${meeting.meetTime ? `T${meeting.meetTime}` : ''}`;
  const eventId = eventIdOf(state, sourceKey);
  const eventResult = await writeMeetingEvent(ctx, tx, meeting, { eventId, sessionId, sourceKey });
  const items = await writeMeetingItems(tx, meeting, eventId);
  const votesChanged = meeting.vote
    ? await writeMeetingVotes(ctx, tx, meeting, meeting.vote.entry, { eventId, sessionId, present: items.present })
    : false;
  if (eventResult.inserted > 0) return 'inserted';
  return eventResult.updated > 0 || items.changed || votesChanged ? 'updated' : 'unchanged';
}

async function writeFloorVote(ctx: ImportContext, tx: Tx, vote: FloorVote): Promise<WriteOutcome> {
  const sessionId = await ensureSession(ctx, tx, vote.sessionYear);
  const billId = lbdcBillId(vote.sessionYear, vote.bill);
  const stored = await existingBills(tx, [billId]);
  const resolver = await peopleResolverFor(ctx.cache, tx, state);
  const ballots = resolveBallots(resolver, vote.votes, vote.date);
  const { counts, yes, no, other } = countsOf(ballots);
  const sourceKey = `ny-lbdc/floor-vote/${vote.sessionYear}/${vote.bill.printNo}/${vote.date}/${vote.billSeqNo ?? ''}/${vote.dateSeqNo ?? ''}`;
  // The file's totals are the official count; the members' list gives the rest.
  const yesCount = vote.totalYes ?? yes;
  const noCount = vote.totalNo ?? no;
  const row: VoteRow = {
    id: voteIdOf(billId, sourceKey),
    billId: stored.has(billId) ? billId : null,
    billIdentifier: vote.bill.printNo,
    eventId: null,
    sessionId,
    motion: 'Floor vote',
    motionClassification: ['passage'],
    date: vote.date,
    chamber: 'upper',
    organizationName: null,
    result: yesCount > noCount ? 'pass' : 'fail',
    yesCount,
    noCount,
    otherCount: other,
    counts,
    sources: [],
    sourceKey,
  };
  const existed = (await tx.select({ id: voteEvents.id }).from(voteEvents).where(eq(voteEvents.id, row.id))).length > 0;
  const changed = await writeVotes(tx, [{ vote: row, ballots }]);
  return !existed ? 'inserted' : changed ? 'updated' : 'unchanged';
}

async function writeTranscript(ctx: ImportContext, tx: Tx, file: string, kind: TranscriptKind): Promise<WriteOutcome> {
  const transcript = parseTranscript(decodeTranscript(readFileSync(file)), file, kind);
  const year = Number(transcript.date.slice(0, 4));
  const sessionId = await ensureSession(ctx, tx, year);
  const name = path.basename(file);
  const sourceKey =
    kind === 'hearing'
      ? `ny-lbdc/hearing/${name}`
      : `ny-lbdc/floor/${transcript.date}${transcript.time ? `T${transcript.time}` : ''}`;
  const eventId = eventIdOf(state, sourceKey);
  const event = {
    id: eventId,
    jurisdictionId: state,
    sessionId,
    name: transcript.title,
    classification: kind,
    committeeId: null,
    committeeName: null,
    startTime: new Date(zonedIso(transcript.date, transcript.time, timezone)),
    timezone,
    allDay: transcript.time === null,
    location: transcript.location,
    status: 'confirmed',
    description: null,
    sources: [],
    extras: { file: name },
    sourceKey,
    source: 'import',
  };
  const eventResult = await upsertRows(tx, events, [event], { target: events.id });
  const [current] = await tx
    .select({
      text: eventTranscripts.text,
      firstPage: eventTranscripts.firstPage,
      pageCount: eventTranscripts.pageCount,
      sourceFile: eventTranscripts.sourceFile,
    })
    .from(eventTranscripts)
    .where(eq(eventTranscripts.eventId, eventId));
  const row = {
    text: transcript.text,
    firstPage: transcript.firstPage,
    pageCount: transcript.pageCount,
    sourceFile: name,
  };
  // The search vector is rebuilt only when the text (or the name it weighs) changed.
  const changed = !same(current, row) || eventResult.updated > 0;
  if (changed) {
    await tx
      .insert(eventTranscripts)
      .values({ eventId, ...row, search: transcriptSearchSql(transcript.title, transcript.text) })
      .onConflictDoUpdate({
        target: eventTranscripts.eventId,
        set: { ...row, search: transcriptSearchSql(transcript.title, transcript.text) },
      });
    await recordHearingMentions(tx, {
      eventId,
      sessionId,
      stateCode: state,
      name: transcript.title,
      date: transcript.date,
      text: transcript.text,
    });
  }
  return eventResult.inserted > 0 ? 'inserted' : changed ? 'updated' : outcomeOf(eventResult);
}

/**
 * NY LBDC feeds and Senate transcripts (nysenate-openleg-samples, or any folder or file laid out like
 * it): committee agendas and committee votes as committee-meeting events, Senate floor roll calls, and
 * public hearing / floor session transcripts as hearing / floor events with their text.
 */
export async function importNyLbdc(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  await ensureJurisdictions(ctx.db);
  const files = listFiles(target).sort(byName);
  const byKind = (kind: FileKind) => files.filter((file) => fileKindOf(file) === kind);
  const agendaFiles = byKind('agenda');
  const voteFiles = byKind('agenda-vote');
  const floorVoteFiles = byKind('floor-vote');
  const transcripts = files
    .map((file) => ({ file, kind: fileKindOf(file) }))
    .filter((item): item is { file: string; kind: TranscriptKind } => item.kind === 'hearing' || item.kind === 'floor');

  ctx.reporter.start('ny-lbdc', agendaFiles.length + voteFiles.length + floorVoteFiles.length + transcripts.length);
  const meetings = collectMeetings(ctx, agendaFiles, voteFiles);
  for (const meeting of meetings) {
    const file = meeting.vote?.file ?? meeting.agenda.at(-1)?.file ?? target;
    await ctx.writeRecord({ file, record: `${meeting.committee} ${meeting.meetDate}` }, (tx) =>
      writeMeeting(ctx, tx, meeting),
    );
    if (ctx.signal?.aborted) return;
  }
  // Files parsed for meetings count as done once their meetings are written.
  for (let index = 0; index < agendaFiles.length + voteFiles.length; index += 1) ctx.reporter.tick();
  for (const file of floorVoteFiles) {
    if (ctx.signal?.aborted) return;
    await ctx.writeRecord({ file }, (tx) => writeFloorVote(ctx, tx, parseFloorVote(readFileSync(file, 'utf8'), file)));
    ctx.reporter.tick();
  }
  for (const { file, kind } of transcripts) {
    if (ctx.signal?.aborted) return;
    await ctx.writeRecord({ file }, (tx) => writeTranscript(ctx, tx, file, kind));
    ctx.reporter.tick();
  }
}

export const nyLbdcImporter: Importer = {
  name: 'ny-lbdc',
  description:
    'NY LBDC feeds: committee agendas and committee votes (meeting events), Senate floor votes, public hearing and floor session transcripts',
  order: 25,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'nysenate-openleg-samples');
    return existsSync(folder) ? [folder] : [];
  },
  run: importNyLbdc,
};
