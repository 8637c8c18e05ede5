import type { VersionLink } from '../../db/schema/legislation';
import { htmlToText } from '../../lib/html';
import type {
  ActionRecord,
  BillRecord,
  DocumentRecord,
  RelationRecord,
  SponsorshipRecord,
  VersionRecord,
  VoteRecord,
} from '../core/bill-record';
import { billStatus, deriveStatus } from '../core/bill-status';
import { RecordError } from '../core/errors';
import { type SessionInput, sessionCodeFor } from '../core/sessions';
import { monthNumber } from '../loaders/records';
import {
  attr,
  childrenOf,
  elementsOf,
  findAll,
  firstElement,
  localName,
  parseXml,
  rootElement,
  textOf,
  type XmlNode,
} from '../loaders/xml';
import { decodeNumericEntities, renderUslmHtml } from './congress.uslm';

/** Congress.gov type codes (lower case in file names) and what they are. */
const billTypes = {
  hr: { type: 'HR', citation: 'H.R.', classification: 'bill', chamber: 'lower', slug: 'house-bill' },
  s: { type: 'S', citation: 'S.', classification: 'bill', chamber: 'upper', slug: 'senate-bill' },
  hres: { type: 'HRES', citation: 'H.Res.', classification: 'resolution', chamber: 'lower', slug: 'house-resolution' },
  sres: { type: 'SRES', citation: 'S.Res.', classification: 'resolution', chamber: 'upper', slug: 'senate-resolution' },
  hjres: {
    type: 'HJRES',
    citation: 'H.J.Res.',
    classification: 'joint resolution',
    chamber: 'lower',
    slug: 'house-joint-resolution',
  },
  sjres: {
    type: 'SJRES',
    citation: 'S.J.Res.',
    classification: 'joint resolution',
    chamber: 'upper',
    slug: 'senate-joint-resolution',
  },
  hconres: {
    type: 'HCONRES',
    citation: 'H.Con.Res.',
    classification: 'concurrent resolution',
    chamber: 'lower',
    slug: 'house-concurrent-resolution',
  },
  sconres: {
    type: 'SCONRES',
    citation: 'S.Con.Res.',
    classification: 'concurrent resolution',
    chamber: 'upper',
    slug: 'senate-concurrent-resolution',
  },
} as const;

type BillTypeCode = keyof typeof billTypes;

/** One bill of one Congress: `117hr1`. */
export type CongressBillKey = { congress: number; typeCode: BillTypeCode; number: string };

export const keyString = (key: CongressBillKey): string => `${key.congress}${key.typeCode}${key.number}`;

/** `117`, `hr` (or `HR`), `1` -> a key; null for an unknown type or a malformed number. */
export function congressBillKey(congress: string | number, type: string, number: string): CongressBillKey | null {
  const typeCode = type
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '') as BillTypeCode;
  const congressNumber = Number(congress);
  const billNumber = String(number).trim().replace(/^0+/, '');
  if (!Object.hasOwn(billTypes, typeCode) || !Number.isInteger(congressNumber) || !/^\d+$/.test(billNumber))
    return null;
  return { congress: congressNumber, typeCode, number: billNumber };
}

const ordinal = (value: number): string => {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th'}`;
};

/** The Congress as a session: 117 -> US-21R, 2021-01-03 to 2023-01-03 (docs/decisions/008). */
export function congressSession(congress: number): SessionInput {
  const firstYear = 2 * congress + 1787;
  return {
    jurisdictionId: 'US',
    code: sessionCodeFor('US', String(congress)),
    sourceIdentifier: String(congress),
    name: `${ordinal(congress)} Congress`,
    classification: 'regular',
    startDate: `${firstYear}-01-03`,
    endDate: `${firstYear + 2}-01-03`,
  };
}

export const congressBillId = (key: CongressBillKey): string =>
  `US-${sessionCodeFor('US', String(key.congress))}-${billTypes[key.typeCode].type}-${key.number}`;

export const citationOf = (key: CongressBillKey): string => `${billTypes[key.typeCode].citation} ${key.number}`;

const congressGovUrl = (key: CongressBillKey): string =>
  `https://www.congress.gov/bill/${ordinal(key.congress)}-congress/${billTypes[key.typeCode].slug}/${key.number}`;

/** A person named in BILLSTATUS or a USLM preface; the importer links them by bioguide id, else by name. */
export type CongressSponsor = {
  name: string;
  classification: 'primary' | 'cosponsor';
  isPrimary: boolean;
  chamber: string | null;
  bioguideId: string | null;
  /** The Senate's LIS member id (`S350`), on USLM Senate prefaces and some BILLSTATUS sponsors. */
  lisId: string | null;
  givenName: string | null;
  familyName: string | null;
};

export type BillStatusBill = {
  key: CongressBillKey;
  record: BillRecord;
  sponsors: CongressSponsor[];
  /** GPO version code per record.versions entry (`ih`, `eh`, `enr`), for merging USLM texts. */
  versionCodes: (string | null)[];
};

export type UslmVersion = {
  key: CongressBillKey;
  /** GPO version code: ih, rh, eh, rds, enr, eas, ... */
  code: string;
  stage: string;
  title: string | null;
  date: string | null;
  chamber: string | null;
  actions: ActionRecord[];
  sponsors: CongressSponsor[];
  text: string;
  html: string;
  file: string;
};

// ---------------------------------------------------------------------------------------------------
// Small XML helpers

const pathOf = (node: XmlNode | undefined, path: string[]): XmlNode | undefined => {
  let current = node;
  for (const name of path) {
    if (!current) return undefined;
    current = firstElement(current, name);
  }
  return current;
};
const all = (node: XmlNode | undefined, ...path: string[]): XmlNode[] => {
  if (!node || path.length === 0) return [];
  const parent = pathOf(node, path.slice(0, -1));
  const last = path.at(-1);
  return parent && last ? elementsOf(parent, last) : [];
};
const text = (node: XmlNode | undefined, ...path: string[]): string | null => {
  const value = decodeNumericEntities(textOf(pathOf(node, path)));
  return value === '' ? null : value;
};
/** The raw (not white-space collapsed) text, for HTML inside CDATA. */
const rawTextOf = (node: XmlNode | undefined): string => {
  if (!node) return '';
  if ('#text' in node) return String(node['#text']);
  return childrenOf(node).map(rawTextOf).join('');
};

const chamberOf = (value: string | null | undefined): string | null => {
  const lower = value?.toLowerCase() ?? '';
  if (lower.startsWith('house')) return 'lower';
  if (lower.startsWith('senate')) return 'upper';
  return null;
};

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `2021-03-04T04:05:36Z` -> `2021-03-03` (the day in Washington); plain dates stay. */
export function easternDate(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : easternDay.format(date);
}

/** `November 12, 2019.` -> `2019-11-12`. */
function proseDate(value: string): string | null {
  const match = /([A-Za-z]+)\.?\s+(\d{1,2}),\s*(\d{4})/.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const month = monthNumber(match[1]);
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

function parseDocument(xml: string, file: string): XmlNode {
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    throw new RecordError(error instanceof Error ? error.message : String(error), { file });
  }
  const root = rootElement(nodes);
  if (!root) throw new RecordError('no root element', { file });
  return root;
}

// ---------------------------------------------------------------------------------------------------
// Actions

const passageCodes = new Set(['H37100', 'H37300', '8000', '17000']);
const codeClasses: Record<string, string[]> = {
  'Intro-H': ['introduction'],
  '1000': ['introduction'],
  '10000': ['introduction'],
  H11100: ['referral-committee'],
  H11200: ['referral-committee'],
  '2000': ['referral-committee'],
  '11000': ['referral-committee'],
  H12200: ['committee-passage'],
  '5000': ['committee-passage'],
  '14000': ['committee-passage'],
  H14000: ['receipt'],
  E20000: ['executive-receipt'],
  '28000': ['executive-receipt'],
  '31000': ['executive-veto'],
};

/**
 * Open States action types for one BILLSTATUS (or USLM preface) action, from the Library of Congress
 * action code where there is one and from the text otherwise (Senate actions carry no code).
 */
export function classifyCongressAction(actionText: string, code?: string | null): string[] {
  const types = new Set<string>(code ? (codeClasses[code] ?? []) : []);
  const textValue = actionText.trim();
  const failed = /\bfailed\b|not agreed to|\brejected\b/i.test(textValue);
  if (/over (the )?(President's )?veto/i.test(textValue)) {
    types.add(failed ? 'veto-override-failure' : 'veto-override-passage');
    return [...types];
  }
  // The Library's own codes (8000, 17000) only mark passage; the House floor codes carry the outcome.
  if (code && passageCodes.has(code)) types.add(failed && !/^\d/.test(code) ? 'failure' : 'passage');
  if (/^Introduced in (the )?(House|Senate)|introduced the following|submitted the following/i.test(textValue))
    types.add('introduction');
  if (/^Received in the (House|Senate)|^Received\b/i.test(textValue)) types.add('receipt');
  if (/(^|\b)referred to the (House |Senate )?(Committee|Subcommittee)|read twice and referred/i.test(textValue))
    types.add('referral-committee');
  if (/^Reported\b|\breported by\b|^Ordered to be Reported|reported the following/i.test(textValue))
    types.add('committee-passage');
  if (
    /^Failed of passage|^On passage Failed|^On agreeing to the (concurrent |joint )?resolution Failed/i.test(textValue)
  )
    types.add('failure');
  else if (
    /^Passed (the )?(House|Senate)|^Passed\/agreed to in|agreed to in (the )?(House|Senate)|^On passage Passed|passed under suspension|^On agreeing to the (concurrent |joint )?resolution Agreed to|considered and agreed to|^Agreed to\b/i.test(
      textValue,
    )
  )
    types.add('passage');
  if (
    /(agree|concur)\w* (in|to|with) (the |an amendment to the )?(House|Senate) amendment/i.test(textValue) &&
    /agreed to/i.test(textValue)
  )
    types.add('concurrence');
  if (/^Presented to President/i.test(textValue)) types.add('executive-receipt');
  if (/^Signed by President/i.test(textValue)) types.add('executive-signature');
  if (/^Became (Public|Private) Law/i.test(textValue)) types.add('became-law');
  if (/^(Pocket )?Vetoed by President/i.test(textValue)) types.add('executive-veto');
  return [...types];
}

function actionChamber(item: XmlNode): string | null {
  const type = text(item, 'type');
  const actionText = text(item, 'text') ?? '';
  if (
    type === 'President' ||
    type === 'BecameLaw' ||
    /^(Presented to|Signed by|Vetoed by|Pocket Vetoed by) President|^Became (Public|Private) Law/i.test(actionText)
  )
    return 'executive';
  const source = text(item, 'sourceSystem', 'name') ?? '';
  if (/^House/i.test(source)) return 'lower';
  if (/^Senate/i.test(source)) return 'upper';
  // Library of Congress summary actions: the text or the code range names the chamber.
  const prefix = /\b(in|to) (the )?(House|Senate)\b|(House|Senate) actions/i.exec(actionText);
  const named = prefix?.[3] ?? prefix?.[4];
  if (named) return chamberOf(named);
  const code = text(item, 'actionCode') ?? '';
  if (code === 'Intro-H') return 'lower';
  const numeric = Number(code);
  if (Number.isInteger(numeric) && numeric > 0) return numeric < 10000 ? 'lower' : numeric < 19000 ? 'upper' : null;
  return null;
}

type RawAction = ActionRecord & { item: XmlNode; code: string | null; library: boolean };

function readActions(bill: XmlNode): RawAction[] {
  // BILLSTATUS lists actions newest first; ties keep the reversed document order.
  const items = all(bill, 'actions', 'item').reverse();
  const actions = items.map((item) => {
    const code = text(item, 'actionCode');
    const actionText = text(item, 'text') ?? '';
    const committees = all(item, 'committees', 'item')
      .map((committee) => text(committee, 'name'))
      .filter((name): name is string => Boolean(name));
    return {
      item,
      code,
      library: text(item, 'sourceSystem', 'code') === '9',
      date: easternDate(text(item, 'actionDate')),
      chamber: actionChamber(item),
      text: actionText,
      classification: classifyCongressAction(actionText, code),
      committeeName: committees[0] ?? null,
    };
  });
  return actions
    .map((action, index) => ({ action, index }))
    .sort((a, b) => (a.action.date ?? '').localeCompare(b.action.date ?? '') || a.index - b.index)
    .map(({ action }) => action);
}

/** One action per (date, text): the House lists one referral per committee, the Library repeats some. */
function mergeActions(actions: RawAction[]): ActionRecord[] {
  const merged = new Map<string, ActionRecord>();
  for (const action of actions) {
    const key = `${action.date}|${action.text}`;
    const existing = merged.get(key);
    if (existing) {
      existing.classification = [...new Set([...existing.classification, ...action.classification])];
      existing.chamber ??= action.chamber;
      existing.committeeName ??= action.committeeName;
      continue;
    }
    merged.set(key, {
      date: action.date,
      chamber: action.chamber,
      text: action.text,
      classification: [...action.classification],
      committeeName: action.committeeName,
    });
  }
  return [...merged.values()];
}

// ---------------------------------------------------------------------------------------------------
// Votes

const voteResult = (value: string): 'pass' | 'fail' | null => {
  if (/\bfailed\b|not agreed to|\brejected\b|not invoked/i.test(value)) return 'fail';
  if (/\bpassed\b|agreed to|\badopted\b|\binvoked\b|\bconfirmed\b/i.test(value)) return 'pass';
  return null;
};

const voteCounts = (value: string): Record<string, number> => {
  const match = /(\d+)\s*-\s*(\d+)(?:,\s*(\d+)\s+Present)?/i.exec(value);
  if (!match?.[1] || !match[2]) return {};
  const counts: Record<string, number> = { yes: Number(match[1]), no: Number(match[2]) };
  if (match[3]) counts.other = Number(match[3]);
  return counts;
};

const motionClasses = (value: string): string[] => {
  if (/recommit|reconsider|\btable\b|previous question/i.test(value)) return ['other'];
  if (/over (the )?(President's )?veto/i.test(value)) return ['veto-override'];
  if (/cloture/i.test(value)) return ['cloture'];
  if (/amendment/i.test(value)) return ['amendment'];
  if (/passage|passed|agreed to (the|in) (House|Senate)/i.test(value)) return ['passage'];
  return ['other'];
};

/**
 * Roll calls named by BILLSTATUS (on actions in the current layout, under the bill in the older one),
 * kept only when the action says what the motion was and how it ended. BILLSTATUS has no member votes.
 */
function readVotes(bill: XmlNode, actions: RawAction[], key: CongressBillKey): VoteRecord[] {
  const votes = new Map<string, VoteRecord>();
  const add = (rollCall: XmlNode, motionText: string | null, date: string | null) => {
    const roll = text(rollCall, 'rollNumber');
    const chamber = chamberOf(text(rollCall, 'chamber'));
    if (!roll || !chamber || !motionText || !date) return;
    const session = text(rollCall, 'sessionNumber') ?? '';
    const sourceKey = `${chamber}-${text(rollCall, 'congress') ?? key.congress}-${session}-${roll}`;
    if (votes.has(sourceKey)) return;
    const motion = motionText.replace(
      /^Passed\/agreed to in (House|Senate): |^Resolving differences -- (House|Senate) actions: /,
      '',
    );
    const result = voteResult(motion);
    if (!result) return;
    const url = text(rollCall, 'url');
    votes.set(sourceKey, {
      sourceKey,
      motion,
      motionClassification: motionClasses(motion),
      date,
      chamber,
      organizationName: null,
      result,
      counts: voteCounts(motion),
      sources: url ? [{ url }] : [],
      voters: [],
    });
  };
  // Chamber actions first: their text is the motion itself, the Library's repeats it with a prefix.
  const withVotes = actions.filter((action) => all(action.item, 'recordedVotes', 'recordedVote').length > 0);
  for (const action of [...withVotes.filter((a) => !a.library), ...withVotes.filter((a) => a.library)]) {
    for (const rollCall of all(action.item, 'recordedVotes', 'recordedVote')) add(rollCall, action.text, action.date);
  }
  for (const rollCall of all(bill, 'recordedVotes', 'recordedVote')) {
    const roll = text(rollCall, 'rollNumber');
    const chamber = chamberOf(text(rollCall, 'chamber'));
    const pattern =
      chamber === 'lower' ? new RegExp(`\\(Roll no\\. ${roll}\\)`) : new RegExp(`Record Vote Number: ${roll}\\b`);
    const action =
      actions.find((candidate) => !candidate.library && pattern.test(candidate.text)) ??
      actions.find((candidate) => pattern.test(candidate.text));
    add(rollCall, action?.text ?? null, action?.date ?? easternDate(text(rollCall, 'date')));
  }
  return [...votes.values()].sort(
    (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.sourceKey.localeCompare(b.sourceKey),
  );
}

// ---------------------------------------------------------------------------------------------------
// BILLSTATUS

function readSponsor(item: XmlNode, classification: CongressSponsor['classification']): CongressSponsor {
  const fullName = text(item, 'fullName');
  const givenName = text(item, 'firstName');
  const familyName = text(item, 'lastName');
  const name = fullName ?? [givenName, text(item, 'middleName'), familyName].filter(Boolean).join(' ');
  return {
    name,
    classification,
    isPrimary: classification === 'primary',
    chamber: /^Rep\.|^Del\.|^Resident Commissioner/i.test(name) ? 'lower' : /^Sen\./i.test(name) ? 'upper' : null,
    bioguideId: text(item, 'bioguideId') ?? text(item, 'identifiers', 'bioguideId'),
    lisId: text(item, 'identifiers', 'lisID'),
    givenName,
    familyName,
  };
}

/** `https://www.govinfo.gov/content/pkg/BILLS-117hr1ih/xml/BILLS-117hr1ih.xml` -> `ih`. */
export const versionCodeOf = (url: string): string | null =>
  /BILLS-\d+(?:hr|s|hres|sres|hjres|sjres|hconres|sconres)\d+([a-z]+)\b/i.exec(url)?.[1]?.toLowerCase() ?? null;

/** The XML link of a version plus the HTML and PDF renditions govinfo publishes beside it. */
function govinfoLinks(url: string): VersionLink[] {
  const match = /^(https:\/\/www\.govinfo\.gov\/content\/pkg\/(BILLS-[a-z0-9]+))\/xml\/\2\.xml$/i.exec(url);
  if (!match?.[1] || !match[2]) return [{ url, mediaType: url.endsWith('.xml') ? 'text/xml' : 'text/html' }];
  return [
    { url: `${match[1]}/html/${match[2]}.htm`, mediaType: 'text/html' },
    { url: `${match[1]}/pdf/${match[2]}.pdf`, mediaType: 'application/pdf' },
    { url, mediaType: 'text/xml' },
  ];
}

const relationTypeOf = (details: string[]): string => {
  if (details.some((detail) => /identical/i.test(detail))) return 'companion';
  if (details.some((detail) => /procedurally/i.test(detail))) return 'procedurally-related';
  return 'related';
};

/** Parses one BILLSTATUS XML file (the current layout and the pre-2022 one with billType/billNumber). */
export function parseBillStatus(xml: string, file: string): BillStatusBill {
  const root = parseDocument(xml, file);
  if (localName(root) !== 'billStatus')
    throw new RecordError(`not a BILLSTATUS file (root <${localName(root)}>)`, { file });
  const bill = firstElement(root, 'bill');
  if (!bill) throw new RecordError('no <bill> element', { file });
  const congress = text(bill, 'congress');
  const type = text(bill, 'type') ?? text(bill, 'billType');
  const number = text(bill, 'number') ?? text(bill, 'billNumber');
  const key = congress && type && number ? congressBillKey(congress, type, number) : null;
  if (!key)
    throw new RecordError(`cannot read the bill's congress/type/number (${congress} ${type} ${number})`, { file });
  const info = billTypes[key.typeCode];
  const record = citationOf(key);
  const title = text(bill, 'title');
  if (!title) throw new RecordError('missing <title>', { file, record });

  const rawActions = readActions(bill);
  const actions = mergeActions(rawActions);
  const votes = readVotes(bill, rawActions, key);

  const sponsors = [
    ...all(bill, 'sponsors', 'item').map((item) => readSponsor(item, 'primary')),
    ...all(bill, 'cosponsors', 'item')
      .filter((item) => !text(item, 'sponsorshipWithdrawnDate'))
      .map((item) => readSponsor(item, 'cosponsor')),
  ];

  const titles = all(bill, 'titles', 'item')
    .map((item) => text(item, 'title'))
    .filter((value): value is string => Boolean(value));
  const otherTitles = [...new Set(titles)].filter((value) => value !== title);

  // Three layouts: today's (subjects/legislativeSubjects, policyArea), 2016-2022's (subjects/billSubjects/...)
  // and the legacy one before August 2016, which named them otherSubjects and primarySubject(s)
  // (usgpo/bill-status CHANGELOG, "Adjust names of subject fields").
  const policyArea =
    text(bill, 'policyArea', 'name') ??
    text(bill, 'subjects', 'policyArea', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'policyArea', 'name') ??
    text(bill, 'primarySubject', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'primarySubject', 'name') ??
    text(bill, 'subjects', 'billSubjects', 'primarySubjects', 'name') ??
    text(bill, 'subjects', 'primarySubject', 'name');
  const subjectItems = [
    ...all(bill, 'subjects', 'legislativeSubjects', 'item'),
    ...all(bill, 'subjects', 'billSubjects', 'legislativeSubjects', 'item'),
    ...all(bill, 'subjects', 'billSubjects', 'otherSubjects', 'item'),
    ...all(bill, 'subjects', 'otherSubjects', 'item'),
  ];
  const subjectTerms = [
    ...new Set(
      [policyArea, ...subjectItems.map((item) => text(item, 'name'))].filter((value): value is string =>
        Boolean(value),
      ),
    ),
  ];

  const summaries = [...all(bill, 'summaries', 'summary'), ...all(bill, 'summaries', 'billSummaries', 'item')]
    .map((item, index) => ({
      index,
      actionDate: text(item, 'actionDate') ?? '',
      updateDate: text(item, 'lastSummaryUpdateDate') ?? text(item, 'updateDate') ?? '',
      html: rawTextOf(pathOf(item, ['text'])),
    }))
    .filter((summary) => summary.html.trim() !== '')
    .sort(
      (a, b) =>
        a.actionDate.localeCompare(b.actionDate) || a.updateDate.localeCompare(b.updateDate) || a.index - b.index,
    );
  const latestSummary = summaries.at(-1);

  const versions: VersionRecord[] = [];
  const versionCodes: (string | null)[] = [];
  for (const item of all(bill, 'textVersions', 'item')) {
    const name = text(item, 'type');
    const urls = all(item, 'formats', 'item')
      .map((format) => text(format, 'url'))
      .filter((url): url is string => Boolean(url));
    if (!name && urls.length === 0) continue;
    versions.push({
      name: name ?? 'Text',
      date: easternDate(text(item, 'date')),
      links: urls.flatMap(govinfoLinks),
    });
    versionCodes.push(urls.map(versionCodeOf).find(Boolean) ?? (name === 'Public Law' ? 'pl' : null));
  }

  const documents: DocumentRecord[] = [
    ...all(bill, 'cboCostEstimates', 'item').flatMap((item) => {
      const url = text(item, 'url');
      return url
        ? [
            {
              name: `CBO cost estimate: ${text(item, 'title') ?? ''}`.trim(),
              date: easternDate(text(item, 'pubDate')),
              links: [{ url, mediaType: 'text/html' }],
            },
          ]
        : [];
    }),
    ...[...all(bill, 'committeeReports', 'committeeReport'), ...all(bill, 'committeeReports', 'item')].flatMap(
      (item) => {
        const citation = text(item, 'citation');
        const match = citation ? /([HS])\.\s*Rept\.\s*(\d+)-(\d+)/.exec(citation) : null;
        if (!citation || !match?.[1] || !match[2] || !match[3]) return [];
        const chamberSlug = match[1] === 'H' ? 'house-report' : 'senate-report';
        return [
          {
            name: citation,
            date: null,
            links: [
              {
                url: `https://www.congress.gov/congressional-report/${ordinal(Number(match[2]))}-congress/${chamberSlug}/${match[3]}`,
                mediaType: 'text/html',
              },
            ],
          },
        ];
      },
    ),
  ];

  const relations: RelationRecord[] = all(bill, 'relatedBills', 'item').flatMap((item) => {
    const related = congressBillKey(text(item, 'congress') ?? '', text(item, 'type') ?? '', text(item, 'number') ?? '');
    if (!related) return [];
    const details = all(item, 'relationshipDetails', 'item').map((detail) => text(detail, 'type') ?? '');
    return [
      {
        relatedBillId: congressBillId(related),
        identifier: citationOf(related),
        sessionIdentifier: String(related.congress),
        relationType: relationTypeOf(details),
      },
    ];
  });

  const laws = all(bill, 'laws', 'item').map((item) => ({ type: text(item, 'type'), number: text(item, 'number') }));
  const committees = [...all(bill, 'committees', 'item'), ...all(bill, 'committees', 'billCommittees', 'item')].map(
    (item) => ({
      name: text(item, 'name'),
      chamber: chamberOf(text(item, 'chamber')),
      systemCode: text(item, 'systemCode'),
      subcommittees: all(item, 'subcommittees', 'item').map((sub) => text(sub, 'name')),
    }),
  );
  const amendments = all(bill, 'amendments', 'amendment').map((item) => ({
    type: text(item, 'type'),
    number: text(item, 'number'),
    purpose: text(item, 'purpose') ?? text(item, 'description'),
  }));
  const notes = all(bill, 'notes', 'item')
    .map((item) => htmlToText(text(item, 'text') ?? ''))
    .filter(Boolean);
  const billStatusUrl = `https://www.govinfo.gov/bulkdata/BILLSTATUS/${key.congress}/${key.typeCode}/BILLSTATUS-${keyString(key)}.xml`;

  return {
    key,
    sponsors,
    versionCodes,
    record: {
      jurisdictionId: 'US',
      session: congressSession(key.congress),
      billType: info.type,
      billNumber: key.number,
      identifier: record,
      title,
      abstract: latestSummary ? htmlToText(latestSummary.html).replace(/\n[ \t]+/g, '\n') || null : null,
      classification: [info.classification],
      fromChamber: chamberOf(text(bill, 'originChamber')) ?? info.chamber,
      subjectTerms,
      otherTitles,
      otherIdentifiers: [`${info.type} ${key.number}`],
      sources: [
        { url: congressGovUrl(key), note: 'congress.gov' },
        { url: billStatusUrl, note: 'BILLSTATUS XML' },
      ],
      extras: {
        congress: key.congress,
        introducedDate: text(bill, 'introducedDate'),
        policyArea,
        laws,
        committees,
        amendments,
        notes,
        ...(latestSummary ? { summaryVersion: latestSummary.actionDate } : {}),
      },
      actions,
      sponsorships: [],
      versions,
      documents,
      relations,
      votes,
      hearings: [],
      sourceUpdatedAt: text(bill, 'updateDate'),
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// USLM bill versions

const uslmCitation = /^(\d+)(hr|s|hres|sres|hjres|sjres|hconres|sconres)(\d+)([a-z]*)$/i;

/** Parses one USLM bill, resolution or engrossed amendment: one version of one bill. */
export function parseUslmVersion(xml: string, file: string): UslmVersion {
  const root = parseDocument(xml, file);
  const meta = firstElement(root, 'meta') ?? firstElement(root, 'amendMeta');
  if (!meta) throw new RecordError(`no <meta> in <${localName(root)}>: not a USLM bill version`, { file });
  const citations = elementsOf(meta, 'citableAs').map((node) => textOf(node).replace(/\s+/g, ''));
  const compact = citations.map((value) => uslmCitation.exec(value)).find(Boolean);
  if (!compact?.[1] || !compact[2] || !compact[3])
    throw new RecordError(`cannot tell the bill from <citableAs> (${citations.join(', ')})`, { file });
  const key = congressBillKey(compact[1], compact[2], compact[3]);
  if (!key) throw new RecordError(`unknown bill ${citations[0]}`, { file });
  const code = (compact[4] ?? '').toLowerCase();
  const stage = text(meta, 'docStage') ?? code.toUpperCase();

  const body = firstElement(root, 'main') ?? firstElement(root, 'amendMain');
  const officialTitle = body ? text(body, 'longTitle', 'officialTitle') : null;
  const endorsementTitle = text(root, 'endorsement', 'longTitle', 'officialTitle');
  const metaTitle = /:\s*(.+)$/s.exec(text(meta, 'title') ?? '')?.[1]?.trim() || null;
  // An engrossed amendment names the bill it amends: `the bill ... entitled “An Act to ...”`.
  const entitled = /entitled “(?:An Act )?(.+?)”/.exec(textOf(body))?.[1] ?? null;
  const title =
    metaTitle ??
    officialTitle ??
    endorsementTitle ??
    (entitled ? entitled.charAt(0).toUpperCase() + entitled.slice(1) : null);
  const versionChamber = chamberOf(text(meta, 'currentChamber'));

  const actionNodes = findAll([root], (node) => localName(node) === 'action');
  const actions: ActionRecord[] = [];
  const dates: string[] = [];
  for (const node of actionNodes) {
    const dateNode = firstElement(node, 'date');
    const date = (dateNode && attr(dateNode, 'date')) || proseDate(textOf(dateNode));
    if (date) dates.push(date);
    const actionText = text(node, 'actionDescription');
    // Without a description the action is only the version's dateline (`In the Senate ..., November 12, 2019.`).
    if (!date || !actionText) continue;
    const named = /House of Representatives|\bSenate\b/.exec(actionText)?.[0];
    actions.push({
      date,
      chamber: named ? (named === 'Senate' ? 'upper' : 'lower') : versionChamber,
      text: actionText,
      classification: classifyCongressAction(actionText),
      committeeName: textOf(firstElement(firstElement(node, 'actionDescription') ?? node, 'committee')) || null,
    });
  }

  const sponsors: CongressSponsor[] = findAll([root], (node) => {
    const name = localName(node);
    return name === 'sponsor' || name === 'cosponsor';
  }).map((node) => ({
    name: textOf(node),
    classification: localName(node) === 'sponsor' ? 'primary' : 'cosponsor',
    isPrimary: localName(node) === 'sponsor',
    chamber: key.typeCode.startsWith('h') ? 'lower' : 'upper',
    bioguideId: attr(node, 'bioGuideId') ?? null,
    lisId: attr(node, 'senateId') ?? null,
    // Prefaces name members by surname only (`Mr. Scott of Florida`): too weak to match by name.
    givenName: null,
    familyName: null,
  }));

  const bodyNodes = [root].flatMap((node) =>
    childrenOf(node).filter((child) => ['main', 'amendMain', 'attestation'].includes(localName(child) ?? '')),
  );
  const html = renderUslmHtml(bodyNodes);
  return {
    key,
    code,
    stage,
    title,
    date: dates.sort().at(-1) ?? null,
    chamber: versionChamber,
    actions,
    sponsors,
    text: htmlToText(html),
    html,
    file,
  };
}

// ---------------------------------------------------------------------------------------------------
// One bill from both sources

/** Where a GPO version code sits in a bill's life, for ordering versions of one date (and undated ones). */
const stageRank = (code: string | null): number => {
  if (!code) return 4;
  if (/^i[hs]$/.test(code)) return 1;
  if (/^(r[hs]|rc[hs]|ri[hs]|cp[hs]|pc[hs]|rt[hs]|ats?|ath)$/.test(code)) return code.startsWith('at') ? 3 : 2;
  if (/^e[hs]$/.test(code)) return 3;
  if (/^(rd[hs]|rf[hs]|hd[hs]|ip[hs]|as|ah)$/.test(code)) return 4;
  if (/^ea[hs]$/.test(code)) return 5;
  if (code === 'enr') return 6;
  if (code === 'pl') return 7;
  return 4;
};

type MergedVersion = VersionRecord & { code: string | null };

function orderVersions(versions: MergedVersion[]): MergedVersion[] {
  const dated = versions
    .filter((version) => version.date)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || stageRank(a.code) - stageRank(b.code));
  for (const version of versions.filter((candidate) => !candidate.date)) {
    const rank = stageRank(version.code);
    let position = 0;
    dated.forEach((other, index) => {
      if (stageRank(other.code) <= rank) position = index + 1;
    });
    dated.splice(position, 0, version);
  }
  return dated;
}

/** Status a USLM version stage states by itself, for bills known only from their texts. */
function stageStatus(code: string, typeCode: BillTypeCode): number {
  if (code === 'enr') return billStatus.enrolled;
  const passedOrigin = /^(e[hs]|at[hs])$/.test(code);
  if (passedOrigin && (typeCode === 'hres' || typeCode === 'sres')) return billStatus.passed;
  if (passedOrigin || /^(rd[hs]|rf[hs]|ea[hs])$/.test(code)) return billStatus.engrossed;
  return billStatus.introduced;
}

const uslmLinks = (version: UslmVersion): VersionLink[] =>
  govinfoLinks(
    `https://www.govinfo.gov/content/pkg/BILLS-${keyString(version.key)}${version.code}/xml/BILLS-${keyString(version.key)}${version.code}.xml`,
  );

/**
 * One BillRecord per bill: BILLSTATUS (when there is one) for everything but the texts, and every USLM
 * version of the bill as a version with text and HTML (matched to BILLSTATUS's text versions by GPO
 * version code). Without BILLSTATUS the bill comes from the USLM metadata and preface actions.
 */
export function buildCongressBill(input: { status: BillStatusBill | null; versions: UslmVersion[] }): {
  record: BillRecord;
  sponsors: CongressSponsor[];
} {
  const uslm = [...new Map(input.versions.map((version) => [version.code, version])).values()];
  const first = input.status?.key ?? uslm[0]?.key;
  if (!first) throw new Error('a congress bill needs BILLSTATUS or at least one USLM version');
  const key = first;

  const merged: MergedVersion[] = (input.status?.record.versions ?? []).map((version, index) => ({
    ...version,
    code: input.status?.versionCodes[index] ?? null,
  }));
  for (const version of uslm) {
    const target = merged.find((candidate) => candidate.code === version.code);
    if (target) {
      target.text = version.text;
      target.html = version.html;
      target.date ??= version.date;
      continue;
    }
    merged.push({
      name: version.stage,
      date: version.date,
      links: uslmLinks(version),
      text: version.text,
      html: version.html,
      code: version.code,
    });
  }
  const versions: VersionRecord[] = orderVersions(merged).map(({ code: _code, ...version }) => version);

  if (input.status) {
    return { record: { ...input.status.record, versions }, sponsors: input.status.sponsors };
  }

  const info = billTypes[key.typeCode];
  const ordered = [...uslm].sort((a, b) => stageRank(a.code) - stageRank(b.code));
  const actionMap = new Map<string, ActionRecord>();
  for (const action of ordered.flatMap((version) => version.actions)) {
    const actionKey = `${action.date}|${action.text}`;
    if (!actionMap.has(actionKey)) actionMap.set(actionKey, action);
  }
  const actions = [...actionMap.values()].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const title = [...ordered].reverse().find((version) => version.title)?.title ?? citationOf(key);
  const sponsorSource = ordered.find((version) => version.sponsors.length > 0);
  const classification = [info.classification];
  const derived = deriveStatus({ actions, fromChamber: info.chamber, classification });
  const latest = ordered.at(-1);
  const stated = latest ? stageStatus(latest.code, key.typeCode) : billStatus.introduced;
  const statusOverride =
    latest && stated > derived.status && derived.status < billStatus.vetoed
      ? { status: stated, date: latest.date }
      : undefined;

  return {
    sponsors: sponsorSource?.sponsors ?? [],
    record: {
      jurisdictionId: 'US',
      session: congressSession(key.congress),
      billType: info.type,
      billNumber: key.number,
      identifier: citationOf(key),
      title,
      abstract: null,
      classification,
      fromChamber: info.chamber,
      subjectTerms: [],
      otherTitles: [
        ...new Set(
          ordered.map((version) => version.title).filter((value): value is string => Boolean(value) && value !== title),
        ),
      ],
      otherIdentifiers: [`${info.type} ${key.number}`],
      sources: [{ url: congressGovUrl(key), note: 'congress.gov' }],
      extras: { congress: key.congress, uslmStages: ordered.map((version) => version.code.toUpperCase()) },
      actions,
      sponsorships: [],
      versions,
      documents: [],
      relations: [],
      votes: [],
      hearings: [],
      ...(statusOverride ? { statusOverride } : {}),
    },
  };
}

/** Sponsorship rows with person links: bioguide id first, then the name within the chamber. */
export function linkSponsors(
  sponsors: CongressSponsor[],
  personIdFor: (sponsor: CongressSponsor) => string | null,
): SponsorshipRecord[] {
  return sponsors.map((sponsor) => ({
    name: sponsor.name,
    classification: sponsor.classification,
    isPrimary: sponsor.isPrimary,
    entityType: 'person',
    personId: personIdFor(sponsor),
    chamber: sponsor.chamber,
  }));
}
