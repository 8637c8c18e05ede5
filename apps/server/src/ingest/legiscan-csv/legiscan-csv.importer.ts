import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type PersonRole, people } from '../../db/schema/people';
import { errorMessage, RecordError, SourceError } from '../core/errors';
import { ensureJurisdictions, isJurisdictionCode } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { holdsSeatOn, PeopleResolver } from '../core/people-resolver';
import { countContradictedRollCalls } from '../core/quality';
import { SessionIdError, type SessionInput } from '../core/sessions';
import type { ImportContext, Importer } from '../core/types';
import { outcomeOf, upsertRows } from '../core/upsert';
import {
  buildLegiscanBill,
  type CsvRow,
  type LegiscanTables,
  legiscanSessionFor,
  parseCsv,
  stateOfLegiscanUrl,
  yearOfLegiscanUrl,
} from './legiscan-csv.parser';

const groupBy = (rows: CsvRow[], key: string) => {
  const map = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const value = row[key] ?? '';
    const list = map.get(value) ?? [];
    list.push(row);
    map.set(value, list);
  }
  return map;
};

/** Two-letter folders on the way to the dataset (LegiScan's ZIP: `MI/2025-2026_103rd_Legislature/csv`), nearest first. */
const stateFoldersOf = (folder: string): string[] =>
  path
    .resolve(folder)
    .split(path.sep)
    .reverse()
    .filter((part) => /^[A-Za-z]{2}$/.test(part) && isJurisdictionCode(part.toUpperCase()))
    .map((part) => part.toUpperCase());

/** The dataset folder's own name and, for LegiScan's `.../<session>/csv` layout, its parent's. */
const sessionFolderNamesOf = (folder: string): string[] => {
  const base = path.basename(path.resolve(folder));
  return base.toLowerCase() === 'csv' ? [path.basename(path.dirname(path.resolve(folder)))] : [base];
};

const isCommitteeRow = (row: CsvRow): boolean => Boolean(row.committee_id && row.committee_id !== '0');

/**
 * A LegiScan dataset in its CSV flavour (one session folder: bills, history, sponsors, people,
 * rollcalls, votes, documents, and session.csv where the dataset has one). The state and the session
 * come from the dataset itself: the state from the bills' LegiScan permalinks (https://legiscan.com/MI/...),
 * else session.csv, else a state folder on the path; the session from session.csv, else the folder's name,
 * else the permalink's year (legiscanSessionFor). LegiScan data is CC BY 4.0: credit LegiScan wherever it
 * is shown.
 */
export async function importLegiscanCsv(ctx: ImportContext, target: string): Promise<void> {
  if (!existsSync(target)) throw new SourceError(`No such file or folder: ${target}`);
  const folder = statSync(target).isFile() ? path.dirname(target) : target;
  await ensureJurisdictions(ctx.db);
  const read = (name: string, required: string[]) => {
    const file = path.join(folder, name);
    if (!existsSync(file)) return [];
    try {
      const { rows, problems } = parseCsv(readFileSync(file, 'utf8'), file, required);
      for (const problem of problems) {
        ctx.counts.read += 1;
        ctx.skip(problem);
      }
      return rows.map((entry) => entry.row);
    } catch (error) {
      if (error instanceof RecordError) throw new SourceError(`${file}: ${error.message}`);
      throw error;
    }
  };
  if (!existsSync(path.join(folder, 'bills.csv'))) throw new SourceError(`No bills.csv in ${folder}`);

  const billsFile = path.join(folder, 'bills.csv');
  const bills = read('bills.csv', ['bill_id', 'session_id', 'bill_number', 'status', 'title']);
  const sessionRows = new Map(read('session.csv', ['session_id']).map((row) => [row.session_id ?? '', row]));
  const folderStates = stateFoldersOf(folder);
  const stateOfSessionRow = (row: CsvRow | undefined): string | null => {
    const value = (row?.state || row?.state_abbr || '').toUpperCase();
    return isJurisdictionCode(value) ? value : null;
  };
  const stateOfBill = (row: CsvRow): string | null =>
    stateOfLegiscanUrl(row.url) ?? stateOfSessionRow(sessionRows.get(row.session_id ?? '')) ?? folderStates[0] ?? null;
  // people.csv has no state column: its people are the legislators of the dataset's state.
  const datasetStates = [...new Set(bills.map(stateOfBill).filter((state): state is string => Boolean(state)))];
  if (datasetStates.length === 0) {
    throw new SourceError(
      `${billsFile}: cannot tell the state: no legiscan.com permalink in bills.csv, no state in session.csv and no state folder (e.g. MI/2025-2026) on the path`,
    );
  }
  if (datasetStates.length > 1) {
    throw new SourceError(
      `${billsFile}: bills of several states (${datasetStates.join(', ')}); a LegiScan dataset holds one state's session`,
    );
  }
  const state = datasetStates[0] as string;

  const peopleRows = read('people.csv', ['people_id', 'name', 'role']);
  const resolver = await PeopleResolver.load(ctx.db, state, { source: 'openstates-people' });
  const tables: LegiscanTables = {
    history: groupBy(read('history.csv', ['bill_id', 'date', 'chamber', 'sequence', 'action']), 'bill_id'),
    sponsors: groupBy(read('sponsors.csv', ['bill_id', 'people_id', 'position']), 'bill_id'),
    rollcalls: groupBy(read('rollcalls.csv', ['bill_id', 'roll_call_id', 'date', 'chamber', 'yea', 'nay']), 'bill_id'),
    votes: groupBy(read('votes.csv', ['roll_call_id', 'people_id', 'vote']), 'roll_call_id'),
    documents: groupBy(read('documents.csv', ['bill_id', 'document_type', 'url']), 'bill_id'),
    people: new Map(),
  };

  // people.csv is the roster of the dataset's session: its people are matched to the members of that session,
  // and the people it adds hold a seat for that session (not "current" because they were imported).
  const knownSessions = new Set<string>();
  const sessions = new Map<string, SessionInput>();
  const folderNames = sessionFolderNamesOf(folder);
  const sessionOf = (row: CsvRow): SessionInput => {
    const sessionId = row.session_id ?? '';
    let session = sessions.get(sessionId);
    if (!session) {
      session = legiscanSessionFor(state, sessionId, {
        sessionRow: sessionRows.get(sessionId),
        folderNames,
        urlYear: yearOfLegiscanUrl(row.url),
        url: row.url,
      });
      sessions.set(sessionId, session);
    }
    return session;
  };
  const rosterSession = rosterSessionOf(bills, sessionOf);
  const period = { start: rosterSession?.startDate ?? null, end: rosterSession?.endDate ?? null };

  ctx.reporter.start('legiscan-csv: people', peopleRows.length);
  const peopleFile = path.join(folder, 'people.csv');
  for (const row of peopleRows) {
    const name = row.name ?? '';
    // A committee that sponsors bills is listed in people.csv with its committee_id: not a person.
    if (isCommitteeRow(row)) {
      tables.people.set(row.people_id ?? '', { name, personId: null, chamber: null, committee: true });
      ctx.reporter.tick();
      continue;
    }
    await ctx.writeRecord({ file: peopleFile, record: row.people_id }, async (tx) => {
      const chamber = row.role === 'Sen' ? 'upper' : row.role === 'Rep' ? 'lower' : null;
      const matched = resolver.resolve(name, { chamber, period });
      const personId = matched ?? `legiscan-person/${row.people_id}`;
      tables.people.set(row.people_id ?? '', { name, personId, chamber, committee: false });
      if (matched) return 'unchanged';
      const district = row.district?.replace(/^[HS]D-0*/, '') || null;
      const [stored] = await tx.select({ roles: people.roles }).from(people).where(eq(people.id, personId));
      const roles = mergeTerms(stored?.roles ?? [], rosterTerm(chamber, district, rosterSession));
      const externalIds = Object.fromEntries(
        ['people_id', 'followthemoney_eid', 'votesmart_id', 'opensecrets_id', 'ballotpedia', 'knowwho_pid']
          .filter((key) => row[key] && row[key] !== '0')
          .map((key) => [`legiscan_${key}`, row[key] as string]),
      );
      return outcomeOf(
        await upsertRows(
          tx,
          people,
          [
            {
              id: personId,
              jurisdictionId: state,
              name,
              givenName: row.first_name || null,
              familyName: row.last_name || null,
              party: row.party === 'R' ? 'Republican' : row.party === 'D' ? 'Democratic' : row.party || null,
              chamber,
              district,
              roleType: chamber,
              isCurrent: holdsSeatOn(roles),
              roles,
              externalIds,
              source: 'legiscan-csv',
            },
          ],
          { target: people.id },
        ),
      );
    });
    ctx.reporter.tick();
  }

  ctx.reporter.start('legiscan-csv: bills', bills.length);
  for (const row of bills) {
    await ctx.writeRecord({ file: billsFile, record: row.bill_id }, async (tx) => {
      try {
        const session = sessionOf(row);
        const record = buildLegiscanBill(row, tables, billsFile, { state, session });
        const outcome = await loadBill(tx, record, { resolver: null, knownSessions, quality: ctx.quality });
        countContradictedRollCalls(ctx.quality, record.votes);
        return outcome;
      } catch (error) {
        if (error instanceof RecordError) throw error;
        throw new RecordError(errorMessage(error), { file: billsFile, record: row.bill_id });
      }
    });
    ctx.reporter.tick();
  }
}

/** The session most of the dataset's bills belong to (a dataset is one session); undefined when none is readable. */
function rosterSessionOf(bills: CsvRow[], sessionOf: (row: CsvRow) => SessionInput): SessionInput | undefined {
  const counts = new Map<string, { row: CsvRow; count: number }>();
  for (const row of bills) {
    const entry = counts.get(row.session_id ?? '') ?? { row, count: 0 };
    entry.count += 1;
    counts.set(row.session_id ?? '', entry);
  }
  const [top] = [...counts.values()].sort((a, b) => b.count - a.count);
  if (!top) return undefined;
  try {
    return sessionOf(top.row);
  } catch (error) {
    if (error instanceof SessionIdError) return undefined;
    throw error;
  }
}

/** The term a roster gives its member: the session's dates, in the chamber and district it names. */
export const rosterTerm = (
  chamber: string | null,
  district: string | null,
  session: Pick<SessionInput, 'startDate' | 'endDate'> | undefined,
): PersonRole | null =>
  chamber && session?.startDate
    ? {
        type: chamber,
        ...(district ? { district } : {}),
        startDate: session.startDate,
        ...(session.endDate ? { endDate: session.endDate } : {}),
      }
    : null;

/** A person's terms with one more (each term once), oldest first: rosters of several sessions add up. */
export function mergeTerms(terms: readonly PersonRole[], term: PersonRole | null): PersonRole[] {
  const all = term ? [...terms, term] : [...terms];
  const unique = new Map(all.map((role) => [`${role.type}|${role.district ?? ''}|${role.startDate ?? ''}`, role]));
  return [...unique.values()].sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
}

/** Folders holding a bills.csv under `dataDir/legiscan-csv*`, sorted. */
export function locateLegiscanDatasets(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('legiscan-csv'))
    .flatMap((entry) => {
      const root = path.join(dataDir, entry.name);
      return readdirSync(root, { withFileTypes: true, recursive: true })
        .filter((file) => file.isFile() && file.name === 'bills.csv')
        .map((file) => file.parentPath);
    })
    .sort();
}

export const legiscanCsvImporter: Importer = {
  name: 'legiscan-csv',
  description:
    'LegiScan dataset, CSV flavour (any state and session; ../shared/data has Michigan 2025-2026); CC BY 4.0 LegiScan',
  order: 20,
  // Every LegiScan dataset under a `legiscan-csv*` folder: each folder holding a bills.csv (the shared data's
  // `legiscan-csv-michigan/2025-2026`, or LegiScan's own `MI/2025-2026_103rd_Legislature/csv`).
  locate: (dataDir) => locateLegiscanDatasets(dataDir),
  run: importLegiscanCsv,
};
