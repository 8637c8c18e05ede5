import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function changePassword(body: { password: string; currentPassword: string }) {
  return api.post<{ status: string }>('/api/auth/change-password', body);
}

export function useChangePassword({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}) {
  return useMutation({ mutationFn: changePassword, onSuccess, onError });
}
