import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { people } from '../../db/schema/people';
import { errorMessage, RecordError, SourceError } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { PeopleResolver } from '../core/people-resolver';
import type { ImportContext, Importer } from '../core/types';
import { outcomeOf, upsertRows } from '../core/upsert';
import { buildMiBill, type CsvRow, type MiTables, parseCsv } from './legiscan-csv.parser';

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

/**
 * A LegiScan dataset in its CSV flavour (one session folder: bills, history, sponsors, people,
 * rollcalls, votes, documents). LegiScan data is CC BY 4.0: credit LegiScan wherever it is shown.
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

  const peopleRows = read('people.csv', ['people_id', 'name', 'role']);
  const openstates = await ctx.db
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
    .where(and(eq(people.jurisdictionId, 'MI'), eq(people.source, 'openstates-people')));
  const resolver = new PeopleResolver(openstates);
  const tables: MiTables = {
    history: groupBy(read('history.csv', ['bill_id', 'date', 'chamber', 'sequence', 'action']), 'bill_id'),
    sponsors: groupBy(read('sponsors.csv', ['bill_id', 'people_id', 'position']), 'bill_id'),
    rollcalls: groupBy(read('rollcalls.csv', ['bill_id', 'roll_call_id', 'date', 'chamber', 'yea', 'nay']), 'bill_id'),
    votes: groupBy(read('votes.csv', ['roll_call_id', 'people_id', 'vote']), 'roll_call_id'),
    documents: groupBy(read('documents.csv', ['bill_id', 'document_type', 'url']), 'bill_id'),
    people: new Map(),
  };

  ctx.reporter.start('legiscan-csv: people', peopleRows.length);
  const peopleFile = path.join(folder, 'people.csv');
  for (const row of peopleRows) {
    await ctx.writeRecord({ file: peopleFile, record: row.people_id }, async (tx) => {
      const chamber = row.role === 'Sen' ? 'upper' : row.role === 'Rep' ? 'lower' : null;
      const name = row.name ?? '';
      const matched = resolver.resolve(name, { chamber });
      const personId = matched ?? `legiscan-person/${row.people_id}`;
      tables.people.set(row.people_id ?? '', { name, personId, chamber });
      if (matched) return 'unchanged';
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
              jurisdictionId: 'MI',
              name,
              givenName: row.first_name || null,
              familyName: row.last_name || null,
              party: row.party === 'R' ? 'Republican' : row.party === 'D' ? 'Democratic' : row.party || null,
              chamber,
              district: row.district?.replace(/^[HS]D-0*/, '') || null,
              roleType: chamber,
              isCurrent: true,
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

  const billsFile = path.join(folder, 'bills.csv');
  const bills = read('bills.csv', ['bill_id', 'session_id', 'bill_number', 'status', 'title']);
  const knownSessions = new Set<string>();
  ctx.reporter.start('legiscan-csv: bills', bills.length);
  for (const row of bills) {
    await ctx.writeRecord({ file: billsFile, record: row.bill_id }, async (tx) => {
      try {
        return await loadBill(tx, buildMiBill(row, tables, billsFile), { resolver: null, knownSessions });
      } catch (error) {
        if (error instanceof RecordError) throw error;
        throw new RecordError(errorMessage(error), { file: billsFile, record: row.bill_id });
      }
    });
    ctx.reporter.tick();
  }
}

export const legiscanCsvImporter: Importer = {
  name: 'legiscan-csv',
  description: 'LegiScan dataset, CSV flavour (Michigan 2025-2026); CC BY 4.0 LegiScan',
  order: 20,
  locate: (dataDir) => {
    const folder = path.join(dataDir, 'legiscan-csv-michigan', '2025-2026');
    return existsSync(folder) ? [folder] : [];
  },
  run: importLegiscanCsv,
};
