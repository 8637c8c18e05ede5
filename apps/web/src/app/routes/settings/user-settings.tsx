import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  type UpdateUsernameRequest,
  updateUsernameRequestSchema,
} from '@statehouse/shared/auth/auth.schemas';
import { getStateName, states } from '@statehouse/shared/reference/states';
import { type NotificationPreferences, type Theme, themes } from '@statehouse/shared/users/users.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form/form-field';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useTheme } from '@/components/theme/theme-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { authKeys, changePassword, updateUsername } from '@/features/auth/api/current-user';
import { useUser } from '@/features/auth/user-provider';
import { saveUserSettings, userSettingsKeys, userSettingsQueryOptions } from '@/features/users/api/user-settings';
import { toast } from '@/hooks/use-toast';

const notificationLabels: Record<keyof NotificationPreferences, { label: string; hint: string }> = {
  email: { label: 'Email alerts', hint: 'Alerts sent to your email address.' },
  sms: { label: 'Text message alerts', hint: 'Alerts sent by SMS.' },
  inApp: { label: 'In-app notifications', hint: 'Alerts in the notifications list.' },
  billUpdates: { label: 'Tracked bill updates', hint: 'Actions, votes and new versions of bills you track.' },
  hearingAlerts: { label: 'Hearing alerts', hint: 'Hearings and floor sessions that take up your bills.' },
  weeklyDigest: { label: 'Weekly digest', hint: 'A summary of the week every Monday.' },
};
const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function UsernameSection() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const form = useForm<UpdateUsernameRequest>({
    resolver: zodResolver(updateUsernameRequestSchema),
    values: { username: user?.username ?? '' },
  });
  const mutation = useMutation({
    mutationFn: updateUsername,
    onSuccess: (next) => {
      queryClient.setQueryData(authKeys.me, next);
      toast({ title: 'Username updated', description: `You now log in as ${next.username}.` });
    },
    onError: failed('Could not update the username'),
  });
  return (
    <Section title="Username" description="The name you log in with. At least 3 characters.">
      <form
        noValidate
        className="grid gap-4 sm:max-w-sm"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <fieldset disabled={mutation.isPending} className="grid gap-4">
          <InputField
            label="Username"
            autoComplete="username"
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          <Button type="submit" className="justify-self-start">
            {mutation.isPending ? 'Saving...' : 'Save username'}
          </Button>
        </fieldset>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const form = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      toast({ title: 'Password changed', description: 'Your other sessions have been logged out.' });
    },
    onError: failed('Could not change the password'),
  });
  const { errors } = form.formState;
  return (
    <Section title="Password" description="At least 6 characters. Changing it logs you out everywhere else.">
      <form
        noValidate
        className="grid gap-4 sm:max-w-sm"
        onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...values }) => mutation.mutate(values))}
      >
        <fieldset disabled={mutation.isPending} className="grid gap-4">
          <InputField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <InputField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <InputField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="justify-self-start">
            {mutation.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </fieldset>
      </form>
    </Section>
  );
}

function PreferencesSections() {
  const queryClient = useQueryClient();
  // The same theme state as the header menu; setTheme saves it to these settings (UserThemeSync).
  const { theme, setTheme } = useTheme();
  const settings = useQuery(userSettingsQueryOptions());
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
      <Section title="Notifications" description="How and about what Statehouse alerts you.">
        <fieldset disabled={mutation.isPending} className="grid gap-3">
          <legend className="sr-only">Notification preferences</legend>
          {(Object.keys(notificationLabels) as Array<keyof NotificationPreferences>).map((key) => (
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
      </Section>
      <Section title="Theme" description="How Statehouse looks on this and your other devices.">
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
      </Section>
    </>
  );
}

/** /user-settings: username, password, notification preferences, theme, and the states you follow. */
export function Component() {
  const { user, allowedStates } = useUser();
  return (
    <section aria-labelledby="user-settings-title" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 id="user-settings-title" className="text-2xl font-semibold tracking-tight">
          User settings
        </h1>
        <p className="mt-1 text-muted-foreground">{user ? `${user.firstName} ${user.lastName} · ${user.email}` : ''}</p>
      </div>
      <UsernameSection />
      <PasswordSection />
      <PreferencesSections />
      <Section title="States" description="The states you work in. Your account administrator can change them.">
        <p className="text-sm">
          {allowedStates.length === 0 || allowedStates.length >= states.length
            ? 'All states'
            : allowedStates
                .map((code) => getStateName(code) ?? code)
                .sort((a, b) => a.localeCompare(b))
                .join(', ')}
        </p>
      </Section>
    </section>
  );
}
