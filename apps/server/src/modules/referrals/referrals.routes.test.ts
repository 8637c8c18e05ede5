import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { referralInvites } from '../../db/schema/index';
import { listReferralRecipients } from './referrals.queries';
import { REFERRAL_RATE_LIMIT_PER_MINUTE } from './referrals.routes';

describe('POST /api/referrals/invite', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const invite = (payload: Record<string, unknown>, ip = '203.0.113.40') =>
    testApp.app.inject({ method: 'POST', url: '/api/referrals/invite', payload, remoteAddress: ip });

  it('records each address once and reports none mailed without a mail server', async () => {
    const response = await invite({
      emails: ['jo@example.org', 'JO@example.org', 'sam@example.org'],
      senderName: 'Priya',
      message: 'This is the tracker I told you about.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ invited: 2, emailed: 0 });
  });

  it('stores the recipients of a request', async () => {
    await invite({ emails: ['only@example.org'] }, '203.0.113.41');
    const [latest] = await testApp.database.db
      .select({ id: referralInvites.id })
      .from(referralInvites)
      .orderBy(desc(referralInvites.id))
      .limit(1);
    expect(await listReferralRecipients(testApp.database.db, latest?.id ?? 0)).toEqual(['only@example.org']);
  });

  it.each([
    ['no addresses', { emails: [] }],
    ['a bad address', { emails: ['ok@example.org', 'broken'] }],
    ['too many addresses', { emails: Array.from({ length: 11 }, (_, i) => `p${i}@example.org`) }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await invite(payload, '203.0.113.42');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('is rate limited per address', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < REFERRAL_RATE_LIMIT_PER_MINUTE; i++) {
      expect((await invite({ emails: [`r${i}@example.org`] }, ip)).statusCode).toBe(201);
    }
    expect((await invite({ emails: ['late@example.org'] }, ip)).statusCode).toBe(429);
  });
});
