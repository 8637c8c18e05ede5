import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetPassword = (token: string, password: string) =>
  api.post('/api/auth/password-reset', { token, password });

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (password: string) => resetPassword(token, password) });
