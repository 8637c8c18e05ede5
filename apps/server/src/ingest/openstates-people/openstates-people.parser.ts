import { parse } from 'yaml';
import type { Link, PartyTerm, PersonOffice, PersonRole } from '../../db/schema/people';
import { RecordError } from '../core/errors';

export type PersonRecord = {
  id: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  otherNames: string[];
  gender: string | null;
  birthDate: string | null;
  email: string | null;
  image: string | null;
  parties: PartyTerm[];
  roles: PersonRole[];
  offices: PersonOffice[];
  links: Link[];
  sources: Link[];
  externalIds: Record<string, string>;
};

export type CommitteeRecord = {
  id: string;
  jurisdictionOcdId: string;
  name: string;
  chamber: string | null;
  classification: string;
  parentId: string | null;
  otherNames: string[];
  links: Link[];
  sources: Link[];
  extras: Record<string, unknown>;
  members: { name: string; role: string; personId: string | null }[];
};

type Raw = Record<string, unknown>;

const str = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};
const list = (value: unknown): Raw[] =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Raw[]) : [];
const links = (value: unknown): Link[] =>
  list(value)
    .filter((item) => str(item.url))
    .map((item) => (str(item.note) ? { url: String(item.url), note: String(item.note) } : { url: String(item.url) }));

function parseYaml(text: string, file: string): Raw {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new RecordError(`invalid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, {
      file,
    });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new RecordError('not a YAML mapping', { file });
  return value as Raw;
}

/** One openstates-people person file (legislature/, executive/ or retired/). */
export function parsePersonYaml(text: string, file: string): PersonRecord {
  const raw = parseYaml(text, file);
  const id = str(raw.id);
  const name = str(raw.name);
  if (!id?.startsWith('ocd-person/'))
    throw new RecordError('missing or malformed id (want ocd-person/<uuid>)', { file });
  if (!name) throw new RecordError('missing name', { file, record: id });
  const externalIds: Record<string, string> = {};
  if (raw.ids && typeof raw.ids === 'object') {
    for (const [key, value] of Object.entries(raw.ids as Raw)) if (str(value)) externalIds[key] = String(value);
  }
  for (const item of list(raw.other_identifiers)) {
    const scheme = str(item.scheme);
    const identifier = str(item.identifier);
    if (scheme && identifier && !externalIds[scheme]) externalIds[scheme] = identifier;
  }
  return {
    id,
    name,
    givenName: str(raw.given_name),
    familyName: str(raw.family_name),
    otherNames: [
      ...new Set(
        list(raw.other_names)
          .map((item) => str(item.name))
          .filter((value): value is string => !!value),
      ),
    ],
    gender: str(raw.gender),
    birthDate: str(raw.birth_date),
    email: str(raw.email),
    image: str(raw.image),
    parties: list(raw.party)
      .filter((item) => str(item.name))
      .map((item) => ({
        name: String(item.name),
        ...(str(item.start_date) ? { startDate: str(item.start_date) as string } : {}),
        ...(str(item.end_date) ? { endDate: str(item.end_date) as string } : {}),
      })),
    roles: list(raw.roles).map((item) => {
      const role: PersonRole = { type: str(item.type) ?? 'unknown' };
      for (const [from, to] of [
        ['district', 'district'],
        ['jurisdiction', 'jurisdiction'],
        ['title', 'title'],
        ['start_date', 'startDate'],
        ['end_date', 'endDate'],
        ['end_reason', 'endReason'],
      ] as const) {
        const value = str(item[from]);
        if (value) role[to] = value;
      }
      return role;
    }),
    offices: list(raw.offices).map((item) => {
      const office: PersonOffice = { classification: str(item.classification) ?? 'other' };
      for (const key of ['address', 'voice', 'fax', 'email', 'name'] as const) {
        const value = str(item[key]);
        if (value) office[key] = value;
      }
      return office;
    }),
    links: links(raw.links),
    sources: links(raw.sources),
    externalIds,
  };
}

/** One openstates-people committee file. */
export function parseCommitteeYaml(text: string, file: string): CommitteeRecord {
  const raw = parseYaml(text, file);
  const id = str(raw.id);
  const name = str(raw.name);
  const jurisdiction = str(raw.jurisdiction);
  if (!id?.startsWith('ocd-organization/'))
    throw new RecordError('missing or malformed id (want ocd-organization/<uuid>)', { file });
  if (!name) throw new RecordError('missing name', { file, record: id });
  if (!jurisdiction) throw new RecordError('missing jurisdiction', { file, record: id });
  const extras = raw.extras && typeof raw.extras === 'object' ? (raw.extras as Record<string, unknown>) : {};
  return {
    id,
    jurisdictionOcdId: jurisdiction,
    name,
    chamber: str(raw.chamber),
    classification: str(raw.classification) ?? 'committee',
    parentId: str(raw.parent),
    otherNames: list(raw.other_names)
      .map((item) => str(item.name))
      .filter((value): value is string => !!value),
    links: links(raw.links),
    sources: links(raw.sources),
    extras,
    members: list(raw.members)
      .filter((item) => str(item.name))
      .map((item) => ({ name: String(item.name), role: str(item.role) ?? 'member', personId: str(item.person_id) })),
  };
}

const executiveTypes = new Set([
  'governor',
  'lt_governor',
  'mayor',
  'attorney general',
  'secretary of state',
  'treasurer',
  'auditor',
  'chief election officer',
]);

/** The person's current role (open or ending after `today`), latest start first; else the last one. */
export function currentRole(
  roles: PersonRole[],
  today = new Date().toISOString().slice(0, 10),
): PersonRole | undefined {
  const open = roles.filter((role) => !role.endDate || role.endDate >= today);
  const pool = open.length > 0 ? open : roles;
  return [...pool].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0];
}

/** upper/lower/legislature as stored; executive offices become `executive`. */
export const chamberOfRole = (role: PersonRole | undefined): string | null => {
  if (!role) return null;
  if (executiveTypes.has(role.type)) return 'executive';
  if (role.type === 'house') return 'lower';
  if (role.type === 'senate') return 'upper';
  return role.type;
};

export function currentParty(parties: PartyTerm[], today = new Date().toISOString().slice(0, 10)): string | null {
  const open = parties.filter((party) => !party.endDate || party.endDate >= today);
  return (open.at(-1) ?? parties.at(-1))?.name ?? null;
}
