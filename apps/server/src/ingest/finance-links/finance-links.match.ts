import { filerMatchesMember, foldName, type MatchableMember } from '../../lib/contribution-match';

/**
 * Which registered lobbyist gave a contribution (decision 041). Contributions carry the giver's name, and sometimes
 * their state, ZIP code, employer and occupation; lobbyist registrations carry name, city, state and ZIP. A name
 * alone is not enough (the FEC lists thousands of individual donors, and common names repeat), so a lobbyist matches
 * a contribution when:
 *
 * - the folded last names are equal and the first word of the folded first names is equal, and
 * - something else agrees: the source itself calls the giver a lobbyist (Minnesota's contributor type "lobbyist",
 *   or "lobbyist" in the employer or occupation), or the contributor's state is the lobbyist's state, or their
 *   five-digit ZIP codes are equal.
 *
 * When several registered lobbyists fit (the same person registered under two keys, or two people), the one the
 * strongest evidence points to wins (ZIP, then state, then the source's label), then the latest registration year.
 */
export type LinkableLobbyist = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  name: string;
  state: string | null;
  zip: string | null;
  latestYear: number | null;
};

export type LinkableContribution = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  contributorType: string | null;
  employer: string | null;
  occupation: string | null;
  state: string | null;
  zip: string | null;
};

const zip5 = (zip: string | null) => (zip ? (/^\d{5}/.exec(zip.trim())?.[0] ?? null) : null);
const firstWord = (text: string | null) => foldName(text ?? '').split(' ')[0] ?? '';
/** "Lee U. McGrath" -> first "lee", last "mcgrath" when the registration has no separate name fields. */
const lobbyistNames = (lobbyist: LinkableLobbyist) => {
  const words = foldName(lobbyist.name).split(' ');
  return {
    first: firstWord(lobbyist.firstName) || (words[0] ?? ''),
    last: foldName(lobbyist.lastName ?? '') || (words.at(-1) ?? ''),
  };
};

/** The name key both sides are indexed by: "mcgrath|lee". Empty when either part is missing. */
export const personKey = (first: string, last: string) => (first && last ? `${last}|${first}` : '');

export function lobbyistKey(lobbyist: LinkableLobbyist): string {
  const { first, last } = lobbyistNames(lobbyist);
  return personKey(first, last);
}

export function contributionKey(contribution: LinkableContribution): string {
  return personKey(firstWord(contribution.firstName), foldName(contribution.lastName ?? ''));
}

/** Whether the source itself says the giver lobbies. */
export const sourceSaysLobbyist = (contribution: LinkableContribution) =>
  contribution.contributorType === 'lobbyist' ||
  /\blobby/i.test(contribution.employer ?? '') ||
  /\blobby/i.test(contribution.occupation ?? '');

/** How strongly the rest of the record supports a name match: 0 is no support (no link). */
export function evidence(contribution: LinkableContribution, lobbyist: LinkableLobbyist): number {
  const zip = zip5(contribution.zip);
  if (zip && zip === zip5(lobbyist.zip)) return 3;
  if (contribution.state && lobbyist.state && contribution.state.toUpperCase() === lobbyist.state.toUpperCase())
    return 2;
  if (sourceSaysLobbyist(contribution)) return 1;
  return 0;
}

/** The lobbyist a contribution came from among those of the same name key, or null (decision 041). */
export function pickLobbyist(
  contribution: LinkableContribution,
  candidates: readonly LinkableLobbyist[],
): LinkableLobbyist | null {
  let best: { lobbyist: LinkableLobbyist; score: number } | null = null;
  for (const lobbyist of candidates) {
    const score = evidence(contribution, lobbyist);
    if (score === 0) continue;
    if (
      !best ||
      score > best.score ||
      (score === best.score && (lobbyist.latestYear ?? 0) > (best.lobbyist.latestYear ?? 0))
    )
      best = { lobbyist, score };
  }
  return best?.lobbyist ?? null;
}

/**
 * The legislator whose candidate committee a filer is: decision 033's rule (candidate "Last, First" against the
 * member's family and given or other names, the office a chamber the member served in). When two members of the
 * state fit, the one whose district is the filer's wins; when that does not settle it, no one (a wrong link is
 * worse than none).
 */
export function pickMember<Member extends MatchableMember & { id: string; district: string | null }>(
  filer: { candidateName: string | null; office: string | null; district: string | null },
  members: readonly Member[],
): Member | null {
  const matches = members.filter((member) => filerMatchesMember(filer, member));
  if (matches.length <= 1) return matches[0] ?? null;
  const sameDistrict = matches.filter(
    (member) => filer.district && member.district?.toUpperCase() === filer.district.toUpperCase(),
  );
  return sameDistrict.length === 1 ? (sameDistrict[0] ?? null) : null;
}
