import type { VoteDetail } from '@statehouse/shared/bills/bills.schemas';

/** The side a party's majority took on a roll call: yes, no, or null (a tie, or no yes/no votes). */
export type PartySide = 'yes' | 'no' | null;

export function partySides(vote: Pick<VoteDetail, 'votes'>): Map<string, PartySide> {
  const tally = new Map<string, { yes: number; no: number }>();
  for (const member of vote.votes) {
    if (!member.party || (member.option !== 'yes' && member.option !== 'no')) continue;
    const entry = tally.get(member.party) ?? { yes: 0, no: 0 };
    entry[member.option] += 1;
    tally.set(member.party, entry);
  }
  return new Map(
    [...tally.entries()].map(([party, { yes, no }]) => [party, yes > no ? 'yes' : no > yes ? 'no' : null] as const),
  );
}

/**
 * A party-line vote: the majority of Democrats voted against the majority of Republicans (the usual "party unity"
 * definition). Needs both parties to have a majority side.
 */
export function isPartyLine(sides: Map<string, PartySide>): boolean {
  const democrats = sides.get('D');
  const republicans = sides.get('R');
  return Boolean(democrats && republicans && democrats !== republicans);
}

/** A member's yes or no against their own party's majority side on that roll call. */
export function isCrossover(member: VoteDetail['votes'][number], sides: Map<string, PartySide>): boolean {
  if (!member.party || (member.option !== 'yes' && member.option !== 'no')) return false;
  const side = sides.get(member.party);
  return Boolean(side && side !== member.option);
}

export type MemberTally = {
  key: string;
  name: string;
  party: string | null;
  chamber: string | null;
  district: string | null;
  votes: number;
  crossovers: number;
};

/** Per member over many roll calls: how many yes/no votes, and how many crossed their party. */
export function memberTallies(votes: Pick<VoteDetail, 'votes'>[]): MemberTally[] {
  const tallies = new Map<string, MemberTally>();
  for (const vote of votes) {
    const sides = partySides(vote);
    for (const member of vote.votes) {
      if (member.option !== 'yes' && member.option !== 'no') continue;
      const key = member.personId ?? `name:${member.voterName}`;
      const tally = tallies.get(key) ?? {
        key,
        name: member.voterName,
        party: member.party,
        chamber: member.chamber,
        district: member.district,
        votes: 0,
        crossovers: 0,
      };
      tally.votes += 1;
      if (isCrossover(member, sides)) tally.crossovers += 1;
      tallies.set(key, tally);
    }
  }
  return [...tallies.values()].sort(
    (a, b) =>
      b.crossovers - a.crossovers || b.crossovers / b.votes - a.crossovers / a.votes || a.name.localeCompare(b.name),
  );
}
