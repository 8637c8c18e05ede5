import type { PortalFeedback, PortalFeedbackList } from '@statehouse/shared/portal/portal.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

export function getPortalFeedback(billId: string, signal?: AbortSignal) {
  requireParams({ billId });
  return api.get<PortalFeedbackList>('/api/portal/feedback', { params: { billId }, signal });
}
export const usePortalFeedback = (billId: string) =>
  useQuery({ queryKey: portalKeys.feedback(billId), queryFn: ({ signal }) => getPortalFeedback(billId, signal) });

export function adoptPortalFeedback(id: number) {
  requireParams({ id });
  return api.post<PortalFeedback>(`/api/portal/feedback/${id}/adopt`);
}

/** Adopting sets the account's position: the feedback list and the positions card both change. */
export function useAdoptPortalFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptPortalFeedback,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portalKeys.feedbackAll });
      await queryClient.invalidateQueries({ queryKey: ['/api/bill-positions'] });
    },
  });
}
