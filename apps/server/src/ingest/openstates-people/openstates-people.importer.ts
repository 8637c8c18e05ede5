import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { committeeMemberships, committees, people } from '../../db/schema/people';
import { RecordError, SourceError } from '../core/errors';
import { ensureJurisdictions, isJurisdictionCode, jurisdictionFromOcdId } from '../core/jurisdictions';
import type { ImportContext, Importer, WriteOutcome } from '../core/types';
import { outcomeOf, upsertRows } from '../core/upsert';
import {
  type CommitteeRecord,
  chamberOfRole,
  currentParty,
  currentRole,
  type PersonRecord,
  parseCommitteeYaml,
  parsePersonYaml,
} from './openstates-people.parser';

const personFolders = ['legislature', 'executive', 'retired'] as const;

type Plan = {
  people: { file: string; jurisdiction: string; retired: boolean }[];
  committees: { file: string; jurisdiction: string }[];
};

/** Finds the YAML files under the repository root, its data/ folder, one state's folder or one file. */
export function planFiles(target: string): Plan {
  const plan: Plan = { people: [], committees: [] };
  const stat = statSync(target);
  if (stat.isFile()) {
    const folder = path.basename(path.dirname(target));
    const jurisdiction = path.basename(path.dirname(path.dirname(target))).toUpperCase();
    if (folder === 'committees') plan.committees.push({ file: target, jurisdiction });
    else plan.people.push({ file: target, jurisdiction, retired: folder === 'retired' });
    return plan;
  }
  const kind = path.basename(target);
  if ((personFolders as readonly string[]).includes(kind) || kind === 'committees') {
    const jurisdiction = path.basename(path.dirname(target)).toUpperCase();
    for (const entry of readdirSync(target).sort()) {
      if (!entry.endsWith('.yml') && !entry.endsWith('.yaml')) continue;
      const file = path.join(target, entry);
      if (kind === 'committees') plan.committees.push({ file, jurisdiction });
      else plan.people.push({ file, jurisdiction, retired: kind === 'retired' });
    }
    return plan;
  }
  const root = existsSync(path.join(target, 'data')) ? path.join(target, 'data') : target;
  const isStateFolder =
    personFolders.some((folder) => existsSync(path.join(root, folder))) || existsSync(path.join(root, 'committees'));
  const stateFolders = isStateFolder
    ? [root]
    : readdirSync(root)
        .filter((entry) => /^[a-z]{2}$/.test(entry))
        .sort()
        .map((entry) => path.join(root, entry));
  for (const folder of stateFolders) {
    const jurisdiction = path.basename(folder).toUpperCase();
    for (const kind of personFolders) {
      const dir = path.join(folder, kind);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir).sort()) {
        if (entry.endsWith('.yml') || entry.endsWith('.yaml'))
          plan.people.push({ file: path.join(dir, entry), jurisdiction, retired: kind === 'retired' });
      }
    }
    const dir = path.join(folder, 'committees');
    if (existsSync(dir)) {
      for (const entry of readdirSync(dir).sort()) {
        if (entry.endsWith('.yml') || entry.endsWith('.yaml'))
          plan.committees.push({ file: path.join(dir, entry), jurisdiction });
      }
    }
  }
  return plan;
}

export function personRow(record: PersonRecord, jurisdictionId: string, retired: boolean): typeof people.$inferInsert {
  const role = currentRole(record.roles);
  return {
    id: record.id,
    jurisdictionId,
    name: record.name,
    givenName: record.givenName,
    familyName: record.familyName,
    otherNames: record.otherNames,
    gender: record.gender,
    birthDate: record.birthDate,
    email: record.email,
    image: record.image,
    party: currentParty(record.parties),
    chamber: chamberOfRole(role),
    district: role?.district ?? null,
    roleType: role?.type ?? null,
    isCurrent: !retired,
    parties: record.parties,
    roles: record.roles,
    offices: record.offices,
    links: record.links,
    sources: record.sources,
    externalIds: record.externalIds,
    source: 'openstates-people',
  };
}

async function writeCommittee(
  tx: Tx,
  record: CommitteeRecord,
  jurisdictionId: string,
  knownPeople: Set<string>,
): Promise<WriteOutcome> {
  const result = await upsertRows(
    tx,
    committees,
    [
      {
        id: record.id,
        jurisdictionId,
        name: record.name,
        chamber: record.chamber,
        classification: record.classification,
        parentId: record.parentId,
        otherNames: record.otherNames,
        links: record.links,
        sources: record.sources,
        extras: record.extras,
        source: 'openstates-people',
      },
    ],
    { target: committees.id },
  );
  const wanted = [...new Map(record.members.map((member) => [`${member.name}|${member.role}`, member])).values()].map(
    (member, position) => ({
      committeeId: record.id,
      name: member.name,
      role: member.role,
      personId: member.personId && knownPeople.has(member.personId) ? member.personId : null,
      position,
    }),
  );
  const current = await tx
    .select({
      name: committeeMemberships.name,
      role: committeeMemberships.role,
      personId: committeeMemberships.personId,
      position: committeeMemberships.position,
    })
    .from(committeeMemberships)
    .where(eq(committeeMemberships.committeeId, record.id))
    .orderBy(committeeMemberships.position);
  const same = JSON.stringify(current) === JSON.stringify(wanted.map(({ committeeId: _, ...rest }) => rest));
  if (same) return outcomeOf(result);
  await tx.delete(committeeMemberships).where(eq(committeeMemberships.committeeId, record.id));
  if (wanted.length > 0) await tx.insert(committeeMemberships).values(wanted);
  return result.inserted > 0 ? 'inserted' : 'updated';
}

export async function importOpenstatesPeople(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  await ensureJurisdictions(ctx.db);
  const plan = planFiles(target);
  ctx.reporter.start('openstates-people: people', plan.people.length);
  for (const entry of plan.people) {
    await ctx.writeRecord({ file: entry.file }, async (tx) => {
      if (!isJurisdictionCode(entry.jurisdiction))
        throw new RecordError(`unknown state "${entry.jurisdiction.toLowerCase()}"`, { file: entry.file });
      const record = parsePersonYaml(readFileSync(entry.file, 'utf8'), entry.file);
      return outcomeOf(
        await upsertRows(tx, people, [personRow(record, entry.jurisdiction, entry.retired)], { target: people.id }),
      );
    });
    ctx.reporter.tick();
  }

  const knownPeople = new Set((await ctx.db.select({ id: people.id }).from(people)).map((row) => row.id));
  ctx.reporter.start('openstates-people: committees', plan.committees.length);
  for (const entry of plan.committees) {
    await ctx.writeRecord({ file: entry.file }, async (tx) => {
      const record = parseCommitteeYaml(readFileSync(entry.file, 'utf8'), entry.file);
      const jurisdictionId = jurisdictionFromOcdId(record.jurisdictionOcdId) ?? entry.jurisdiction;
      if (!isJurisdictionCode(jurisdictionId))
        throw new RecordError(`unknown jurisdiction "${record.jurisdictionOcdId}"`, {
          file: entry.file,
          record: record.id,
        });
      return writeCommittee(tx, record, jurisdictionId, knownPeople);
    });
    ctx.reporter.tick();
  }
}

export const openstatesPeopleImporter: Importer = {
  name: 'openstates-people',
  description: 'Legislators, executives and committees (openstates/people YAML), every jurisdiction',
  order: 10,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'openstates-people');
    return existsSync(folder) ? [folder] : [];
  },
  run: importOpenstatesPeople,
};
