import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PersonRole } from '../../db/schema/people';
import { people } from '../../db/schema/people';

type Candidate = { id: string; roles: PersonRole[]; chamber: string | null };

/** Lower case, no accents, no punctuation except commas, single spaces. */
export const normalizePersonName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9, ]+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();

/** The spellings scraped bill data uses for one person: full, family only, "Family, Given", "Family, G." */
export function nameVariants(person: {
  name: string;
  givenName?: string | null;
  familyName?: string | null;
  otherNames?: string[];
}): string[] {
  const variants = new Set<string>();
  const add = (value: string | undefined | null) => {
    if (value?.trim()) variants.add(normalizePersonName(value));
  };
  for (const name of [person.name, ...(person.otherNames ?? [])]) {
    add(name);
    const parts = normalizePersonName(name).split(' ');
    if (parts.length >= 2 && !name.includes(',')) {
      const family = parts.at(-1);
      const given = parts.slice(0, -1).join(' ');
      add(`${family}, ${given}`);
      add(`${family}, ${given[0]}`);
    }
  }
  if (person.familyName) {
    add(person.familyName);
    if (person.givenName) {
      add(`${person.familyName}, ${person.givenName}`);
      add(`${person.givenName} ${person.familyName}`);
      add(`${person.familyName}, ${person.givenName[0]}`);
    }
  } else {
    add(normalizePersonName(person.name).split(' ').at(-1));
  }
  return [...variants];
}

const roleCovers = (role: PersonRole, chamber: string | undefined, date: string | undefined): boolean =>
  (!chamber || role.type === chamber || role.chamber === chamber) &&
  (!date || ((!role.startDate || role.startDate <= date) && (!role.endDate || role.endDate >= date)));

/** A seat in the legislature (a chamber or a unicameral legislature), not an executive office. */
export const isLegislativeRole = (role: PersonRole): boolean =>
  ['lower', 'upper', 'legislature'].includes(role.type) || Boolean(role.chamber);

/**
 * Whether someone holds a seat on `date` (default today): a legislative term that has begun and not ended.
 * A person's currency comes from their terms, never from the import that created them (an old session's
 * roster makes members of that session, not current members).
 */
export const holdsSeatOn = (roles: readonly PersonRole[], date = new Date().toISOString().slice(0, 10)): boolean =>
  roles.some((role) => isLegislativeRole(role) && roleCovers(role, undefined, date));

export type Period = { start?: string | null; end?: string | null };

const overlaps = (role: PersonRole, chamber: string | undefined, period: Period): boolean =>
  (!chamber || role.type === chamber || role.chamber === chamber) &&
  (!period.end || !role.startDate || role.startDate <= period.end) &&
  (!period.start || !role.endDate || role.endDate >= period.start);

const dayMs = 24 * 60 * 60 * 1000;

/** Days between a date and a term (0 inside it); Infinity for a term in another chamber. */
function daysFrom(role: PersonRole, chamber: string | undefined, date: string): number {
  if (chamber && role.type !== chamber && role.chamber !== chamber) return Number.POSITIVE_INFINITY;
  if (role.startDate && date < role.startDate) return (Date.parse(role.startDate) - Date.parse(date)) / dayMs;
  if (role.endDate && date > role.endDate) return (Date.parse(date) - Date.parse(role.endDate)) / dayMs;
  return 0;
}

/** How far from a term's edge a date may be and still mean that term: prefiling before it starts, a late record. */
const nearestTermDays = 366;

/**
 * Matches the names scraped bill data uses (`~{"name": "Darby"}`, `Davidsmeyer, Christopher`) to people
 * of one jurisdiction, narrowing by chamber and date when a name fits several. Unmatched or still
 * ambiguous names give null: the raw name is kept beside a null link.
 */
export class PeopleResolver {
  private readonly byName = new Map<string, Candidate[]>();

  constructor(
    rows: {
      id: string;
      name: string;
      givenName: string | null;
      familyName: string | null;
      otherNames: string[];
      roles: PersonRole[];
      chamber: string | null;
    }[],
  ) {
    for (const row of rows) {
      const candidate = { id: row.id, roles: row.roles, chamber: row.chamber };
      for (const variant of nameVariants(row)) {
        const list = this.byName.get(variant) ?? [];
        if (!list.some((entry) => entry.id === row.id)) list.push(candidate);
        this.byName.set(variant, list);
      }
    }
  }

  /**
   * The people of one jurisdiction; with `source`, only the people that source wrote (importers that add
   * their own people for unmatched names match against Open States people only, never their own).
   */
  static async load(db: DbOrTx, jurisdictionId: string, options: { source?: string } = {}): Promise<PeopleResolver> {
    const rows = await db
      .select({
        id: people.id,
        name: people.name,
        givenName: people.givenName,
        familyName: people.familyName,
        otherNames: people.otherNames,
        roles: people.roles,
        chamber: people.chamber,
      })
      .from(people)
      .where(
        options.source === undefined
          ? eq(people.jurisdictionId, jurisdictionId)
          : and(eq(people.jurisdictionId, jurisdictionId), eq(people.source, options.source)),
      );
    return new PeopleResolver(rows);
  }

  /**
   * The person a name means on `date` (the bill's first action, the vote's day) during `period` (the session),
   * in `chamber` when known. Names fit several people once former members are loaded; each candidate's
   * legislative terms decide. First, a candidate whose every term lies more than a year from the date (or the
   * session) is not meant: a namesake who left in 2016 never takes, nor blurs, a sponsor of a 2025 bill, so
   * loading former members unlinks nobody. Then, in order: a term covering the date (in the chamber, then any),
   * a term overlapping the session, the term nearest the date (a bill prefiled in December by a member whose
   * term starts in January), the chamber alone and, with no date at all, the one sitting member.
   */
  resolve(
    name: string,
    options: { chamber?: string | null; date?: string | null; period?: Period | null } = {},
  ): string | null {
    const all = this.byName.get(normalizePersonName(name)) ?? [];
    if (all.length <= 1) return all[0]?.id ?? null;
    const chamber = options.chamber ?? undefined;
    const date = options.date ?? undefined;
    const period = options.period?.start || options.period?.end ? options.period : undefined;
    const seats = (c: Candidate) => c.roles.filter(isLegislativeRole);
    const plausible = all.filter((c) => {
      const terms = seats(c).filter((role) => role.startDate || role.endDate);
      if (terms.length === 0) return true;
      if (date && terms.some((role) => daysFrom(role, undefined, date) <= nearestTermDays)) return true;
      if (period && terms.some((role) => overlaps(role, undefined, widened(period)))) return true;
      return !date && !period;
    });
    const candidates = plausible.length > 0 ? plausible : all;
    if (candidates.length === 1) return candidates[0]?.id ?? null;

    const filters: ((c: Candidate) => boolean)[] = [];
    if (date) {
      filters.push((c) => seats(c).some((role) => roleCovers(role, chamber, date)));
      if (chamber) filters.push((c) => seats(c).some((role) => roleCovers(role, undefined, date)));
    }
    if (period) {
      filters.push((c) => seats(c).some((role) => overlaps(role, chamber, period)));
      if (chamber) filters.push((c) => seats(c).some((role) => overlaps(role, undefined, period)));
    }
    for (const filter of filters) {
      const narrowed = candidates.filter(filter);
      if (narrowed.length === 1) return narrowed[0]?.id ?? null;
      if (narrowed.length > 1) return null;
    }
    if (date) {
      const nearest = nearestTo(candidates, chamber, date) ?? (chamber ? nearestTo(candidates, undefined, date) : null);
      if (nearest) return nearest;
    }
    for (const filter of [
      (c: Candidate) => c.roles.some((role) => roleCovers(role, chamber, date)),
      (c: Candidate) => c.roles.some((role) => roleCovers(role, chamber, undefined)),
      (c: Candidate) => c.roles.some((role) => roleCovers(role, undefined, date)),
    ]) {
      const narrowed = candidates.filter(filter);
      if (narrowed.length === 1) return narrowed[0]?.id ?? null;
    }
    if (!date && !period) {
      const sitting = candidates.filter((c) => holdsSeatOn(c.roles));
      if (sitting.length === 1) return sitting[0]?.id ?? null;
    }
    return null;
  }
}

/** A session widened by a year each side: members elected for it, or whose term it just missed. */
function widened(period: Period): Period {
  const shift = (value: string | null | undefined, days: number) =>
    value ? new Date(Date.parse(value) + days * dayMs).toISOString().slice(0, 10) : value;
  return { start: shift(period.start, -nearestTermDays), end: shift(period.end, nearestTermDays) };
}

/** The one candidate whose legislative term is nearest the date (within a year); null on a tie or none. */
function nearestTo(candidates: Candidate[], chamber: string | undefined, date: string): string | null {
  const distances = candidates.map((c) => ({
    id: c.id,
    days: Math.min(...c.roles.filter(isLegislativeRole).map((role) => daysFrom(role, chamber, date))),
  }));
  const best = Math.min(...distances.map((entry) => entry.days));
  if (!Number.isFinite(best) || best > nearestTermDays) return null;
  const closest = distances.filter((entry) => entry.days === best);
  return closest.length === 1 ? (closest[0]?.id ?? null) : null;
}

/** One resolver per jurisdiction per import run, memoised in the run's cache. */
export async function peopleResolverFor(
  cache: Map<string, unknown>,
  db: DbOrTx,
  jurisdictionId: string,
): Promise<PeopleResolver> {
  const key = `people-resolver:${jurisdictionId}`;
  const cached = cache.get(key) as PeopleResolver | undefined;
  if (cached) return cached;
  const resolver = await PeopleResolver.load(db, jurisdictionId);
  cache.set(key, resolver);
  return resolver;
}

/** Parses an Open States pseudo-id such as `~{"name": "Darby", "chamber": "upper"}`; null for anything else. */
export function parsePseudoId(value: string | null | undefined): Record<string, string> | null {
  if (!value?.startsWith('~')) return null;
  try {
    const parsed = JSON.parse(value.slice(1)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}
