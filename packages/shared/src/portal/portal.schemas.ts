import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam, idValue } from '../common/query-params';
import { billPositionValues, personRefSchema } from '../positions/positions.schemas';

/**
 * The external portal (issue 39, decision 077): an account shares chosen tags and bills, branded, with people outside
 * it, who sign in to a session of their own (never an app session) and may answer back with a position on a bill.
 */

/** Who may sign in: anyone with the link, listed people with a password, or listed people by an e-mailed code. */
export const portalAccessModes = ['link', 'password', 'code'] as const;
export type PortalAccessMode = (typeof portalAccessModes)[number];

export const PORTAL_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const colorPattern = /^#[0-9a-f]{6}$/i;
/** The longest welcome text and comment. */
export const PORTAL_TEXT_MAX = 2000;
/** How long an e-mailed one-time code works. */
export const PORTAL_CODE_MINUTES = 15;

export const portalMessages = {
  portalRequired: 'portal is required: the portal key from the address (?portal=acme or acme.example.com)',
  portalNotFound: 'No portal by that name',
  keyTaken: 'That portal key is already taken by another account',
  notSignedIn: 'Please sign in to the portal to continue.',
  billNotShared: 'Bill not found in this portal',
  invalidCredentials: 'Invalid e-mail or password',
  invalidCode: 'That code is wrong or has expired; ask for a new one',
  codeSent: 'If that address may sign in, a code is on its way to it.',
  nameRequired: 'name is required to sign in to this portal',
  passwordRequired: 'password is required to sign in to this portal',
  mailUnavailable: 'This server cannot send e-mail, so one-time codes are unavailable; ask the portal owner',
  feedbackNotFound: 'Feedback not found',
} as const;

const portalKeySchema = z
  .string({ error: 'portalKey must be text' })
  .trim()
  .toLowerCase()
  .regex(
    PORTAL_KEY_PATTERN,
    'portalKey must be 1 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen',
  )
  .refine((value) => value !== 'www', 'portalKey cannot be www');

/** The portal's logo (PUT /api/portal/logo): an image of one of these types, at most this size. */
export const PORTAL_LOGO_MAX_BYTES = 512 * 1024;
export const portalLogoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const portalLogoMessages = {
  notMultipart: 'Send the logo as multipart/form-data with a "file" part.',
  tooLarge: 'The logo is too large: at most 512 KB.',
  tooManyParts: 'Send one logo at a time.',
  noFile: 'No logo was sent: add a "file" part.',
  notImage: 'The logo must be a PNG, JPEG, GIF or WebP image.',
  portalNotSaved: 'Save the portal before adding its logo.',
  noLogo: 'This portal has no logo',
} as const;
/** Where a portal's logo is served (public, like the rest of its branding). */
export const portalLogoPath = (portalKey: string) => `/api/portal/logo?portal=${encodeURIComponent(portalKey)}`;

/** The `portal` query parameter every request of a portal page carries (SPEC section 6). */
export const portalQuerySchema = z
  .object({
    portal: z
      .string({ error: portalMessages.portalRequired })
      .trim()
      .toLowerCase()
      .min(1, portalMessages.portalRequired)
      .max(63, 'portal is too long')
      .describe('The portal key (SPEC section 6).'),
  })
  .describe('PortalQuery');

export const portalBillParamsSchema = z.object({ id: billIdSchema }).describe('PortalBillParams');

// Trimmed and lower-cased before the check; documented as an e-mail address.
const emailSchema = z
  .string({ error: 'email must be text' })
  .meta({ format: 'email' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email('email must be an e-mail address'));

/** A listed person who may sign in (password and code modes). */
export const portalPersonSchema = z
  .object({
    email: emailSchema,
    name: z.string({ error: 'name must be text' }).trim().max(120, 'name can be at most 120 characters').default(''),
    password: z
      .string({ error: 'password must be text' })
      .min(8, 'A portal password must be at least 8 characters')
      .max(200, 'password is too long')
      .optional()
      .describe('Sets the person’s password (password mode); leave out to keep the current one.'),
  })
  .describe('PortalPersonInput');

/** PUT /api/portal/settings. */
export const updatePortalSettingsSchema = z
  .object({
    portalKey: portalKeySchema.describe('The subdomain or ?portal= key clients use.'),
    name: z.string({ error: 'name must be text' }).trim().min(1, 'name is required').max(120, 'name is too long'),
    primaryColor: z.string().regex(colorPattern, 'primaryColor must be a colour such as #1d4ed8').default('#1d4ed8'),
    accentColor: z.string().regex(colorPattern, 'accentColor must be a colour such as #f59e0b').default('#f59e0b'),
    welcomeText: z
      .string()
      .trim()
      .max(PORTAL_TEXT_MAX, `welcomeText can be at most ${PORTAL_TEXT_MAX} characters`)
      .default(''),
    sharedTagIds: z.array(idValue('sharedTagIds')).max(200, 'At most 200 shared tags').default([]),
    sharedBillIds: z.array(billIdSchema).max(500, 'At most 500 shared bills').default([]),
    showBillText: z.boolean().default(false),
    showPositions: z.boolean().default(false),
    showRemarks: z.boolean().default(false),
    accessMode: z.enum(portalAccessModes, { error: 'accessMode must be link, password or code' }).default('code'),
    people: z.array(portalPersonSchema).max(500, 'At most 500 people').default([]),
  })
  .describe('UpdatePortalSettings');
export type UpdatePortalSettings = z.input<typeof updatePortalSettingsSchema>;

const tagOptionSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string() })
  .describe('PortalTagOption');

/** GET and PUT /api/portal/settings reply. */
export const portalSettingsReplySchema = z
  .object({
    configured: z.boolean().describe('False until the account first saves its portal.'),
    portalKey: z.string(),
    name: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    welcomeText: z.string(),
    sharedTagIds: z.array(z.number().int()),
    sharedBillIds: z.array(z.string()),
    showBillText: z.boolean(),
    showPositions: z.boolean(),
    showRemarks: z.boolean(),
    accessMode: z.enum(portalAccessModes),
    people: z.array(z.object({ email: z.string(), name: z.string(), hasPassword: z.boolean() })),
    tagOptions: z.array(tagOptionSchema).describe('The account tags that may be shared.'),
    canEdit: z.boolean(),
    logoUrl: z.string().nullable().describe('Where the portal’s logo is served, or null without one.'),
  })
  .describe('PortalSettings');
export type PortalSettings = z.infer<typeof portalSettingsReplySchema>;

/** GET /api/portal/info: public branding for the sign-in page. */
export const portalInfoReplySchema = z
  .object({
    portalKey: z.string(),
    name: z.string(),
    primaryColor: z.string(),
    accentColor: z.string(),
    welcomeText: z.string(),
    accessMode: z.enum(portalAccessModes),
    signedIn: z.boolean(),
    visitorName: z.string().nullable(),
    logoUrl: z.string().nullable().describe('Where the portal’s logo is served, or null without one.'),
  })
  .describe('PortalInfo');
export type PortalInfo = z.infer<typeof portalInfoReplySchema>;

/** POST /api/portal/auth: the fields needed depend on the portal's access mode (see the description). */
export const portalAuthRequestSchema = z
  .object({
    email: emailSchema.optional(),
    name: z.string().trim().max(120, 'name is too long').optional(),
    password: z.string().max(200, 'password is too long').optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'code must be the 6 digits from the e-mail')
      .optional(),
  })
  .describe('PortalAuthRequest');
export type PortalAuthRequest = z.infer<typeof portalAuthRequestSchema>;

export const portalAuthReplySchema = z
  .object({
    status: z.enum(['signed-in', 'code-sent']),
    message: z.string(),
  })
  .describe('PortalAuthReply');
export type PortalAuthReply = z.infer<typeof portalAuthReplySchema>;

export const portalHearingSchema = z
  .object({ name: z.string(), startTime: z.string(), location: z.string().nullable() })
  .describe('PortalHearing');

/** A shared bill as the portal home lists it. */
export const portalBillSummarySchema = z
  .object({
    id: z.string(),
    identifier: z.string(),
    title: z.string(),
    stateCode: z.string(),
    status: z.number().int(),
    lastActionDate: z.string().nullable(),
    lastActionText: z.string().nullable(),
    nextHearing: portalHearingSchema.nullable(),
  })
  .describe('PortalBillSummary');
export type PortalBillSummary = z.infer<typeof portalBillSummarySchema>;

/** GET /api/portal/tracked-activity. */
export const portalTrackedActivityReplySchema = z
  .object({ items: z.array(portalBillSummarySchema).describe('Latest action first.') })
  .describe('PortalTrackedActivity');
export type PortalTrackedActivity = z.infer<typeof portalTrackedActivityReplySchema>;

export const portalFeedbackSchema = z
  .object({
    id: z.number().int(),
    billId: z.string(),
    position: z.enum(billPositionValues),
    impact: z.number().int().min(1).max(5),
    comment: z.string(),
    authorName: z.string(),
    authorEmail: z.string().nullable(),
    createdAt: z.string(),
    adoptedAt: z.string().nullable(),
    adoptedBy: personRefSchema.nullable(),
  })
  .describe('PortalFeedback');
export type PortalFeedback = z.infer<typeof portalFeedbackSchema>;

/** GET /api/portal/bills/{id}: only the fields the settings allow. */
export const portalBillReplySchema = portalBillSummarySchema
  .extend({
    summary: z.string().nullable().describe('Null unless the portal shows bill text.'),
    textUrl: z.string().nullable().describe('The state’s link to the latest version; null unless bill text shows.'),
    positions: z
      .array(z.object({ position: z.enum(billPositionValues), note: z.string(), updatedAt: z.string() }))
      .nullable()
      .describe('The account’s own position; null unless the portal shows positions.'),
    remarks: z
      .array(z.object({ body: z.string(), createdAt: z.string() }))
      .nullable()
      .describe('Shared (bill) remarks only; null unless the portal shows remarks.'),
    myFeedback: z.array(portalFeedbackSchema).describe('What this visitor submitted on the bill.'),
  })
  .describe('PortalBill');
export type PortalBill = z.infer<typeof portalBillReplySchema>;

/** POST /api/portal/bills/{id}/feedback. */
export const portalFeedbackRequestSchema = z
  .object({
    position: z.enum(billPositionValues, { error: `position must be one of ${billPositionValues.join(', ')}` }),
    impact: z.coerce
      .number({ error: 'impact must be a whole number from 1 to 5' })
      .int('impact must be a whole number from 1 to 5')
      .min(1, 'impact must be a whole number from 1 to 5')
      .max(5, 'impact must be a whole number from 1 to 5'),
    comment: z.string().trim().max(PORTAL_TEXT_MAX, `comment can be at most ${PORTAL_TEXT_MAX} characters`).default(''),
  })
  .describe('PortalFeedbackRequest');
export type PortalFeedbackRequest = z.input<typeof portalFeedbackRequestSchema>;

/** GET /api/portal/feedback?billId (the account's view of what its portal visitors said). */
export const portalFeedbackQuerySchema = z.object({ billId: billIdSchema }).describe('PortalFeedbackQuery');
export const portalFeedbackListSchema = z
  .object({ items: z.array(portalFeedbackSchema), canAdopt: z.boolean() })
  .describe('PortalFeedbackList');
export type PortalFeedbackList = z.infer<typeof portalFeedbackListSchema>;
export const portalFeedbackIdParamsSchema = z.object({ id: idParam('id') }).describe('PortalFeedbackIdParams');

/** GET /api/portal/access-log: every portal and guest access, newest first (admins). */
export const externalAccessSchema = z
  .object({
    id: z.number().int(),
    actorType: z.enum(['portal', 'guest']),
    actorLabel: z.string(),
    action: z.string(),
    at: z.string(),
  })
  .describe('ExternalAccess');
export const externalAccessLogSchema = z.object({ items: z.array(externalAccessSchema) }).describe('ExternalAccessLog');
export type ExternalAccessLog = z.infer<typeof externalAccessLogSchema>;

export const okSchema = z.object({ status: z.literal('ok') }).describe('PortalOk');
