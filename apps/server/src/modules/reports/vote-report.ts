import type { VoteDetail, VoteEvent } from '@statehouse/shared/bills/bills.schemas';
import { partyName } from '@statehouse/shared/reference/parties';
import { describeMotion } from '@statehouse/shared/reference/vote-motions';
import { REPORT_MAX_VOTES, type VoteReportParameters } from '@statehouse/shared/reports/reports.schemas';
import type { Block, TableRow } from '../../lib/documents/document';
import { getBillVotes } from '../bills/bills.service';
import { getVoteDetails } from '../votes/votes.service';
import { checkSelectionTags } from './bill-report';
import { describeSelection, resolveBills } from './bill-selection';
import { type BuiltReport, billUrl, chamberLabel, formatDay, plural, type ReportContext } from './report-context';
import { isCrossover, isPartyLine, memberTallies, partySides } from './vote-statistics';

const optionLabel = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

/** "TX HB 1 · Mar 4, 2026 · Passage": names a roll call in group bands. */
const rollCallLabel = (vote: VoteDetail) =>
  `${vote.bill.stateCode} ${vote.bill.identifier} · ${vote.date ? formatDay(vote.date) : 'undated'} · ${describeMotion(vote.motion).label}`;

type Chosen = VoteEvent & { billLabel: string };

/**
 * POST /api/report/vote-report: the roll calls on the chosen bills (newest first, at most REPORT_MAX_VOTES),
 * each with the party breakdown and every member's vote; party-line roll calls and crossover votes.
 */
export async function buildVoteReport(context: ReportContext, parameters: VoteReportParameters): Promise<BuiltReport> {
  const tagNames = await checkSelectionTags(context, parameters.selection);
  const bills = await resolveBills(context, parameters.selection);
  const events: Chosen[] = [];
  for (const bill of bills) {
    const { items } = await getBillVotes({ db: context.db, id: bill.id });
    for (const item of items) events.push({ ...item, billLabel: `${bill.stateCode} ${bill.identifier}` });
  }
  const matching = events
    .filter((event) => !parameters.chamber || event.chamber === parameters.chamber)
    .filter((event) => !parameters.dateFrom || (event.date !== null && event.date >= parameters.dateFrom))
    .filter((event) => !parameters.dateTo || (event.date !== null && event.date <= parameters.dateTo))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.billLabel.localeCompare(b.billLabel));
  const chosen = matching.slice(0, REPORT_MAX_VOTES);
  const details: VoteDetail[] = [];
  for (const event of chosen) details.push(await getVoteDetails({ db: context.db, voteId: event.id }));

  const rollCalls: TableRow[] = [];
  const breakdown: TableRow[] = [];
  const memberRows: TableRow[] = [];
  let partyLine = 0;
  let crossoverVotes = 0;
  for (const vote of details) {
    const sides = partySides(vote);
    const line = isPartyLine(sides);
    if (line) partyLine += 1;
    const crossovers = vote.votes.filter((member) => isCrossover(member, sides)).length;
    crossoverVotes += crossovers;
    const label = rollCallLabel(vote);
    rollCalls.push({
      bill: { text: `${vote.bill.stateCode} ${vote.bill.identifier}`, url: billUrl(context, vote.bill.id) },
      date: vote.date,
      body: vote.organizationName ?? chamberLabel(vote.chamber),
      motion: describeMotion(vote.motion).label,
      result: vote.result === 'pass' ? 'Passed' : vote.result === 'fail' ? 'Failed' : vote.result,
      yes: vote.yesCount,
      no: vote.noCount,
      other: vote.otherCount,
      partyLine: line,
      crossovers,
    });
    for (const party of vote.partyBreakdown) {
      breakdown.push({
        rollCall: label,
        party: party.partyName,
        yes: party.yes,
        no: party.no,
        other: party.other,
        yesShare: party.yes + party.no > 0 ? party.yes / (party.yes + party.no) : null,
      });
    }
    if (parameters.includeMemberVotes !== false) {
      for (const member of vote.votes) {
        memberRows.push({
          rollCall: label,
          member: member.voterName,
          party: member.party ?? '',
          district: member.district ?? '',
          vote: optionLabel(member.option),
          crossed: isCrossover(member, sides) ? 'Crossed party' : '',
        });
      }
    }
  }
  const tallies = memberTallies(details).filter((tally) => tally.crossovers > 0);
  const selectionText = describeSelection(parameters.selection, tagNames);
  const title = parameters.title || 'Vote report';
  const share = details.length ? Math.round((partyLine / details.length) * 100) : 0;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text:
        details.length === 0
          ? 'No roll calls were recorded on these bills for this choice.'
          : `${plural(details.length, 'roll call')} on ${plural(new Set(details.map((vote) => vote.billId)).size, 'bill')}; ` +
            `${plural(partyLine, 'was a party-line vote', 'were party-line votes')} (${share}%), where most Democrats voted against most Republicans. ` +
            `${plural(crossoverVotes, 'vote')} crossed the member’s party majority.`,
    },
  ];
  if (matching.length > chosen.length) {
    blocks.push({
      kind: 'paragraph',
      text: `Only the newest ${REPORT_MAX_VOTES} of ${matching.length} roll calls are included; narrow the bills or dates for the rest.`,
    });
  }
  return {
    rowCount: rollCalls.length + memberRows.length,
    document: {
      title,
      subtitle: selectionText,
      generatedAt: context.now,
      orientation: 'landscape',
      coverFacts: [
        { label: 'Bills', value: String(bills.length) },
        { label: 'Roll calls', value: String(details.length) },
        { label: 'Party-line votes', value: `${partyLine} (${share}%)` },
        { label: 'Crossover votes', value: String(crossoverVotes) },
        { label: 'Selection', value: selectionText },
        ...(parameters.chamber ? [{ label: 'Chamber', value: chamberLabel(parameters.chamber) }] : []),
        ...(parameters.dateFrom || parameters.dateTo
          ? [{ label: 'Dates', value: `${parameters.dateFrom ?? 'start'} to ${parameters.dateTo ?? 'today'}` }]
          : []),
        { label: 'Prepared by', value: context.caller.name },
      ],
      sections: [
        { heading: 'Summary', blocks },
        {
          heading: 'Roll calls',
          blocks: [
            {
              kind: 'table',
              caption: 'Roll calls',
              columns: [
                { key: 'bill', header: 'Bill', type: 'link', width: 1.2 },
                { key: 'date', header: 'Date', type: 'date', width: 1.2 },
                { key: 'body', header: 'Chamber or committee', width: 2.2 },
                { key: 'motion', header: 'Motion', width: 3 },
                { key: 'result', header: 'Result', width: 0.9 },
                { key: 'yes', header: 'Yes', type: 'integer', width: 0.7 },
                { key: 'no', header: 'No', type: 'integer', width: 0.7 },
                { key: 'other', header: 'Other', type: 'integer', width: 0.8 },
                { key: 'partyLine', header: 'Party-line', width: 1 },
                { key: 'crossovers', header: 'Crossovers', type: 'integer', width: 1.1 },
              ],
              rows: rollCalls,
              emptyText: 'No roll calls.',
            },
          ],
        },
        {
          heading: 'Party breakdown',
          blocks: [
            {
              kind: 'table',
              caption: 'Party breakdown',
              groupBy: 'rollCall',
              columns: [
                { key: 'rollCall', header: 'Roll call' },
                { key: 'party', header: 'Party', width: 2 },
                { key: 'yes', header: 'Yes', type: 'integer' },
                { key: 'no', header: 'No', type: 'integer' },
                { key: 'other', header: 'Other', type: 'integer' },
                { key: 'yesShare', header: 'Yes share', type: 'percent' },
              ],
              rows: breakdown,
              emptyText: 'No roll calls.',
            },
          ],
        },
        {
          heading: 'Crossover votes',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Members who voted against their party’s majority at least once, most crossovers first.',
            },
            {
              kind: 'table',
              caption: 'Crossover votes',
              columns: [
                { key: 'member', header: 'Member', width: 2.5 },
                { key: 'party', header: 'Party', width: 1.6 },
                { key: 'chamber', header: 'Chamber', width: 1 },
                { key: 'district', header: 'District', width: 1 },
                { key: 'votes', header: 'Yes/no votes', type: 'integer' },
                { key: 'crossovers', header: 'Crossovers', type: 'integer' },
                { key: 'rate', header: 'Crossover rate', type: 'percent' },
              ],
              rows: tallies.map((tally) => ({
                member: tally.name,
                party: tally.party ? (partyName(tally.party) ?? tally.party) : '',
                chamber: chamberLabel(tally.chamber),
                district: tally.district ?? '',
                votes: tally.votes,
                crossovers: tally.crossovers,
                rate: tally.crossovers / tally.votes,
              })),
              emptyText: 'Nobody crossed their party on these roll calls.',
            },
          ],
        },
        ...(parameters.includeMemberVotes !== false
          ? [
              {
                heading: 'Member votes',
                blocks: [
                  {
                    kind: 'table' as const,
                    caption: 'Member votes',
                    groupBy: 'rollCall',
                    columns: [
                      { key: 'rollCall', header: 'Roll call' },
                      { key: 'member', header: 'Member', width: 3 },
                      { key: 'party', header: 'Party', width: 0.8 },
                      { key: 'district', header: 'District', width: 1 },
                      { key: 'vote', header: 'Vote', width: 1.2 },
                      { key: 'crossed', header: 'Crossover', width: 1.4 },
                    ],
                    rows: memberRows,
                    emptyText: 'No member votes were recorded.',
                  },
                ],
              },
            ]
          : []),
      ],
    },
  };
}
