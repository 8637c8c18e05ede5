import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { sharedKeys } from './shared-keys';

export const getUserSettings = () => api.get<UserSettings>('/api/user-settings');

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: sharedKeys.userSettings, queryFn: getUserSettings });

/** The signed-in user's settings; `enabled: false` for a guest, who has none. */
export const useUserSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...userSettingsQueryOptions(), enabled });
