import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sourceFreshness } from '../../db/schema/ingest';
import { legislativeSessions } from '../../db/schema/jurisdictions';
import { bills } from '../../db/schema/legislation';
import { people } from '../../db/schema/people';
import type { BillRecord } from '../core/bill-record';
import { errorMessage } from '../core/errors';
import { ensureJurisdictions } from '../core/jurisdictions';
import { loadBill } from '../core/load-bill';
import { peopleResolverFor } from '../core/people-resolver';
import { countContradictedRollCalls } from '../core/quality';
import type { ImportContext, Importer } from '../core/types';
import type { ApiClient } from './api-client';
import { fetchLegiscanBill, fetchLegiscanMasterList, mapLegiscanBill } from './legiscan-api';
import { fetchOpenStatesBills, mapOpenStatesBill } from './openstates-api';

/** Freshness names: one per provider and state, so each state's last sync shows in /api/status. */
export const openStatesSourceName = (state: string) => `openstates-api:${state}`;
export const legiscanSourceName = (state: string) => `legiscan-api:${state}`;

async function knownPeopleOf(db: DbOrTx, state: string): Promise<Set<string>> {
  const rows = await db.select({ id: people.id }).from(people).where(eq(people.jurisdictionId, state));
  return new Set(rows.map((row) => row.id));
}

/** Writes API bills through the same loader (and change detection) as the file importers. */
async function writeBills(
  ctx: ImportContext,
  state: string,
  where: string,
  records: AsyncIterable<BillRecord | Error>,
) {
  await ensureJurisdictions(ctx.db);
  const resolver = await peopleResolverFor(ctx.cache, ctx.db, state);
  const knownSessions = new Set<string>();
  ctx.reporter.start(ctx.source);
  for await (const record of records) {
    if (record instanceof Error) {
      ctx.counts.read += 1;
      ctx.skip({ file: where, reason: record.message });
    } else {
      await ctx.writeRecord({ file: where, record: record.identifier }, async (tx) => {
        const outcome = await loadBill(tx, record, { resolver, knownSessions, quality: ctx.quality });
        countContradictedRollCalls(ctx.quality, record.votes);
        return outcome;
      });
    }
    ctx.reporter.tick();
  }
}

/**
 * Open States API v3 for one state: GET /bills with actions, sponsorships, versions and votes, page by
 * page; after the first successful run only bills updated since then (`updated_since`).
 */
export function openStatesImporter(options: {
  state: string;
  client: ApiClient;
  baseUrl: string;
  apiKey: string;
  /** Session identifier to ask for; default: the state's default session when one is stored. */
  session?: string | null;
  perPage?: number;
}): Importer {
  const { state } = options;
  return {
    name: openStatesSourceName(state),
    description: `Open States API v3 bills for ${state}`,
    locate: () => [],
    run: async (ctx) => {
      const [freshness] = await ctx.db
        .select({ lastSuccessAt: sourceFreshness.lastSuccessAt })
        .from(sourceFreshness)
        .where(eq(sourceFreshness.source, ctx.source));
      const session =
        options.session ??
        (
          await ctx.db
            .select({ sourceIdentifier: legislativeSessions.sourceIdentifier })
            .from(legislativeSessions)
            .where(and(eq(legislativeSessions.jurisdictionId, state), eq(legislativeSessions.isDefault, true)))
        )[0]?.sourceIdentifier ??
        null;
      const knownPeople = await knownPeopleOf(ctx.db, state);
      const since = freshness?.lastSuccessAt ? new Date(freshness.lastSuccessAt.getTime() - 5 * 60_000) : null;
      async function* records() {
        const pages = fetchOpenStatesBills(options.client, {
          baseUrl: options.baseUrl,
          apiKey: options.apiKey,
          jurisdiction: state.toLowerCase(),
          session,
          updatedSince: since ? since.toISOString().slice(0, 19) : null,
          perPage: options.perPage,
        });
        for await (const raw of pages) {
          try {
            yield mapOpenStatesBill(raw, { knownPeople });
          } catch (error) {
            yield new Error(`${String(raw.identifier ?? raw.id ?? 'bill')}: ${errorMessage(error)}`);
          }
        }
      }
      await writeBills(ctx, state, `${options.baseUrl} bills ${state}`, records());
    },
  };
}

/**
 * LegiScan API for one state: getMasterList, then getBill only for bills whose change_hash differs
 * from the one stored with the bill (so an unchanged state costs one request).
 */
export function legiscanImporter(options: {
  state: string;
  client: ApiClient;
  baseUrl: string;
  apiKey: string;
}): Importer {
  const { state } = options;
  return {
    name: legiscanSourceName(state),
    description: `LegiScan API bills for ${state}`,
    locate: () => [],
    run: async (ctx) => {
      const query = { baseUrl: options.baseUrl, apiKey: options.apiKey };
      const { entries } = await fetchLegiscanMasterList(options.client, { ...query, state });
      const stored = await ctx.db
        .select({
          billId: sql<string>`${bills.extras}->>'legiscanBillId'`,
          changeHash: sql<string | null>`${bills.extras}->>'legiscanChangeHash'`,
        })
        .from(bills)
        .where(and(eq(bills.jurisdictionId, state), isNotNull(sql`${bills.extras}->>'legiscanBillId'`)));
      const storedHashes = new Map(stored.map((row) => [Number(row.billId), row.changeHash]));
      const changed = entries.filter((entry) => storedHashes.get(entry.billId) !== entry.changeHash);
      ctx.counts.read += entries.length - changed.length;
      ctx.counts.unchanged += entries.length - changed.length;
      const knownPeople = await knownPeopleOf(ctx.db, state);
      async function* records() {
        for (const entry of changed) {
          try {
            const bill = await fetchLegiscanBill(options.client, { ...query, billId: entry.billId });
            // Store the master list's hash: it is what the next run compares.
            yield mapLegiscanBill({ ...bill, change_hash: entry.changeHash }, { knownPeople });
          } catch (error) {
            yield new Error(`${entry.number} (bill_id ${entry.billId}): ${errorMessage(error)}`);
          }
        }
      }
      await writeBills(ctx, state, `${options.baseUrl} getBill ${state}`, records());
    },
  };
}
