import { Skeleton } from '@/components/ui/skeleton';
import { usePortalSettings } from '@/features/portal/api/portal-settings';
import { AccessLogPanel } from '@/features/portal/components/access-log-panel';
import { GuestsPanel } from '@/features/portal/components/guests-panel';
import { PortalSettingsForm } from '@/features/portal/components/portal-settings-form';

/** /portal-settings: the account's portal (with its live preview), its guests and who from outside opened what. */
export function Component() {
  const settings = usePortalSettings();
  if (settings.isPending) return <Skeleton className="m-6 h-96" />;
  if (settings.isError) return <p className="p-6 text-destructive">{settings.error.message}</p>;
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Portal Settings</h1>
        <p className="text-muted-foreground">
          What your outside portal shows, and to whom; your guests; who from outside opened what.
        </p>
      </div>
      <PortalSettingsForm settings={settings.data} />
      {settings.data.canEdit && (
        <>
          <GuestsPanel tagOptions={settings.data.tagOptions} />
          <AccessLogPanel />
        </>
      )}
    </div>
  );
}
