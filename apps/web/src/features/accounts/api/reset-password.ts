import type { AdminPasswordReset, AdminPasswordResetReply } from '@statehouse/shared/auth/password-reset.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/accounts/users/{userId}/reset-password: an admin resets a member of the selected account. */
export const adminResetPassword = (userId: number, body: AdminPasswordReset) =>
  api.post<AdminPasswordResetReply>(`/api/accounts/users/${userId}/reset-password`, body);

export const useAdminResetPassword = (userId: number, { onSuccess }: { onSuccess?: () => void } = {}) =>
  useMutation({ mutationFn: (body: AdminPasswordReset) => adminResetPassword(userId, body), onSuccess });
