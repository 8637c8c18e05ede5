import { useQuery } from '@tanstack/react-query';
import { userSettingsQueryOptions } from '@/lib/user-settings';

// The key, query options and save live in lib: the legislative picker stores its pick in the same settings, and
// features do not import each other (docs/decisions/021).
export { saveUserSettings, userSettingsKeys, userSettingsQueryOptions } from '@/lib/user-settings';

export const useUserSettings = () => useQuery(userSettingsQueryOptions());
