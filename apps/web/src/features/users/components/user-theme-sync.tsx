import { useEffect } from 'react';
import { useTheme } from '@/components/theme/theme-provider';
import { toast } from '@/hooks/use-toast';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useKeepUserSettings } from '@/lib/api/save-user-settings';
import { useUser } from '@/lib/current-user';

function SignedInThemeSync() {
  const keepSettings = useKeepUserSettings();
  const { syncTheme, registerSaver } = useTheme();
  const storedTheme = useUserSettings().data?.theme;

  // The user's stored choice wins over this browser's on sign-in and on every device.
  useEffect(() => {
    if (storedTheme) syncTheme(storedTheme);
  }, [storedTheme, syncTheme]);

  useEffect(
    () =>
      registerSaver((theme) =>
        keepSettings({ theme }, (error) =>
          toast({ variant: 'destructive', title: 'Could not save your theme', description: error.message }),
        ),
      ),
    [registerSaver, keepSettings],
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
