import type { CreateStaffInput, StaffEntry } from '@statehouse/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from './member-keys';

export const createStaff = (body: CreateStaffInput) => api.post<StaffEntry>('/api/staff', body);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.staffAll }),
  });
}
