import { chamberOfName } from '../loaders/records';

/**
 * A leading chamber name that says where the action happened ("House Referred to Committee on ...",
 * "Senate Passed ...", CO's "House Third Reading Passed"), unless it names a document of that chamber
 * ("Senate Bill 5 substituted", "Assembly Amendment 1 offered").
 */
const chamberPrefix =
  /^(House|Senate|Assembly)\b\s*[:-]?\s+(?!(?:Bill|Joint|Concurrent|Resolution|Substitute|Amendments?)\b)/i;

/**
 * Referrals that do not send the bill to a committee: to a reading, a calendar, the floor, an officer, or a
 * chamber itself ("referred to the Senate"). A target that starts with a chamber's name and names a committee
 * is a committee ("Assigned to House Judiciary Committee").
 */
const notCommittee =
  /^(?:the\s+)?(?:(?:second|third|2nd|3rd|general)\s+(?:reading|orders?)|calendar|order|orders|floor|governor|secretary|clerk|enrolling|engrossing|printer|(?:house|senate|assembly)\b(?!.*\bcommittee\b))/i;

/** The thing referred is an amendment or a motion of the bill, not the bill ("Floor Amendment No. 1 Referred to Rules"). */
const notTheBill = /\b(?:amendments?|motions?)\b/i;

/** The words a committee's recommendation opens with: "Committee action: Do Pass", "Committee Report: Do pass". */
const committeeLead = String.raw`^(?:Committee (?:action|report|recommendation)s?\s*[:-]?\s*)?`;

/** The readings and final votes whose outcome follows: "Third Reading Passed", "third reading FAILED". */
const finalVote =
  '(?:Read (?:a |the )?third time|Third Reading|3rd Reading|Final Passage|On Final Passage|Final Reading|(?:Emergency )?Final Action)';

/**
 * Open States action types for one line of a bill's history, in any state's wording: LegiScan copies each
 * legislature's own text (MI "Referred To Committee On ...", CO "House Committee on Appropriations Refer
 * Amended to ...", WI "Read first time and referred to Committee on ...", KS "House Final Action - Passed",
 * chamber-first "Senate Passed"), and the Open States scrapers leave some lines untyped. Returns the types and
 * the chamber a leading chamber name states. Lines that record no step of the bill ("Rules suspended", "Record
 * vote", an amendment offered) have no type.
 */
export function classifyActionText(text: string): { types: string[]; chamber: string | null } {
  const trimmed = text.trim();
  const prefix = chamberPrefix.exec(trimmed);
  const rest = prefix ? trimmed.slice(prefix[0].length) : trimmed;
  // MI's journal records the other chamber's passage: "Passed By House With Immediate Effect" (in the Senate).
  const passedBy = /^Passed By (?:The )?(House|Senate|Assembly)\b/i.exec(rest)?.[1];
  const chamber = passedBy
    ? chamberOfName(passedBy.toLowerCase() === 'senate' ? 'Senate' : 'House')
    : prefix
      ? chamberOfName(prefix[1]?.toLowerCase() === 'senate' ? 'Senate' : 'House')
      : null;
  const types = new Set<string>();
  if (/^Pre-?filed?\b/i.test(rest)) types.add('filing');
  if (
    /^(?:(?:Received and )?Introduced|First Reading|Read (?:a |the )?first time|Read 1st time|1st Reading)\b|^Filed\b(?!\s+with\s+(?:the\s+)?Secretary\s+of\s+State)/i.test(
      rest,
    )
  )
    types.add('introduction');
  // "First reading, referred to ...", "Read first time and referred to ...", "Introduced and read first time".
  if (
    /^(?:Introduced,?\s+(?:and\s+)?)?(?:First Reading|Read (?:a |the )?first time|Read 1st time|1st Reading)\b/i.test(
      rest,
    )
  )
    types.add('reading-1');
  // KS debates bills on general orders in the Committee of the Whole: "Committee of the Whole - Be passed".
  if (
    /^(?:Second Reading|Read (?:a |the )?second time|2nd Reading)\b(?!.*\b(?:laid over|postponed|deferred|deadline)\b)/i.test(
      rest,
    ) ||
    /^Committee of the Whole\b.*\bBe passed\b/i.test(rest) ||
    // TX: a second reading that passes sends the bill on: "Passed to 3rd reading", "Passed to engrossment".
    /^Passed to (?:third reading|3rd reading|engrossment)\b/i.test(rest)
  )
    types.add('reading-2');
  if (
    /^(?:Third Reading|Read (?:a |the )?third time|3rd Reading)\b(?!.*\b(?:laid over|postponed|deferred|deadline)\b)/i.test(
      rest,
    )
  )
    types.add('reading-3');
  const referral =
    /^(.*?)\b(?:re-?referred|referred|re-?assigned|assigned|committed|recommitted|re-?committed)\s+to\s+(.*)$/i.exec(
      rest,
    );
  if (
    referral?.[2] !== undefined &&
    !notCommittee.test(referral[2]) &&
    !notTheBill.test(referral[1] ?? '') &&
    !/^Assigned (?:PA\b|(?:a )?Chapter\b)/i.test(rest)
  )
    types.add('referral-committee');
  const amendmentReport = /^Report(?:ed)?\s+(?:(?:Assembly|Senate|House)\s+)?(?:Substitute\s+)?Amendment/i.test(rest);
  const unfavorable =
    /\b(?:unfavorabl[ey]|do not pass|ought not to pass|without recommendation|rejection recommended|indefinite postponement recommended)\b/i.test(
      rest,
    );
  const doPass = new RegExp(`${committeeLead}Do Pass\\b`, 'i').test(rest);
  const doPassFailed = doPass && /\b(?:failed|lost)\b/i.test(rest);
  // KS: "Committee Report recommending bill be passed as amended by Committee on Taxation".
  const recommendsAgainst = /^Committee Report recommending\b.*\b(?:not be|be not) (?:passed|adopted)\b/i.test(rest);
  const recommends = !recommendsAgainst && /^Committee Report recommending\b.*\bbe (?:passed|adopted)\b/i.test(rest);
  if (
    (!amendmentReport && /^Report/i.test(rest) && unfavorable) ||
    new RegExp(`${committeeLead}Do Not Pass\\b`, 'i').test(rest) ||
    doPassFailed ||
    recommendsAgainst
  )
    types.add('committee-failure');
  else if (
    !amendmentReport &&
    (/^Report(?:ed)?\b.*\b(?:favorabl[ey]|do pass|recommend|without amendment|with amendments?|with substitute|passage|out of committee)/i.test(
      rest,
    ) ||
      /^Report(?:ed)?\s+(?:Do\s+)?Pass(?:ed)?\b/i.test(rest) ||
      /^Committee (?:on|of)\b.*\bRefer(?:red)? (?:Amended|Unamended)\b/i.test(rest) ||
      /^Committee Recommended\b/i.test(rest) ||
      doPass ||
      recommends)
  )
    types.add('committee-passage');
  if (/\bPostpone(?:d)? Indefinitely\b/i.test(rest)) {
    if (/^Committee\b/i.test(rest)) types.add('committee-failure');
    types.add('failure');
  }
  if (
    new RegExp(
      `^(?:${finalVote}\\b[\\s,:.;-]*(?:and\\s+)?)?(?:Passed|Adopted)\\b(?!\\s+(?:Both Houses|to|over)\\b)`,
      'i',
    ).test(rest) ||
    /^(?:Bill|Resolution|Consent Calendar) (?:Passed|Adopted)\b|^Read and Adopted\b/i.test(rest)
  )
    types.add('passage');
  if (new RegExp(`^${finalVote}\\b[\\s,:.;-]*(?:Failed|Lost|Defeated|Not Passed|Rejected)\\b`, 'i').test(rest))
    types.add('failure');
  if (
    /^(?:Sent|Presented|Transmitted|Delivered|Enrolled and (?:sent|presented|delivered)) to (?:the )?Governor\b/i.test(
      rest,
    )
  )
    types.add('executive-receipt');
  if (/^(?:Approved|Signed) by (?:the )?Governor\b|^Governor (?:Signed|Approved)\b/i.test(rest))
    types.add('executive-signature');
  if (
    /^(?:Assigned PA\b|Public Act\b|Chaptered\b|Became (?:Law|Act)\b|Act No\.|Published as Act\b|Assigned (?:a )?Chapter\b|Chapter (?:No\.?\s*)?\d)/i.test(
      rest,
    )
  )
    types.add('became-law');
  if (/\bveto(?:es)?\s+overrid(?:den|e)\b|^Override(?:s)? (?:of )?(?:the )?(?:Governor'?s? )?veto\b/i.test(rest))
    types.add('veto-override-passage');
  else if (/^(?:Vetoed\b|Governor Vetoed\b|Veto(?:ed)? by (?:the )?Governor\b)/i.test(rest))
    types.add('executive-veto');
  if (/^(?:Failed|Defeated|Lost|Died)\b|\bEnacting Clause Stricken\b/i.test(rest)) types.add('failure');
  return { types: [...types], chamber };
}
