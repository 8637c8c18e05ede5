import type { Database } from '../../src/db/client';
import type { BillRecord } from '../../src/ingest/core/bill-record';
import { loadSample } from '../../src/ingest/sample/load-sample';

/**
 * The bills of the test sample, by id: TX 892 bills with versions and texts (HB 1 and SB 1 on youth camps;
 * HB 2 and SB 10 with companions), CO 2025B (session 251) bills with roll calls, NY 2025 S3967 (signed,
 * floor and committee roll calls) with its same-as A1029, and SD 2024 SB 90 with its roll calls.
 */
export const sampleBillIds = [
  'TX-892-HB-1',
  'TX-892-SB-1',
  'TX-892-HB-2',
  'TX-892-SB-10',
  'TX-892-HB-7',
  'TX-892-HB-8',
  'CO-251-SB-2',
  'CO-251-SB-4',
  'CO-251-HB-1001',
  'NY-25R-A-1029',
  'NY-25R-S-3967',
  'SD-24R-SB-90',
];

/** The states whose people and committees come with the bills (sponsors, voters and chairs resolve). */
const sampleStates = new Set(['TX', 'CO', 'NY', 'SD']);

/**
 * A small, consistent part of the shipped sample (data/sample, built by the real importers from the
 * public files in ../shared/data): the given bills (default: those above), cut to what the importers left when these tests imported the bills
 * themselves: every jurisdiction, the bills' sessions (every SD session), the people of TX, CO, NY and
 * SD, the committees of TX and SD, and the bills above with their actions, sponsors, versions, documents,
 * relations, roll calls and hearings. Reads only what the repository holds, so API tests run on a fresh
 * clone.
 */
export async function loadBillSample(db: Database, ids: readonly string[] = sampleBillIds): Promise<void> {
  const billIds = new Set(ids);
  const billSessions = new Set(ids.map((id) => id.split('-').slice(0, 2).join('-')));
  const kept: Record<string, Set<unknown>> = {};
  const keep = (table: string, row: Record<string, unknown>) => {
    kept[table] ??= new Set();
    kept[table].add(row.id);
    return row;
  };
  const has = (table: string, id: unknown) => id != null && (kept[table]?.has(id) ?? false);
  await loadSample(
    db,
    { info: () => {} },
    {
      select: (table, row) => {
        switch (table) {
          case 'jurisdictions':
            return keep(table, row);
          case 'legislative_sessions':
            // As the importers leave it: the sessions of the loaded bills, and every SD session (the SD
            // archive lists them all, some newer than SB 90's 24R).
            return row.jurisdiction_id === 'SD' || billSessions.has(String(row.id)) ? keep(table, row) : null;
          case 'people':
            return sampleStates.has(String(row.jurisdiction_id)) ? keep(table, row) : null;
          case 'committees':
            // Open States committees of TX and the SD archive's (no CO or NY committee files were loaded).
            return ['TX', 'SD'].includes(String(row.jurisdiction_id)) ? keep(table, row) : null;
          case 'committee_memberships':
            if (!has('committees', row.committee_id)) return null;
            return keep(table, { ...row, person_id: has('people', row.person_id) ? row.person_id : null });
          case 'bills':
            return billIds.has(String(row.id)) ? keep(table, row) : null;
          case 'bill_actions':
          case 'bill_documents':
          case 'bill_versions':
          case 'bill_relations':
            return billIds.has(String(row.bill_id)) ? keep(table, row) : null;
          case 'bill_sponsorships':
            if (!billIds.has(String(row.bill_id))) return null;
            return keep(table, { ...row, person_id: has('people', row.person_id) ? row.person_id : null });
          case 'vote_events':
            if (!billIds.has(String(row.bill_id))) return null;
            return keep(table, { ...row, event_id: has('events', row.event_id) ? row.event_id : null });
          case 'event_agenda_items':
            return billIds.has(String(row.bill_id)) && has('events', row.event_id) ? keep(table, row) : null;
          case 'person_votes':
            if (!has('vote_events', row.vote_event_id)) return null;
            return keep(table, { ...row, person_id: has('people', row.person_id) ? row.person_id : null });
          case 'events':
            return sampleStates.has(String(row.jurisdiction_id)) &&
              (row.session_id == null || has('legislative_sessions', row.session_id)) &&
              (row.committee_id == null || has('committees', row.committee_id))
              ? keep(table, row)
              : null;
          default:
            return null;
        }
      },
    },
  );
  // A rebuilt sample without one of these bills would change every count the tests assert: say which.
  const missing = ids.filter((id) => !has('bills', id));
  if (missing.length > 0) throw new Error(`data/sample has no ${missing.join(', ')}: pick other bills or rebuild it`);
}

/** A new TX 89(2) bill as an importer hands it to loadBill (one filing action, nothing else): a write after the sample. */
export function newTexasBill(billNumber: string, title: string): BillRecord {
  return {
    jurisdictionId: 'TX',
    session: {
      jurisdictionId: 'TX',
      code: '892',
      sourceIdentifier: '89(2)',
      name: '89th Legislature, 2nd Called Session',
      classification: 'special',
    },
    billType: 'HB',
    billNumber,
    identifier: `HB ${billNumber}`,
    title,
    classification: ['bill'],
    fromChamber: 'lower',
    subjectTerms: [],
    sources: [],
    actions: [{ date: '2025-08-20', chamber: 'lower', text: 'Filed', classification: ['filing'] }],
    sponsorships: [],
    versions: [],
    documents: [],
    relations: [],
    votes: [],
    hearings: [],
  };
}
