import { z } from 'zod';
import { STATE_CODE_PATTERN } from '../reference/states';
import { authMessages } from './auth.messages';

/** Role names as the server stores and sends them (SPEC section 6: lower case). */
export const roleNames = ['admin', 'user', 'analyst', 'lobbyist'] as const;
export type RoleName = (typeof roleNames)[number];
export const roleNameSchema = z.enum(roleNames).describe('admin, user, analyst or lobbyist.');

/** SPEC section 9 limits. */
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;

// The messages live in a zod-free module so the web app's first load can show them without zod.
export { authMessages, authToasts } from './auth.messages';

export const loginRequestSchema = z
  .object({
    username: z.string().min(1, authMessages.usernameRequired).max(USERNAME_MAX_LENGTH),
    password: z.string().min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH),
  })
  .describe('LoginRequest');
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const usernameField = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, authMessages.usernameMin)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`);
const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
const stateCodesField = z
  .array(z.string().length(2).toUpperCase().meta({ pattern: STATE_CODE_PATTERN.source }))
  .min(1, authMessages.stateCodesMin)
  .describe('Two-letter codes of the states the account follows, e.g. ["TX", "CA"].');

const registrationFields = {
  accountName: z.string().trim().min(1, authMessages.accountNameRequired).max(200),
  email: z.email().max(254),
  firstName: z.string().trim().min(1, authMessages.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, authMessages.lastNameRequired).max(100),
  username: usernameField,
  password: passwordField,
  stateCodes: stateCodesField,
};

/** What POST /api/auth/register accepts (SPEC section 3: confirm-password is not sent). */
export const registerRequestSchema = z.object(registrationFields).describe('RegisterRequest');
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus confirmPassword, which must match (SPEC section 5). */
export const registerFormSchema = z
  .object({ ...registrationFields, confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Drops confirmPassword so that it is never sent. */
export function toRegisterRequest(form: z.output<typeof registerFormSchema>): RegisterRequest {
  const { confirmPassword: _confirm, ...request } = form;
  return request;
}

export const changePasswordRequestSchema = z
  .object({
    password: passwordField.describe('The new password.'),
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH)
      .describe('The password in use now; a stolen session alone must not be able to change it.'),
  })
  .describe('ChangePasswordRequest');
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form on /user-settings: the request plus a confirmation. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const updateUsernameRequestSchema = z.object({ username: usernameField }).describe('UpdateUsernameRequest');
export type UpdateUsernameRequest = z.infer<typeof updateUsernameRequestSchema>;

export const accountSummarySchema = z
  .object({
    AccountId: z.number().int(),
    Name: z.string(),
    AnalystPortal: z.boolean(),
    LobbyistPortal: z.boolean(),
    Plan: z.string(),
  })
  .describe('AccountSummary');

/**
 * The signed-in user as the server sends it. The PascalCase names are the ones SPEC section 3 maps
 * from (Id, Role.RoleName, LiveToken, AccountUserRelationships, UserStateSubscriptions).
 */
export const userReplySchema = z
  .object({
    Id: z.number().int(),
    Username: z.string(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Role: z.object({ RoleName: roleNameSchema }).describe('The role in the selected account.'),
    LiveToken: z.string().describe('Opaque token that identifies this user to the live-actions feed.'),
    SelectedAccountId: z.number().int().describe('The account this session works in.'),
    AccountUserRelationships: z.array(
      z.object({
        AccountId: z.number().int(),
        FullAccount: z.boolean(),
        Status: z.enum(['active', 'disabled']),
        Role: z.object({ RoleName: roleNameSchema }),
        Account: accountSummarySchema,
      }),
    ),
    UserStateSubscriptions: z
      .array(z.object({ StateCode: z.string(), Status: z.string() }))
      .describe('State subscriptions in the selected account; "active" ones are the allowed states.'),
  })
  .describe('User');
export type UserReply = z.infer<typeof userReplySchema>;

export const logoutReplySchema = z.object({ status: z.literal('ok') }).describe('LogoutReply');
export const okReplySchema = z.object({ status: z.literal('ok') }).describe('Ok');
export type OkReply = z.infer<typeof okReplySchema>;

/** Public settings the sign-in screens need before anyone is signed in. */
export const authConfigReplySchema = z
  .object({
    registrationEnabled: z.boolean(),
    passwordResetByEmail: z
      .boolean()
      .describe('Whether "Forgot password?" can mail a reset link (a mail server is configured).'),
  })
  .describe('AuthConfig');
export type AuthConfigReply = z.infer<typeof authConfigReplySchema>;
