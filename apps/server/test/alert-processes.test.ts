import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config/env';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { billAlerts, notifications, outbox } from '../src/db/schema/index';
import { enqueueOutbox } from '../src/notify/outbox';
import { eventually, startSmtpReceiver } from './alert-receivers';
import { registerAccount, type SignedIn } from './factories/accounts';
import { loadBillSample } from './factories/bills';
import { copyPostgresTemplate, migratedPostgresTemplate } from './migrated-template';

/**
 * The alert engine across real server processes (src/server.ts, as production runs it): a worker killed in the
 * middle of a delivery loses and duplicates nothing, and (on PostgreSQL) two processes share the outbox and fan
 * live pushes out to each other's streams.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ALERT_POLL_MS: '200',
      ALERT_COALESCE_MS: '0',
      OUTBOX_RETRY_BASE_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const port = eventually(() => {
    const found = output.match(/ready on http:\/\/localhost:(\d+)/)?.[1];
    if (!found) throw new Error(`not ready yet:\n${output.slice(-2000)}`);
    return `http://127.0.0.1:${found}`;
  }, 60_000);
  return { child, ready: port, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** A database the child processes can open too: a PGlite folder, or a new database on the PostgreSQL server. */
async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'statehouse-alerts-'));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `statehouse_alerts_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  // A copy of the run's migrated template (decision 057): seed()'s migrate() then has nothing to apply.
  await copyPostgresTemplate(serverUrl, migratedPostgresTemplate(serverUrl), name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Migrates and fills the database (a few bills, so no process loads the whole sample) and adds an account. */
async function seed(database: DatabaseHandle): Promise<SignedIn> {
  await database.migrate();
  const app = await buildApp(testConfig(), { database });
  await app.ready();
  await loadBillSample(app.db, ['TX-892-HB-1']);
  const owner = await registerAccount(app, { stateCodes: ['TX'] });
  await app.close();
  return owner;
}

const emails = (count: number, owner: SignedIn, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    accountId: owner.accountId,
    userId: owner.userId,
    channel: 'email' as const,
    dedupeKey: `${prefix}:${i}`,
    payload: { to: `reader${i}@example.com`, subject: `${prefix} ${i}`, text: `Message ${i}` },
  }));

describe('alert engine processes', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('loses and duplicates nothing when a worker is killed in the middle of a delivery', async () => {
    const shared = await sharedDatabase();
    cleanups.push(shared.drop);
    const smtp = await startSmtpReceiver({ holdFirst: true });
    cleanups.push(smtp.close);
    let database = await shared.open();
    const owner = await seed(database);
    await enqueueOutbox(database.db, emails(5, owner, 'kill'));
    // PGlite is one process's at a time: the test lets go of it while a server holds it.
    if (!serverUrl) await database.close();

    const env = { ...shared.env, SMTP_URL: smtp.url, OUTBOX_LEASE_MS: '3000' };
    const first = startServer(env);
    await first.ready;
    // Killed while one mail is in the middle of its SMTP exchange, after the other four were accepted and marked
    // sent (the marks take milliseconds: a kill in those milliseconds would send those again, see decision 028).
    await eventually(() => {
      expect(smtp.state.held).toBe(true);
      expect(smtp.mails).toHaveLength(4);
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    await killed;

    const second = startServer(env);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await exitOf(second.child);
    });
    await second.ready;
    // The killed worker's message is taken again once its lease (3 s) runs out.
    await eventually(() => expect(smtp.mails).toHaveLength(5), 30_000);
    const ids = smtp.mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(5);
    expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual(['kill 0', 'kill 1', 'kill 2', 'kill 3', 'kill 4']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(5);

    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    if (!serverUrl) database = await shared.open();
    const rows = await database.db.select().from(outbox).where(eq(outbox.accountId, owner.accountId));
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill('sent'));
    // The held one was tried twice (the killed attempt counts); the others once.
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 2]);
    await database.close();
  }, 180_000);

  // Two processes cannot share an embedded PGlite folder: this runs in the PostgreSQL suite (TEST_DATABASE_URL).
  if (serverUrl) {
    it('shares the outbox between two processes (each message sent once) and pushes across them', async () => {
      const shared = await sharedDatabase();
      cleanups.push(shared.drop);
      const smtp = await startSmtpReceiver();
      cleanups.push(smtp.close);
      const database = await shared.open();
      cleanups.push(() => database.close());
      const owner = await seed(database);
      await database.db.insert(billAlerts).values({
        accountId: owner.accountId,
        userId: owner.userId,
        billId: 'TX-892-HB-1',
        channels: ['in_app'],
      });

      const env = { ...shared.env, SMTP_URL: smtp.url };
      const processes = [startServer(env), startServer(env)];
      for (const process of processes) {
        cleanups.push(async () => {
          process.child.kill('SIGTERM');
          await exitOf(process.child);
        });
      }
      const urls = await Promise.all(processes.map((process) => process.ready));

      // A stream on each process, signed in on each.
      const streams = await Promise.all(
        urls.map(async (url) => {
          const login = await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: owner.user.Username, password: owner.password }),
          });
          expect(login.status).toBe(200);
          const cookie = login.headers
            .getSetCookie()
            .map((value) => value.split(';')[0])
            .join('; ');
          const response = await fetch(`${url}/api/notifications/stream`, { headers: { cookie } });
          expect(response.status).toBe(200);
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          const state = { text: '' };
          void (async () => {
            for (;;) {
              const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
              if (done) return;
              state.text += value;
            }
          })();
          cleanups.push(() => reader.cancel());
          return state;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300)); // both streams registered

      // A change on the bill, as an importer records it: one process's engine makes the notification, and the
      // streams on both processes receive it once.
      await database.db.execute(
        sql`insert into bill_events (bill_id, kind, key, payload)
            values ('TX-892-HB-1', 'new_action', 'two-processes', ${JSON.stringify({ date: '2025-09-01', text: 'Signed by the Governor' })}::jsonb)`,
      );
      const [made] = await eventually(async () => {
        const rows = await database.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
        expect(rows).toHaveLength(1);
        return rows;
      });
      for (const stream of streams) {
        await eventually(() => expect(stream.text).toContain(`id: ${made!.id}\nevent: notification`));
        expect(stream.text.split('event: notification').length - 1).toBe(1);
      }

      // The outbox: 60 e-mails, both processes deliver, each message once.
      await enqueueOutbox(database.db, emails(60, owner, 'shared'));
      await eventually(() => expect(smtp.mails).toHaveLength(60), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.mails).toHaveLength(60);
      expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(60);
      const rows = await database.db.select().from(outbox).where(eq(outbox.accountId, owner.accountId));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      expect(new Set(rows.map((row) => row.claimedBy)).size).toBe(2);
    }, 180_000);
  }
});
