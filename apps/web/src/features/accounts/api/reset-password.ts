import type { AdminPasswordReset, AdminPasswordResetReply } from '@statehouse/shared/auth/password-reset.schemas';
import { api } from '@/lib/api-client';

/** POST /api/accounts/users/{userId}/reset-password: an admin resets a member of the selected account. */
export const adminResetPassword = (userId: number, body: AdminPasswordReset) =>
  api.post<AdminPasswordResetReply>(`/api/accounts/users/${userId}/reset-password`, body);
