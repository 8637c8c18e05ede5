import type {
  PortalAuthReply,
  PortalAuthRequest,
  PortalBill,
  PortalFeedback,
  PortalFeedbackRequest,
  PortalInfo,
  PortalTrackedActivity,
} from '@statehouse/shared/portal/portal.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireParams } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

// The portal's own calls: the api client adds the page's portal key as the `portal` query parameter (SPEC section 6).

export const getPortalInfo = (signal?: AbortSignal) => api.get<PortalInfo>('/api/portal/info', { signal });
export const usePortalInfo = (enabled = true) =>
  useQuery(queryOptions({ queryKey: portalKeys.info, queryFn: ({ signal }) => getPortalInfo(signal), enabled }));

export const getPortalTrackedActivity = (signal?: AbortSignal) =>
  api.get<PortalTrackedActivity>('/api/portal/tracked-activity', { signal });
export const usePortalTrackedActivity = (enabled = true) =>
  useQuery({
    queryKey: portalKeys.trackedActivity,
    queryFn: ({ signal }) => getPortalTrackedActivity(signal),
    enabled,
  });

export function getPortalBill(billId: string, signal?: AbortSignal) {
  requireParams({ billId });
  return api.get<PortalBill>(`/api/portal/bills/${encodeURIComponent(billId)}`, { signal });
}
export const usePortalBill = (billId: string) =>
  useQuery({ queryKey: portalKeys.bill(billId), queryFn: ({ signal }) => getPortalBill(billId, signal) });

export const portalSignIn = (body: PortalAuthRequest) => api.post<PortalAuthReply>('/api/portal/auth', body);
export const portalSignOut = () => api.post<{ status: 'ok' }>('/api/portal/logout');

/** Signing in or out changes what every portal call answers: refetch them all. */
function useRefreshPortal() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/portal') });
}

export function usePortalSignIn() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: portalSignIn,
    onSuccess: (reply) => (reply.status === 'signed-in' ? refresh() : undefined),
  });
}

export function usePortalSignOut() {
  const refresh = useRefreshPortal();
  return useMutation({ mutationFn: portalSignOut, onSuccess: () => refresh() });
}

export function submitPortalFeedback({ billId, ...body }: PortalFeedbackRequest & { billId: string }) {
  requireParams({ billId });
  return api.post<PortalFeedback>(`/api/portal/bills/${encodeURIComponent(billId)}/feedback`, body);
}

export function useSubmitPortalFeedback(billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalFeedbackRequest) => submitPortalFeedback({ billId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.bill(billId) }),
  });
}
