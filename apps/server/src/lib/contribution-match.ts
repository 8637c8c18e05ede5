/**
 * Which campaign committees belong to a legislator (decision 033). The finance data names a committee's candidate
 * as "Last, First [Middle]" and its office ("House", "Senate"); people carry a given and family name and the
 * chambers they served in. A committee matches when, after folding case, accents and punctuation, the family name
 * equals the candidate's last name, the given name (or a recorded other name's first word) equals the candidate's
 * first name's first word, and the office is a chamber the member served in. Nicknames ("Bob" for "Robert") and
 * changed surnames are missed; two people of the same name in the same chamber would both match.
 */
export type MatchableMember = {
  name: string;
  givenName: string | null;
  familyName: string | null;
  otherNames: readonly string[];
  chamber: string | null;
  roleChambers: readonly string[];
};

export const foldName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "House" -> lower, "Senate" -> upper; null for an office that is not a legislative chamber. */
export const chamberOfOffice = (office: string | null): string | null => {
  const folded = foldName(office ?? '');
  if (/senat/.test(folded)) return 'upper';
  if (/(house|assembly|representative)/.test(folded)) return 'lower';
  if (/legislat/.test(folded)) return 'legislature';
  return null;
};

/** "Rehrauer, Kari J." -> { last: 'rehrauer', first: 'kari' }. */
export const splitCandidateName = (candidateName: string) => {
  const [last = '', rest = ''] = candidateName.split(',', 2);
  return { last: foldName(last), first: foldName(rest).split(' ')[0] ?? '' };
};

const firstNamesOf = (member: MatchableMember) => {
  const names = new Set<string>();
  const given = foldName(member.givenName ?? member.name.split(' ')[0] ?? '').split(' ')[0];
  if (given) names.add(given);
  for (const other of member.otherNames) {
    // Other names are written "First Last" or "Last, First"; only full first names count, not initials.
    const first = other.includes(',') ? splitCandidateName(other).first : foldName(other).split(' ')[0];
    if (first && first.length > 1) names.add(first);
  }
  return names;
};

export function filerMatchesMember(
  filer: { candidateName: string | null; office: string | null },
  member: MatchableMember,
): boolean {
  if (!filer.candidateName) return false;
  const chamber = chamberOfOffice(filer.office);
  const chambers = new Set([member.chamber, ...member.roleChambers]);
  if (!chamber || !chambers.has(chamber)) return false;
  const candidate = splitCandidateName(filer.candidateName);
  const family = foldName(member.familyName ?? member.name.split(' ').at(-1) ?? '');
  return candidate.last === family && firstNamesOf(member).has(candidate.first);
}
