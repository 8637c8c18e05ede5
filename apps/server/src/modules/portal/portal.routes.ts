import { errorBodySchema } from '@statehouse/shared/common/errors';
import {
  externalAccessLogSchema,
  okSchema,
  PORTAL_LOGO_MAX_BYTES,
  portalAuthReplySchema,
  portalAuthRequestSchema,
  portalBillParamsSchema,
  portalBillReplySchema,
  portalFeedbackIdParamsSchema,
  portalFeedbackListSchema,
  portalFeedbackQuerySchema,
  portalFeedbackRequestSchema,
  portalFeedbackSchema,
  portalInfoReplySchema,
  portalLogoMessages,
  portalLogoTypes,
  portalQuerySchema,
  portalSettingsReplySchema,
  portalTrackedActivityReplySchema,
  updatePortalSettingsSchema,
} from '@statehouse/shared/portal/portal.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { multipartBodyDocument, multipartParts } from '../../plugins/multipart';
import { EXTERNAL_SESSION_MS, PORTAL_COOKIE } from './external-access';
import { POSITION_EDITOR_ROLES_FOR_ADOPTION } from './portal.roles';
import {
  adoptPortalFeedback,
  getAccessLog,
  getPortalBill,
  getPortalInfo,
  getPortalSettings,
  getPortalTrackedActivity,
  listPortalFeedback,
  PORTAL_ADMIN_ROLES,
  readPortalLogo,
  removePortalLogo,
  signInToPortal,
  signOutOfPortal,
  submitPortalFeedback,
  updatePortalSettings,
  uploadPortalLogo,
} from './portal.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['portal'];

/** What a portal or guest request did, for the access log: the method and the path without its query. */
export const actionOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const token = request.cookies[name];
  return token && token.length <= 200 ? token : undefined;
}

export function setExternalCookie(reply: FastifyReply, name: string, token: string | null) {
  const secure =
    reply.request.protocol === 'https' || reply.request.server.config.PUBLIC_URL?.startsWith('https:') === true;
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  if (token === null) reply.clearCookie(name, options);
  else reply.setCookie(name, token, { ...options, expires: new Date(Date.now() + EXTERNAL_SESSION_MS) });
}

/** Sign-in refusals past the limit carry Retry-After, as the users' sign-in does. */
export function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof AppError && error.code === 'RATE_LIMITED') {
    reply.header('retry-after', String(Math.ceil(reply.request.server.authSettings.loginWindowMs / 1000)));
  }
  throw error;
}

/**
 * The external portal (issue 39, decision 077): the account's settings (app session), and the portal's own calls,
 * which carry the portal key as the `portal` query parameter (SPEC section 6) and a portal session cookie of their own.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = requireRole(...PORTAL_ADMIN_ROLES);

  app.get(
    '/portal/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getPortalSettings',
        summary: 'The account’s portal: key, branding, what it shares and who may sign in',
        response: { 200: portalSettingsReplySchema, 401: errorBodySchema },
      },
    },
    async (request) => getPortalSettings({ db: app.db, blobStore: app.blobStore, caller: currentUser(request) }),
  );

  app.put(
    '/portal/settings',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'updatePortalSettings',
        summary: 'Save the account’s portal (admins); listed people left out lose access at once',
        description:
          'Refused with 409 "That portal key is already taken by another account"; 400 when a shared tag is not an account tag of the account (“sharedTagIds: … is not an account tag of your account”), a shared bill does not exist (“sharedBillIds: bill … was not found”), a person is listed twice, or password mode lists a person without a password (“people: … needs a password to sign in with a password”).',
        body: updatePortalSettingsSchema,
        response: { 200: portalSettingsReplySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      updatePortalSettings({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        settings: app.authSettings,
        input: request.body,
      }),
  );

  app.get(
    '/portal/info',
    {
      schema: {
        tags,
        operationId: 'getPortalInfo',
        summary: 'Public branding of a portal for its sign-in page, and whether this visitor is signed in',
        querystring: portalQuerySchema,
        response: { 200: portalInfoReplySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getPortalInfo({
        db: app.db,
        blobStore: app.blobStore,
        portalKey: request.query.portal,
        token: cookieOf(request, PORTAL_COOKIE),
      }),
  );

  app.put(
    '/portal/logo',
    {
      preHandler: requireAdmin,
      config: {
        multipartBody: multipartBodyDocument({
          files: { file: { description: 'A PNG, JPEG, GIF or WebP image.', maxBytes: PORTAL_LOGO_MAX_BYTES } },
          required: ['file'],
        }),
      },
      schema: {
        tags,
        operationId: 'uploadPortalLogo',
        summary: 'Set the portal’s logo (admins; multipart/form-data, one "file" part), kept in the blob store',
        description: `Refused with 400 "${portalLogoMessages.notImage}" (the type is read from the bytes), 413 past 512 KB and 409 before the portal is first saved.`,
        consumes: ['multipart/form-data'],
        response: { 200: portalSettingsReplySchema, ...errors, 409: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) =>
      uploadPortalLogo({
        db: app.db,
        blobStore: app.blobStore,
        caller: currentUser(request),
        parts: multipartParts(request, {
          limits: { fileSize: PORTAL_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
          messages: portalLogoMessages,
        }),
      }),
  );

  app.delete(
    '/portal/logo',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'removePortalLogo',
        summary: 'Remove the portal’s logo (admins)',
        response: { 200: portalSettingsReplySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => removePortalLogo({ db: app.db, blobStore: app.blobStore, caller: currentUser(request) }),
  );

  app.get(
    '/portal/logo',
    {
      config: { fileContentTypes: portalLogoTypes },
      schema: {
        tags,
        operationId: 'getPortalLogo',
        summary: 'The portal’s logo image, public like the rest of its branding',
        querystring: portalQuerySchema,
        response: { 200: z.any().describe('The image’s bytes.'), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const logo = await readPortalLogo({ db: app.db, blobStore: app.blobStore, portalKey: request.query.portal });
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-cache')
        .send(logo.bytes);
    },
  );

  app.post(
    '/portal/auth',
    {
      schema: {
        tags,
        operationId: 'portalAuth',
        summary: 'Sign in to a portal as its access mode says; sets the portal session cookie',
        description:
          'link mode: name (and optionally email). password mode: email and password. code mode: email alone mails a one-time code ("code-sent"); email and code sign in. Refused with 400 when a field the mode needs is missing, 401 on a wrong password or code, 429 past the sign-in limit, 503 when codes cannot be mailed.',
        querystring: portalQuerySchema,
        body: portalAuthRequestSchema,
        response: { 200: portalAuthReplySchema, ...errors, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signInToPortal({
        db: app.db,
        settings: app.authSettings,
        mailer: app.mailer,
        portalKey: request.query.portal,
        input: request.body,
        ip: request.ip,
        publicUrl: app.config.PUBLIC_URL,
      }).catch((error: unknown) => withRetryAfter(reply, error));
      if (result.session) setExternalCookie(reply, PORTAL_COOKIE, result.session.token);
      return result.reply;
    },
  );

  app.post(
    '/portal/logout',
    {
      schema: {
        tags,
        operationId: 'portalLogout',
        summary: 'End the portal session and clear its cookie',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      await signOutOfPortal({ db: app.db, token: cookieOf(request, PORTAL_COOKIE) });
      setExternalCookie(reply, PORTAL_COOKIE, null);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/portal/tracked-activity',
    {
      schema: {
        tags,
        operationId: 'getPortalTrackedActivity',
        summary: 'The bills the portal shares, latest action first, with status and the next hearing',
        querystring: portalQuerySchema,
        response: { 200: portalTrackedActivityReplySchema, ...errors },
      },
    },
    async (request) =>
      getPortalTrackedActivity({
        db: app.db,
        portalKey: request.query.portal,
        token: cookieOf(request, PORTAL_COOKIE),
        action: actionOf(request),
      }),
  );

  app.get(
    '/portal/bills/:id',
    {
      schema: {
        tags,
        operationId: 'getPortalBill',
        summary: 'A bill the portal shares, with only the fields its settings allow',
        params: portalBillParamsSchema,
        querystring: portalQuerySchema,
        response: { 200: portalBillReplySchema, ...errors },
      },
    },
    async (request) =>
      getPortalBill({
        db: app.db,
        portalKey: request.query.portal,
        token: cookieOf(request, PORTAL_COOKIE),
        billId: request.params.id,
        action: actionOf(request),
      }),
  );

  app.post(
    '/portal/bills/:id/feedback',
    {
      schema: {
        tags,
        operationId: 'submitPortalFeedback',
        summary: 'A signed-in visitor’s position, impact rating (1-5) and comment on a shared bill',
        params: portalBillParamsSchema,
        querystring: portalQuerySchema,
        body: portalFeedbackRequestSchema,
        response: { 201: portalFeedbackSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await submitPortalFeedback({
        db: app.db,
        portalKey: request.query.portal,
        token: cookieOf(request, PORTAL_COOKIE),
        billId: request.params.id,
        input: request.body,
        action: actionOf(request),
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/portal/feedback',
    {
      preHandler: requireUser,
      schema: {
        tags,
        operationId: 'getPortalFeedback',
        summary: 'What the account’s portal visitors said about a bill, with who and when',
        querystring: portalFeedbackQuerySchema,
        response: { 200: portalFeedbackListSchema, ...errors },
      },
    },
    async (request) => listPortalFeedback({ db: app.db, caller: currentUser(request), billId: request.query.billId }),
  );

  app.post(
    '/portal/feedback/:id/adopt',
    {
      preHandler: requireRole(...POSITION_EDITOR_ROLES_FOR_ADOPTION),
      schema: {
        tags,
        operationId: 'adoptPortalFeedback',
        summary: 'Take a visitor’s position as the account’s own position on the bill',
        params: portalFeedbackIdParamsSchema,
        response: { 200: portalFeedbackSchema, ...errors },
      },
    },
    async (request) => adoptPortalFeedback({ db: app.db, caller: currentUser(request), id: request.params.id }),
  );

  app.get(
    '/portal/access-log',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        operationId: 'getExternalAccessLog',
        summary: 'Every access of the account’s portal visitors and guests (who, what, when), newest first',
        response: { 200: externalAccessLogSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getAccessLog({ db: app.db, caller: currentUser(request) }),
  );
};
