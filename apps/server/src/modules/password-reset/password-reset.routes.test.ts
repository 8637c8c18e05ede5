import type { AddressInfo } from 'node:net';
import { passwordResetMessages } from '@statehouse/shared/auth/password-reset.schemas';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, login, registerAccount, type SignedIn } from '../../../test/factories/accounts';
import { accountUsers, passwordResetTokens } from '../../db/schema/index';
import { RESET_LINKS_PER_USER } from './password-reset.service';

type Received = { to: string[]; raw: string };

/** A real SMTP server on a free port that keeps every message it is given. */
async function startSmtp() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

/** The reset link in a received mail (quoted-printable soft breaks joined). */
function resetLinkIn(mail: Received): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(/https:\/\/app\.statehouse\.test\/reset-password\?token=[\w-]+/);
  if (!match) throw new Error(`no reset link in mail:\n${body}`);
  return match[0];
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('password reset with a mail server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const request = (identifier: string, ip = '10.0.0.1') =>
    inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { identifier }, remoteAddress: ip });
  const reset = (token: string, password: string) =>
    inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
  const me = (who: SignedIn) => inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: who.cookie } });

  beforeAll(async () => {
    smtp = await startSmtp();
    testApp = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.statehouse.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('says in /api/auth/config that reset by e-mail is on', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({
      passwordResetByEmail: true,
    });
  });

  it('mails a single-use link; using it sets the password and ends every session of the user', async () => {
    const owner = await registerAccount(testApp.app);
    const elsewhere = await login(testApp.app, owner.user.Username, owner.password);

    const asked = await request(owner.user.Username.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'ok', message: passwordResetMessages.requested });
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.to).toEqual([owner.user.Email]);
    expect(mail.raw).toContain('Subject: Reset your Statehouse password');
    const token = tokenOf(resetLinkIn(mail));

    // Only the token's hash is stored.
    const stored = await testApp.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, owner.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    const done = await reset(token, 'brand-new-pass');
    expect(done.statusCode).toBe(200);
    expect((await me(owner)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await expect(login(testApp.app, owner.user.Username, owner.password)).rejects.toThrow(/401/);
    await login(testApp.app, owner.user.Username, 'brand-new-pass');

    const again = await reset(token, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passwordResetMessages.usedLink);
  });

  it('finds the user by e-mail address too', async () => {
    const owner = await registerAccount(testApp.app);
    expect((await request(owner.user.Email.toUpperCase())).statusCode).toBe(202);
    const mail = await waitFor(() => smtp.received[0]);
    expect(mail.to).toEqual([owner.user.Email]);
    expect(mail.raw).toContain(owner.user.Username);
  });

  it('gives the same reply for an unknown user and sends nothing', async () => {
    const known = await registerAccount(testApp.app);
    const forKnown = await request(known.user.Username, '10.0.0.2');
    const forUnknown = await request('nobody-by-this-name', '10.0.0.2');
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await waitFor(() => smtp.received[0]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one with a clear 400', async () => {
    const owner = await registerAccount(testApp.app);
    await request(owner.user.Username, '10.0.0.3');
    const token = tokenOf(resetLinkIn(await waitFor(() => smtp.received[0])));
    await testApp.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, owner.userId));

    const expired = await reset(token, 'brand-new-pass');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(passwordResetMessages.expiredLink);
    const unknown = await reset('not-a-token', 'brand-new-pass');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(passwordResetMessages.invalidLink);
    const short = await reset(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/);
    await login(testApp.app, owner.user.Username, owner.password);
  });

  it('limits links per user, and requests per IP address (429)', async () => {
    const owner = await registerAccount(testApp.app);
    for (let i = 0; i < RESET_LINKS_PER_USER + 1; i++) {
      expect((await request(owner.user.Username, `10.1.0.${i}`)).statusCode).toBe(202);
    }
    await waitFor(() => (smtp.received.length >= RESET_LINKS_PER_USER ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(RESET_LINKS_PER_USER);

    const replies = [];
    for (let i = 0; i < 6; i++) replies.push((await request(`someone-${i}`, '10.2.0.1')).statusCode);
    expect(replies).toEqual([202, 202, 202, 202, 202, 429]);
  });

  describe('admin reset in /accounts', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await registerAccount(testApp.app, { accountName: 'Reset Admins' });
    });
    const adminReset = (who: SignedIn, userId: number, payload: object) =>
      inject({
        method: 'POST',
        url: `/api/accounts/users/${userId}/reset-password`,
        headers: { cookie: who.cookie },
        payload,
      });

    it('mails a reset link to a member of the account', async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
      const sent = await adminReset(admin, member.userId, { method: 'link' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ delivery: 'email', email: `${member.username}@example.com` });
      expect(sent.json().resetUrl).toBeUndefined();
      const mail = await waitFor(() => smtp.received[0]);
      expect(mail.to).toEqual([`${member.username}@example.com`]);
      expect(mail.raw).toContain('An administrator of your Statehouse account');
      expect((await reset(tokenOf(resetLinkIn(mail)), 'member-new-pass')).statusCode).toBe(200);
      await login(testApp.app, member.username, 'member-new-pass');
    });

    it("sets a temporary password and ends the member's sessions", async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
      const set = await adminReset(admin, member.userId, { method: 'temporary-password', password: 'temp-pass-1' });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ delivery: 'password' });
      expect((await me(member)).statusCode).toBe(401);
      expect((await me(admin)).statusCode).toBe(200);
      await login(testApp.app, member.username, 'temp-pass-1');
      const short = await adminReset(admin, member.userId, { method: 'temporary-password', password: 'abc' });
      expect(short.statusCode).toBe(400);
    });

    it('never resets a user of another account (404), and only admins may reset (403)', async () => {
      const other = await registerAccount(testApp.app, { accountName: 'Someone Else' });
      const outsider = await adminReset(admin, other.userId, { method: 'temporary-password', password: 'stolen-pass' });
      expect(outsider.statusCode).toBe(404);
      expect((await me(other)).statusCode).toBe(200);
      await login(testApp.app, other.user.Username, other.password);

      const plainUser = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
      const refused = await adminReset(plainUser, admin.userId, { method: 'link' });
      expect(refused.statusCode).toBe(403);
    });

    it('a member who also belongs to another account gets only the mailed link', async () => {
      const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
      const other = await registerAccount(testApp.app, { accountName: 'Second Home' });
      await testApp.app.db
        .insert(accountUsers)
        .values({ accountId: other.accountId, userId: member.userId, role: 'analyst', fullAccount: false });

      const temporary = await adminReset(admin, member.userId, {
        method: 'temporary-password',
        password: 'temp-pass-2',
      });
      expect(temporary.statusCode).toBe(409);
      expect(temporary.json().message).toMatch(/also belongs to another account/);
      await login(testApp.app, member.username, member.password);
      const link = await adminReset(admin, member.userId, { method: 'link' });
      expect(link.json()).toMatchObject({ delivery: 'email' });
    });
  });
});

describe('password reset without a mail server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://app.statehouse.test' });
  });
  afterAll(() => testApp.close());

  it('tells the user to ask their administrator', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({
      passwordResetByEmail: false,
    });
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { identifier: 'anyone' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('Ask your account administrator to reset your password.');
  });

  it('an admin gets the link to pass on; a member of another account too is refused', async () => {
    const admin = await registerAccount(testApp.app);
    const member = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    const made = await testApp.app.inject({
      method: 'POST',
      url: `/api/accounts/users/${member.userId}/reset-password`,
      headers: { cookie: admin.cookie },
      payload: { method: 'link' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ delivery: 'link' });
    expect(made.json().resetUrl).toMatch(/^https:\/\/app\.statehouse\.test\/reset-password\?token=[\w-]{43}$/);
    const used = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(made.json().resetUrl), password: 'via-admin-link' },
    });
    expect(used.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(401);
    await login(testApp.app, member.username, 'via-admin-link');

    const other = await registerAccount(testApp.app);
    await testApp.app.db
      .insert(accountUsers)
      .values({ accountId: other.accountId, userId: member.userId, role: 'analyst', fullAccount: false });
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/accounts/users/${member.userId}/reset-password`,
      headers: { cookie: admin.cookie },
      payload: { method: 'link' },
    });
    expect(refused.statusCode).toBe(409);
  });
});
