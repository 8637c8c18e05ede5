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

/** PUT /api/portal/logo: the file as the "file" part; the reply is the settings with the new logoUrl. */
export function uploadPortalLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.put<PortalSettings>('/api/portal/logo', form);
}
export const removePortalLogo = () => api.delete<PortalSettings>('/api/portal/logo');

/** The logo changes the portal's public branding too: its info is refetched wherever it shows. */
function useLogoMutation<T>(mutationFn: (input: T) => Promise<PortalSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.info }),
  });
}
export const useUploadPortalLogo = () => useLogoMutation(uploadPortalLogo);
export const useRemovePortalLogo = () => useLogoMutation(removePortalLogo);
