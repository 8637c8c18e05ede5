import { type BillRecord, splitBillIdentifier, type VersionRecord, type VoteRecord } from '../core/bill-record';
import { rollCallKeyOf } from '../core/dedupe';
import { RecordError } from '../core/errors';
import { jurisdictionFromOcdId } from '../core/jurisdictions';
import { parsePseudoId } from '../core/people-resolver';
import {
  sessionFor as coreSessionFor,
  type ListedSession,
  type SessionInput,
  sessionsFromList,
} from '../core/sessions';
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
} from './openstates-bills.fields';

/** The text files of one bill: file name -> contents. */
export type BillFiles = Map<string, string>;

/**
 * The pipeline's session list (`windycivi/sessions.json`): identifier -> the session's name and the years it
 * sits in (`date_folder`: `2025-2026`).
 */
export type SessionNames = Record<string, { name?: string; date_folder?: string }>;

/** `~{"classification": "lower"}` -> lower; executive and joint organisations as named. */
export function chamberOf(organization: unknown): string | null {
  const parsed = parsePseudoId(typeof organization === 'string' ? organization : null);
  return parsed?.classification ?? null;
}

export function parseJson(text: string, file: string, record?: string): Raw {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
    return value as Raw;
  } catch (error) {
    throw new RecordError(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`, { file, record });
  }
}

const listedSessions = new WeakMap<SessionNames, Map<string, Map<string, SessionInput>>>();

/** What the session list says of every session, once per list and state. */
function sessionsOfList(jurisdictionId: string, names: SessionNames): Map<string, SessionInput> {
  const byState = listedSessions.get(names) ?? new Map<string, Map<string, SessionInput>>();
  listedSessions.set(names, byState);
  const known = byState.get(jurisdictionId);
  if (known) return known;
  const list = new Map<string, ListedSession>();
  for (const [identifier, entry] of Object.entries(names)) {
    const years = /^(\d{4})\D+(\d{4})$/.exec(entry?.date_folder ?? '') ?? /^(\d{4})$/.exec(entry?.date_folder ?? '');
    list.set(identifier, {
      name: entry?.name ?? null,
      startYear: years?.[1] ? Number(years[1]) : null,
      endYear: years?.[2] ? Number(years[2]) : null,
    });
  }
  const sessions = sessionsFromList(jurisdictionId, list);
  byState.set(jurisdictionId, sessions);
  return sessions;
}

/**
 * A bill's session: as the pipeline's session list states it (code from its years and kind, the list's name,
 * dates: sessionFromList), else as the identifier alone says (describeSession).
 */
export function sessionFor(jurisdictionId: string, identifier: string, names: SessionNames): SessionInput {
  return sessionsOfList(jurisdictionId, names).get(identifier) ?? coreSessionFor(jurisdictionId, identifier);
}

const rule = '='.repeat(40);

/**
 * The bill text in a pipeline's extracted file. The file is a header ("Title: ... =====", "Section 1:"),
 * the page's text, then a second rule and "Raw Text:" with the same text again: only the first copy is
 * kept. The Wisconsin pages start with the site's navigation, up to the breadcrumb ("Menu»2025»...»AB453:
 * Bill Text Up Up"): it is dropped. An ILGA page that only says the text is too large to display is no
 * text at all (empty string; the version keeps its links to the PDF).
 */
export function cleanExtractedText(text: string): string {
  const header = text.indexOf(rule);
  let body = header >= 0 && header < 2000 ? text.slice(text.indexOf('\n', header) + 1) : text;
  const copy = body.search(new RegExp(`\\n${rule}=*\\s*\\n\\s*Raw Text:`));
  if (copy >= 0) body = body.slice(0, copy);
  const menu = body.indexOf('Menu»');
  const up = menu >= 0 && menu < 5000 ? body.indexOf(' Up Up ', menu) : -1;
  if (up >= 0 && up - menu < 500) body = body.slice(up + ' Up Up '.length);
  if (body.length < 2000 && /too large for display in this window/i.test(body)) return '';
  return body
    .replace(/^Section \d+:\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A file's name without `_extracted.txt` / `.html` / `.htm` / `.txt`: the base shared by a version's files. */
const fileBase = (name: string): string => name.replace(/_extracted\.txt$/i, '').replace(/\.(html?|txt)$/i, '');

/** A URL-escaped name decoded (`Act%2016` -> `Act 16`); the name itself when it is not valid escaping. */
const decoded = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/**
 * The document ids a version's links carry: the last path segment without its extension
 * (TX `.../HB00015I.HTM` -> HB00015I, WI `.../AB453-AA1` -> AB453-AA1) and IL's `DocName` parameter, each as
 * the link writes it and decoded (`Act%2016` and `Act 16`): pipelines save files under either form.
 */
export function documentIdsOf(links: readonly { url: string }[]): string[] {
  const ids = new Set<string>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    const segment = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    for (const form of [segment, decoded(segment)]) {
      const last = form.replace(/\.[A-Za-z]{2,4}$/, '');
      if (last.length >= 4) ids.add(last.toLowerCase());
    }
    const docName = url.searchParams.get('DocName');
    if (docName) ids.add(docName.toLowerCase());
  }
  return [...ids];
}

/** The file name the windycivi pipelines give a version they name after its note: `bill_content_House_Amendment_001`. */
export const noteFileBase = (note: string): string =>
  `bill_content_${note.replace(/[^A-Za-z0-9]+/g, '_')}`.toLowerCase();

/**
 * The text and HTML files of one version. The key is the document id of the version's links where the
 * files carry it (TX: `HB00015I_Introduced.HTM` belongs to `.../HB00015I.HTM` whatever the note says);
 * the pipelines that name files only after the note (`bill_content_Engrossed.html` for CO, IL, WI) are
 * matched by the whole name, never by a suffix (so "Engrossed" never takes "Reengrossed"), and only when
 * no other version of the bill has the same note (an ambiguous file is left out rather than misplaced).
 */
export function versionFiles(
  version: { note: string; links: readonly { url: string }[] },
  files: BillFiles,
  notes: readonly string[] = [version.note],
): { text?: string; html?: string } {
  const ids = documentIdsOf(version.links);
  // A file name may keep URL escapes (`Act%2016_...`) where the link's id is decoded, or the other way round.
  const byId = (base: string) =>
    [base, decoded(base)].some((form) => ids.some((id) => form === id || form.startsWith(`${id}_`)));
  const wanted = noteFileBase(version.note);
  const uniqueNote = notes.filter((note) => noteFileBase(note) === wanted).length === 1;
  let text: string | undefined;
  let html: string | undefined;
  for (const matches of [byId, (base: string) => uniqueNote && base === wanted]) {
    for (const [name, contents] of files) {
      if (!matches(fileBase(name).toLowerCase())) continue;
      if (/_extracted\.txt$/i.test(name)) text ??= contents;
      else if (/\.html?$/i.test(name)) html ??= contents;
    }
    if (text || html) break;
  }
  const cleaned = text ? cleanExtractedText(text) : '';
  // The HTML of a page whose text is only "too large to display" is that same notice.
  const notice = html && /too large for display in this window/i.test(html) && html.length < 50_000;
  return { text: cleaned || undefined, html: notice ? undefined : html };
}

/**
 * A version's name and date. Some folders of the CO pipeline leave the date empty and write it into the
 * note instead ("Signed Act (08/28/2025)"): that date is used and the note keeps its name ("Signed Act"),
 * so both copies of a bill name the version alike.
 */
export function datedNote(note: string, date: string | null): { name: string; date: string | null } {
  const match = /^(.*\S)\s*\((\d{1,2})\/(\d{1,2})\/(\d{4})\)$/.exec(note);
  if (!match) return { name: note, date };
  const [, name = note, month = '', day = '', year = ''] = match;
  return { name, date: date ?? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
}

/**
 * Versions or actions oldest first. When every item is dated they are sorted by date, the source's own
 * order breaking ties; otherwise the source's order stands. Some scrapers list them newest first (CO:
 * versions "Signed Act" 08-26 ... "Introduced" 08-21, and the actions of some bills): when the dates a
 * list has only go down, its order is read backwards first.
 */
export function orderByDate<T extends { date: string | null }>(versions: readonly T[]): T[] {
  const dates = versions.map((version) => version.date).filter((date): date is string => !!date);
  const descending =
    dates.length >= 2 &&
    dates.every((date, index) => index === 0 || date <= (dates[index - 1] ?? date)) &&
    dates[0] !== dates.at(-1);
  const inSourceOrder = descending ? [...versions].reverse() : [...versions];
  if (dates.length !== versions.length) return inSourceOrder;
  return inSourceOrder
    .map((version, index) => ({ version, index }))
    .sort((a, b) => (a.version.date ?? '').localeCompare(b.version.date ?? '') || a.index - b.index)
    .map(({ version }) => version);
}

/**
 * Texas Legislature Online pads some actions with dot leaders up to its date column and leaves the
 * value out ("Effective on . . . . . . . . . . . . . . .", "Scheduled for public hearing on  . . ."):
 * the leaders and the preposition left dangling before them are dropped ("Effective", "Scheduled for
 * public hearing"); the action keeps its date.
 */
export function cleanActionText(text: string): string {
  const trimmed = text.trim();
  // Leaders between a label and its value ("Public Act . . . . . . . . . 104-0002") become one space.
  const withoutLeaders = trimmed.replace(/(?:\s+\.){3,}\s*$/, '').replace(/(?:\s+\.){3,}\s+/g, ' ');
  if (withoutLeaders === trimmed) return trimmed;
  const cleaned = withoutLeaders
    .replace(/\s+(?:on|at|by|to|for|until|of)\s*:?$/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return cleaned || trimmed;
}

function parseVote(raw: Raw): VoteRecord {
  const chamber = chamberOf(raw.organization);
  const counts = voteCountsOf(raw.counts);
  const sources = sourceLinksOf(raw.sources);
  const date = dateOf(raw.start_date);
  const motion = str(raw.motion_text) ?? 'Vote';
  const organizationName = parsePseudoId(str(raw.organization))?.name ?? null;
  return {
    // Without a dedupe key, chamber, date, motion and counts (rollCallKeyOf): the sources of some states all
    // point at one page listing every roll call of the bill, which would collapse them into one.
    sourceKey: str(raw.dedupe_key) ?? rollCallKeyOf({ chamber, date, motion, counts }),
    motion,
    motionClassification: strings(raw.motion_classification),
    date,
    chamber,
    organizationName,
    result: str(raw.result) ?? 'unknown',
    counts,
    sources,
    voters: arr(raw.votes)
      .filter((vote) => str(vote.voter_name))
      .map((vote) => {
        const hint = parsePseudoId(str(vote.voter_id));
        return {
          name: String(vote.voter_name),
          option: str(vote.option) ?? 'other',
          chamber: hint?.chamber ?? chamber,
        };
      }),
  };
}

/**
 * One Open States scraper bill (`metadata.json`) with its vote events (`logs/*vote_event*.json`) and
 * text files, as a BillRecord. Pure: the caller reads the files.
 */
export function parseOpenstatesBill(input: {
  metadata: string;
  file: string;
  votes?: { file: string; text: string }[];
  files?: BillFiles;
  sessionNames?: SessionNames;
}): BillRecord {
  const raw = parseJson(input.metadata, input.file);
  const identifier = str(raw.identifier);
  const jurisdictionOcd = str((raw.jurisdiction as Raw | undefined)?.id);
  const sessionIdentifier = str(raw.legislative_session);
  if (!identifier) throw new RecordError('missing identifier', { file: input.file });
  const where = { file: input.file, record: identifier };
  if (!jurisdictionOcd) throw new RecordError('missing jurisdiction.id', where);
  const jurisdictionId = jurisdictionFromOcdId(jurisdictionOcd);
  if (!jurisdictionId) throw new RecordError(`unknown state "${jurisdictionOcd}"`, where);
  if (!sessionIdentifier) throw new RecordError('missing legislative_session', where);
  const title = str(raw.title);
  if (!title) throw new RecordError('missing title', where);
  const parts = splitBillIdentifier(identifier);
  if (!parts) throw new RecordError(`cannot split identifier "${identifier}" into type and number`, where);

  const names = input.sessionNames ?? {};
  const session = sessionFor(jurisdictionId, sessionIdentifier, names);
  const files = input.files ?? new Map();

  const rawVersions = arr(raw.versions).map((version, index) => {
    const note = str(version.note) ?? `Version ${index + 1}`;
    return { note, ...datedNote(note, dateOf(version.date)), links: linksOf(version.links) };
  });
  const notes = rawVersions.map((version) => version.note);
  // Oldest first by date and by what each note says (introduced < substitute < engrossed < enrolled), never by
  // file position: the pipelines list versions newest first (GA, CO) or oldest first (TX, IL).
  const versions: VersionRecord[] = orderVersions(
    rawVersions.map(({ note, ...version }) => {
      const found = versionFiles({ note, links: version.links }, files, notes);
      return { ...version, text: found.text ?? null, html: found.html ?? null };
    }),
    chamberOf(raw.from_organization),
  );

  const votes: VoteRecord[] = [];
  for (const vote of input.votes ?? []) votes.push(parseVote(parseJson(vote.text, vote.file, identifier)));

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
    sources: sourceLinksOf(raw.sources),
    extras:
      raw.extras && typeof raw.extras === 'object' && Object.keys(raw.extras).length > 0 ? (raw.extras as Raw) : {},
    actions: orderByDate(
      arr(raw.actions).map((action) => {
        const text = cleanActionText(str(action.description) ?? '');
        return {
          date: dateOf(action.date),
          chamber: chamberOf(action.organization_id),
          text,
          classification: actionTypesOf(strings(action.classification), text),
          committeeName: actionCommitteeOf(action),
        };
      }),
    ),
    sponsorships: arr(raw.sponsorships)
      .filter((sponsor) => str(sponsor.name))
      .map((sponsor) => {
        const hint = parsePseudoId(str(sponsor.person_id));
        return {
          name: hint?.name ?? String(sponsor.name),
          classification: str(sponsor.classification) ?? (sponsor.primary ? 'primary' : 'cosponsor'),
          isPrimary: sponsor.primary === true,
          entityType: str(sponsor.entity_type) ?? 'person',
          personId: str(sponsor.person_id)?.startsWith('ocd-person/') ? String(sponsor.person_id) : null,
          chamber: hint?.chamber ?? null,
        };
      }),
    versions,
    documents: documentsOf(raw),
    relations: relationsOf(raw, jurisdictionId, sessionIdentifier),
    votes,
    hearings: [],
    sourceUpdatedAt: str((raw._processing as Raw | undefined)?.logs_latest_update),
  };
}

/**
 * Merges the records of one bill found in several folders (the CO pipeline has both `HB1001` and
 * `HB25B-1001`): the most recently refreshed one is the base, votes are united by source key, and
 * versions missing text take it from another copy.
 */
export function mergeBillRecords(records: BillRecord[]): BillRecord {
  const sorted = [...records].sort(
    (a, b) => (b.sourceUpdatedAt ?? '').localeCompare(a.sourceUpdatedAt ?? '') || b.actions.length - a.actions.length,
  );
  const [base, ...others] = sorted;
  if (!base) throw new Error('mergeBillRecords needs at least one record');
  if (others.length === 0) return base;
  const votes = new Map(base.votes.map((vote) => [vote.sourceKey, vote]));
  for (const other of others)
    for (const vote of other.votes) if (!votes.has(vote.sourceKey)) votes.set(vote.sourceKey, vote);
  const versions = base.versions.map((version) => {
    if (version.text && version.html) return version;
    const twin = others
      .flatMap((other) => other.versions)
      .find((candidate) => candidate.name === version.name && (candidate.text || candidate.html));
    return twin
      ? { ...version, text: version.text ?? twin.text ?? null, html: version.html ?? twin.html ?? null }
      : version;
  });
  return {
    ...base,
    votes: [...votes.values()].sort(
      (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.sourceKey.localeCompare(b.sourceKey),
    ),
    versions,
  };
}
