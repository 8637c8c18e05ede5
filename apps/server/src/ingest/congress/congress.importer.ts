import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { people } from '../../db/schema/people';
import { RecordError, SourceError } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { type PeopleResolver, peopleResolverFor } from '../core/people-resolver';
import type { ImportContext, Importer } from '../core/types';
import { listFiles } from '../loaders/files';
import { parseBillStatus } from './congress.billstatus';
import { buildCongressBill, linkSponsors } from './congress.merge';
import {
  type BillStatusBill,
  type CongressBillKey,
  type CongressSponsor,
  citationOf,
  congressBillKey,
  keyString,
  type UslmVersion,
} from './congress.model';
import { parseUslmVersion } from './congress.versions';

type FileKind = 'billstatus' | 'uslm';
type Sniffed = { kind: FileKind; key: CongressBillKey | null };

const headBytes = 8192;

function readHead(file: string): string {
  const handle = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(headBytes);
    const length = readSync(handle, buffer, 0, headBytes, 0);
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(handle);
  }
}

/**
 * Which bill a file belongs to, from its first few kilobytes (so that files of one bill can be grouped
 * without parsing everything first): BILLSTATUS by its root element, USLM bills by the USLM namespace
 * on a bill/resolution/engrossedAmendment root. Null for other XML (CFR volumes, hearings, GovTrack).
 */
export function sniffCongressFile(file: string, head: string): Sniffed | null {
  const name = path.basename(file);
  if (/<billStatus[\s>]/.test(head)) {
    const fromName = /^BILLSTATUS-(\d+)([a-z]+)(\d+)\.xml$/i.exec(name);
    if (fromName?.[1] && fromName[2] && fromName[3])
      return { kind: 'billstatus', key: congressBillKey(fromName[1], fromName[2], fromName[3]) };
    const firstList = head.search(/<item>|<committees>/);
    const bill = firstList >= 0 ? head.slice(0, firstList) : head;
    const congress = /<congress>(\d+)<\/congress>/.exec(bill)?.[1];
    const type = /<(?:type|billType)>([A-Za-z]+)<\/(?:type|billType)>/.exec(bill)?.[1];
    const number = /<(?:number|billNumber)>(\d+)<\/(?:number|billNumber)>/.exec(bill)?.[1];
    return { kind: 'billstatus', key: congress && type && number ? congressBillKey(congress, type, number) : null };
  }
  if (
    /<(?:\w+:)?(?:bill|resolution|engrossedAmendment|amendment)\b[^>]*xmlns(?::\w+)?="http:\/\/schemas\.gpo\.gov\/xml\/uslm"/.test(
      head,
    )
  ) {
    const citation = /<citableAs>\s*(\d+)(hr|s|hres|sres|hjres|sjres|hconres|sconres)(\d+)[a-z]*\s*<\/citableAs>/i.exec(
      head,
    );
    return {
      kind: 'uslm',
      key: citation?.[1] && citation[2] && citation[3] ? congressBillKey(citation[1], citation[2], citation[3]) : null,
    };
  }
  return null;
}

type PersonIndex = { byBioguide: Map<string, string>; byLis: Map<string, string>; resolver: PeopleResolver };

/** Members of Congress already stored (openstates-people `us`), by bioguide id and by name; memoised per run. */
async function congressPeopleFor(ctx: ImportContext, tx: Tx): Promise<PersonIndex> {
  const cacheKey = 'congress:people';
  const cached = ctx.cache.get(cacheKey) as PersonIndex | undefined;
  if (cached) return cached;
  const rows = await tx
    .select({ id: people.id, externalIds: people.externalIds })
    .from(people)
    .where(eq(people.jurisdictionId, 'US'));
  const byBioguide = new Map<string, string>();
  const byLis = new Map<string, string>();
  for (const row of rows) {
    const { bioguide, lis } = row.externalIds;
    if (bioguide) byBioguide.set(bioguide.toUpperCase(), row.id);
    if (lis) byLis.set(lis.toUpperCase(), row.id);
  }
  const index = { byBioguide, byLis, resolver: await peopleResolverFor(ctx.cache, tx, 'US') };
  ctx.cache.set(cacheKey, index);
  return index;
}

const personIdFor =
  (index: PersonIndex, session: { startDate?: string | null; endDate?: string | null }) =>
  (sponsor: CongressSponsor): string | null => {
    const byId =
      (sponsor.bioguideId && index.byBioguide.get(sponsor.bioguideId.toUpperCase())) ||
      (sponsor.lisId && index.byLis.get(sponsor.lisId.toUpperCase()));
    if (byId) return byId;
    if (!sponsor.givenName || !sponsor.familyName) return null;
    // A member of this Congress: a former member of the same name is not meant.
    return index.resolver.resolve(`${sponsor.givenName} ${sponsor.familyName}`, {
      chamber: sponsor.chamber,
      period: { start: session.startDate ?? null, end: session.endDate ?? null },
    });
  };

type Group = { key: CongressBillKey; billStatus: string[]; uslm: string[] };

const compareKeys = (a: CongressBillKey, b: CongressBillKey): number =>
  a.congress - b.congress || a.typeCode.localeCompare(b.typeCode) || Number(a.number) - Number(b.number);

/**
 * Congress: BILLSTATUS XML (usgpo/bill-status) and USLM bill versions (usgpo/uslm), given the
 * us-federal folder, either source folder or one file. Files are grouped by bill first, because a
 * bill's record is written as a whole (loadBill replaces its children): one transaction per bill with
 * BILLSTATUS's data and every USLM text of that bill. A file that does not parse is skipped by name and
 * its bill is written from the other files.
 */
export async function importCongress(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  await ensureJurisdictions(ctx.db);
  const files = await listFiles(target, (file) => /\.xml$/i.test(file));
  const groups = new Map<string, Group>();
  const skipFile = (file: string, reason: string) =>
    ctx.writeRecord({ file }, async () => {
      throw new RecordError(reason, { file });
    });

  for (const file of files) {
    const sniffed = sniffCongressFile(file, readHead(file));
    if (!sniffed) continue;
    if (!sniffed.key) {
      await skipFile(
        file,
        `cannot tell which bill this ${sniffed.kind === 'uslm' ? 'USLM' : 'BILLSTATUS'} file is (truncated?)`,
      );
      continue;
    }
    const id = keyString(sniffed.key);
    const group = groups.get(id) ?? { key: sniffed.key, billStatus: [], uslm: [] };
    (sniffed.kind === 'billstatus' ? group.billStatus : group.uslm).push(file);
    groups.set(id, group);
  }

  const ordered = [...groups.values()].sort((a, b) => compareKeys(a.key, b.key));
  const knownSessions = new Set<string>();
  ctx.reporter.start('congress', ordered.length);
  for (const group of ordered) {
    // Parsed before the bill's transaction so that one bad file does not take the others down with it.
    let status: BillStatusBill | null = null;
    for (const file of group.billStatus) {
      try {
        const parsed = parseBillStatus(readFileSync(file, 'utf8'), file);
        if (!status || (parsed.record.sourceUpdatedAt ?? '') > (status.record.sourceUpdatedAt ?? '')) status = parsed;
      } catch (error) {
        await skipFile(file, error instanceof Error ? error.message : String(error));
      }
    }
    const versions: UslmVersion[] = [];
    for (const file of group.uslm) {
      try {
        versions.push(parseUslmVersion(readFileSync(file, 'utf8'), file));
      } catch (error) {
        await skipFile(file, error instanceof Error ? error.message : String(error));
      }
    }
    if (status || versions.length > 0) {
      const file = group.billStatus[0] ?? group.uslm[0] ?? target;
      await ctx.writeRecord({ file, record: `${group.key.congress} ${citationOf(group.key)}` }, async (tx) => {
        const index = await congressPeopleFor(ctx, tx);
        const { record, sponsors } = buildCongressBill({ status, versions });
        return loadBill(
          tx,
          { ...record, sponsorships: linkSponsors(sponsors, personIdFor(index, record.session)) },
          {
            resolver: null,
            knownSessions,
            quality: ctx.quality,
          },
        );
      });
    }
    ctx.reporter.tick();
  }
}

export const congressImporter: Importer = {
  name: 'congress',
  description: 'US Congress bills: BILLSTATUS XML (actions, sponsors, votes, summaries) + USLM bill texts',
  order: 30,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'us-federal');
    return existsSync(path.join(folder, 'usgpo-bill-status')) || existsSync(path.join(folder, 'usgpo-uslm'))
      ? [folder]
      : [];
  },
  run: importCongress,
};
