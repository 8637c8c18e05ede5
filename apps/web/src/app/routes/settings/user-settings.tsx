import { NotificationPreferences } from '@/features/alerts/components/notification-preferences';
import { PasswordSection, UsernameSection } from '@/features/auth/components/account-security-settings';
import { useUser } from '@/features/auth/user-provider';
import { FollowedStates, UserPreferences } from '@/features/users/components/user-preferences';

/** /user-settings: username, password, notification and channel preferences (alerts), theme, and the states you follow. */
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
      <NotificationPreferences />
      <UserPreferences />
      <FollowedStates stateCodes={allowedStates} />
    </section>
  );
}
