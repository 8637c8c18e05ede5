import { dataSourceOf } from '@statehouse/shared/reference/data-sources';
import { getStateName } from '@statehouse/shared/reference/states';
import type { TestimonyListReply } from '@statehouse/shared/testimony/testimony.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listTestimonies, listTestimonyYears, ofCompanySql, testimonyCoverage } from './testimony.queries';

const placeName = (stateCode: string) =>
  stateCode === 'US' ? 'the U.S. Congress' : (getStateName(stateCode) ?? stateCode);

/**
 * The list with where witness lists come from; when it is empty, a message that says so and names the states
 * and sources that have them (most states publish none the importers read).
 */
async function withCoverage(db: Database, where: SQL, what: string): Promise<TestimonyListReply> {
  const [data, rawCoverage] = await Promise.all([listTestimonies(db, where), testimonyCoverage(db)]);
  const coverage = rawCoverage.map((entry) => ({
    ...entry,
    sourceName: dataSourceOf(entry.source)?.name ?? entry.source,
  }));
  let message: string | null = null;
  if (data.length === 0) {
    message =
      coverage.length === 0
        ? `No testimony of ${what} is recorded: the data holds no witness lists yet.`
        : `No testimony of ${what} is recorded. Witness lists are loaded only for ${coverage
            .map((entry) => `${placeName(entry.stateCode)} (${entry.sourceName})`)
            .join(', ')}.`;
  }
  return { data, coverage, message };
}

export function getCompanyTestimony({
  db,
  companyId,
  accountId,
}: {
  db: Database;
  companyId: number;
  accountId: number;
}) {
  return withCoverage(db, ofCompanySql(companyId, accountId), 'this company');
}

export function getBillTestimony({ db, billId }: { db: Database; billId: string }) {
  return withCoverage(db, sql`t.bill_id = ${billId}`, 'this bill');
}

function lobbyistWhere(params: { lobbyistId?: number; companyId?: number; year?: number }, accountId: number): SQL {
  const where: SQL[] = [sql`true`];
  if (params.lobbyistId !== undefined) where.push(sql`t.lobbyist_id = ${params.lobbyistId}`);
  if (params.companyId !== undefined) where.push(ofCompanySql(params.companyId, accountId));
  if (params.year !== undefined) where.push(sql`extract(year from t.testified_on) = ${params.year}`);
  return sql.join(where, sql` and `);
}

export function getLobbyistTestimony({
  db,
  params,
  accountId,
}: {
  db: Database;
  params: { lobbyistId?: number; companyId?: number; year?: number };
  accountId: number;
}) {
  return withCoverage(db, lobbyistWhere(params, accountId), params.lobbyistId ? 'this lobbyist' : 'this company');
}

/**
 * Years with testimony, for /api/lobbyists/valid-years. Companies here are public ones only (no caller): valid-years
 * names years, never an account's company.
 */
export function testimonyYears(db: Database, params: { lobbyistId?: number; companyId?: number }) {
  return listTestimonyYears(db, lobbyistWhere(params, 0));
}
