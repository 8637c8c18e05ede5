import type { UpdateUserSettingsRequest, UserSettings } from '@statehouse/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { userSettingsKeys } from './user-settings-keys';

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
      queryClient.setQueryData<UserSettings>(userSettingsKeys.all, (old) => (old ? { ...old, ...change } : old));
      saveUserSettings(change).then((saved) => queryClient.setQueryData(userSettingsKeys.all, saved), onError);
    },
    [queryClient],
  );
}
