import type { VersionLink } from '../../db/schema/legislation';
import type { ActionRecord, BillRecord, SponsorshipRecord, VersionRecord } from '../core/bill-record';
import { billStatus, deriveStatus } from '../core/bill-status';
import {
  type BillStatusBill,
  type BillTypeCode,
  billTypes,
  type CongressSponsor,
  citationOf,
  congressGovUrl,
  congressSession,
  govinfoLinks,
  keyString,
  type UslmVersion,
} from './congress.model';

// One bill from both sources: BILLSTATUS and the USLM texts of its versions.

/** Where a GPO version code sits in a bill's life, for ordering versions of one date (and undated ones). */
const stageRank = (code: string | null): number => {
  if (!code) return 4;
  if (/^i[hs]$/.test(code)) return 1;
  if (/^(r[hs]|rc[hs]|ri[hs]|cp[hs]|pc[hs]|rt[hs]|ats?|ath)$/.test(code)) return code.startsWith('at') ? 3 : 2;
  if (/^e[hs]$/.test(code)) return 3;
  if (/^(rd[hs]|rf[hs]|hd[hs]|ip[hs]|as|ah)$/.test(code)) return 4;
  if (/^ea[hs]$/.test(code)) return 5;
  if (code === 'enr') return 6;
  if (code === 'pl') return 7;
  return 4;
};

type MergedVersion = VersionRecord & { code: string | null };

function orderVersions(versions: MergedVersion[]): MergedVersion[] {
  const dated = versions
    .filter((version) => version.date)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || stageRank(a.code) - stageRank(b.code));
  for (const version of versions.filter((candidate) => !candidate.date)) {
    const rank = stageRank(version.code);
    let position = 0;
    dated.forEach((other, index) => {
      if (stageRank(other.code) <= rank) position = index + 1;
    });
    dated.splice(position, 0, version);
  }
  return dated;
}

/** Status a USLM version stage states by itself, for bills known only from their texts. */
function stageStatus(code: string, typeCode: BillTypeCode): number {
  if (code === 'enr') return billStatus.enrolled;
  const passedOrigin = /^(e[hs]|at[hs])$/.test(code);
  if (passedOrigin && (typeCode === 'hres' || typeCode === 'sres')) return billStatus.passed;
  if (passedOrigin || /^(rd[hs]|rf[hs]|ea[hs])$/.test(code)) return billStatus.engrossed;
  return billStatus.introduced;
}

const uslmLinks = (version: UslmVersion): VersionLink[] =>
  govinfoLinks(
    `https://www.govinfo.gov/content/pkg/BILLS-${keyString(version.key)}${version.code}/xml/BILLS-${keyString(version.key)}${version.code}.xml`,
  );

/**
 * One BillRecord per bill: BILLSTATUS (when there is one) for everything but the texts, and every USLM
 * version of the bill as a version with text and HTML (matched to BILLSTATUS's text versions by GPO
 * version code). Without BILLSTATUS the bill comes from the USLM metadata and preface actions.
 */
export function buildCongressBill(input: { status: BillStatusBill | null; versions: UslmVersion[] }): {
  record: BillRecord;
  sponsors: CongressSponsor[];
} {
  const uslm = [...new Map(input.versions.map((version) => [version.code, version])).values()];
  const first = input.status?.key ?? uslm[0]?.key;
  if (!first) throw new Error('a congress bill needs BILLSTATUS or at least one USLM version');
  const key = first;

  const merged: MergedVersion[] = (input.status?.record.versions ?? []).map((version, index) => ({
    ...version,
    code: input.status?.versionCodes[index] ?? null,
  }));
  for (const version of uslm) {
    const target = merged.find((candidate) => candidate.code === version.code);
    if (target) {
      target.text = version.text;
      target.html = version.html;
      target.date ??= version.date;
      continue;
    }
    merged.push({
      name: version.stage,
      date: version.date,
      links: uslmLinks(version),
      text: version.text,
      html: version.html,
      code: version.code,
    });
  }
  const versions: VersionRecord[] = orderVersions(merged).map(({ code: _code, ...version }) => version);

  if (input.status) {
    return { record: { ...input.status.record, versions }, sponsors: input.status.sponsors };
  }

  const info = billTypes[key.typeCode];
  const ordered = [...uslm].sort((a, b) => stageRank(a.code) - stageRank(b.code));
  const actionMap = new Map<string, ActionRecord>();
  for (const action of ordered.flatMap((version) => version.actions)) {
    const actionKey = `${action.date}|${action.text}`;
    if (!actionMap.has(actionKey)) actionMap.set(actionKey, action);
  }
  const actions = [...actionMap.values()].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const title = [...ordered].reverse().find((version) => version.title)?.title ?? citationOf(key);
  const sponsorSource = ordered.find((version) => version.sponsors.length > 0);
  const classification = [info.classification];
  const derived = deriveStatus({ actions, fromChamber: info.chamber, classification });
  const latest = ordered.at(-1);
  const stated = latest ? stageStatus(latest.code, key.typeCode) : billStatus.introduced;
  const statusOverride =
    latest && stated > derived.status && derived.status < billStatus.vetoed
      ? { status: stated, date: latest.date }
      : undefined;

  return {
    sponsors: sponsorSource?.sponsors ?? [],
    record: {
      jurisdictionId: 'US',
      session: congressSession(key.congress),
      billType: info.type,
      billNumber: key.number,
      identifier: citationOf(key),
      title,
      abstract: null,
      classification,
      fromChamber: info.chamber,
      subjectTerms: [],
      otherTitles: [
        ...new Set(
          ordered.map((version) => version.title).filter((value): value is string => Boolean(value) && value !== title),
        ),
      ],
      otherIdentifiers: [`${info.type} ${key.number}`],
      sources: [{ url: congressGovUrl(key), note: 'congress.gov' }],
      extras: { congress: key.congress, uslmStages: ordered.map((version) => version.code.toUpperCase()) },
      actions,
      sponsorships: [],
      versions,
      documents: [],
      relations: [],
      votes: [],
      hearings: [],
      ...(statusOverride ? { statusOverride } : {}),
    },
  };
}

/** Sponsorship rows with person links: bioguide id first, then the name within the chamber. */
export function linkSponsors(
  sponsors: CongressSponsor[],
  personIdFor: (sponsor: CongressSponsor) => string | null,
): SponsorshipRecord[] {
  return sponsors.map((sponsor) => ({
    name: sponsor.name,
    classification: sponsor.classification,
    isPrimary: sponsor.isPrimary,
    entityType: 'person',
    personId: personIdFor(sponsor),
    chamber: sponsor.chamber,
  }));
}
