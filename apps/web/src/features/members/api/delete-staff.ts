import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export const deleteStaff = (id: number) => api.delete<{ deleted: true }>(`/api/staff/${id}`);

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.staffAll }),
  });
}
