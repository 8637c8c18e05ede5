import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../../../test/local-http-server';
import {
  fixture,
  legiscanHandler,
  legiscanTestKey,
  openStatesHandler,
  openStatesTestKey,
} from '../../../test/sync-fixtures';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { sourceFreshness } from '../../db/schema/ingest';
import { billActions, billEvents, bills, events, personVotes, voteEvents } from '../../db/schema/legislation';
import { silentReporter } from '../core/reporter';
import { runImport } from '../core/run-import';
import { createApiClient } from './api-client';
import { legiscanImporter, openStatesImporter } from './connectors';
import { createSyncScheduler, startLiveSync } from './scheduler';

type Page = { results: Record<string, unknown>[]; pagination: Record<string, number> };

describe('live sync into the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const run = (importer: Parameters<typeof runImport>[0]['importer']) =>
    runImport({ db: database.db, importer, path: importer.name, reporter: silentReporter() });

  describe('Open States API v3', () => {
    let server: LocalServer;
    let pages: Page[];
    beforeAll(async () => {
      pages = [fixture<Page>('openstates-bills-page-1.json'), fixture<Page>('openstates-bills-page-2.json')];
      server = await startLocalServer(openStatesHandler(() => pages));
    });
    afterAll(() => server.close());

    const importer = () =>
      openStatesImporter({
        state: 'TX',
        client: createApiClient({ requestsPerMinute: 0 }),
        baseUrl: server.url,
        apiKey: openStatesTestKey,
        perPage: 1,
      });

    it('loads every bill of every page through the bill loader, skipping a bad one with its reason', async () => {
      const result = await run(importer());
      expect(result.status).toBe('succeeded');
      expect(result.counts).toMatchObject({ read: 3, inserted: 2, skipped: 1 });
      expect(result.skipped[0]).toMatchObject({ reason: expect.stringMatching(/^HB 77: .*no title/) });
      expect(result.skipped[0]!.file).toContain(server.url);

      const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'TX-892-HB-1'));
      expect(bill).toMatchObject({
        title: 'Relating to youth camp emergency plans and preparedness; authorizing penalties.',
      });
      const actions = await database.db.select().from(billActions).where(eq(billActions.billId, 'TX-892-HB-1'));
      expect(actions).toHaveLength(3);
      const [vote] = await database.db.select().from(voteEvents).where(eq(voteEvents.billId, 'TX-892-HB-1'));
      const voters = await database.db.select().from(personVotes).where(eq(personVotes.voteEventId, vote!.id));
      expect(voters.map((voter) => [voter.voterName, voter.option])).toEqual(
        expect.arrayContaining([
          ['Darby', 'yes'],
          ['Smith', 'no'],
        ]),
      );
      const [freshness] = await database.db
        .select()
        .from(sourceFreshness)
        .where(eq(sourceFreshness.source, 'openstates-api:TX'));
      expect(freshness).toMatchObject({ lastStatus: 'succeeded' });
    });

    it('asks only for bills updated since the last success, and an unchanged bill changes nothing', async () => {
      const before = server.requests.length;
      const result = await run(importer());
      expect(result.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, skipped: 1 });
      const since = server.requests[before]!.url.searchParams.get('updated_since');
      expect(since).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    });

    it('records a new action in a newer answer as a bill event, exactly once', async () => {
      const first = pages[0]!.results[0] as { actions: Record<string, unknown>[] };
      first.actions.push({
        id: 'x4',
        organization: { id: 'o1', name: 'House', classification: 'lower' },
        description: 'Reported favorably',
        date: '2025-08-20',
        classification: ['committee-passage-favorable'],
        order: 4,
        related_entities: [],
      });
      const changed = await run(importer());
      expect(changed.counts).toMatchObject({ updated: 1, unchanged: 1 });
      const again = await run(importer());
      expect(again.counts).toMatchObject({ updated: 0, unchanged: 2 });
      const recorded = await database.db
        .select({ kind: billEvents.kind })
        .from(billEvents)
        .where(and(eq(billEvents.billId, 'TX-892-HB-1'), eq(billEvents.kind, 'new_action')));
      expect(recorded).toHaveLength(1);
    });
  });

  describe('LegiScan API', () => {
    let server: LocalServer;
    let masterlist: Record<string, unknown>;
    beforeAll(async () => {
      masterlist = fixture('legiscan-masterlist-tx.json');
      server = await startLocalServer(legiscanHandler(() => masterlist));
    });
    afterAll(() => server.close());

    const importer = () =>
      legiscanImporter({
        state: 'TX',
        client: createApiClient({ requestsPerMinute: 0, secretParams: ['key'] }),
        baseUrl: `${server.url}/`,
        apiKey: legiscanTestKey,
      });
    const ops = (from: number) => server.requests.slice(from).map((request) => request.url.searchParams.get('op'));

    it('reads the master list and fetches each new bill', async () => {
      const result = await run(importer());
      expect(result.counts).toMatchObject({ read: 2, inserted: 2, skipped: 0 });
      expect(ops(0)).toEqual(['getMasterList', 'getBill', 'getBill']);
      const [bill] = await database.db.select().from(bills).where(eq(bills.id, 'TX-89R-HB-2'));
      expect(bill).toMatchObject({ status: 4, statusDate: '2025-06-20', fromChamber: 'lower' });
      const hearings = await database.db.select().from(events).where(eq(events.jurisdictionId, 'TX'));
      expect(hearings.map((event) => event.startTime.toISOString())).toContain('2025-03-11T13:00:00.000Z');
    });

    it('fetches only bills whose change_hash moved', async () => {
      let before = server.requests.length;
      const unchanged = await run(importer());
      expect(unchanged.counts).toMatchObject({ read: 2, unchanged: 2, inserted: 0, updated: 0 });
      expect(ops(before)).toEqual(['getMasterList']);

      (masterlist.masterlist as Record<string, { change_hash: string }>)['1']!.change_hash = 'ffff0000';
      before = server.requests.length;
      const changed = await run(importer());
      expect(ops(before)).toEqual(['getMasterList', 'getBill']);
      expect(server.requests.at(-1)!.url.searchParams.get('id')).toBe('1897002');
      expect(changed.counts).toMatchObject({ read: 2, unchanged: 1, updated: 1 });
    });
  });

  describe('scheduler', () => {
    it('backs off exponentially after failures and returns to the interval after a success', async () => {
      let healthy = false;
      const server = await startLocalServer((request, response) =>
        healthy
          ? openStatesHandler(() => [
              { results: [], pagination: { per_page: 20, page: 1, max_page: 1, total_items: 0 } },
            ])(request, response)
          : sendJson(response, 503, { detail: 'down' }),
      );
      let clock = Date.parse('2026-01-01T00:00:00Z');
      const messages: string[] = [];
      const scheduler = createSyncScheduler({
        db: database.db,
        settings: {
          openstates: { apiKey: openStatesTestKey, baseUrl: server.url, requestsPerMinute: 0 },
          states: ['CO'],
          intervalMs: 3_600_000,
        },
        logger: { info: (message) => messages.push(message), warn: (message) => messages.push(message) },
        now: () => clock,
        retryBaseMs: 1000,
        clients: { openstates: createApiClient({ requestsPerMinute: 0, maxRetries: 0 }) },
      });
      try {
        const [first] = await scheduler.runDue();
        expect(first).toMatchObject({ status: 'failed', source: 'openstates-api:CO' });
        expect(scheduler.nextRunAt('openstates', 'CO')).toBe(clock + 1000);
        expect(await scheduler.runDue()).toEqual([]);
        clock += 1000;
        await scheduler.runDue();
        expect(scheduler.nextRunAt('openstates', 'CO')).toBe(clock + 2000);
        clock += 2000;
        healthy = true;
        const [ok] = await scheduler.runDue();
        expect(ok).toMatchObject({ status: 'succeeded' });
        expect(scheduler.nextRunAt('openstates', 'CO')).toBe(clock + 3_600_000);
        expect(messages.filter((message) => message.includes('sync failed'))).toHaveLength(2);
        expect(messages[0]).toMatch(/answered 503/);
      } finally {
        await scheduler.stop();
        await server.close();
      }
    });

    it('stays off with a clear message when no key is set or a setting is wrong', () => {
      const messages: string[] = [];
      const logger = {
        info: (message: string) => messages.push(message),
        warn: (message: string) => messages.push(message),
      };
      expect(startLiveSync({ db: database.db, env: {}, logger })).toBeNull();
      expect(messages[0]).toMatch(/^Live sync is off: set OPENSTATES_API_KEY and\/or LEGISCAN_API_KEY/);
      expect(
        startLiveSync({ db: database.db, env: { OPENSTATES_API_KEY: 'k', SYNC_STATES: 'TX,ZZ' }, logger }),
      ).toBeNull();
      expect(messages[1]).toBe('Live sync is off: SYNC_STATES: unknown state code(s) ZZ');
    });
  });
});
