import type { RegisterRequest, RoleName, UserReply } from '@statehouse/shared/auth/auth.schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { accountUsers, userStateSubscriptions } from '../../src/db/schema/index';
import { insertUser } from '../../src/modules/auth/auth.service';
import { hashPassword } from '../../src/plugins/auth/credentials';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A valid registration body; every call gets a new username. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = unique();
  return {
    accountName: `Account ${id}`,
    email: `owner-${id}@example.com`,
    firstName: 'Owner',
    lastName: `Of ${id}`,
    username: `owner_${id}`,
    password: 'secret123',
    stateCodes: ['TX', 'CA'],
    ...overrides,
  };
}

/** "name=value" of a cookie the reply sets, for the next request's cookie header (portal and guest sessions too). */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie?.value) throw new Error(`no ${name} cookie in reply ${response.statusCode}: ${response.body}`);
  return `${name}=${cookie.value}`;
}

/** "statehouse_session=<token>" from a reply's Set-Cookie, for the next request's cookie header. */
export const sessionCookie = (response: LightMyRequestResponse): string => cookieFrom(response, 'statehouse_session');

export type SignedIn = { cookie: string; user: UserReply; accountId: number; userId: number; password: string };

/** Registers a new account through the API and returns its admin's session. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<SignedIn> {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  const user = response.json<UserReply>();
  return {
    cookie: sessionCookie(response),
    user,
    accountId: user.SelectedAccountId,
    userId: user.Id,
    password: body.password,
  };
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  const user = response.json<UserReply>();
  return { cookie: sessionCookie(response), user, accountId: user.SelectedAccountId, userId: user.Id, password };
}

/** Adds a member straight to the database (cheap hash), then signs them in through the API. */
export async function addMember(
  app: FastifyInstance,
  options: { accountId: number; role: RoleName; stateCodes?: string[]; username?: string },
): Promise<SignedIn & { username: string }> {
  const username = options.username ?? `${options.role}_${unique()}`;
  const password = 'member123';
  const passwordHash = await hashPassword(password, { memoryKib: 1024, iterations: 1 });
  const userId = await insertUser(app.db, {
    username,
    email: `${username}@example.com`,
    firstName: options.role[0]!.toUpperCase() + options.role.slice(1),
    lastName: username,
    passwordHash,
  });
  await app.db.insert(accountUsers).values({
    accountId: options.accountId,
    userId,
    role: options.role,
    fullAccount: options.role === 'admin' || options.role === 'user',
  });
  const stateCodes = options.stateCodes ?? [];
  if (stateCodes.length > 0) {
    await app.db
      .insert(userStateSubscriptions)
      .values(stateCodes.map((stateCode) => ({ accountId: options.accountId, userId, stateCode })));
  }
  return { ...(await login(app, username, password)), username };
}
