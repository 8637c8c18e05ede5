import { z } from 'zod';
import { roleNameSchema } from '../auth/auth.schemas';
import { idParam, MAX_ROW_ID } from '../common/query-params';
import { STATE_CODE_PATTERN } from '../reference/states';

export const accountPlans = ['trial', 'team', 'enterprise'] as const;
export const membershipStatuses = ['active', 'disabled'] as const;
export const membershipStatusSchema = z.enum(membershipStatuses);
export type MembershipStatus = (typeof membershipStatuses)[number];

/** An account (tenant) as its members see it. */
export const accountSchema = z
  .object({
    accountId: z.number().int(),
    name: z.string(),
    analystPortal: z.boolean(),
    lobbyistPortal: z.boolean(),
    plan: z.string(),
    seats: z.number().int().describe('Full-account members (admins and users) the plan allows.'),
    usedSeats: z.number().int().describe('Active full-account members plus open full-account invitations.'),
    createdAt: z.string(),
  })
  .describe('Account');
export type Account = z.infer<typeof accountSchema>;

/** One of the caller's accounts with their place in it (GET /api/accounts/my). */
export const myAccountSchema = z
  .object({
    accountId: z.number().int(),
    name: z.string(),
    analystPortal: z.boolean(),
    lobbyistPortal: z.boolean(),
    plan: z.string(),
    role: roleNameSchema,
    fullAccount: z.boolean(),
    selected: z.boolean().describe('Whether the current session works in this account.'),
  })
  .describe('MyAccount');
export type MyAccount = z.infer<typeof myAccountSchema>;
export const myAccountsReplySchema = z.object({ data: z.array(myAccountSchema) }).describe('MyAccounts');
export type MyAccountsReply = z.infer<typeof myAccountsReplySchema>;

export const selectAccountRequestSchema = z.object({ accountId: z.number().int().positive() });

export const planSchema = z
  .object({
    plan: z.string(),
    label: z.string(),
    seats: z.number().int(),
    usedSeats: z.number().int(),
    availableSeats: z.number().int(),
    analystPortal: z.boolean(),
    lobbyistPortal: z.boolean(),
  })
  .describe('Plan');
export type Plan = z.infer<typeof planSchema>;

export const seatsSchema = z
  .object({
    seats: z.number().int(),
    usedSeats: z.number().int(),
    availableSeats: z.number().int(),
    activeFullUsers: z.number().int(),
    pendingFullInvitations: z.number().int(),
  })
  .describe('Seats');
export type Seats = z.infer<typeof seatsSchema>;

export const MAX_SEATS = 1000;
export const updateSeatsRequestSchema = z
  .object({
    seats: z
      .number()
      .int('Seats must be a whole number')
      .min(1, 'An account needs at least 1 seat')
      .max(MAX_SEATS, `An account can have at most ${MAX_SEATS} seats`),
  })
  .describe('UpdateSeatsRequest');
export type UpdateSeatsRequest = z.infer<typeof updateSeatsRequestSchema>;

/** A member of the caller's account as administrators see them. */
export const accountUserSchema = z
  .object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleNameSchema,
    fullAccount: z.boolean(),
    status: membershipStatusSchema,
    stateCodes: z.array(z.string()).describe('Active state subscriptions in this account.'),
    joinedAt: z.string(),
  })
  .describe('AccountUser');
export type AccountUser = z.infer<typeof accountUserSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const accountUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchTerm: z.string().trim().max(200).optional().describe('Matches username, name or email.'),
});
export type AccountUsersQuery = z.input<typeof accountUsersQuerySchema>;

export const accountUsersPageSchema = z
  .object({
    data: z.array(accountUserSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .describe('AccountUsersPage');
export type AccountUsersPage = z.infer<typeof accountUsersPageSchema>;

export const userIdParamsSchema = z.object({ userId: idParam('userId') });

export const updateRoleRequestSchema = z.object({ role: roleNameSchema }).describe('UpdateRoleRequest');
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

export const updateStatusRequestSchema = z.object({ status: membershipStatusSchema }).describe('UpdateStatusRequest');
export type UpdateStatusRequest = z.infer<typeof updateStatusRequestSchema>;

export const emailDigests = ['off', 'daily', 'weekly'] as const;

/**
 * What of a member's tracked activity the account follows: the states they are subscribed to in this
 * account (their allowed states) and how often a digest of their tracked bills' activity is e-mailed.
 */
export const trackedActivitySchema = z
  .object({
    userId: z.number().int(),
    stateCodes: z.array(z.string()),
    emailDigest: z.enum(emailDigests),
  })
  .describe('TrackedActivity');
export type TrackedActivity = z.infer<typeof trackedActivitySchema>;

export const updateTrackedActivityRequestSchema = z
  .object({
    stateCodes: z
      .array(z.string().length(2).toUpperCase().meta({ pattern: STATE_CODE_PATTERN.source }))
      .max(60)
      .describe('The states this member may work in; an empty list means every state.'),
    emailDigest: z.enum(emailDigests),
  })
  .describe('UpdateTrackedActivityRequest');
export type UpdateTrackedActivityRequest = z.infer<typeof updateTrackedActivityRequestSchema>;

/**
 * Invitations: analysts (POST /api/analysts/invite), full-account users (POST /api/accounts/invite-full) and
 * advocates (lobbyists, POST /api/advocate-management; decision 075).
 */
export const invitationRoles = ['analyst', 'user', 'lobbyist'] as const;
export const INVITATION_TTL_DAYS = 7;

export const inviteRequestSchema = z
  .object({
    email: z.email(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
  })
  .describe('InviteRequest');
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const invitationCreatedSchema = z
  .object({
    invitationId: z.number().int(),
    email: z.string(),
    role: z.enum(invitationRoles),
    expiresAt: z.string(),
    delivery: z
      .enum(['email', 'link'])
      .describe('email: sent through SMTP; link: no mail server is configured, so acceptUrl is returned.'),
    acceptUrl: z.string().optional().describe('Only when delivery is link: give it to the invitee yourself.'),
  })
  .describe('InvitationCreated');
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** An invitation sent and neither used nor expired: a full-account one holds a seat until then. */
export const pendingInvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(invitationRoles),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    invitedBy: z.string().nullable().describe('Who sent it; null when that user is gone.'),
    holdsSeat: z.boolean().describe('A full-account invitation: it takes a seat until used, revoked or expired.'),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .describe('PendingInvitation');
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const pendingInvitationsReplySchema = z
  .object({ data: z.array(pendingInvitationSchema).describe('Newest first.') })
  .describe('PendingInvitations');
export type PendingInvitationsReply = z.infer<typeof pendingInvitationsReplySchema>;

export const invitationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be an invitation id (GET /api/advocate-management/invitations)' })
    .int({ error: 'id must be an invitation id (GET /api/advocate-management/invitations)' })
    .positive({ error: 'id must be an invitation id (GET /api/advocate-management/invitations)' })
    .max(MAX_ROW_ID, { error: 'id must be an invitation id (GET /api/advocate-management/invitations)' }),
});

export const invitationTokenQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(200) });

export const invitationPreviewSchema = z
  .object({
    email: z.string(),
    role: z.enum(invitationRoles),
    accountName: z.string(),
    invitedBy: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    expiresAt: z.string(),
  })
  .describe('InvitationPreview');
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting an invitation: a signed-in user sends only the token and joins the account; anyone else
 * sends the fields of a new user too.
 */
export const acceptInvitationRequestSchema = z
  .object({
    token: z.string().min(1, 'token is required').max(200),
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(64, 'Username must be at most 64 characters')
      // Trimmed before the check: three characters from the first to the last that is not a space.
      .meta({ pattern: '\\S[\\s\\S]+\\S' })
      .optional(),
    password: z
      .string()
      .min(6, 'Password must be at least 6 characters')
      .max(256, 'Password must be at most 256 characters')
      .optional(),
    firstName: z.string().trim().min(1, 'First name is required').max(100).optional(),
    lastName: z.string().trim().min(1, 'Last name is required').max(100).optional(),
  })
  .describe('AcceptInvitationRequest');
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** The accept-invite form for someone without a user yet. */
export const acceptInvitationFormSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    username: z.string().trim().min(3, 'Username must be at least 3 characters').max(64),
    password: z.string().min(6, 'Password must be at least 6 characters').max(256),
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;
