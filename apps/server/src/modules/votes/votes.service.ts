import type { VoteDetail } from '@statehouse/shared/bills/bills.schemas';
import { partyName } from '@statehouse/shared/reference/parties';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { selectMemberVotes, selectVoteEvent } from './votes.queries';

/** A roll call with every member's vote and a yes / no / other count per party (voters not matched: Unknown). */
export async function getVoteDetails({ db, voteId }: { db: Database; voteId: string }): Promise<VoteDetail> {
  const vote = await selectVoteEvent(db, voteId);
  if (!vote) throw new AppError('NOT_FOUND', `Vote ${voteId} was not found`);
  const votes = await selectMemberVotes(db, voteId);
  const byParty = new Map<string, VoteDetail['partyBreakdown'][number]>();
  for (const memberVote of votes) {
    const party = memberVote.party ?? 'Unknown';
    const entry = byParty.get(party) ?? {
      party,
      partyName: partyName(party) ?? 'Unknown',
      yes: 0,
      no: 0,
      other: 0,
      total: 0,
    };
    if (memberVote.option === 'yes') entry.yes += 1;
    else if (memberVote.option === 'no') entry.no += 1;
    else entry.other += 1;
    entry.total += 1;
    byParty.set(party, entry);
  }
  const partyBreakdown = [...byParty.values()].sort(
    (a, b) => Number(a.party === 'Unknown') - Number(b.party === 'Unknown') || b.total - a.total,
  );
  return { ...vote, votes, partyBreakdown };
}
