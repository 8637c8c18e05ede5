import type { AuthConfigReply } from '@statehouse/shared/auth/auth.schemas';
import type { PasswordResetRequest, PasswordResetRequested } from '@statehouse/shared/auth/password-reset.schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the password reset (the first element is the API path, ADR 006). */
export const passwordResetKeys = { authConfig: ['/api/auth/config'] as const };

/** Whether the server can send mail, which decides what "Forgot password?" offers. */
export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: passwordResetKeys.authConfig, queryFn: () => api.get<AuthConfigReply>('/api/auth/config') });

export const useAuthConfig = () => useQuery(authConfigQueryOptions());

export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.post<PasswordResetRequested>('/api/auth/password-reset/request', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const resetPassword = (token: string, password: string) =>
  api.post('/api/auth/password-reset', { token, password });

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (password: string) => resetPassword(token, password) });
