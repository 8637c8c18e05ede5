import { SHARE_LIMIT_PER_HOUR } from '@statehouse/shared/alerts/share-email.schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { loadBillSample } from '../../../test/factories/bills';
import { outbox, tagBills, tags } from '../../db/schema/index';

describe('POST /api/email/send', () => {
  let testApp: TestApp;
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  const tagIds = { account: 0, colleaguePrivate: 0 };

  const send = (who: SignedIn | undefined, payload: object, app = testApp.app) =>
    app.inject({ method: 'POST', url: '/api/email/send', headers: who ? { cookie: who.cookie } : {}, payload });
  const sharesOf = (who: SignedIn) =>
    testApp.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.accountId, who.accountId), like(outbox.dedupeKey, `share:${who.accountId}:${who.userId}:%`)))
      .orderBy(outbox.id);

  beforeAll(async () => {
    testApp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://app.statehouse.test' });
    await loadBillSample(testApp.app.db, ['TX-892-HB-1', 'TX-892-SB-1']);
    owner = await registerAccount(testApp.app, { stateCodes: ['TX'], firstName: 'Olive', lastName: 'Owner' });
    colleague = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
    outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const [accountTag] = await testApp.app.db
      .insert(tags)
      .values({ accountId: owner.accountId, scope: 'account', name: 'Youth camps', description: 'Camp safety bills' })
      .returning({ id: tags.id });
    const [privateTag] = await testApp.app.db
      .insert(tags)
      .values({ accountId: owner.accountId, scope: 'personal', ownerUserId: colleague.userId, name: 'Mine only' })
      .returning({ id: tags.id });
    tagIds.account = accountTag?.id ?? 0;
    tagIds.colleaguePrivate = privateTag?.id ?? 0;
    await testApp.app.db.insert(tagBills).values([
      { accountId: owner.accountId, tagId: tagIds.account, billId: 'TX-892-HB-1' },
      { accountId: owner.accountId, tagId: tagIds.account, billId: 'TX-892-SB-1' },
    ]);
  });
  afterAll(() => testApp.close());

  it('queues one rendered e-mail per recipient with reply-to the sender', async () => {
    const response = await send(owner, {
      to: ['Ann@Example.com', 'bob@example.org', 'ann@example.com'],
      kind: 'bill',
      billId: 'TX-892-HB-1',
      note: 'Worth a look <before> Monday',
    });
    expect(response.statusCode).toBe(202);
    const reply = response.json();
    expect(reply).toMatchObject({ queued: 2, message: 'Shared with 2 recipients.' });
    expect(reply.subject).toMatch(/^Olive Owner shared TX HB 1: /);

    const rows = await sharesOf(owner);
    expect(rows.map((row) => [row.channel, row.status, row.userId, row.payload.to])).toEqual([
      ['email', 'pending', null, 'ann@example.com'],
      ['email', 'pending', null, 'bob@example.org'],
    ]);
    const payload = rows[0]?.payload as Record<string, string>;
    expect(payload.replyTo).toBe(owner.user.Email);
    expect(payload.subject).toBe(reply.subject);
    expect(payload.text).toContain('Worth a look <before> Monday');
    expect(payload.text).toContain('https://app.statehouse.test/bills/TX-892-HB-1');
    expect(payload.text).toMatch(/Status: \w+/);
    expect(payload.text).toMatch(/Latest action: /);
    expect(payload.html).toContain('Worth a look &lt;before&gt; Monday');
    expect(payload.html).toContain('href="https://app.statehouse.test/bills/TX-892-HB-1"');
  });

  it("shares a tag's bills as a list of links when the caller may see the tag", async () => {
    const response = await send(colleague, { to: ['c@example.com'], kind: 'tag', tagId: tagIds.account });
    expect(response.statusCode).toBe(202);
    expect(response.json().subject).toMatch(/shared the tag "Youth camps" \(2 bills\)$/);
    const [row] = await sharesOf(colleague);
    const payload = row?.payload as Record<string, string>;
    expect(payload.text).toContain('Camp safety bills');
    expect(payload.html).toContain('href="https://app.statehouse.test/bills/TX-892-HB-1"');
    expect(payload.html).toContain('href="https://app.statehouse.test/bills/TX-892-SB-1"');
  });

  it("answers 404 for a tag the caller may not see: another's personal tag, another account's, or none", async () => {
    for (const [who, tagId] of [
      [owner, tagIds.colleaguePrivate],
      [outsider, tagIds.account],
      [owner, 999_999],
    ] as const) {
      const response = await send(who, { to: ['x@example.com'], kind: 'tag', tagId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Tag ${tagId} was not found`);
      expect(response.body).not.toContain('Youth camps');
    }
    expect(await sharesOf(outsider)).toEqual([]);
  });

  it('shares a report path of this site as a link', async () => {
    const member = await addMember(testApp.app, { accountId: owner.accountId, role: 'analyst' });
    const response = await send(member, {
      to: ['r@example.com'],
      kind: 'report',
      reportUrl: '/dashboard/reports/bill?state=TX',
      note: 'Weekly numbers',
    });
    expect(response.statusCode).toBe(202);
    const [row] = await sharesOf(member);
    expect(String(row?.payload.html)).toContain('href="https://app.statehouse.test/dashboard/reports/bill?state=TX"');
  });

  it('answers 404 for an unknown bill', async () => {
    const response = await send(owner, { to: ['x@example.com'], kind: 'bill', billId: 'TX-892-HB-999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Bill TX-892-HB-999 was not found');
  });

  it.each([
    ['no recipients', { to: [], kind: 'bill', billId: 'TX-892-HB-1' }, /to must name at least one recipient/],
    [
      '21 recipients',
      { to: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`), kind: 'bill', billId: 'TX-892-HB-1' },
      /at most 20 recipients/,
    ],
    [
      'a bad address',
      { to: ['not-an-address'], kind: 'bill', billId: 'TX-892-HB-1' },
      /each recipient must be an e-mail address/,
    ],
    ['an unknown kind', { to: ['a@example.com'], kind: 'fax' }, /kind must be one of bill, tag, report/],
    ['a bill share without billId', { to: ['a@example.com'], kind: 'bill' }, /billId is required when kind is bill/],
    ['a tag share without tagId', { to: ['a@example.com'], kind: 'tag' }, /tagId is required when kind is tag/],
    [
      'a report link to another site',
      { to: ['a@example.com'], kind: 'report', reportUrl: 'https://evil.example/x' },
      /reportUrl must be a path of this site/,
    ],
    [
      'a protocol-relative report link',
      { to: ['a@example.com'], kind: 'report', reportUrl: '//evil.example/x' },
      /reportUrl must be a path of this site/,
    ],
    [
      'a note over 2000 characters',
      { to: ['a@example.com'], kind: 'bill', billId: 'TX-892-HB-1', note: 'n'.repeat(2001) },
      /note must be at most 2000 characters/,
    ],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const response = await send(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it(`allows ${SHARE_LIMIT_PER_HOUR} shares an hour per user, then answers 429 with when to retry`, async () => {
    const sender = await addMember(testApp.app, { accountId: owner.accountId, role: 'user' });
    for (let i = 0; i < SHARE_LIMIT_PER_HOUR; i++) {
      const response = await send(sender, {
        to: ['a@example.com', 'b@example.com'],
        kind: 'bill',
        billId: 'TX-892-SB-1',
      });
      expect(response.statusCode).toBe(202);
    }
    const refused = await send(sender, { to: ['a@example.com'], kind: 'bill', billId: 'TX-892-SB-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^You have shared ${SHARE_LIMIT_PER_HOUR} times in the last hour\\. Please try again in (60|59) minutes\\.$`,
      ),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await sharesOf(sender)).toHaveLength(SHARE_LIMIT_PER_HOUR * 2);
    // The limit is per user: a colleague still shares.
    expect((await send(owner, { to: ['a@example.com'], kind: 'bill', billId: 'TX-892-SB-1' })).statusCode).toBe(202);

    // Shares older than an hour no longer count.
    await testApp.app.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(like(outbox.dedupeKey, `share:${sender.accountId}:${sender.userId}:%`));
    expect((await send(sender, { to: ['a@example.com'], kind: 'bill', billId: 'TX-892-SB-1' })).statusCode).toBe(202);
  });

  it('requires sign-in', async () => {
    expect((await send(undefined, { to: ['a@example.com'], kind: 'bill', billId: 'TX-892-HB-1' })).statusCode).toBe(
      401,
    );
  });

  it('answers 503 with the reason when the server has no mail server, and stores nothing', async () => {
    const noMail = await buildTestApp();
    try {
      const user = await registerAccount(noMail.app, { stateCodes: ['TX'] });
      const response = await send(user, { to: ['a@example.com'], kind: 'report', reportUrl: '/dashboard' }, noMail.app);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Sharing by e-mail is off: this server has no mail server (SMTP_URL).');
      expect(await noMail.app.db.select().from(outbox)).toEqual([]);
    } finally {
      await noMail.close();
    }
  });
});
