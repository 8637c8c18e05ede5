import { z } from 'zod';
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.schemas';

/** Words the reset screens and the server share (docs/decisions: password reset). */
export const passwordResetMessages = {
  /** The same reply whether or not such a user exists, so the form cannot be used to find users. */
  requested: 'If a user with that username or e-mail address exists, we have sent it a link to reset the password.',
  notConfigured: 'Ask your account administrator to reset your password.',
  invalidLink: 'This password reset link is not valid. Ask for a new one.',
  usedLink: 'This password reset link has already been used. Ask for a new one.',
  expiredLink: 'This password reset link has expired. Ask for a new one.',
  done: 'Your password has been changed and your other sessions have been logged out. Log in with the new password.',
} as const;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/auth/password-reset/request. */
export const passwordResetRequestSchema = z
  .object({
    identifier: z
      .string()
      .trim()
      .min(1, 'Enter your username or e-mail address')
      .max(320)
      .describe('The username or the e-mail address of the user.'),
  })
  .describe('PasswordResetRequest');
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetRequestedSchema = z
  .object({ status: z.literal('ok'), message: z.string() })
  .describe('PasswordResetRequested');
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** POST /api/auth/password-reset: the token from the link and the new password. */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(1, passwordResetMessages.invalidLink).max(200).describe('The token from the reset link.'),
    password: newPassword.describe('The new password.'),
  })
  .describe('PasswordResetConfirm');
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The /reset-password form: the new password twice. */
export const passwordResetFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** POST /api/accounts/users/{userId}/reset-password: an admin resets a member of their own account. */
export const adminPasswordResetSchema = z
  .discriminatedUnion('method', [
    z.object({ method: z.literal('link').describe('Mail a reset link (or return it when no mail server is set).') }),
    z.object({
      method: z.literal('temporary-password'),
      password: newPassword.describe('A temporary password to hand to the user.'),
    }),
  ])
  .describe('AdminPasswordReset');
export type AdminPasswordReset = z.infer<typeof adminPasswordResetSchema>;

export const adminPasswordResetReplySchema = z
  .object({
    delivery: z
      .enum(['email', 'link', 'password'])
      .describe(
        'email: the link was mailed; link: resetUrl is for the admin to pass on; password: the temporary password is set.',
      ),
    email: z.string().describe('Where the link was or would be sent.'),
    resetUrl: z.string().optional().describe('Only when delivery is link.'),
    expiresAt: z.string().optional().describe('When the link stops working (ISO 8601).'),
  })
  .describe('AdminPasswordResetReply');
export type AdminPasswordResetReply = z.infer<typeof adminPasswordResetReplySchema>;
