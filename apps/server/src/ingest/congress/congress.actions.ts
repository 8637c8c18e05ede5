import type { ActionRecord, VoteRecord } from '../core/bill-record';
import { chamberOfName } from '../loaders/records';
import { elementsAt, type XmlNode } from '../loaders/xml';
import type { CongressBillKey } from './congress.model';
import { easternDate, text } from './congress.read';

// BILLSTATUS actions (classified, merged per date and text) and the roll calls named on them.

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
  if (named) return chamberOfName(named);
  const code = text(item, 'actionCode') ?? '';
  if (code === 'Intro-H') return 'lower';
  const numeric = Number(code);
  if (Number.isInteger(numeric) && numeric > 0) return numeric < 10000 ? 'lower' : numeric < 19000 ? 'upper' : null;
  return null;
}

export type RawAction = ActionRecord & { item: XmlNode; code: string | null; library: boolean };

export function readActions(bill: XmlNode): RawAction[] {
  // BILLSTATUS lists actions newest first; ties keep the reversed document order.
  const items = elementsAt(bill, 'actions', 'item').reverse();
  const actions = items.map((item) => {
    const code = text(item, 'actionCode');
    const actionText = text(item, 'text') ?? '';
    const committees = elementsAt(item, 'committees', 'item')
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
export function mergeActions(actions: RawAction[]): ActionRecord[] {
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
export function readVotes(bill: XmlNode, actions: RawAction[], key: CongressBillKey): VoteRecord[] {
  const votes = new Map<string, VoteRecord>();
  const add = (rollCall: XmlNode, motionText: string | null, date: string | null) => {
    const roll = text(rollCall, 'rollNumber');
    const chamber = chamberOfName(text(rollCall, 'chamber'));
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
  const withVotes = actions.filter((action) => elementsAt(action.item, 'recordedVotes', 'recordedVote').length > 0);
  for (const action of [...withVotes.filter((a) => !a.library), ...withVotes.filter((a) => a.library)]) {
    for (const rollCall of elementsAt(action.item, 'recordedVotes', 'recordedVote'))
      add(rollCall, action.text, action.date);
  }
  for (const rollCall of elementsAt(bill, 'recordedVotes', 'recordedVote')) {
    const roll = text(rollCall, 'rollNumber');
    const chamber = chamberOfName(text(rollCall, 'chamber'));
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
