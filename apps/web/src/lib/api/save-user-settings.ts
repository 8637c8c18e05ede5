import type { UpdateUserSettingsRequest, UserSettings } from '@statehouse/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

export const saveUserSettings = (body: UpdateUserSettingsRequest) => api.post<UserSettings>('/api/user-settings', body);

/**
 * Keeps a choice made elsewhere (the theme menu, the state and session picker) in the user's settings without a
 * form: written into the cache first, so a settings refetch that lands before the save cannot undo it, then
 * replaced by the server's answer. `onError` says why it was not kept.
 */
export function useKeepUserSettings() {
  const queryClient = useQueryClient();
  return useCallback(
    (change: Omit<UpdateUserSettingsRequest, 'notifications'>, onError: (error: Error) => void) => {
      queryClient.setQueryData<UserSettings>(sharedKeys.userSettings, (old) => (old ? { ...old, ...change } : old));
      saveUserSettings(change).then((saved) => queryClient.setQueryData(sharedKeys.userSettings, saved), onError);
    },
    [queryClient],
  );
}
