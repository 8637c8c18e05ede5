import { RecordError } from '../core/errors';
import { attr, elementsOf, firstElement, parseXml, rootElement, textAt, type XmlNode } from '../loaders/xml';

/** A bill as LBDC numbers it: `S01706A` -> print number `S1706A`, bill id NY-07R-S-1706 for session 2007. */
export type LbdcBillRef = { printNo: string; billType: string; billNumber: number; amendment: string };

export type AgendaBill = { bill: LbdcBillRef; sponsor: string | null; title: string | null; message: string | null };

/** One committee of one addendum of a senAgenda file: a meeting notice with the bills to be considered. */
export type AgendaEntry = {
  sessionYear: number;
  agendaNo: number;
  addendum: string;
  weekOf: string | null;
  publishedAt: string | null;
  committee: string;
  chair: string | null;
  location: string | null;
  meetDate: string;
  /** `HH:MM` local time, null when the agenda gives none (`T00.00.00Z`). */
  meetTime: string | null;
  notes: string | null;
  bills: AgendaBill[];
};

export type MemberVote = { name: string; rank: number | null; party: string | null; vote: string };

export type CommitteeBillVote = {
  bill: LbdcBillRef;
  sponsor: string | null;
  /** LBDC action code: F, 3, RC, 1, D, R3, S, ... */
  action: string;
  referCommittee: string | null;
  withAmendment: string | null;
  votes: MemberVote[];
};

/** One committee of a senAgendaVote file: attendance and the committee's vote on each bill. */
export type AgendaVoteEntry = {
  sessionYear: number;
  agendaNo: number;
  addendum: string;
  committee: string;
  chair: string | null;
  meetDate: string;
  meetTime: string | null;
  attendance: { name: string; rank: number | null; party: string | null; attendance: string }[];
  bills: CommitteeBillVote[];
};

export type FloorVote = {
  sessionYear: number;
  bill: LbdcBillRef;
  date: string;
  billSeqNo: string | null;
  dateSeqNo: string | null;
  totalYes: number | null;
  totalNo: number | null;
  votes: { name: string; vote: string; remote: boolean | null }[];
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `S01706A` -> { printNo: S1706A, billType: S, billNumber: 1706, amendment: A }. */
export function lbdcBillRef(value: string): LbdcBillRef | null {
  const match = /^([A-Z])0*(\d+)([A-Z]?)$/.exec(value.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  const number = Number(match[2]);
  if (!Number.isInteger(number) || number <= 0) return null;
  return {
    printNo: `${match[1]}${number}${match[3] ?? ''}`,
    billType: match[1],
    billNumber: number,
    amendment: match[3] ?? '',
  };
}

/** NY sessions are two years long and named by their first (odd) year. */
export const nySessionYear = (year: number): number => (year % 2 === 0 ? year - 1 : year);

/** Our bill id for an LBDC bill number (the amendment letter is not part of it, as in the NY importer). */
export const lbdcBillId = (sessionYear: number, bill: LbdcBillRef): string =>
  `NY-${String(nySessionYear(sessionYear)).slice(-2)}R-${bill.billType}-${bill.billNumber}`;

/** `T13.00.00Z` -> `13:00`; midnight means "no time given" and is null. The Z is not UTC: LBDC writes Albany time. */
export function lbdcTime(value: string): string | null {
  const match = /^T?(\d{2})[.:](\d{2})/.exec(value.trim());
  if (!match) return null;
  const time = `${match[1]}:${match[2]}`;
  return time === '00:00' ? null : time;
}

function parseRoot(xml: string, file: string, expected: string): XmlNode {
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    const line = Number(/line (\d+)/.exec(String((error as Error).message))?.[1]) || undefined;
    throw new RecordError(`malformed XML: ${(error as Error).message}`, { file, line });
  }
  const root = rootElement(nodes);
  const name = root ? Object.keys(root).find((key) => key !== ':@') : undefined;
  if (!root || name !== expected)
    throw new RecordError(`expected <${expected}>, found <${name ?? 'nothing'}>`, { file });
  return root;
}

function intAttr(node: XmlNode, name: string, file: string): number {
  const value = Number(attr(node, name));
  if (!Number.isInteger(value) || value <= 0)
    throw new RecordError(`missing or bad ${name}="${attr(node, name) ?? ''}"`, { file });
  return value;
}

function billRefOf(node: XmlNode, file: string, record: string): LbdcBillRef {
  const raw = attr(node, 'no') ?? '';
  const bill = lbdcBillRef(raw);
  if (!bill) throw new RecordError(`bad bill number "${raw}"`, { file, record });
  return bill;
}

function requireDate(value: string | null, file: string, record: string, what: string): string {
  if (!value || !isoDate.test(value))
    throw new RecordError(`missing or bad ${what} "${value ?? ''}"`, { file, record });
  return value;
}

/** A senAgenda file (`<senagenda no sessyr year>` with addenda of committees). */
export function parseAgenda(xml: string, file: string): AgendaEntry[] {
  const root = parseRoot(xml, file, 'senagenda');
  const sessionYear = intAttr(root, 'sessyr', file);
  const agendaNo = intAttr(root, 'no', file);
  const action = attr(root, 'action') ?? 'replace';
  if (action !== 'replace') throw new RecordError(`unsupported agenda action "${action}"`, { file });
  const entries: AgendaEntry[] = [];
  for (const addendum of elementsOf(root, 'addendum')) {
    const addendumId = attr(addendum, 'id') ?? '';
    const pubDate = textAt(addendum, 'pubdate');
    const pubTime = lbdcTime(textAt(addendum, 'pubtime') ?? '') ?? '00:00';
    for (const committeesNode of elementsOf(addendum, 'committees')) {
      for (const committee of elementsOf(committeesNode, 'committee')) {
        const name = textAt(committee, 'name');
        const record = `agenda ${agendaNo}${addendumId} ${name ?? '?'}`;
        if (!name) throw new RecordError('committee without a name', { file, record });
        const bills: AgendaBill[] = [];
        for (const billsNode of elementsOf(committee, 'bills')) {
          for (const bill of elementsOf(billsNode, 'bill')) {
            bills.push({
              bill: billRefOf(bill, file, record),
              sponsor: textAt(bill, 'sponsor'),
              title: textAt(bill, 'title'),
              message: textAt(bill, 'message'),
            });
          }
        }
        entries.push({
          sessionYear,
          agendaNo,
          addendum: addendumId,
          weekOf: textAt(addendum, 'weekof'),
          publishedAt: pubDate ? `${pubDate}T${pubTime}` : null,
          committee: name,
          chair: textAt(committee, 'chair'),
          location: textAt(committee, 'location'),
          meetDate: requireDate(textAt(committee, 'meetdate'), file, record, 'meetdate'),
          meetTime: lbdcTime(textAt(committee, 'meettime') ?? ''),
          notes: notesOf(textAt(committee, 'notes')),
          bills,
        });
      }
    }
  }
  return entries;
}

/** LBDC separates note lines with `||`. */
const notesOf = (value: string | null): string | null =>
  value
    ?.split('||')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n') || null;

const rankOf = (node: XmlNode): number | null => {
  const value = Number(textAt(node, 'rank'));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** A senAgendaVote file: per committee, the attendance and the vote on each bill. */
export function parseAgendaVote(xml: string, file: string): AgendaVoteEntry[] {
  const root = parseRoot(xml, file, 'senagendavote');
  const sessionYear = intAttr(root, 'sessyr', file);
  const agendaNo = intAttr(root, 'no', file);
  const entries: AgendaVoteEntry[] = [];
  for (const addendum of elementsOf(root, 'addendum')) {
    const addendumId = attr(addendum, 'id') ?? '';
    for (const committeesNode of elementsOf(addendum, 'committees')) {
      for (const committee of elementsOf(committeesNode, 'committee')) {
        const name = textAt(committee, 'name');
        const record = `agenda vote ${agendaNo}${addendumId} ${name ?? '?'}`;
        if (!name) throw new RecordError('committee without a name', { file, record });
        const action = attr(committee, 'action') ?? 'replace';
        if (action !== 'replace') throw new RecordError(`unsupported committee action "${action}"`, { file, record });
        const members = (parent: XmlNode | undefined) => (parent ? elementsOf(parent, 'member') : []);
        const attendance = members(firstElement(committee, 'attendancelist')).map((member) => ({
          name: textAt(member, 'name') ?? '',
          rank: rankOf(member),
          party: textAt(member, 'party'),
          attendance: textAt(member, 'attendance') ?? '',
        }));
        const bills: CommitteeBillVote[] = [];
        for (const billsNode of elementsOf(committee, 'bills')) {
          for (const bill of elementsOf(billsNode, 'bill')) {
            const votes = members(firstElement(bill, 'votes')).map((member) => ({
              name: textAt(member, 'name') ?? '',
              rank: rankOf(member),
              party: textAt(member, 'party'),
              vote: textAt(member, 'vote') ?? '',
            }));
            const unnamed = votes.find((vote) => vote.name === '' || vote.vote === '');
            if (unnamed)
              throw new RecordError(`a member without a name or vote on ${attr(bill, 'no')}`, { file, record });
            bills.push({
              bill: billRefOf(bill, file, record),
              sponsor: textAt(bill, 'sponsor'),
              action: textAt(bill, 'action') ?? '',
              referCommittee: textAt(bill, 'refercomm'),
              withAmendment: textAt(bill, 'withamd'),
              votes,
            });
          }
        }
        entries.push({
          sessionYear,
          agendaNo,
          addendum: addendumId,
          committee: name,
          chair: textAt(committee, 'chair'),
          meetDate: requireDate(textAt(committee, 'meetdate'), file, record, 'meetdate'),
          meetTime: lbdcTime(textAt(committee, 'meettime') ?? ''),
          attendance,
          bills,
        });
      }
    }
  }
  return entries;
}

/** A senFlVot file: one Senate floor roll call on one bill. */
export function parseFloorVote(xml: string, file: string): FloorVote {
  const root = parseRoot(xml, file, 'senfloorvote');
  const sessionYear = intAttr(root, 'sessyr', file);
  const bill = billRefOf(root, file, 'senfloorvote');
  const action = attr(root, 'action') ?? 'replace';
  if (action !== 'replace') throw new RecordError(`unsupported floor vote action "${action}"`, { file });
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(attr(root, 'dateofvote') ?? '');
  if (!us) throw new RecordError(`missing or bad dateofvote "${attr(root, 'dateofvote') ?? ''}"`, { file });
  const totals = firstElement(root, 'totals');
  const total = (name: string) => {
    const value = Number(textAt(totals, name));
    return Number.isInteger(value) ? value : null;
  };
  const votesNode = firstElement(root, 'votes');
  const votes = (votesNode ? elementsOf(votesNode, 'member') : []).map((member) => {
    const remote = textAt(member, 'remote');
    return {
      name: textAt(member, 'name') ?? '',
      vote: textAt(member, 'vote') ?? '',
      remote: remote === 'Y' ? true : remote === 'N' ? false : null,
    };
  });
  if (votes.length === 0) throw new RecordError('a floor vote without members', { file });
  if (votes.some((vote) => vote.name === '' || vote.vote === ''))
    throw new RecordError('a member without a name or vote', { file });
  return {
    sessionYear,
    bill,
    date: `${us[3]}-${us[1]}-${us[2]}`,
    billSeqNo: attr(root, 'bill_seqno') ?? null,
    dateSeqNo: attr(root, 'date_seqno') ?? null,
    totalYes: total('tot_yes'),
    totalNo: total('tot_no'),
    votes,
  };
}

/** LBDC vote words -> our person_votes options (Aye with reservations counts as yes, as in the NY importer). */
export function voteOption(vote: string): string {
  const value = vote.trim().toLowerCase();
  if (value === 'aye' || value.startsWith('aye w')) return 'yes';
  if (value === 'nay' || value === 'no') return 'no';
  if (value === 'excused') return 'excused';
  if (value === 'absent') return 'absent';
  if (value.startsWith('abst')) return 'abstain';
  return 'other';
}

/**
 * Committee vote action codes (LBDC, as OpenLegislation's AgendaVoteAction reads them) -> the motion and
 * whether the committee moved the bill on. `passed` is null for a code we do not know (the counts decide).
 */
export function committeeAction(
  action: string,
  referCommittee: string | null,
): { motion: string; passed: boolean | null } {
  const code = action.trim().toUpperCase();
  switch (code) {
    case 'R':
      return { motion: 'Reported', passed: true };
    case 'F':
      return { motion: 'Sent to first reading', passed: true };
    case '3':
      return { motion: 'Sent to third reading', passed: true };
    case 'RC':
      return { motion: `Referred to committee${referCommittee ? ` (${referCommittee})` : ''}`, passed: true };
    case 'R3':
      return { motion: 'Restored to third reading', passed: true };
    case 'D':
      return { motion: 'Defeated', passed: false };
    case 'S':
      return { motion: 'Special action', passed: null };
    default:
      return { motion: `Committee action ${code || '(none)'}`, passed: null };
  }
}
