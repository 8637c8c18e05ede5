import type { TagBillsReply, TagBillsRequest } from '@statehouse/shared/tags/tags.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTagQueries } from './tag-keys';

/** Tags or untags bills (every tag x every bill). */
export function tagBills(body: TagBillsRequest): Promise<TagBillsReply> {
  return api.post<TagBillsReply>('/api/tags/bills', body);
}

export function useTagBills() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: tagBills, onSuccess: () => invalidateTagQueries(queryClient) });
}
