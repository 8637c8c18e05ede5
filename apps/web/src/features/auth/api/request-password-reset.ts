import type { PasswordResetRequest, PasswordResetRequested } from '@statehouse/shared/auth/password-reset.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.post<PasswordResetRequested>('/api/auth/password-reset/request', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
