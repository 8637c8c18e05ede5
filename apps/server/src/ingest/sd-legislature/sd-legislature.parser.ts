import type { ActionRecord, BillRecord, HearingRecord, VoteRecord } from '../core/bill-record';
import { RecordError } from '../core/errors';
import { type SessionInput, sessionCodeFor } from '../core/sessions';
import { orderVersions } from '../core/version-order';
import { arr, type Raw, strOrNumber } from '../loaders/records';

export type SdSession = { sessionId: string; session: SessionInput };
export type SdLegislator = {
  profileId: number;
  canonicalId: number;
  name: string;
  chamber: string | null;
  district: string | null;
  party: string | null;
  raw: Raw;
};
export type SdCommittee = {
  committeeId: number;
  canonId: number;
  name: string;
  chamber: string;
  isFullBody: boolean;
  members: { profileId: number; role: string }[];
  room: string | null;
};

/** What the bill parser needs to know about the session's people and committees. */
export type SdContext = {
  sessions: Map<string, SessionInput>;
  legislators: Map<number, { name: string; personId: string | null; chamber: string | null }>;
  committees: Map<number, SdCommittee>;
};

export function parseJsonObject(text: string, file: string): Raw {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
    return value as Raw;
  } catch (error) {
    throw new RecordError(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`, { file });
  }
}

const chamberOfCode = (code: unknown): string => (code === 'S' ? 'upper' : code === 'H' ? 'lower' : 'legislature');

/**
 * `2024` -> 24R, `2021 First Special Session` -> 211, `2020 Special Session` -> 201 (ingest/core/sessions.ts);
 * a name no rule reads throws SessionIdError rather than storing an id outside the SPEC pattern.
 */
export function sdSessionCode(name: string): string {
  return sessionCodeFor('SD', name);
}

export function parseSdSession(text: string, file: string): SdSession {
  const raw = parseJsonObject(text, file);
  const sessionId = strOrNumber(raw.session_id);
  const name = strOrNumber(raw.session_name);
  if (!sessionId || !name) throw new RecordError('missing session_id or session_name', { file });
  const special = raw.is_special_session === true;
  return {
    sessionId,
    session: {
      jurisdictionId: 'SD',
      code: sdSessionCode(name),
      sourceIdentifier: sessionId,
      name: special ? name : `${name} Regular Session`,
      classification: special ? 'special' : 'regular',
      startDate: strOrNumber(raw.start_date),
      endDate: strOrNumber(raw.end_date),
    },
  };
}

export function parseSdLegislator(text: string, file: string): SdLegislator {
  const raw = parseJsonObject(text, file);
  const profileId = Number(raw.legislator_profile_id);
  const name = strOrNumber(raw.name);
  if (!Number.isFinite(profileId) || !name) throw new RecordError('missing legislator_profile_id or name', { file });
  return {
    profileId,
    canonicalId: Number(raw.legislator_canonical_id) || profileId,
    name,
    chamber: raw.chamber === 'S' ? 'upper' : raw.chamber === 'H' ? 'lower' : null,
    district: strOrNumber(raw.district),
    party: strOrNumber(raw.party),
    raw,
  };
}

export function parseSdCommittee(text: string, file: string): SdCommittee {
  const raw = parseJsonObject(text, file);
  const committeeId = Number(raw.committee_id);
  const name = strOrNumber(raw.committee_name);
  if (!Number.isFinite(committeeId) || !name) throw new RecordError('missing committee_id or committee_name', { file });
  return {
    committeeId,
    canonId: Number(raw.committee_id_canon) || committeeId,
    name,
    chamber: chamberOfCode(raw.chamber),
    isFullBody: raw.is_full_body === true,
    room: strOrNumber(raw.committee_room),
    members: arr(raw.members).map((member) => ({
      profileId: Number(member.legislator_profile_id),
      role: (strOrNumber(member.committee_member_type) ?? 'Member').toLowerCase(),
    })),
  };
}

const billTypeOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** Open States action types for an SD status text, given where it happened. */
export function classifySdAction(status: string, result: string | null, fullBody: boolean): string[] {
  const types: string[] = [];
  if (/^First read|^First Reading/i.test(status)) types.push('introduction', 'reading-1');
  if (/referred to|referral to/i.test(status)) types.push('referral-committee');
  if (/^Do Pass|^Adopt Resolution|^Concurred in Resolution|^Adopt /i.test(status)) {
    if (result === 'F') types.push(fullBody ? 'failure' : 'committee-failure');
    else types.push(fullBody ? 'passage' : 'committee-passage');
  }
  if (/^Deferred to the 41st legislative day|^Tabled|^Withdrawn|^Failed to concur, no committee/i.test(status))
    types.push(fullBody ? 'failure' : 'committee-failure');
  if (/^Delivered to the Governor/i.test(status)) types.push('executive-receipt');
  if (/^Signed by the Governor/i.test(status)) types.push('executive-signature');
  if (/veto/i.test(status)) types.push('executive-veto');
  return types;
}

const voteOptions = [
  ['Yea', 'yes'],
  ['Nay', 'no'],
  ['Excused', 'excused'],
  ['Absent', 'absent'],
  ['Not Voting', 'not voting'],
] as const;

/** One South Dakota archive bill file with every version's text, roll calls and hearing audio. */
export function parseSdBill(text: string, file: string, context: SdContext): BillRecord {
  const raw = parseJsonObject(text, file);
  const billId = strOrNumber(raw.bill_id);
  const typeName = strOrNumber(raw.bill_type);
  const number = strOrNumber(raw.bill_number);
  const title = strOrNumber(raw.bill_title);
  const record = billId ?? undefined;
  if (!billId || !typeName || !number)
    throw new RecordError('missing bill_id, bill_type or bill_number', { file, record });
  if (!title) throw new RecordError('missing bill_title', { file, record });
  const session = context.sessions.get(strOrNumber(raw.session_id) ?? '');
  if (!session) throw new RecordError(`unknown session_id ${String(raw.session_id)}`, { file, record });
  const billType = billTypeOf(typeName);
  const fromChamber = /^House/i.test(typeName) ? 'lower' : /^Senate/i.test(typeName) ? 'upper' : 'legislature';
  const committee = (id: unknown) => context.committees.get(Number(id));
  const person = (profileId: unknown) => context.legislators.get(Number(profileId));

  const actions: ActionRecord[] = [];
  const votes: VoteRecord[] = [];
  const scheduled = new Map<string, HearingRecord>();
  for (const action of arr(raw.action_log)) {
    const status = strOrNumber(action.status_text) ?? '';
    const where = committee(action.committee_id_action);
    const assigned = committee(action.committee_id_assigned);
    const date = strOrNumber(action.action_date);
    const fullBody = where?.isFullBody ?? false;
    const result = strOrNumber(action.result);
    if (status) {
      actions.push({
        date: date?.slice(0, 10) ?? null,
        chamber: where?.chamber ?? null,
        text: assigned && /referred|referral/i.test(status) ? `${status} ${assigned.name}` : status,
        classification: classifySdAction(status, result, fullBody),
        committeeName: (assigned ?? (fullBody ? undefined : where))?.name ?? null,
      });
    }
    if (/^Scheduled for hearing/i.test(status) && where && date) {
      const sourceKey = `sd|${where.committeeId}|${date}`;
      scheduled.set(sourceKey, {
        sourceKey,
        name: where.name,
        committeeName: where.name,
        startTime: date,
        location: where.room,
        classification: 'committee-meeting',
        mediaLinks: [],
      });
    }
    const vote = action.vote && typeof action.vote === 'object' ? (action.vote as Raw) : null;
    if (vote && vote.vote_id !== undefined) {
      const counts: Record<string, number> = {};
      const voters: VoteRecord['voters'] = [];
      for (const [key, option] of voteOptions) {
        const ids = Array.isArray(vote[key]) ? (vote[key] as unknown[]) : [];
        counts[option] = ids.length;
        for (const id of ids) {
          const member = person(id);
          voters.push({ name: member?.name ?? `legislator ${String(id)}`, option, personId: member?.personId ?? null });
        }
      }
      votes.push({
        sourceKey: `sd-vote/${String(vote.vote_id)}`,
        motion: status || 'Vote',
        motionClassification: fullBody ? ['passage'] : ['committee-passage'],
        date: date?.slice(0, 10) ?? null,
        chamber: where?.chamber ?? null,
        organizationName: fullBody ? null : (where?.name ?? null),
        result: result === 'F' ? 'fail' : 'pass',
        counts,
        sources: [{ url: `https://sdlegislature.gov/Session/Vote/${String(vote.vote_id)}` }],
        voters,
      });
    }
  }

  // Hearing audio: attach to the scheduled hearing at the same time, else a meeting of its own (floor sessions).
  const hearings = new Map(scheduled);
  for (const audio of arr(raw.audio)) {
    const when = strOrNumber(audio.meeting_datetime);
    const url = strOrNumber(audio.url);
    if (!when || !url) continue;
    const match = [...hearings.values()].find((hearing) => hearing.startTime === when);
    const start = typeof audio.start_seconds === 'number' ? Math.round(audio.start_seconds) : null;
    if (match) {
      if (!match.mediaLinks.some((link) => link.url === url)) match.mediaLinks.push({ url, note: 'audio' });
      match.mediaUrl ??= url;
      match.mediaStartSeconds ??= start;
      continue;
    }
    const code = strOrNumber(audio.committee) ?? 'SD';
    const floor = code === 'SEN' || code === 'HOU';
    const sourceKey = `sd|${code}|${when}`;
    hearings.set(sourceKey, {
      sourceKey,
      name: floor ? (code === 'SEN' ? 'Senate floor session' : 'House floor session') : `${code} meeting`,
      committeeName: floor ? null : code,
      startTime: when,
      classification: floor ? 'floor' : 'committee-meeting',
      mediaLinks: [{ url, note: 'audio' }],
      mediaUrl: url,
      mediaStartSeconds: start,
    });
  }

  // Oldest first by date, then by stage (introduced < "<Committee> Engrossed" < enrolled), never file position.
  const versions = orderVersions(
    arr(raw.bill_versions).map((version) => ({
      name: strOrNumber(version.bill_version) ?? 'Version',
      date: strOrNumber(version.bill_version_date)?.slice(0, 10) ?? null,
      links: version.bill_version_id
        ? [
            {
              url: `https://mylrc.sdlegislature.gov/api/Documents/${String(version.bill_version_id)}.html`,
              mediaType: 'text/html',
            },
          ]
        : [],
      text: strOrNumber(version.bill_text),
      html: null,
    })),
    fromChamber,
  );

  return {
    jurisdictionId: 'SD',
    session,
    billType,
    billNumber: number,
    identifier: `${billType} ${number}`,
    title,
    classification: [
      /Resolution/i.test(typeName)
        ? /Joint/i.test(typeName)
          ? 'joint resolution'
          : /Concurrent/i.test(typeName)
            ? 'concurrent resolution'
            : 'resolution'
        : /Commemoration/i.test(typeName)
          ? 'commemoration'
          : 'bill',
    ],
    fromChamber,
    subjectTerms: Array.isArray(raw.keywords)
      ? (raw.keywords as unknown[]).filter((k): k is string => typeof k === 'string')
      : [],
    sources: [{ url: `https://sdlegislature.gov/Session/Bill/${billId}` }],
    extras: { sdBillId: Number(billId) },
    actions,
    sponsorships: arr(raw.sponsors).map((sponsor) => {
      const member = person(sponsor.legislator_profile_id);
      return {
        name: member?.name ?? `legislator ${String(sponsor.legislator_profile_id)}`,
        classification: sponsor.is_prime ? 'primary' : 'cosponsor',
        isPrimary: sponsor.is_prime === true,
        personId: member?.personId ?? null,
      };
    }),
    versions,
    documents: [],
    relations: [],
    votes,
    hearings: [...hearings.values()],
  };
}
