import type { PortalSettings, UpdatePortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './portal-keys';

export const getPortalSettings = (signal?: AbortSignal) => api.get<PortalSettings>('/api/portal/settings', { signal });

export const portalSettingsQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.settings, queryFn: ({ signal }) => getPortalSettings(signal) });

export const usePortalSettings = () => useQuery(portalSettingsQueryOptions());

export const savePortalSettings = (body: UpdatePortalSettings) => api.put<PortalSettings>('/api/portal/settings', body);

export function useSavePortalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortalSettings,
    onSuccess: (saved) => queryClient.setQueryData(portalKeys.settings, saved),
  });
}
