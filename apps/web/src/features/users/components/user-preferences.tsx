import { getStateName, states } from '@statehouse/shared/reference/states';
import { type Theme, themes } from '@statehouse/shared/users/users.schemas';
import { SectionCard } from '@/components/section-card';
import { useTheme } from '@/components/theme/theme-provider';
import { Button } from '@/components/ui/button';

const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * The theme, saved to the user's settings. Notification and channel preferences are the alerts feature's
 * (features/alerts/components/notification-preferences.tsx), composed next to this on /user-settings.
 */
export function UserPreferences() {
  // The same theme state as the header menu; setTheme saves it to the user's settings (UserThemeSync).
  const { theme, setTheme } = useTheme();
  return (
    <SectionCard title="Theme" description="How Statehouse looks on this and your other devices.">
      <fieldset className="flex flex-wrap gap-2" aria-label="Theme">
        {themes.map((option) => (
          <Button
            key={option}
            variant={option === theme ? 'default' : 'outline'}
            aria-pressed={option === theme}
            onClick={() => setTheme(option)}
          >
            {themeLabels[option]}
          </Button>
        ))}
      </fieldset>
    </SectionCard>
  );
}

/** The states the user works in (their account administrator sets them): all, or the names in order. */
export function FollowedStates({ stateCodes }: { stateCodes: readonly string[] }) {
  return (
    <SectionCard title="States" description="The states you work in. Your account administrator can change them.">
      <p className="text-sm">
        {stateCodes.length === 0 || stateCodes.length >= states.length
          ? 'All states'
          : stateCodes
              .map((code) => getStateName(code) ?? code)
              .sort((a, b) => a.localeCompare(b))
              .join(', ')}
      </p>
    </SectionCard>
  );
}
