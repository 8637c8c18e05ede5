// Import throughput: bills per second through the real loader (one transaction per bill, with actions,
// sponsors, versions with text, votes and person votes), beside a baseline measured in the same run:
// plain multi-row INSERTs of exactly the rows the loader wrote. On PGlite, and on PostgreSQL when
// 127.0.0.1:5432 answers (in a database created and dropped here). Prints figures; never fails on time.
//
// Like with like: the loader computes the search vectors (bill_search_heads, bills.search and every
// version's vector with to_tsvector, the costliest part of a write), so the baseline computes them too,
// with the loader's own SQL expressions (billSearchHeadOf, versionSearchOf), instead of copying the
// finished vectors. The loader computes the latest version's vector once and reuses it as weight C of the
// bill's vector; the baseline reuses it the same way (the vector as written, cast from text). After the
// baseline the bench checks that both databases hold the same vectors.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { legislativeSessions } from '../apps/server/src/db/schema/jurisdictions';
import {
  billActions,
  billDocuments,
  billRelations,
  billSearchHeads,
  billSponsorships,
  bills,
  billVersions,
  personVotes,
  voteEvents,
} from '../apps/server/src/db/schema/legislation';
import type { BillRecord } from '../apps/server/src/ingest/core/bill-record';
import { ensureJurisdictions } from '../apps/server/src/ingest/core/jurisdictions';
import { billSearchHeadOf, loadBill, versionSearchOf } from '../apps/server/src/ingest/core/load-bill';
import { readTarEntries } from '../apps/server/src/ingest/core/tar';
import { insertChunked } from '../apps/server/src/ingest/core/upsert';
import { parseOpenstatesBill } from '../apps/server/src/ingest/openstates-bills/openstates-bills.parser';

const data = path.resolve(import.meta.dirname, '../../shared/data/openstates-bills-windycivi');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function readRecords(): BillRecord[] {
  const records: BillRecord[] = [];
  const archive = readTarEntries(readFileSync(path.join(data, 'tx-data-pipeline/tx-892-all-bill-texts.tar.gz')));
  const sets: [string, number][] = [
    ['tx-data-pipeline/country-us/state-tx/sessions/892/bills', 200],
    ['co-data-pipeline/country-us/state-co/sessions/2025B/bills', 40],
    ['il-data-pipeline/country-us/state-il/sessions/104th/bills', 60],
  ];
  for (const [folder, limit] of sets) {
    const root = path.join(data, folder);
    const seen = new Set<string>();
    for (const name of readdirSync(root).sort()) {
      if (records.length >= 1000 || seen.size >= limit) break;
      const dir = path.join(root, name);
      const files = new Map<string, string>();
      for (const [entry, contents] of archive)
        if (entry.startsWith(`bills/${name}/files/`))
          files.set(entry.split('/').at(-1) ?? entry, contents.toString('utf8'));
      const logs = path.join(dir, 'logs');
      const votes = existsSync(logs)
        ? readdirSync(logs)
            .filter((file) => file.includes('vote_event'))
            .map((file) => ({ file, text: readFileSync(path.join(logs, file), 'utf8') }))
        : [];
      const record = parseOpenstatesBill({
        metadata: readFileSync(path.join(dir, 'metadata.json'), 'utf8'),
        file: name,
        votes,
        files,
      });
      const key = `${record.jurisdictionId}-${record.billType}-${record.billNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      records.push(record);
    }
  }
  return records;
}

type Figures = { engine: string; loaderSeconds: number; baselineSeconds: number; rows: number };

async function measure(engine: string, open: () => Promise<DatabaseHandle>, records: BillRecord[]): Promise<Figures> {
  const first = await open();
  const second = await open();
  try {
    for (const handle of [first, second]) {
      await handle.migrate();
      await ensureJurisdictions(handle.db);
    }
    let started = performance.now();
    const knownSessions = new Set<string>();
    for (const record of records)
      await first.db.transaction((tx) => loadBill(tx, record, { resolver: null, knownSessions }));
    const loaderSeconds = (performance.now() - started) / 1000;

    // The baseline writes exactly the rows the loader wrote, table by table, as multi-row INSERTs.
    await second.db.insert(legislativeSessions).values(await first.db.select().from(legislativeSessions));
    const tables = [
      bills,
      billSearchHeads,
      billActions,
      billSponsorships,
      billVersions,
      billDocuments,
      billRelations,
      voteEvents,
      personVotes,
    ] as const;
    const snapshot: { table: (typeof tables)[number]; rows: unknown[] }[] = [];
    for (const table of tables) snapshot.push({ table, rows: await first.db.select().from(table) });
    const rows = snapshot.reduce((sum, entry) => sum + entry.rows.length, 0);
    const billsById = new Map((await first.db.select().from(bills)).map((bill) => [bill.id, bill]));
    // The head includes the sponsors' names (search-head.ts): the loader's sponsorships, in order, per bill.
    const sponsorsByBill = new Map<string, { name: string; personId: string | null }[]>();
    for (const sponsor of await first.db.select().from(billSponsorships).orderBy(asc(billSponsorships.position))) {
      const list = sponsorsByBill.get(sponsor.billId) ?? [];
      list.push(sponsor);
      sponsorsByBill.set(sponsor.billId, list);
    }
    const latestVectors = new Map<string, string>();
    for (const version of await first.db.select().from(billVersions).orderBy(asc(billVersions.position)))
      if (version.text && version.search) latestVectors.set(version.billId, version.search);
    const withSearch = (table: (typeof tables)[number], row: never) => {
      if (table === bills) {
        const bill = row as typeof bills.$inferSelect;
        const latest = latestVectors.get(bill.id);
        const head = billSearchHeadOf(bill, sponsorsByBill.get(bill.id) ?? []);
        return { ...bill, search: latest ? sql`${head} || setweight(${latest}::tsvector, 'C')` : head };
      }
      if (table === billSearchHeads) {
        const head = row as typeof billSearchHeads.$inferSelect;
        const bill = billsById.get(head.billId);
        return bill ? { ...head, search: billSearchHeadOf(bill, sponsorsByBill.get(bill.id) ?? []) } : head;
      }
      if (table === billVersions) {
        const version = row as typeof billVersions.$inferSelect;
        return { ...version, search: version.text ? versionSearchOf(version.text) : null };
      }
      return row;
    };
    const inserts = snapshot.map(({ table, rows: tableRows }) => ({
      table,
      rows: tableRows.map((row) => withSearch(table, row as never)),
    }));
    started = performance.now();
    await second.db.transaction(async (tx) => {
      for (const { table, rows: tableRows } of inserts) await insertChunked(tx, table, tableRows as never[]);
    });
    const baselineSeconds = (performance.now() - started) / 1000;

    const vectors = async (handle: DatabaseHandle) =>
      JSON.stringify([
        await handle.db.select({ id: bills.id, search: bills.search }).from(bills).orderBy(bills.id),
        await handle.db.select().from(billSearchHeads).orderBy(billSearchHeads.billId),
        await handle.db
          .select({ id: billVersions.id, search: billVersions.search })
          .from(billVersions)
          .orderBy(billVersions.id),
      ]);
    if ((await vectors(first)) !== (await vectors(second)))
      console.log(`${engine}: the baseline's search vectors differ from the loader's`);
    return { engine, loaderSeconds, baselineSeconds, rows };
  } finally {
    await first.close();
    await second.close();
  }
}

async function serverAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withServerDatabases<T>(run: (open: () => Promise<DatabaseHandle>) => Promise<T>): Promise<T> {
  const names: string[] = [];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(async () => {
      const name = `statehouse_bench_${process.pid}_${names.length}`;
      names.push(name);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    });
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const records = readRecords();
const children = records.reduce(
  (sum, record) => ({
    actions: sum.actions + record.actions.length,
    sponsors: sum.sponsors + record.sponsorships.length,
    versions: sum.versions + record.versions.length,
    texts: sum.texts + record.versions.filter((version) => version.text).length,
    votes: sum.votes + record.votes.length,
    ballots: sum.ballots + record.votes.reduce((total, vote) => total + vote.voters.length, 0),
  }),
  { actions: 0, sponsors: 0, versions: 0, texts: 0, votes: 0, ballots: 0 },
);
console.log(
  `${records.length} bills (TX 892, CO 2025B, IL 104th) with ${children.actions} actions, ${children.sponsors} sponsors, ` +
    `${children.versions} versions (${children.texts} with text), ${children.votes} roll calls, ${children.ballots} individual votes`,
);

const results: Figures[] = [await measure('PGlite', () => openDatabase({ kind: 'pglite' }), records)];
if (await serverAvailable()) results.push(await withServerDatabases((open) => measure('PostgreSQL', open, records)));
else console.log(`PostgreSQL: not reachable at ${serverUrl}; skipped`);

for (const result of results) {
  const loaderRate = records.length / result.loaderSeconds;
  const baselineRate = records.length / result.baselineSeconds;
  console.log(
    `${result.engine.padEnd(11)} importer ${loaderRate.toFixed(1).padStart(7)} bills/s (${result.loaderSeconds.toFixed(2)} s, one transaction per bill)` +
      ` | baseline multi-row INSERT ${baselineRate.toFixed(1).padStart(7)} bills/s (${result.baselineSeconds.toFixed(2)} s, ${result.rows} rows)` +
      ` | importer at ${((loaderRate / baselineRate) * 100).toFixed(0)}% of baseline`,
  );
}
