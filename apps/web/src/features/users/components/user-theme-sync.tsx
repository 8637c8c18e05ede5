import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/current-user';
import { saveUserSettings, userSettingsKeys, userSettingsQueryOptions } from '../api/user-settings';

function SignedInThemeSync() {
  const queryClient = useQueryClient();
  const { syncTheme, registerSaver } = useTheme();
  const storedTheme = useQuery(userSettingsQueryOptions()).data?.theme;

  // The user's stored choice wins over this browser's on sign-in and on every device.
  useEffect(() => {
    if (storedTheme) syncTheme(storedTheme);
  }, [storedTheme, syncTheme]);

  useEffect(
    () =>
      registerSaver((theme) => {
        // Written to the cache first, so a settings refetch that lands before the save cannot undo the choice.
        queryClient.setQueryData<UserSettings>(userSettingsKeys.all, (old) => (old ? { ...old, theme } : old));
        saveUserSettings({ theme }).then(
          (saved) => queryClient.setQueryData(userSettingsKeys.all, saved),
          (error: Error) =>
            toast({ variant: 'destructive', title: 'Could not save your theme', description: error.message }),
        );
      }),
    [registerSaver, queryClient],
  );
  return null;
}

/**
 * Keeps the theme in the signed-in user's settings: loads it on sign-in and saves every change made in the
 * header menu, the public header or the settings page. Signed out, the theme stays in localStorage only.
 */
export function UserThemeSync() {
  const { user } = useUser();
  return user ? <SignedInThemeSync key={user.id} /> : null;
}
