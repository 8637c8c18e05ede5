import { parse } from 'yaml';
import type { Link, PartyTerm, PersonOffice, PersonRole } from '../../db/schema/people';
import { RecordError } from '../core/errors';
import { arr, type Raw, scalarText } from '../loaders/records';

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

const links = (value: unknown): Link[] =>
  arr(value)
    .filter((item) => scalarText(item.url))
    .map((item) =>
      scalarText(item.note) ? { url: String(item.url), note: String(item.note) } : { url: String(item.url) },
    );

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
  const id = scalarText(raw.id);
  const name = scalarText(raw.name);
  if (!id?.startsWith('ocd-person/'))
    throw new RecordError('missing or malformed id (want ocd-person/<uuid>)', { file });
  if (!name) throw new RecordError('missing name', { file, record: id });
  const externalIds: Record<string, string> = {};
  if (raw.ids && typeof raw.ids === 'object') {
    for (const [key, value] of Object.entries(raw.ids as Raw)) if (scalarText(value)) externalIds[key] = String(value);
  }
  for (const item of arr(raw.other_identifiers)) {
    const scheme = scalarText(item.scheme);
    const identifier = scalarText(item.identifier);
    if (scheme && identifier && !externalIds[scheme]) externalIds[scheme] = identifier;
  }
  return {
    id,
    name,
    givenName: scalarText(raw.given_name),
    familyName: scalarText(raw.family_name),
    otherNames: [
      ...new Set(
        arr(raw.other_names)
          .map((item) => scalarText(item.name))
          .filter((value): value is string => !!value),
      ),
    ],
    gender: scalarText(raw.gender),
    birthDate: scalarText(raw.birth_date),
    email: scalarText(raw.email),
    image: scalarText(raw.image),
    parties: arr(raw.party)
      .filter((item) => scalarText(item.name))
      .map((item) => ({
        name: String(item.name),
        ...(scalarText(item.start_date) ? { startDate: scalarText(item.start_date) as string } : {}),
        ...(scalarText(item.end_date) ? { endDate: scalarText(item.end_date) as string } : {}),
      })),
    roles: arr(raw.roles).map((item) => {
      const role: PersonRole = { type: scalarText(item.type) ?? 'unknown' };
      for (const [from, to] of [
        ['district', 'district'],
        ['jurisdiction', 'jurisdiction'],
        ['title', 'title'],
        ['start_date', 'startDate'],
        ['end_date', 'endDate'],
        ['end_reason', 'endReason'],
      ] as const) {
        const value = scalarText(item[from]);
        if (value) role[to] = value;
      }
      return role;
    }),
    offices: arr(raw.offices).map((item) => {
      const office: PersonOffice = { classification: scalarText(item.classification) ?? 'other' };
      for (const key of ['address', 'voice', 'fax', 'email', 'name'] as const) {
        const value = scalarText(item[key]);
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
  const id = scalarText(raw.id);
  const name = scalarText(raw.name);
  const jurisdiction = scalarText(raw.jurisdiction);
  if (!id?.startsWith('ocd-organization/'))
    throw new RecordError('missing or malformed id (want ocd-organization/<uuid>)', { file });
  if (!name) throw new RecordError('missing name', { file, record: id });
  if (!jurisdiction) throw new RecordError('missing jurisdiction', { file, record: id });
  const extras = raw.extras && typeof raw.extras === 'object' ? (raw.extras as Record<string, unknown>) : {};
  return {
    id,
    jurisdictionOcdId: jurisdiction,
    name,
    chamber: scalarText(raw.chamber),
    classification: scalarText(raw.classification) ?? 'committee',
    parentId: scalarText(raw.parent),
    otherNames: arr(raw.other_names)
      .map((item) => scalarText(item.name))
      .filter((value): value is string => !!value),
    links: links(raw.links),
    sources: links(raw.sources),
    extras,
    members: arr(raw.members)
      .filter((item) => scalarText(item.name))
      .map((item) => ({
        name: String(item.name),
        role: scalarText(item.role) ?? 'member',
        personId: scalarText(item.person_id),
      })),
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
