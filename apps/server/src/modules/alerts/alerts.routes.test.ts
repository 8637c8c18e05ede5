import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { billAlerts, committees, lobbyistAlerts, lobbyists } from '../../db/schema/index';

describe('alerts routes', () => {
  let testApp: TestApp;
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  let committeeId = '';
  let lobbyistId = 0;

  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const storedBillAlerts = (who: SignedIn) =>
    testApp.app.db
      .select({ billId: billAlerts.billId, enabled: billAlerts.enabled, eventKinds: billAlerts.eventKinds })
      .from(billAlerts)
      .where(and(eq(billAlerts.accountId, who.accountId), eq(billAlerts.userId, who.userId)))
      .orderBy(billAlerts.billId);

  beforeAll(async () => {
    testApp = await buildTestApp();
    await loadBillSample(testApp.app.db, ['TX-892-HB-1', 'TX-892-SB-1', 'TX-892-HB-2']);
    owner = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user', stateCodes: ['TX'] });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const [committee] = await testApp.app.db.select({ id: committees.id }).from(committees).limit(1);
    committeeId = committee?.id ?? '';
    const [lobbyist] = await testApp.app.db
      .insert(lobbyists)
      .values({ jurisdictionId: 'TX', externalKey: 'jane-doe', name: 'Jane Doe', source: 'test', contentHash: 'x' })
      .returning({ id: lobbyists.id });
    lobbyistId = lobbyist?.id ?? 0;
  });
  afterAll(() => testApp.close());

  it('requires sign-in for every alert call', async () => {
    // Valid requests: the input is checked before the session, as everywhere in the API.
    for (const [method, url, body] of [
      ['GET', '/api/bill-alerts?billId=TX-892-HB-1'],
      ['POST', '/api/bill-alerts', { billId: 'TX-892-HB-1' }],
      ['POST', '/api/bill-alerts/bulk', { billIds: ['TX-892-HB-1'], enabled: true }],
      ['GET', `/api/committee-alerts?committeeId=${committeeId}`],
      ['POST', '/api/committee-alerts', { committeeId }],
      ['GET', '/api/lobbyist-alerts?lobbyistId=1'],
      ['POST', '/api/lobbyist-alerts', { lobbyistId: 1 }],
      ['GET', '/api/alerts/channels'],
    ] as const) {
      const response = await call(undefined, method, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
    expect(await storedBillAlerts(owner)).toEqual([]);
  });

  describe('bill alerts', () => {
    it('answers the defaults (off, my settings) before an alert is set', async () => {
      const response = await call(owner, 'GET', '/api/bill-alerts?billId=TX-892-HB-1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        billId: 'TX-892-HB-1',
        enabled: false,
        eventKinds: [],
        channels: [],
        saved: false,
        updatedAt: null,
      });
    });

    it('saves, reads back and replaces an alert, dropping repeated kinds', async () => {
      const saved = await call(owner, 'POST', '/api/bill-alerts', {
        billId: 'TX-892-HB-1',
        enabled: true,
        eventKinds: ['new_vote', 'status_change', 'new_vote'],
        channels: ['in_app', 'email'],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        billId: 'TX-892-HB-1',
        enabled: true,
        eventKinds: ['new_vote', 'status_change'],
        channels: ['in_app', 'email'],
        saved: true,
      });
      const read = (await call(owner, 'GET', '/api/bill-alerts?billId=TX-892-HB-1')).json();
      expect(read).toEqual(saved.json());

      const replaced = await call(owner, 'POST', '/api/bill-alerts', { billId: 'TX-892-HB-1', enabled: false });
      expect(replaced.json()).toMatchObject({ enabled: false, eventKinds: [], channels: [] });
      expect(await storedBillAlerts(owner)).toEqual([{ billId: 'TX-892-HB-1', enabled: false, eventKinds: [] }]);
    });

    it('is personal: a colleague and another account see the defaults and change nothing of the owner', async () => {
      await call(owner, 'POST', '/api/bill-alerts', { billId: 'TX-892-SB-1', eventKinds: ['new_action'] });
      for (const other of [colleague, outsider]) {
        expect((await call(other, 'GET', '/api/bill-alerts?billId=TX-892-SB-1')).json()).toMatchObject({
          saved: false,
          enabled: false,
        });
        await call(other, 'POST', '/api/bill-alerts', { billId: 'TX-892-SB-1', enabled: false, channels: ['sms'] });
      }
      expect((await call(owner, 'GET', '/api/bill-alerts?billId=TX-892-SB-1')).json()).toMatchObject({
        enabled: true,
        eventKinds: ['new_action'],
        channels: [],
      });
      expect(await storedBillAlerts(outsider)).toEqual([{ billId: 'TX-892-SB-1', enabled: false, eventKinds: [] }]);
    });

    it('answers 404 for a bill that does not exist', async () => {
      for (const response of [
        await call(owner, 'GET', '/api/bill-alerts?billId=TX-892-HB-999'),
        await call(owner, 'POST', '/api/bill-alerts', { billId: 'TX-892-HB-999' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Bill TX-892-HB-999 was not found' });
      }
    });

    it.each([
      [
        'an unknown kind',
        { billId: 'TX-892-HB-1', eventKinds: ['new_action', 'gossip'] },
        /eventKinds: unknown value "gossip"/,
      ],
      [
        'an unknown channel',
        { billId: 'TX-892-HB-1', channels: ['pigeon'] },
        /channels: unknown value "pigeon"; use in_app, email, sms/,
      ],
      ['a malformed bill id', { billId: 'HB1' }, /Bill id must be stateId-sessionId-billType-billNumber/],
      ['no bill id', { enabled: true }, /billId/],
      ['an unknown field', { billId: 'TX-892-HB-1', tagId: 3 }, /tagId/],
      ['enabled that is not a boolean', { billId: 'TX-892-HB-1', enabled: 'yes' }, /enabled/],
    ])('refuses %s with 400 and a message', async (_label, payload, message) => {
      const response = await call(owner, 'POST', '/api/bill-alerts', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toMatch(message);
    });

    it('refuses an alert switched on that can never fire, saying why, and saves it switched off', async () => {
      const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
      // This server has no mail server: an e-mail-only alert would never be sent.
      const emailOnly = await call(member, 'POST', '/api/bill-alerts', { billId: 'TX-892-HB-2', channels: ['email'] });
      expect(emailOnly.statusCode).toBe(400);
      expect(emailOnly.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This alert can never fire: E-mail alerts are off: this server has no mail server (SMTP_URL).',
      });
      // Text messages need a phone number the member has not given; and settings send no hearing mention by e-mail.
      for (const body of [
        { billId: 'TX-892-HB-2', channels: ['sms'] },
        { billId: 'TX-892-HB-2', eventKinds: ['mentioned_in_hearing'], channels: ['email', 'sms'] },
      ]) {
        const response = await call(member, 'POST', '/api/bill-alerts', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toMatch(/^This alert can never fire: none of its events goes to a channel/);
      }
      expect(await storedBillAlerts(member)).toEqual([]);
      const off = await call(member, 'POST', '/api/bill-alerts', {
        billId: 'TX-892-HB-2',
        enabled: false,
        channels: ['email'],
      });
      expect(off.statusCode).toBe(200);
    });

    it('refuses a GET without a valid bill id with 400', async () => {
      expect((await call(owner, 'GET', '/api/bill-alerts')).statusCode).toBe(400);
      expect((await call(owner, 'GET', '/api/bill-alerts?billId=nope')).statusCode).toBe(400);
    });
  });

  describe('bulk bill alerts', () => {
    it('changes many bills at once, keeps what the body leaves out, and reports unknown bills', async () => {
      const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'analyst' });
      await call(member, 'POST', '/api/bill-alerts', { billId: 'TX-892-HB-1', eventKinds: ['new_vote'] });

      const response = await call(member, 'POST', '/api/bill-alerts/bulk', {
        billIds: ['TX-892-HB-1', 'TX-892-HB-2', 'TX-892-HB-404', 'TX-892-HB-2'],
        enabled: false,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.saved).toBe(2);
      expect(body.results.map((result: { billId: string; status: string }) => [result.billId, result.status])).toEqual([
        ['TX-892-HB-1', 'saved'],
        ['TX-892-HB-2', 'saved'],
        ['TX-892-HB-404', 'not_found'],
      ]);
      expect(body.results[2].message).toBe('Bill TX-892-HB-404 was not found');
      expect(await storedBillAlerts(member)).toEqual([
        { billId: 'TX-892-HB-1', enabled: false, eventKinds: ['new_vote'] },
        { billId: 'TX-892-HB-2', enabled: false, eventKinds: [] },
      ]);

      // Kinds for all, on/off kept.
      await call(member, 'POST', '/api/bill-alerts/bulk', {
        billIds: ['TX-892-HB-1', 'TX-892-HB-2'],
        eventKinds: ['hearing_scheduled'],
      });
      expect(await storedBillAlerts(member)).toEqual([
        { billId: 'TX-892-HB-1', enabled: false, eventKinds: ['hearing_scheduled'] },
        { billId: 'TX-892-HB-2', enabled: false, eventKinds: ['hearing_scheduled'] },
      ]);
      // The owner's alerts were not touched by the member's bulk call.
      expect((await storedBillAlerts(owner)).map((row) => row.billId)).toEqual(['TX-892-HB-1', 'TX-892-SB-1']);
    });

    it('starts a new alert switched on when only kinds are sent', async () => {
      const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
      const body = (
        await call(member, 'POST', '/api/bill-alerts/bulk', { billIds: ['TX-892-SB-1'], channels: ['in_app'] })
      ).json();
      expect(body.results[0].alert).toMatchObject({ enabled: true, channels: ['in_app'], eventKinds: [] });
    });

    it('saves nothing when one of the alerts switched on would never fire, naming its bill', async () => {
      const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
      await call(member, 'POST', '/api/bill-alerts', { billId: 'TX-892-HB-2', enabled: false, channels: ['email'] });
      const response = await call(member, 'POST', '/api/bill-alerts/bulk', {
        billIds: ['TX-892-HB-1', 'TX-892-HB-2'],
        enabled: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'TX-892-HB-2: This alert can never fire: E-mail alerts are off: this server has no mail server (SMTP_URL).',
      );
      expect(await storedBillAlerts(member)).toEqual([{ billId: 'TX-892-HB-2', enabled: false, eventKinds: [] }]);
    });

    it.each([
      ['an empty list', { billIds: [], enabled: true }, /billIds must name at least one bill/],
      ['nothing to change', { billIds: ['TX-892-HB-1'] }, /Say what to change/],
      [
        'more than 500 bills',
        { billIds: Array.from({ length: 501 }, (_, i) => `TX-892-HB-${i + 1}`), enabled: true },
        /at most 500/,
      ],
      ['an unknown kind', { billIds: ['TX-892-HB-1'], eventKinds: ['x'] }, /eventKinds: unknown value "x"/],
    ])('refuses %s with 400', async (_label, payload, message) => {
      const response = await call(owner, 'POST', '/api/bill-alerts/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe('committee and lobbyist alerts', () => {
    it('saves and reads a committee alert with committee kinds', async () => {
      expect(committeeId).not.toBe('');
      const url = `/api/committee-alerts?committeeId=${encodeURIComponent(committeeId)}`;
      expect((await call(owner, 'GET', url)).json()).toMatchObject({ committeeId, saved: false, enabled: false });
      const saved = await call(owner, 'POST', '/api/committee-alerts', {
        committeeId,
        eventKinds: ['hearing_posted', 'tracked_bill_on_agenda'],
      });
      expect(saved.statusCode).toBe(200);
      expect((await call(owner, 'GET', url)).json()).toMatchObject({
        committeeId,
        enabled: true,
        eventKinds: ['hearing_posted', 'tracked_bill_on_agenda'],
        saved: true,
      });
      expect((await call(outsider, 'GET', url)).json()).toMatchObject({ saved: false });
    });

    it('refuses bill kinds on a committee and unknown committees', async () => {
      const wrongKind = await call(owner, 'POST', '/api/committee-alerts', { committeeId, eventKinds: ['new_vote'] });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().message).toMatch(/use hearing_posted, hearing_changed, tracked_bill_on_agenda/);
      const unknown = await call(owner, 'POST', '/api/committee-alerts', { committeeId: 'ocd-organization/none' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Committee ocd-organization/none was not found');
      expect((await call(owner, 'GET', '/api/committee-alerts')).statusCode).toBe(400);
    });

    it('refuses a committee or lobbyist alert switched on that can never fire, saying why', async () => {
      for (const [url, body] of [
        ['/api/committee-alerts', { committeeId, channels: ['email'] }],
        ['/api/lobbyist-alerts', { lobbyistId, channels: ['email'] }],
      ] as const) {
        const response = await call(colleague, 'POST', url, body);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(
          'This alert can never fire: E-mail alerts are off: this server has no mail server (SMTP_URL).',
        );
        expect((await call(colleague, 'POST', url, { ...body, enabled: false })).statusCode, url).toBe(200);
      }
      // No phone number: text messages cannot reach the colleague.
      const sms = await call(colleague, 'POST', '/api/committee-alerts', { committeeId, channels: ['sms'] });
      expect(sms.json().message).toMatch(/^This alert can never fire: /);
    });

    it('saves a lobbyist alert for its owner only', async () => {
      const saved = await call(owner, 'POST', '/api/lobbyist-alerts', { lobbyistId, eventKinds: ['new_filing'] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ lobbyistId, enabled: true, eventKinds: ['new_filing'], saved: true });
      await call(colleague, 'POST', '/api/lobbyist-alerts', { lobbyistId, enabled: false });
      const rows = await testApp.app.db
        .select({ userId: lobbyistAlerts.userId, enabled: lobbyistAlerts.enabled })
        .from(lobbyistAlerts)
        .orderBy(lobbyistAlerts.userId);
      expect(rows).toEqual([
        { userId: owner.userId, enabled: true },
        { userId: colleague.userId, enabled: false },
      ]);
      expect((await call(owner, 'GET', `/api/lobbyist-alerts?lobbyistId=${lobbyistId}`)).json().eventKinds).toEqual([
        'new_filing',
      ]);
    });

    it('refuses unknown lobbyists (404) and bad ids or kinds (400)', async () => {
      const unknown = await call(owner, 'GET', '/api/lobbyist-alerts?lobbyistId=999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Lobbyist 999999 was not found');
      expect((await call(owner, 'GET', '/api/lobbyist-alerts?lobbyistId=abc')).statusCode).toBe(400);
      const badKind = await call(owner, 'POST', '/api/lobbyist-alerts', { lobbyistId, eventKinds: ['hearing_posted'] });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json().message).toMatch(/use new_registration, new_filing/);
    });
  });

  describe('channels', () => {
    it('says e-mail and SMS are off, and why, on a server without them', async () => {
      const response = await call(owner, 'GET', '/api/alerts/channels');
      expect(response.statusCode).toBe(200);
      expect(response.json().channels).toEqual([
        { channel: 'in_app', serverAvailable: true, available: true, message: null },
        {
          channel: 'email',
          serverAvailable: false,
          available: false,
          message: 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
        },
        {
          channel: 'sms',
          serverAvailable: false,
          available: false,
          message: expect.stringMatching(/^Text message alerts are off: this server has no SMS provider/),
        },
      ]);
    });

    it('turns e-mail on with SMTP_URL, and SMS on once the user has a phone number', async () => {
      const configured = await buildTestApp({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_BASE_URL: 'http://127.0.0.1:9',
        SMS_ACCOUNT_SID: 'AC1',
        SMS_AUTH_TOKEN: 'token',
        SMS_FROM: '+15125550000',
      });
      try {
        const user = await registerAccount(configured.app, { stateCodes: ['TX'] });
        const channels = async () =>
          (
            await configured.app.inject({
              method: 'GET',
              url: '/api/alerts/channels',
              headers: { cookie: user.cookie },
            })
          ).json().channels;
        const before = await channels();
        expect(before[1]).toEqual({ channel: 'email', serverAvailable: true, available: true, message: null });
        expect(before[2]).toEqual({
          channel: 'sms',
          serverAvailable: true,
          available: false,
          message: 'Text message alerts need your phone number: add it under Notifications in your settings.',
        });
        await configured.app.inject({
          method: 'POST',
          url: '/api/user-settings',
          headers: { cookie: user.cookie },
          payload: { notifications: { phone: '+15125550100' } },
        });
        expect((await channels())[2]).toEqual({
          channel: 'sms',
          serverAvailable: true,
          available: true,
          message: null,
        });
      } finally {
        await configured.close();
      }
    });
  });
});
