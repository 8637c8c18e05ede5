// The lobbyist portal's dashboard at scale, on PostgreSQL (BENCH_PG_URL, a database made and dropped here): one
// account with 10,000 advocates in five states and 100,000 tracking rows (ten bills each, from 2,000 bills), 500
// upcoming hearings and 5,000 testimonies. Measures the rebuild of every portal view (refresh-existing-cache) and
// GET /api/advocate-management/dashboard after it (p50/p95), through the module's real service code. Figures only.
import { sql } from 'drizzle-orm';
import {
  getDashboard,
  getTrackingCounts,
  refreshAdvocateViews,
} from '../apps/server/src/modules/advocates/advocates.service';
import { ensureRoles } from '../apps/server/src/plugins/auth/sessions';
import { openBenchDatabase } from './bench-database';

const ADVOCATES = Number(process.env.BENCH_ADVOCATES ?? 10_000);
const BILLS_EACH = 10;
const BILLS = 2_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const states = ['TX', 'CA', 'NY', 'FL', 'SD'];
// A literal: drizzle would send a JS array as a row of parameters.
const statesArray = sql.raw(`array[${states.map((code) => `'${code}'`).join(', ')}]::text[]`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(56)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`,
  );
}

const { handle, cleanup } = await openBenchDatabase('postgres', 'advocates');
try {
  await handle.migrate();
  const db = handle.db;
  await ensureRoles(db);
  const started = performance.now();
  await db.execute(sql`insert into jurisdictions (id, name, classification, timezone)
    select code, code, 'state', 'America/Chicago' from unnest(${statesArray}) code on conflict do nothing`);
  await db.execute(sql`insert into legislative_sessions (id, jurisdiction_id, code, source_identifier, name)
    select code || '-25R', code, '25R', '2025', '2025' from unnest(${statesArray}) code on conflict do nothing`);
  await db.execute(sql`insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title,
      source, content_hash)
    select st || '-25R-HB-' || n, st, st || '-25R', 'HB', n::text, 'HB ' || n, 'Bench bill ' || n, 'bench', 'bench'
    from generate_series(1, ${BILLS}) n, lateral (select (${statesArray})[1 + n % 5] as st) s`);
  const [account] = (
    await db.execute(sql`insert into accounts (name, lobbyist_portal, advocate_seats) values ('Bench', true, ${ADVOCATES})
      returning id`)
  ).rows as { id: number }[];
  const accountId = account!.id;
  await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash, live_token)
    select 'advocate' || n, 'advocate' || n || '@example.com', 'Ada', 'Advocate ' || n, 'x', 'live' || n
    from generate_series(1, ${ADVOCATES}) n`);
  await db.execute(sql`insert into account_users (account_id, user_id, role)
    select ${accountId}, id, 'lobbyist' from users where username like 'advocate%'`);
  await db.execute(sql`insert into user_state_subscriptions (account_id, user_id, state_code)
    select ${accountId}, id, (${statesArray})[1 + id % 5] from users where username like 'advocate%'`);
  await db.execute(sql`insert into tags (account_id, scope, owner_user_id, name)
    select ${accountId}, 'personal', id, 'My bills' from users where username like 'advocate%'`);
  // Ten bills of the advocate's state each: 100,000 tracking rows at 10,000 advocates.
  // Bill n belongs to state states[1 + n % 5], so the advocate's bills are n = 5m + (user id % 5).
  await db.execute(sql`insert into tag_bills (account_id, tag_id, bill_id, added_by_user_id)
    select ${accountId}, t.id,
      (${statesArray})[1 + t.owner_user_id % 5] || '-25R-HB-'
        || (5 * (1 + (t.owner_user_id * 7 + k * 13) % (${BILLS} / 5 - 1)) + t.owner_user_id % 5),
      t.owner_user_id
    from tags t, generate_series(0, ${BILLS_EACH - 1}) k
    where t.account_id = ${accountId}
    on conflict do nothing`);
  await db.execute(sql`insert into events (id, jurisdiction_id, name, classification, start_time, timezone, source_key, source)
    select 'bench-' || n, (${statesArray})[1 + n % 5], 'Hearing ' || n, 'hearing', now() + (n || ' hours')::interval,
      'America/Chicago', 'bench-' || n, 'bench'
    from generate_series(1, 500) n`);
  await db.execute(sql`insert into event_agenda_items (event_id, bill_id)
    select 'bench-' || n, b.id from generate_series(1, 500) n,
      lateral (select id from bills where jurisdiction_id = (${statesArray})[1 + n % 5]
        order by id offset (n * 3) % 300 limit 4) b`);
  await db.execute(sql`insert into advocate_testimonies (account_id, user_id, bill_id, position, statement, status)
    select ${accountId}, tb.added_by_user_id, tb.bill_id, 'for', 'Bench statement',
      (array['draft', 'approved', 'filed'])[1 + tb.id % 3]
    from tag_bills tb where tb.account_id = ${accountId} and tb.id % 20 = 0`);
  await db.execute(sql`analyze`);
  const counts = (
    await db.execute(sql`select (select count(*) from tag_bills)::int as tracked,
      (select count(*) from account_users where role = 'lobbyist')::int as advocates,
      (select count(*) from advocate_testimonies)::int as testimonies`)
  ).rows[0] as { tracked: number; advocates: number; testimonies: number };
  console.log(
    `PostgreSQL: ${counts.advocates} advocates, ${counts.tracked} tracking rows, ${counts.testimonies} testimonies; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const caller = { id: 0, accountId, role: 'admin' as const, firstName: 'Bench', lastName: 'Admin', username: 'bench' };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const refreshStarted = performance.now();
    const result = await refreshAdvocateViews({ db, caller, target: 'existing' });
    console.log(
      `refresh-existing-cache (every view, run ${attempt})`.padEnd(56),
      `${(performance.now() - refreshStarted).toFixed(0)} ms (${result.refreshed.map((row) => `${row.view} ${row.rows}`).join(', ')})`,
    );
  }
  const twice = performance.now();
  await Promise.all([
    refreshAdvocateViews({ db, caller, target: 'dashboard' }),
    refreshAdvocateViews({ db, caller, target: 'dashboard' }),
  ]);
  console.log('refresh-dashboard-cache twice at once'.padEnd(56), `${(performance.now() - twice).toFixed(0)} ms`);

  await measure('GET /api/advocate-management/dashboard (ALL)', () => getDashboard({ db, caller }));
  await measure('GET /api/advocate-management/dashboard?state=TX', () => getDashboard({ db, caller, state: 'TX' }));
  const billIds = Array.from({ length: 50 }, (_, index) => `TX-25R-HB-${index * 5 + 5}`);
  await measure('GET .../bills/tracking-count (50 bills)', () => getTrackingCounts({ db, caller, billIds }));
} finally {
  await cleanup();
}
