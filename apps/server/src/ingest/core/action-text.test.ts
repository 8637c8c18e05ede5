import { describe, expect, it } from 'vitest';
import { classifyActionText } from './action-text';

// Each line is copied from a real file: ../shared/data (path in the comment) or, where the wording is quoted
// in issue 32, from the states' files the issue was found on. Every one stayed untyped (or half typed) before
// the shared classifier.
describe('classifyActionText: the wordings that stayed untyped, in any format', () => {
  it.each([
    // Issue 32: a first reading that also refers the bill is both.
    ['First reading, referred to Judiciary', ['introduction', 'reading-1', 'referral-committee'], null],
    // WI (legiscan fixtures, openstates-bills wi-data-pipeline AB1): the same, in Wisconsin's words.
    [
      'Read first time and referred to Committee on Mental Health and Substance Abuse Prevention',
      ['introduction', 'reading-1', 'referral-committee'],
      null,
    ],
    // Issue 32: a target that starts with the chamber's name is still a committee.
    ['Assigned to House Judiciary Committee', ['referral-committee'], null],
    // more-states/legiscan-csv-kansas/2025-2026/history.csv bill 1947376.
    ['Senate Referred to Senate Select Committee on Veterans Affairs', ['referral-committee'], 'upper'],
    // Issue 32: committee recommendations.
    ['Committee action: Do Pass', ['committee-passage'], null],
    ['Do Pass Amended', ['committee-passage'], null],
    ['Report Pass', ['committee-passage'], null],
    // openstates-bills-windycivi/il-data-pipeline 104th SB316 (the IL scraper leaves it untyped).
    ['Do Pass Executive;  011-000-000', ['committee-passage'], null],
    ['Do Pass / Short Debate Executive Committee;  011-000-000', ['committee-passage'], null],
    // Issue 32 and legiscan-csv-michigan/2025-2026/rollcalls.csv roll call 1527247: a final reading that fails.
    ['third reading FAILED', ['reading-3', 'failure'], null],
    ['House Third Reading: Defeated Roll Call #49', ['reading-3', 'failure'], 'lower'],
    // legiscan-csv-michigan/2025-2026/history.csv bill 1999841.
    ['Read A Third Time', ['reading-3'], null],
    // openstates-bills-windycivi/tx-data-pipeline 892: a second reading's outcome, not the chamber's passage.
    ['Passed to 3rd reading as amended', ['reading-2'], null],
    ['Passed to engrossment', ['reading-2'], null],
    // more-states/legiscan-csv-kansas/2025-2026/history.csv: Kansas's final votes.
    ['House Final Action - Passed as amended; Yea: 67 Nay: 55', ['passage'], 'lower'],
    ['Senate Emergency Final Action - Passed; Yea: 39 Nay: 0', ['passage'], 'upper'],
    ['Senate Received and Introduced', ['introduction'], 'upper'],
    [
      'House Committee Report recommending bill be passed as amended by Committee on Taxation',
      ['committee-passage'],
      'lower',
    ],
    ['House Committee of the Whole - Be passed as amended', ['reading-2'], 'lower'],
    ['Senate Consent Calendar Passed Yea: 39 Nay: 0', ['passage'], 'upper'],
    // Issue 32: a prefiling, a chapter number (the bill became law), a resolution adopted.
    ['Prefile', ['filing'], null],
    ['Assigned a chapter number', ['became-law'], null],
    ['Adopted', ['passage'], null],
    // legiscan-csv-michigan/2025-2026/history.csv bill 1999841.
    ['Read A Second Time', ['reading-2'], null],
    // il-data-pipeline 104th SB316: the Senate's Committee on Assignments is a committee.
    ['Referred to Assignments', ['referral-committee'], null],
    ['Rule 3-9(a) / Re-referred to Assignments', ['referral-committee'], null],
  ])('types "%s"', (text, types, chamber) => {
    const result = classifyActionText(text);
    expect(result.types.sort()).toEqual([...types].sort());
    expect(result.chamber).toBe(chamber);
  });

  it.each([
    // il-data-pipeline: what is referred is an amendment or a motion, not the bill.
    'House Floor Amendment No. 1 Referred to Rules Committee',
    'House Floor Amendment No. 2 Motion to Concur Referred to Assignments',
    // il-data-pipeline: a summary line, after each chamber's own passage.
    'Passed Both Houses',
    // co-data-pipeline 2025B: a second reading laid over did not happen.
    'Senate Second Reading Special Order - Laid Over to 08/25/2025 - No Amendments',
    // il-data-pipeline: a deadline, not a reading.
    'Third Reading/Final Action Deadline Extended-9(b) May 31, 2025',
    // legiscan-csv-michigan: a referral to a chamber or a calendar is no committee.
    'Referred To Second Reading',
    'Referred to the Senate',
  ])('leaves "%s" without the bill-step it seems to name', (text) => {
    const { types } = classifyActionText(text);
    expect(types).not.toContain('referral-committee');
    expect(types).not.toContain('passage');
    expect(types).not.toContain('reading-2');
    expect(types).not.toContain('reading-3');
  });
});
