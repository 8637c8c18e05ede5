import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startHttpReceiver, startSmtpReceiver } from '../../test/alert-receivers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../test/factories/accounts';
import { loadBillSample } from '../../test/factories/bills';
import { fixture, importQuietly } from '../../test/shared-data';
import {
  committeeAlerts,
  eventAgendaItems,
  events,
  lobbyistAlerts,
  lobbyists,
  notifications,
  outbox,
  tagBills,
  tags,
  watchEvents,
} from '../db/schema/index';
import { sdLobbyistsImporter } from '../ingest/sd-lobbyists/sd-lobbyists.importer';

const BILL = 'TX-892-HB-1';
const HEARING = 'TX-event-watch-test';

/**
 * Committee and lobbyist alerts end to end (decision 034): changes written the way the importers write them are
 * recorded by migration 0007's triggers, matched by the engine and delivered by a real SMTP server and SMS receiver.
 */
describe('committee and lobbyist alerts', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  let committeeId: string;
  let committeeName: string;
  let tempDir: string;

  const db = () => testApp.app.db;
  const notificationsOf = (who: SignedIn) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.userId), eq(notifications.accountId, who.accountId)))
      .orderBy(notifications.id);
  const allHandled = () =>
    eventually(async () => {
      const [row] = await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(watchEvents)
        .where(sql`${watchEvents.alertedAt} is null`);
      expect(row?.count).toBe(0);
    });
  const settle = async () => {
    testApp.app.alertEngine()?.wake();
    await allHandled();
    await new Promise((resolve) => setTimeout(resolve, 400));
  };

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'statehouse-watch-'));
    smtp = await startSmtpReceiver();
    sms = await startHttpReceiver();
    testApp = await buildTestApp({
      ALERT_WORKERS: true,
      ALERT_POLL_MS: 200,
      SMTP_URL: smtp.url,
      SMS_BASE_URL: sms.url,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15125550000',
    });
    await loadBillSample(db(), [BILL]);
    const [committee] = await db()
      .execute<{ id: string }>(sql`select id, name from committees where jurisdiction_id = 'TX' order by id limit 1`)
      .then((result) => (result as unknown as { rows: { id: string; name: string }[] }).rows);
    committeeId = committee!.id;
    committeeName = committee!.name;

    owner = await registerAccount(testApp.app, { stateCodes: ['TX', 'SD'] });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user', stateCodes: ['TX'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const settings = await testApp.app.inject({
      method: 'POST',
      url: '/api/user-settings',
      headers: { cookie: owner.cookie },
      payload: { notifications: { sms: true, phone: '+15125550100' } },
    });
    expect(settings.statusCode).toBe(200);
    // The sample's own hearings were recorded as they loaded: nobody watched yet, so they are handled with no alert.
    await settle();
    await db()
      .insert(committeeAlerts)
      .values([
        { accountId: owner.accountId, userId: owner.userId, committeeId },
        // The colleague wants only hearings of tracked bills, in the app.
        {
          accountId: owner.accountId,
          userId: colleague.userId,
          committeeId,
          eventKinds: ['tracked_bill_on_agenda'],
          channels: ['in_app'],
        },
      ]);
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([smtp?.close(), sms?.close(), rm(tempDir, { recursive: true, force: true })]);
  });

  it('delivers a posted and then changed hearing once per recipient and channel', async () => {
    // Posted, as an importer inserts it.
    await db()
      .insert(events)
      .values({
        id: HEARING,
        jurisdictionId: 'TX',
        name: 'Public hearing on youth camps',
        committeeId,
        committeeName: 'Watched Committee',
        startTime: new Date('2026-12-02T15:00:00Z'),
        timezone: 'America/Chicago',
        location: 'E2.030',
        sourceKey: 'watch-test',
        source: 'test',
      });
    await settle();
    const [posted] = await notificationsOf(owner);
    expect(posted).toMatchObject({
      kind: 'committee_update',
      title: expect.stringMatching(/: Hearing posted$/),
      link: `/committees/${encodeURIComponent(committeeId)}`,
    });
    expect(posted!.body).toBe('Hearing posted: Public hearing on youth camps (Dec 2, 2026, 9:00 AM CST, E2.030)');
    expect(await notificationsOf(colleague)).toHaveLength(0); // not a kind the colleague asked for

    // Moved, as an upsert updates it; the same write again changes nothing and records nothing.
    for (let round = 0; round < 2; round++) {
      await db()
        .update(events)
        .set({ startTime: new Date('2026-12-03T16:00:00Z'), location: 'E1.012' })
        .where(eq(events.id, HEARING));
    }
    await settle();
    const owned = await notificationsOf(owner);
    expect(owned).toHaveLength(2);
    expect(owned[1]!.body).toBe(
      'Hearing changed: Public hearing on youth camps, Dec 2, 2026, 9:00 AM CST, E2.030 to Dec 3, 2026, 10:00 AM CST, E1.012',
    );

    const mails = await eventually(() => {
      expect(smtp.mails).toHaveLength(2);
      return smtp.mails;
    });
    expect(mails.map((mail) => mail.subject)).toEqual([posted!.title, owned[1]!.title]);
    expect(mails[1]!.text).toContain('- Hearing changed: Public hearing on youth camps');
    expect(mails[1]!.text).toContain(`Open the committee: /committees/${encodeURIComponent(committeeId)}`);
    const texts = await eventually(() => {
      expect(sms.received).toHaveLength(2);
      return sms.received;
    });
    expect(new URLSearchParams(texts[1]!.body).get('To')).toBe('+15125550100');
    await eventually(async () => {
      const rows = await db().select().from(outbox).where(eq(outbox.accountId, owner.accountId));
      expect(rows.map((row) => `${row.channel}:${row.status}`).sort()).toEqual([
        'email:sent',
        'email:sent',
        'sms:sent',
        'sms:sent',
      ]);
    });
    expect(await notificationsOf(outsider)).toHaveLength(0);
    expect(await db().select().from(outbox).where(eq(outbox.accountId, outsider.accountId))).toHaveLength(0);
  });

  it('tells only users who see a tag on the bill that it is on the agenda, once however often the agenda is rewritten', async () => {
    const [tag] = await db()
      .insert(tags)
      .values({ accountId: owner.accountId, scope: 'personal', ownerUserId: colleague.userId, name: 'Camps' })
      .returning({ id: tags.id });
    await db().insert(tagBills).values({ accountId: owner.accountId, tagId: tag!.id, billId: BILL });
    // The outsider watches the committee too, but tracks nothing: no agenda alert, only its own hearing alerts.
    await db()
      .insert(committeeAlerts)
      .values({
        accountId: outsider.accountId,
        userId: outsider.userId,
        committeeId,
        eventKinds: ['tracked_bill_on_agenda'],
      });
    const before = (await notificationsOf(owner)).length;
    // Importers replace a hearing's agenda on each change: delete, then insert.
    for (let round = 0; round < 2; round++) {
      await db().delete(eventAgendaItems).where(eq(eventAgendaItems.eventId, HEARING));
      await db()
        .insert(eventAgendaItems)
        .values({ eventId: HEARING, billId: BILL, billIdentifier: 'HB 1', position: 0 });
      await settle();
    }
    const seen = await notificationsOf(colleague);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ billId: BILL, title: expect.stringMatching(/: A tracked bill on the agenda$/) });
    expect(seen[0]!.body).toBe(
      'A tracked bill on the agenda: HB 1 at Public hearing on youth camps (Dec 3, 2026, 10:00 AM CST)',
    );
    // The owner does not see the colleague's personal tag; the outsider's account does not track the bill.
    expect(await notificationsOf(owner)).toHaveLength(before);
    expect(await notificationsOf(outsider)).toHaveLength(0);
  });

  it('ties a hearing whose source only names the committee to that committee by name', async () => {
    const before = (await notificationsOf(owner)).length;
    await db()
      .insert(events)
      .values({
        id: `${HEARING}-by-name`,
        jurisdictionId: 'TX',
        name: 'Named only',
        committeeName: committeeName.toUpperCase(),
        startTime: new Date('2026-12-09T15:00:00Z'),
        timezone: 'America/Chicago',
        sourceKey: 'watch-test-by-name',
        source: 'test',
      });
    await settle();
    const mine = await notificationsOf(owner);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)!.body).toBe('Hearing posted: Named only (Dec 9, 2026, 9:00 AM CST)');
    expect(mine.at(-1)!.link).toBe(`/committees/${encodeURIComponent(committeeId)}`);
    expect(await notificationsOf(outsider)).toHaveLength(0);
  });

  it('delivers a new South Dakota registration, imported from the export, to the lobbyist alert', async () => {
    const source = fixture('lobbyists', 'sd-lobbyists', 'sos-export-private', '2025.txt');
    expect((await importQuietly(db(), sdLobbyistsImporter, source)).counts.inserted).toBe(19);
    await settle();
    const [wetzel] = await db()
      .select({ id: lobbyists.id })
      .from(lobbyists)
      .where(and(eq(lobbyists.jurisdictionId, 'SD'), eq(lobbyists.lastName, 'Wetzel')));
    await db()
      .insert(lobbyistAlerts)
      .values({ accountId: owner.accountId, userId: owner.userId, lobbyistId: wetzel!.id, channels: ['in_app'] });
    const before = (await notificationsOf(owner)).length;

    // The next year's export: Wetzel registers again (a new registration number), the others do not.
    const [header, ...lines] = (await readFile(source, 'utf8')).split('\n');
    const line = lines.find((row) => row.includes('|Wetzel|'))!;
    const next = path.join(tempDir, '2026.txt');
    await writeFile(next, [header, line.replace(/^2025\|\d+\|/, '2026|990001|')].join('\n'));
    expect((await importQuietly(db(), sdLobbyistsImporter, next)).counts.inserted).toBe(1);
    expect((await importQuietly(db(), sdLobbyistsImporter, next)).counts.inserted).toBe(0);
    await settle();

    const mine = await notificationsOf(owner);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)).toMatchObject({
      kind: 'lobbyist_update',
      title: expect.stringMatching(/Wetzel: New registration$/),
      link: `/lobby/lobbyist/${wetzel!.id}`,
    });
    expect(mine.at(-1)!.body).toMatch(/^New registration: .+ \(SD 2026\)/);
    expect(await notificationsOf(colleague)).toHaveLength(1); // only the agenda alert from before
    expect(await notificationsOf(outsider)).toHaveLength(0);
  });
});
