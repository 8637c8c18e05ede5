// Alerts in seconds (issue 14): how long from an ingested bill change to the user, on both engines.
// The real app (buildApp, the alert engine on, ALERT_COALESCE_MS at its default) listening on a free port,
// with a real SMTP server (smtp-server) on 127.0.0.1. Per engine (the embedded PGlite in memory, and the
// PostgreSQL server at BENCH_PG_URL in a database of its own, created and dropped here):
// 1. latency: a change is committed as the importers commit it (a bill_events row, whose trigger NOTIFYs the
//    engine), ALERT_BENCH_CHANGES times (default 100) in turn over 12 bills; from the commit to (a) the in-app
//    push read by an SSE client of GET /api/notifications/stream and (b) the e-mail accepted by the SMTP server:
//    p50, p99, max. Issue 14's targets: (a) p99 < 1 s, (b) p99 < 5 s.
// 2. fan-out: 1,000 users each tracking 200 of 1,000 bills (200,000 bill alerts; e-mail off), then an import
//    changing all 1,000 bills (one committed event per bill, as fast as the database takes them): the time until
//    all 200,000 in-app notifications are stored, and until 50 users with an open stream have each received
//    their 200 pushes. Issue 14's target on PostgreSQL: every notification within 10 s.
// Figures only; never fails on time. BENCH_ENGINES=postgres,pglite picks engines; ALERT_BENCH_PARTS=latency,fanout
// the measurements.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config/env';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import { startSmtpReceiver } from '../apps/server/test/alert-receivers';
import { registerAccount } from '../apps/server/test/factories/accounts';
import { loadBillSample, sampleBillIds } from '../apps/server/test/factories/bills';

const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').filter(Boolean);
const changes = Number(process.env.ALERT_BENCH_CHANGES ?? 100);
const FANOUT_USERS = 1000;
const FANOUT_BILLS = 1000;
const BILLS_PER_USER = 200;
const STREAMING_USERS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))} (n=${values.length})`;

async function openEngine(engine: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, drop: async () => {} };
  }
  const name = `statehouse_bench_alerts_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return { handle, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An SSE client: resolves waiters as `notification` events arrive. */
async function openStream(url: string, cookie: string) {
  const response = await fetch(`${url}/api/notifications/stream`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const state = { count: 0, waiters: [] as { count: number; resolve: () => void }[] };
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (buffer.slice(0, end).includes('event: notification')) state.count += 1;
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      const due = state.waiters.filter((waiter) => state.count >= waiter.count);
      state.waiters = state.waiters.filter((waiter) => state.count < waiter.count);
      for (const waiter of due) waiter.resolve();
    }
  })();
  return {
    state,
    until: (count: number) =>
      new Promise<void>((resolve) => (state.count >= count ? resolve() : state.waiters.push({ count, resolve }))),
    close: () => reader.cancel(),
  };
}

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ');
}

async function latency(engine: string) {
  const { handle, drop } = await openEngine(engine);
  const smtp = await startSmtpReceiver();
  await handle.migrate();
  const app = await buildApp(
    testConfig({ ALERT_WORKERS: true, SMTP_URL: smtp.url, LOG_LEVEL: 'silent', ALERT_COALESCE_MS: 2000 }),
    { database: handle },
  );
  try {
    await app.ready();
    await loadBillSample(app.db);
    const owner = await registerAccount(app, { stateCodes: ['TX'] });
    for (const billId of sampleBillIds) {
      await app.db.execute(
        sql`insert into bill_alerts (account_id, user_id, bill_id) values (${owner.accountId}, ${owner.userId}, ${billId})`,
      );
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const stream = await openStream(url, owner.cookie);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const push: number[] = [];
    const mail: number[] = [];
    for (let i = 0; i < changes; i += 1) {
      // 12 bills in turn, 250 ms apart: each bill's changes are 3 s apart, outside the 2 s coalescing window.
      const billId = sampleBillIds[i % sampleBillIds.length]!;
      const mails = smtp.mails.length;
      const started = performance.now();
      await app.db.execute(
        sql`insert into bill_events (bill_id, kind, key, payload)
            values (${billId}, 'new_action', ${`bench-${i}`}, ${JSON.stringify({ date: '2026-11-25', text: `Bench change ${i}` })}::jsonb)`,
      );
      await stream.until(i + 1);
      push.push(performance.now() - started);
      while (smtp.mails.length <= mails) await new Promise((resolve) => setTimeout(resolve, 2));
      mail.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stream.close();
    console.log(`${engine}: change -> in-app push on SSE: ${summary(push)}`);
    console.log(`${engine}: change -> e-mail accepted by SMTP: ${summary(mail)}`);
  } finally {
    await app.close();
    await handle.close();
    await smtp.close();
    await drop();
  }
}

async function fanOut(engine: string) {
  const { handle, drop } = await openEngine(engine);
  await handle.migrate();
  // No SMTP_URL: e-mail is off (one log line), so the figure is the in-app fan-out alone.
  const app = await buildApp(testConfig({ ALERT_WORKERS: true, LOG_LEVEL: 'silent' }), { database: handle });
  try {
    await app.ready();
    await loadBillSample(app.db, ['TX-892-HB-1']);
    const owner = await registerAccount(app, { stateCodes: ['TX'] });
    const db = app.db;
    await db.execute(sql`
      insert into bills (id, jurisdiction_id, session_id, bill_type, bill_number, identifier, title, source, content_hash)
      select 'TX-892-HB-' || (5000 + n), 'TX', 'TX-892', 'HB', (5000 + n)::text, 'HB ' || (5000 + n),
             'Bench bill ' || n, 'bench', 'bench-' || n
      from generate_series(1, ${FANOUT_BILLS}) n`);
    const [hash] = (await db.execute(sql`select password_hash as "hash" from users where id = ${owner.userId}`))
      .rows as { hash: string }[];
    await db.execute(sql`
      insert into users (username, email, first_name, last_name, password_hash, live_token)
      select 'bench' || n, 'bench' || n || '@example.com', 'Bench', 'User ' || n, ${hash!.hash}, md5(random()::text)
      from generate_series(1, ${FANOUT_USERS}) n`);
    await db.execute(sql`
      insert into account_users (account_id, user_id, role, full_account)
      select ${owner.accountId}, id, 'user', true from users where username like 'bench%'`);
    // User k tracks bills k*200 .. k*200+199 (mod 1,000): every bill has 200 watchers.
    await db.execute(sql`
      insert into bill_alerts (account_id, user_id, bill_id)
      select ${owner.accountId}, u.id, 'TX-892-HB-' || (5000 + 1 + ((u.rn * ${BILLS_PER_USER} + j) % ${FANOUT_BILLS}))
      from (select id, row_number() over (order by id) - 1 as rn from users where username like 'bench%') u,
           generate_series(0, ${BILLS_PER_USER - 1}) j`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const streams = [];
    for (let k = 1; k <= STREAMING_USERS; k += 1) {
      streams.push(await openStream(url, await signIn(url, `bench${k}`, owner.password)));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    const streamed = Promise.all(streams.map((stream) => stream.until(BILLS_PER_USER))).then(
      () => performance.now() - started,
    );
    for (let n = 1; n <= FANOUT_BILLS; n += 1) {
      await db.execute(
        sql`insert into bill_events (bill_id, kind, key, payload)
            values (${`TX-892-HB-${5000 + n}`}, 'status_change', 'bench', '{"from":1,"to":2}'::jsonb)`,
      );
    }
    const imported = performance.now() - started;
    const expected = FANOUT_USERS * BILLS_PER_USER;
    let stored = 0;
    while (stored < expected) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = (await db.execute(sql`select count(*)::int as count from notifications`)).rows as {
        count: number;
      }[];
      stored = row?.count ?? 0;
    }
    const storedAt = performance.now() - started;
    const streamedAt = await streamed;
    for (const stream of streams) await stream.close();
    console.log(
      `${engine}: fan-out of 1,000 changed bills to 1,000 users x 200 tracked bills: ` +
        `${expected.toLocaleString('en-US')} notifications stored in ${ms(storedAt)} ` +
        `(the changes were committed in ${ms(imported)}); ${STREAMING_USERS} open streams had all their pushes in ${ms(streamedAt)}`,
    );
  } finally {
    await app.close();
    await handle.close();
    await drop();
  }
}

const parts = (process.env.ALERT_BENCH_PARTS ?? 'latency,fanout').split(',');
for (const engine of engines) {
  if (parts.includes('latency')) await latency(engine);
  if (parts.includes('fanout')) await fanOut(engine);
}
