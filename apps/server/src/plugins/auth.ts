import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type { ErrorBody } from '@statehouse/shared/common/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config/env';
import { AppError } from '../lib/app-error';
import { hashToken } from './auth/credentials';
import { sessionCache } from './auth/session-cache';
import { ensureRoles, findLiveSession, touchSession } from './auth/sessions';
import { type AuthSettings, authSettingsFrom, sessionErrors } from './auth/settings';

/** The signed-in user of a request, seen from the account their session works in. */
export type AuthUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  fullAccount: boolean;
  /** The selected account: every query on team data filters by it. */
  accountId: number;
  sessionId: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    authSettings: AuthSettings;
  }
  interface FastifyRequest {
    /** Null when nobody is signed in (use the requireUser / requireRole pre-handlers). */
    user: AuthUser | null;
  }
}

export const SESSION_COOKIE = 'statehouse_session';
/** Sliding expiry writes at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  return request.protocol === 'https' || config.PUBLIC_URL?.startsWith('https:') === true;
}

export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): void {
  const request = reply.request;
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, request.server.config),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(reply.request, reply.request.server.config),
  });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

function allowedOrigins(request: FastifyRequest, config: AppConfig): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (config.PUBLIC_URL) origins.push(new URL(config.PUBLIC_URL).origin);
  return origins;
}

/** The Vite dev server proxies /api with changeOrigin, so in development any localhost origin may call. */
function isLocalDevelopmentOrigin(origin: string, config: AppConfig): boolean {
  if (config.NODE_ENV !== 'development') return false;
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

/** Refuses state-changing requests sent by another site's page (on top of the SameSite=Lax cookie). */
export function isOriginAllowed(request: FastifyRequest, config: AppConfig): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return allowedOrigins(request, config).includes(origin) || isLocalDevelopmentOrigin(origin, config);
}

/**
 * Sessions and the cross-site guard. Reads the session cookie on every /api request, loads the user
 * and their membership of the session's account (from the short-lived session cache when this process
 * read it in the last SESSION_CACHE_SECONDS, decision 017), and slides the expiry forward at most once a
 * minute. Register before the modules.
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig): Promise<void> {
  const settings = authSettingsFrom(config);
  const cacheMs = config.SESSION_CACHE_SECONDS * 1000;
  if (!app.hasDecorator('config')) app.decorate('config', config);
  app.decorate('authSettings', settings);
  app.decorateRequest('user', null);

  app.addHook('onReady', () => ensureRoles(app.db));

  app.addHook('onRequest', async (request, reply) => {
    if (!isOriginAllowed(request, config)) {
      const body: ErrorBody = {
        message: 'Cross-site request refused: the Origin header does not match this site.',
        code: 'FORBIDDEN',
      };
      return reply.status(403).send(body);
    }
    if (!request.url.startsWith('/api/')) return;
    const token = sessionTokenOf(request);
    if (!token) return;

    const now = new Date();
    const tokenHash = hashToken(token);
    let session = cacheMs > 0 ? sessionCache.get(tokenHash, now, cacheMs) : undefined;
    if (!session) {
      const generation = sessionCache.begin();
      session = await findLiveSession(app.db, tokenHash, now);
      if (session?.membershipStatus !== 'active') return;
      if (cacheMs > 0) sessionCache.store(tokenHash, session, generation, now);
    }

    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + settings.sessionTtlMs);
      // Updated in the cached entry first, so concurrent requests of this session do not all write.
      session.lastSeenAt = now;
      session.expiresAt = expiresAt;
      await touchSession(app.db, session.sessionId, now, expiresAt);
      setSessionCookie(reply, { token, expiresAt });
    }
    request.user = {
      id: session.userId,
      username: session.username,
      email: session.email,
      firstName: session.firstName,
      lastName: session.lastName,
      role: session.role as RoleName,
      fullAccount: session.fullAccount,
      accountId: session.accountId,
      sessionId: session.sessionId,
    };
  });
}

/** The signed-in user of a route guarded by requireUser or requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', sessionErrors.notSignedIn);
  return request.user;
}

/** The pre-handlers that need a session; the OpenAPI document marks routes using them (plugins/swagger.ts). */
const sessionGuards = new WeakSet<object>();
export const isSessionGuard = (handler: unknown): boolean =>
  typeof handler === 'function' && sessionGuards.has(handler);

/** Pre-handler: 401 unless someone is signed in. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  currentUser(request);
};
sessionGuards.add(requireUser);

/** Pre-handler: 401 unless signed in, 403 unless the role in the selected account is one of these. */
export function requireRole(...allowed: RoleName[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    const user = currentUser(request);
    if (!allowed.includes(user.role)) throw new AppError('FORBIDDEN', sessionErrors.forbidden);
  };
  sessionGuards.add(guard);
  return guard;
}
