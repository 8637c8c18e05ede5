import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { committeeMemberships, committees, people } from '../../db/schema/people';
import { SourceError } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { holdsSeatOn, PeopleResolver } from '../core/people-resolver';
import { upsertSessions } from '../core/sessions';
import type { ImportContext, Importer } from '../core/types';
import { outcomeOf, upsertRows } from '../core/upsert';
import {
  parseSdBill,
  parseSdCommittee,
  parseSdLegislator,
  parseSdSession,
  type SdCommittee,
  type SdContext,
} from './sd-legislature.parser';

const jsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map((name) => path.join(dir, name))
    : [];

const normalizeCommittee = (name: string) =>
  name
    .toLowerCase()
    .replace(/committee on |committee|subcommittee/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * South Dakota archive: sessions, then the session's legislators and committees (matched by name to
 * openstates-people records when those exist, else stored with sd- ids), then bills.
 */
export async function importSdLegislature(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  const root = existsSync(path.join(target, 'data')) ? path.join(target, 'data') : target;
  await ensureJurisdictions(ctx.db);
  const context: SdContext = { sessions: new Map(), legislators: new Map(), committees: new Map() };

  const sessionFiles = jsonFiles(path.join(root, 'sessions'));
  ctx.reporter.start('sd-legislature: sessions', sessionFiles.length);
  for (const file of sessionFiles) {
    await ctx.writeRecord({ file }, async (tx) => {
      const parsed = parseSdSession(readFileSync(file, 'utf8'), file);
      context.sessions.set(parsed.sessionId, parsed.session);
      return outcomeOf(await upsertSessions(tx, [parsed.session]));
    });
    ctx.reporter.tick();
  }

  const resolver = await PeopleResolver.load(ctx.db, 'SD', { source: 'openstates-people' });

  const legislatorFiles = jsonFiles(path.join(root, 'legislators'));
  ctx.reporter.start('sd-legislature: legislators', legislatorFiles.length);
  for (const file of legislatorFiles) {
    await ctx.writeRecord({ file }, async (tx) => {
      const legislator = parseSdLegislator(readFileSync(file, 'utf8'), file);
      const year = String(legislator.raw.year ?? '');
      // The archive's roster is of one year: its people are that year's members, matched and dated so.
      const term = /^\d{4}$/.test(year) ? { start: `${year}-01-01`, end: `${year}-12-31` } : null;
      const matched = resolver.resolve(legislator.name, { chamber: legislator.chamber, period: term });
      const personId = matched ?? `sd-legislator/${legislator.canonicalId}`;
      context.legislators.set(legislator.profileId, { name: legislator.name, personId, chamber: legislator.chamber });
      if (matched) return 'unchanged';
      const raw = legislator.raw;
      const address = [raw.address1, raw.address2, raw.city, raw.state, raw.zipcode]
        .filter((part) => typeof part === 'string' && part)
        .join(', ');
      const parts = legislator.name.split(' ');
      const roles =
        legislator.chamber && term
          ? [
              {
                type: legislator.chamber,
                district: legislator.district ?? undefined,
                startDate: term.start,
                endDate: term.end,
              },
            ]
          : [];
      return outcomeOf(
        await upsertRows(
          tx,
          people,
          [
            {
              id: personId,
              jurisdictionId: 'SD',
              name: legislator.name,
              givenName: parts.slice(0, -1).join(' ') || null,
              familyName: parts.at(-1) ?? null,
              email: typeof raw.email === 'string' ? raw.email : null,
              image: typeof raw.picture === 'string' ? encodeURI(raw.picture) : null,
              party: legislator.party,
              chamber: legislator.chamber,
              district: legislator.district,
              roleType: legislator.chamber,
              isCurrent: holdsSeatOn(roles),
              parties: legislator.party ? [{ name: legislator.party }] : [],
              roles,
              offices: address
                ? [
                    {
                      classification: 'district',
                      address,
                      voice: typeof raw.phone_capitol === 'string' ? raw.phone_capitol : undefined,
                    },
                  ]
                : [],
              externalIds: {
                sdLegislatorProfileId: String(legislator.profileId),
                sdLegislatorCanonicalId: String(legislator.canonicalId),
              },
              source: 'sd-legislature',
            },
          ],
          { target: people.id },
        ),
      );
    });
    ctx.reporter.tick();
  }

  const existingCommittees = await ctx.db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .where(and(eq(committees.jurisdictionId, 'SD'), eq(committees.source, 'openstates-people')));
  const committeeByName = new Map(existingCommittees.map((row) => [normalizeCommittee(row.name), row.id]));
  const committeeFiles = jsonFiles(path.join(root, 'committees'));
  ctx.reporter.start('sd-legislature: committees', committeeFiles.length);
  for (const file of committeeFiles) {
    await ctx.writeRecord({ file }, async (tx) => {
      const committee: SdCommittee = parseSdCommittee(readFileSync(file, 'utf8'), file);
      context.committees.set(committee.committeeId, committee);
      if (committee.isFullBody || committeeByName.has(normalizeCommittee(committee.name))) return 'unchanged';
      const id = `sd-committee/${committee.canonId}`;
      const result = await upsertRows(
        tx,
        committees,
        [
          {
            id,
            jurisdictionId: 'SD',
            name: committee.name,
            chamber: committee.chamber,
            classification: /^Subcommittee/.test(committee.name) ? 'subcommittee' : 'committee',
            extras: { room: committee.room },
            source: 'sd-legislature',
          },
        ],
        { target: committees.id },
      );
      const members = committee.members.map((member, position) => {
        const person = context.legislators.get(member.profileId);
        return {
          committeeId: id,
          name: person?.name ?? `legislator ${member.profileId}`,
          role: member.role,
          personId: person?.personId ?? null,
          position,
        };
      });
      const current = await tx
        .select({
          name: committeeMemberships.name,
          role: committeeMemberships.role,
          personId: committeeMemberships.personId,
          position: committeeMemberships.position,
        })
        .from(committeeMemberships)
        .where(eq(committeeMemberships.committeeId, id))
        .orderBy(committeeMemberships.position);
      if (JSON.stringify(current) === JSON.stringify(members.map(({ committeeId: _, ...rest }) => rest)))
        return outcomeOf(result);
      await tx.delete(committeeMemberships).where(eq(committeeMemberships.committeeId, id));
      if (members.length > 0) await tx.insert(committeeMemberships).values(members);
      return result.inserted > 0 ? 'inserted' : 'updated';
    });
    ctx.reporter.tick();
  }

  const billFiles = jsonFiles(path.join(root, 'bills'));
  const knownSessions = new Set<string>();
  ctx.reporter.start('sd-legislature: bills', billFiles.length);
  for (const file of billFiles) {
    await ctx.writeRecord({ file }, async (tx) => {
      const record = parseSdBill(readFileSync(file, 'utf8'), file, context);
      return loadBill(tx, record, { resolver: null, knownSessions, quality: ctx.quality });
    });
    ctx.reporter.tick();
  }
}

export const sdLegislatureImporter: Importer = {
  name: 'sd-legislature',
  description:
    'South Dakota archive JSON: sessions, legislators, committees, bills with texts, roll calls, hearing audio',
  order: 20,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'sd-legislature-archive');
    return existsSync(folder) ? [folder] : [];
  },
  run: importSdLegislature,
};
