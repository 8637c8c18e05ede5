import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { newsletterSubscriptions } from '../../db/schema/index';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE } from './newsletter.routes';

describe('POST /api/newsletter', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const subscribe = (email: unknown, ip = '203.0.113.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });

  const rowsFor = async (email: string) =>
    testApp.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);

  it('stores a new address and answers 200', async () => {
    const response = await subscribe('ana.ruiz@example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const rows = await rowsFor('ana.ruiz@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('footer');
  });

  it('answers 200 again for the same address in another case and keeps one row', async () => {
    await subscribe('dup@example.org');
    const again = await subscribe('  DUP@Example.org ');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await rowsFor('dup@example.org')).toHaveLength(1);
  });

  it.each([['not-an-email'], [''], ['a@b']])('refuses %j with 400 and a readable message', async (email) => {
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain('email');
  });

  it('refuses a missing body field', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: {} });
    expect(response.statusCode).toBe(400);
  });

  it('limits one address to a number of sign-ups per minute', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT_PER_MINUTE; i++) {
      expect((await subscribe(`burst${i}@example.org`, ip)).statusCode).toBe(200);
    }
    const refused = await subscribe('one-too-many@example.org', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await subscribe('other-ip@example.org', '198.51.100.8')).statusCode).toBe(200);
  });
});
