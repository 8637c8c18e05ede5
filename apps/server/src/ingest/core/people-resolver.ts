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

  resolve(name: string, options: { chamber?: string | null; date?: string | null } = {}): string | null {
    const candidates = this.byName.get(normalizePersonName(name)) ?? [];
    if (candidates.length === 0) return null;
    if (candidates.length === 1) return candidates[0]?.id ?? null;
    const chamber = options.chamber ?? undefined;
    const date = options.date ?? undefined;
    for (const filter of [
      (c: Candidate) => c.roles.some((role) => roleCovers(role, chamber, date)),
      (c: Candidate) => c.roles.some((role) => roleCovers(role, chamber, undefined)),
      (c: Candidate) => c.roles.some((role) => roleCovers(role, undefined, date)),
    ]) {
      const narrowed = candidates.filter(filter);
      if (narrowed.length === 1) return narrowed[0]?.id ?? null;
    }
    return null;
  }
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
