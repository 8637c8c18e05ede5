import { getStateName, states } from '@statehouse/shared/reference/states';
import { type Theme, themes } from '@statehouse/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadingIndicator } from '@/components/loading-indicator';
import { SectionCard } from '@/components/section-card';
import { useTheme } from '@/components/theme/theme-provider';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { saveUserSettings, userSettingsKeys, useUserSettings } from '../api/user-settings';

/** The on/off switches; the per-channel event kinds, digest, phone and time zone have their own controls. */
type NotificationSwitch = 'email' | 'sms' | 'inApp' | 'billUpdates' | 'hearingAlerts' | 'weeklyDigest';

const notificationLabels: Record<NotificationSwitch, { label: string; hint: string }> = {
  email: { label: 'Email alerts', hint: 'Alerts sent to your email address.' },
  sms: { label: 'Text message alerts', hint: 'Alerts sent by SMS.' },
  inApp: { label: 'In-app notifications', hint: 'Alerts in the notifications list.' },
  billUpdates: { label: 'Tracked bill updates', hint: 'Actions, votes and new versions of bills you track.' },
  hearingAlerts: { label: 'Hearing alerts', hint: 'Hearings and floor sessions that take up your bills.' },
  weeklyDigest: { label: 'Weekly digest', hint: 'A summary of the week every Monday.' },
};
const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });

const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Notification preferences and the theme, saved to the user's settings (two settings cards). */
export function UserPreferences() {
  const queryClient = useQueryClient();
  // The same theme state as the header menu; setTheme saves it to these settings (UserThemeSync).
  const { theme, setTheme } = useTheme();
  const settings = useUserSettings();
  const mutation = useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(userSettingsKeys.all, next);
      toast({ title: 'Settings saved' });
    },
    onError: failed('Could not save your settings'),
  });

  if (settings.isPending) return <LoadingIndicator message="Loading your settings..." />;
  if (settings.isError) return <p className="text-sm text-destructive">{settings.error.message}</p>;
  const { notifications } = settings.data;

  return (
    <>
      <SectionCard title="Notifications" description="How and about what Statehouse alerts you.">
        <fieldset disabled={mutation.isPending} className="grid gap-3">
          <legend className="sr-only">Notification preferences</legend>
          {(Object.keys(notificationLabels) as NotificationSwitch[]).map((key) => (
            <div key={key} className="flex items-start gap-3">
              <Checkbox
                id={`notify-${key}`}
                checked={notifications[key]}
                onCheckedChange={(checked) => mutation.mutate({ notifications: { [key]: checked === true } })}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`notify-${key}`}>{notificationLabels[key].label}</Label>
                <span className="text-xs text-muted-foreground">{notificationLabels[key].hint}</span>
              </div>
            </div>
          ))}
        </fieldset>
      </SectionCard>
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
    </>
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
