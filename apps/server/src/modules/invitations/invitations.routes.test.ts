import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, login, registerAccount, type SignedIn, sessionCookie } from '../../../test/factories/accounts';
import { invitations } from '../../db/schema/index';
import type { AuthUser } from '../../plugins/auth';
import { createInvitation } from './invitations.service';

/** The request user of a session, as the auth plugin would set it. */
function currentUserOf(member: SignedIn): AuthUser {
  return {
    id: member.userId,
    username: member.user.Username,
    email: member.user.Email,
    firstName: member.user.FirstName,
    lastName: member.user.LastName,
    role: member.user.Role.RoleName,
    fullAccount: true,
    accountId: member.accountId,
    sessionId: 0,
  };
}

const tokenOf = (acceptUrl: string) => new URL(acceptUrl).searchParams.get('token')!;

describe('invitations without a mail server', () => {
  let testApp: TestApp;
  let admin: SignedIn;
  const call = (
    who: SignedIn | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://app.statehouse.test' });
    admin = await registerAccount(testApp.app, { stateCodes: ['TX', 'OK'], accountName: 'Red River Coalition' });
  });
  afterAll(() => testApp.close());

  it('returns the accept link to the inviter; the invitee previews and accepts it once', async () => {
    const created = await call(admin, 'POST', '/api/analysts/invite', {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lyst',
    });
    expect(created.statusCode).toBe(201);
    const invitation = created.json();
    expect(invitation).toMatchObject({ email: 'ana@example.com', role: 'analyst', delivery: 'link' });
    expect(invitation.acceptUrl).toMatch(/^https:\/\/app\.statehouse\.test\/accept-invite\?token=[\w-]{43}$/);
    const expiresIn = new Date(invitation.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const [stored] = await testApp.app.db.select().from(invitations).where(eq(invitations.id, invitation.invitationId));
    expect(stored!.tokenHash).not.toContain(tokenOf(invitation.acceptUrl));

    const token = tokenOf(invitation.acceptUrl);
    const preview = await call(undefined, 'GET', `/api/invitations/accept?token=${token}`);
    expect(preview.json()).toMatchObject({
      email: 'ana@example.com',
      role: 'analyst',
      accountName: 'Red River Coalition',
      invitedBy: `${admin.user.FirstName} ${admin.user.LastName}`,
      firstName: 'Ana',
      lastName: 'Lyst',
    });

    const accepted = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: 'ana-lyst',
      password: 'analyst-pass',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      Username: 'ana-lyst',
      Email: 'ana@example.com',
      FirstName: 'Ana',
      Role: { RoleName: 'analyst' },
      SelectedAccountId: admin.accountId,
      AccountUserRelationships: [{ FullAccount: false, Account: { Name: 'Red River Coalition' } }],
      UserStateSubscriptions: [
        { StateCode: 'OK', Status: 'active' },
        { StateCode: 'TX', Status: 'active' },
      ],
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(accepted) },
    });
    expect(me.json().Username).toBe('ana-lyst');

    const again = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: 'ana-again',
      password: 'analyst-pass',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has already been used.');
    expect((await call(undefined, 'GET', `/api/invitations/accept?token=${token}`)).statusCode).toBe(409);
  });

  it('refuses an expired invitation and an unknown token', async () => {
    const created = (await call(admin, 'POST', '/api/analysts/invite', { email: 'late@example.com' })).json();
    await testApp.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.invitationId));
    const token = tokenOf(created.acceptUrl);
    const expired = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: 'late-one',
      password: 'late-pass',
      firstName: 'Late',
      lastName: 'Comer',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This invitation has expired. Ask the person who invited you for a new one.');
    const unknown = await call(undefined, 'GET', '/api/invitations/accept?token=not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid.');
    expect((await call(undefined, 'GET', '/api/invitations/accept')).statusCode).toBe(400);
  });

  it('a new user must choose a username, password and names; taken usernames are refused', async () => {
    const created = (await call(admin, 'POST', '/api/analysts/invite', { email: 'fields@example.com' })).json();
    const token = tokenOf(created.acceptUrl);
    const bare = await call(undefined, 'POST', '/api/invitations/accept', { token });
    expect(bare.statusCode).toBe(400);
    const noNames = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: 'fields-user',
      password: 'fields-pass',
    });
    expect(noNames.statusCode).toBe(400);
    const taken = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: admin.user.Username,
      password: 'fields-pass',
      firstName: 'F',
      lastName: 'L',
    });
    expect(taken.statusCode).toBe(409);
    const short = await call(undefined, 'POST', '/api/invitations/accept', {
      token,
      username: 'ok-name',
      password: '123',
      firstName: 'F',
      lastName: 'L',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      field: 'password (body)',
      message: 'Password must be at least 6 characters',
    });
  });

  it('a signed-in user joins with their own user and the session moves to the new account', async () => {
    const other = await registerAccount(testApp.app);
    const created = (await call(admin, 'POST', '/api/analysts/invite', { email: other.user.Email })).json();
    const joined = await call(other, 'POST', '/api/invitations/accept', { token: tokenOf(created.acceptUrl) });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().SelectedAccountId).toBe(admin.accountId);
    expect(joined.json().AccountUserRelationships).toHaveLength(2);
    const again = await call(admin, 'POST', '/api/analysts/invite', { email: other.user.Email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${other.user.Email} is already a member of this account.`);
  });

  it('full-account invitations hold a seat; none are sent when the seats are used up', async () => {
    const seats = (await call(admin, 'GET', '/api/accounts/seats')).json();
    await call(admin, 'PATCH', '/api/accounts/seats', { seats: seats.usedSeats + 1 });

    const first = await call(admin, 'POST', '/api/accounts/invite-full', { email: 'full-1@example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json().role).toBe('user');
    const afterFirst = (await call(admin, 'GET', '/api/accounts/seats')).json();
    expect(afterFirst.pendingFullInvitations).toBe(seats.pendingFullInvitations + 1);
    expect(afterFirst.availableSeats).toBe(0);

    const second = await call(admin, 'POST', '/api/accounts/invite-full', { email: 'full-2@example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^All \d+ seats are in use\./);
    // Re-inviting the same address replaces the open invitation instead of needing a second seat.
    const resent = await call(admin, 'POST', '/api/accounts/invite-full', { email: 'FULL-1@example.com' });
    expect(resent.statusCode).toBe(201);
    const oldToken = tokenOf(first.json().acceptUrl);
    expect((await call(undefined, 'GET', `/api/invitations/accept?token=${oldToken}`)).statusCode).toBe(400);

    // Analysts take no seat.
    expect((await call(admin, 'POST', '/api/analysts/invite', { email: 'a2@example.com' })).statusCode).toBe(201);

    const accepted = await call(undefined, 'POST', '/api/invitations/accept', {
      token: tokenOf(resent.json().acceptUrl),
      username: 'full-one',
      password: 'full-pass',
      firstName: 'Full',
      lastName: 'One',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      Role: { RoleName: 'user' },
      AccountUserRelationships: [{ FullAccount: true }],
    });
    const afterAccept = (await call(admin, 'GET', '/api/accounts/seats')).json();
    expect(afterAccept.activeFullUsers).toBe(seats.activeFullUsers + 1);
    expect(afterAccept.availableSeats).toBe(0);
  });

  it('lists open invitations; revoking one frees its seat and kills its link; resending gives a new link', async () => {
    const pending = () => call(admin, 'GET', '/api/advocate-management/invitations');
    const seats = (await call(admin, 'GET', '/api/accounts/seats')).json();
    await call(admin, 'PATCH', '/api/accounts/seats', { seats: seats.usedSeats + 1 });
    const invited = (
      await call(admin, 'POST', '/api/accounts/invite-full', { email: 'seat-holder@example.com', firstName: 'Seat' })
    ).json();
    expect((await call(admin, 'GET', '/api/accounts/seats')).json().availableSeats).toBe(0);

    const listed = await pending();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toEqual({
      id: invited.invitationId,
      email: 'seat-holder@example.com',
      role: 'user',
      firstName: 'Seat',
      lastName: null,
      invitedBy: `${admin.user.FirstName} ${admin.user.LastName}`,
      holdsSeat: true,
      createdAt: expect.any(String),
      expiresAt: invited.expiresAt,
    });
    // Used invitations are not listed (Ana accepted hers in the first test).
    expect(listed.json().data.map((row: { email: string }) => row.email)).not.toContain('ana@example.com');

    // Resend: a new link and expiry; the old link stops working; the seat stays held.
    const resent = await call(admin, 'POST', `/api/invitations/${invited.invitationId}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ invitationId: invited.invitationId, delivery: 'link', role: 'user' });
    expect(tokenOf(resent.json().acceptUrl)).not.toBe(tokenOf(invited.acceptUrl));
    expect(
      (await call(undefined, 'GET', `/api/invitations/accept?token=${tokenOf(invited.acceptUrl)}`)).statusCode,
    ).toBe(404);
    const newLink = `/api/invitations/accept?token=${tokenOf(resent.json().acceptUrl)}`;
    expect((await call(undefined, 'GET', newLink)).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/accounts/seats')).json().availableSeats).toBe(0);

    // Revoke: gone from the list, its link dead, its seat free for the next invitation.
    const revoked = await call(admin, 'DELETE', `/api/invitations/${invited.invitationId}`);
    expect(revoked.statusCode).toBe(204);
    expect((await pending()).json().data.map((row: { id: number }) => row.id)).not.toContain(invited.invitationId);
    expect((await call(undefined, 'GET', newLink)).json().message).toBe('This invitation link is not valid.');
    expect((await call(admin, 'GET', '/api/accounts/seats')).json().availableSeats).toBe(1);
    expect((await call(admin, 'POST', '/api/accounts/invite-full', { email: 'next@example.com' })).statusCode).toBe(
      201,
    );

    // A revoked, used or unknown invitation answers 404 with a message; a malformed id 400.
    for (const url of [`/api/invitations/${invited.invitationId}`, '/api/invitations/999999']) {
      const again = await call(admin, 'DELETE', url);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(
        'No open invitation of yours has this id: it was used, revoked or has expired.',
      );
    }
    expect((await call(admin, 'POST', '/api/invitations/999999/resend')).statusCode).toBe(404);
    const malformed = await call(admin, 'DELETE', '/api/invitations/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id must be an invitation id/);
  });

  it('users see and manage only the invitations they sent; analysts none; other accounts never', async () => {
    await call(admin, 'PATCH', '/api/accounts/seats', { seats: 50 });
    const user = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    const analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    const outsider = await registerAccount(testApp.app, { stateCodes: ['TX'] });
    const mine = (await call(user, 'POST', '/api/analysts/invite', { email: 'users-own@example.com' })).json();
    const admins = (await call(admin, 'POST', '/api/analysts/invite', { email: 'admins-own@example.com' })).json();

    const seenByUser = (await call(user, 'GET', '/api/advocate-management/invitations')).json();
    expect(seenByUser.data.map((row: { email: string }) => row.email)).toEqual(['users-own@example.com']);
    expect((await call(user, 'DELETE', `/api/invitations/${admins.invitationId}`)).statusCode).toBe(404);
    expect((await call(analyst, 'GET', '/api/advocate-management/invitations')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/advocate-management/invitations')).statusCode).toBe(401);
    expect((await call(outsider, 'GET', '/api/advocate-management/invitations')).json().data).toEqual([]);
    expect((await call(outsider, 'DELETE', `/api/invitations/${mine.invitationId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/invitations/${mine.invitationId}/resend`)).statusCode).toBe(404);
    // The admin sees both; the user revokes their own.
    const seenByAdmin = (await call(admin, 'GET', '/api/advocate-management/invitations')).json();
    expect(seenByAdmin.data.map((row: { email: string }) => row.email)).toEqual(
      expect.arrayContaining(['users-own@example.com', 'admins-own@example.com']),
    );
    expect((await call(user, 'DELETE', `/api/invitations/${mine.invitationId}`)).statusCode).toBe(204);
  });

  it('only admins invite full users; admins and users invite analysts', async () => {
    const user = await addMember(testApp.app, { accountId: admin.accountId, role: 'user' });
    const analyst = await addMember(testApp.app, { accountId: admin.accountId, role: 'analyst' });
    await call(admin, 'PATCH', '/api/accounts/seats', { seats: 50 });
    expect((await call(user, 'POST', '/api/accounts/invite-full', { email: 'x@example.com' })).statusCode).toBe(403);
    expect((await call(user, 'POST', '/api/analysts/invite', { email: 'y@example.com' })).statusCode).toBe(201);
    expect((await call(analyst, 'POST', '/api/analysts/invite', { email: 'z@example.com' })).statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/api/analysts/invite', { email: 'z@example.com' })).statusCode).toBe(401);
    const badEmail = await call(admin, 'POST', '/api/analysts/invite', { email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
  });

  it('falls back to returning the link when the mail server refuses the message', async () => {
    const warnings: unknown[] = [];
    const created = await createInvitation({
      db: testApp.app.db,
      mailer: {
        configured: true,
        send: async () => {
          throw new Error('connect ECONNREFUSED');
        },
        close: () => {},
      },
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
      actor: currentUserOf(admin),
      role: 'analyst',
      input: { email: 'bounce@example.com' },
      baseUrl: 'https://app.statehouse.test',
      ttlMs: 60_000,
    });
    expect(created).toMatchObject({ delivery: 'link', acceptUrl: expect.stringContaining('/accept-invite?token=') });
    expect(warnings).toHaveLength(1);
  });

  it('a disabled invitee who accepted can be managed like any member', async () => {
    const created = (await call(admin, 'POST', '/api/analysts/invite', { email: 'm@example.com' })).json();
    const accepted = await call(undefined, 'POST', '/api/invitations/accept', {
      token: tokenOf(created.acceptUrl),
      username: 'managed-analyst',
      password: 'managed-pass',
      firstName: 'M',
      lastName: 'A',
    });
    const userId = accepted.json().Id;
    const disabled = await call(admin, 'PATCH', `/api/accounts/users/${userId}/status`, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    await expect(login(testApp.app, 'managed-analyst', 'managed-pass')).rejects.toThrow(/403/);
  });
});

describe('invitations with a mail server (SMTP_URL)', () => {
  type Received = { from: string; to: string[]; raw: string };
  const received: Received[] = [];
  let smtp: SMTPServer;
  let testApp: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    testApp = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Statehouse <invites@statehouse.test>',
      PUBLIC_URL: 'https://app.statehouse.test',
    });
    admin = await registerAccount(testApp.app, { accountName: 'Mail Test Group' });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the accept link and does not return it to the inviter', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/invite-full',
      headers: { cookie: admin.cookie },
      payload: { email: 'mailed@example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toBe('email');
    expect(response.json().acceptUrl).toBeUndefined();

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('invites@statehouse.test');
    expect(mail.to).toEqual(['mailed@example.com']);
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain('Mail Test Group');
    const link = decoded.match(/https:\/\/app\.statehouse\.test\/accept-invite\?token=([\w-]{43})/);
    expect(link).not.toBeNull();

    const preview = await testApp.app.inject({ method: 'GET', url: `/api/invitations/accept?token=${link![1]}` });
    expect(preview.json()).toMatchObject({ email: 'mailed@example.com', accountName: 'Mail Test Group', role: 'user' });

    // Resending mails a new link; the reply does not carry it.
    const resent = await testApp.app.inject({
      method: 'POST',
      url: `/api/invitations/${response.json().invitationId}/resend`,
      headers: { cookie: admin.cookie },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ delivery: 'email' });
    expect(resent.json().acceptUrl).toBeUndefined();
    expect(received).toHaveLength(2);
    const again = received[1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const newLink = again.match(/https:\/\/app\.statehouse\.test\/accept-invite\?token=([\w-]{43})/);
    expect(newLink![1]).not.toBe(link![1]);
  });
});
