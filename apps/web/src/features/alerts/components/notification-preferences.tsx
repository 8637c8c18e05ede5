import {
  type AlertChannel,
  alertChannelLabels,
  alertChannels,
  type BillAlertKind,
  billAlertKindLabels,
  billAlertKinds,
  type EmailDeliveryMode,
  emailDeliveryModes,
} from '@statehouse/shared/alerts/alert-kinds';
import type { AlertChannelStatus } from '@statehouse/shared/alerts/alerts.schemas';
import {
  notificationPreferencesSchema,
  type NotificationPreferences as Preferences,
} from '@statehouse/shared/users/users.schemas';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { describedBy, FormField, selectClass } from '@/components/form/form-field';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useAlertChannels } from '@/lib/api/get-alert-channels';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';

const switchOf: Record<AlertChannel, 'inApp' | 'email' | 'sms'> = { in_app: 'inApp', email: 'email', sms: 'sms' };
const kindsOf: Record<AlertChannel, 'inAppKinds' | 'emailKinds' | 'smsKinds'> = {
  in_app: 'inAppKinds',
  email: 'emailKinds',
  sms: 'smsKinds',
};
const deliveryLabels: Record<EmailDeliveryMode, { label: string; hint: string }> = {
  immediate: { label: 'At once', hint: 'One e-mail per alert, as it happens.' },
  daily: { label: 'Daily digest', hint: 'One e-mail a day gathering your alerts, timed by your time zone.' },
  weekly: { label: 'Weekly digest', hint: 'One e-mail a week gathering your alerts, timed by your time zone.' },
};

/** Every IANA zone the browser knows, with the stored one kept even if this browser does not list it. */
function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * /user-settings: alert channels on or off, the events each channel carries (a kinds x channels matrix), e-mail
 * digests, the phone number for text messages, and the time zone of digests. A channel this server cannot deliver
 * on is shown disabled with the reason.
 */
export function NotificationPreferences() {
  const settings = useUserSettings();
  const statuses = useAlertChannels();
  const mutation = useSaveNotificationPreferences({
    onSuccess: () => toast({ title: 'Settings saved' }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not save your settings', description: error.message }),
  });

  return (
    <SectionCard
      title="Notifications"
      description="Where your alerts reach you, and which events each channel carries. Alerts on a bill can narrow these."
    >
      <QueryState query={settings} label="notification settings">
        {(data) => (
          <div className="grid gap-6">
            <ChannelMatrix
              preferences={data.notifications}
              statuses={statuses.data?.channels ?? []}
              save={mutation.mutate}
            />
            <EmailDelivery
              key={data.notifications.emailDelivery}
              value={data.notifications.emailDelivery}
              save={(emailDelivery) => mutation.mutate({ emailDelivery })}
            />
            <PhoneForm
              key={data.notifications.phone}
              phone={data.notifications.phone}
              busy={mutation.isPending}
              save={(phone) => mutation.mutate({ phone })}
            />
            <TimeZoneSelect value={data.notifications.timeZone} save={(timeZone) => mutation.mutate({ timeZone })} />
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}

function ChannelMatrix({
  preferences,
  statuses,
  save,
}: {
  preferences: Preferences;
  statuses: readonly AlertChannelStatus[];
  save: (change: Partial<Preferences>) => void;
}) {
  const serverOff = (channel: AlertChannel) =>
    statuses.find((status) => status.channel === channel && !status.serverAvailable);
  const reasons = statuses.filter((status) => status.message).map((status) => status.message as string);
  const setKind = (channel: AlertChannel, kind: BillAlertKind, on: boolean) => {
    const current = new Set<BillAlertKind>(preferences[kindsOf[channel]]);
    if (on) current.add(kind);
    else current.delete(kind);
    save({ [kindsOf[channel]]: billAlertKinds.filter((item) => current.has(item)) });
  };

  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-sm font-medium">Events by channel</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                Event
              </th>
              {alertChannels.map((channel) => (
                <th key={channel} scope="col" className="w-20 px-1 py-2 text-center font-medium sm:w-28">
                  {alertChannelLabels[channel]}
                </th>
              ))}
            </tr>
            <tr className="border-b bg-muted/40">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                Channel on
              </th>
              {alertChannels.map((channel) => (
                <td key={channel} className="px-1 py-2 text-center">
                  <Checkbox
                    aria-label={`${alertChannelLabels[channel]} alerts on`}
                    checked={preferences[switchOf[channel]] && !serverOff(channel)}
                    disabled={Boolean(serverOff(channel))}
                    onCheckedChange={(value) => save({ [switchOf[channel]]: value === true })}
                  />
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {billAlertKinds.map((kind) => (
              <tr key={kind} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {billAlertKindLabels[kind]}
                </th>
                {alertChannels.map((channel) => {
                  const off = !preferences[switchOf[channel]] || Boolean(serverOff(channel));
                  return (
                    <td key={channel} className="px-1 py-2 text-center">
                      <Checkbox
                        aria-label={`${billAlertKindLabels[kind]} by ${alertChannelLabels[channel]}`}
                        checked={!off && preferences[kindsOf[channel]].includes(kind)}
                        disabled={off}
                        onCheckedChange={(value) => setKind(channel, kind, value === true)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reasons.map((reason) => (
        <p key={reason} className="text-sm text-amber-700 dark:text-amber-400">
          {reason}
        </p>
      ))}
    </div>
  );
}

/**
 * The choice is held here as well as in the cache: the cache's optimistic update lands a tick after the click, and a
 * controlled radio would flip back in between. The parent keys this by the stored value, so a failed save resets it.
 */
function EmailDelivery({ value, save }: { value: EmailDeliveryMode; save: (mode: EmailDeliveryMode) => void }) {
  const name = useId();
  const [chosen, setChosen] = useState(value);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">E-mail delivery</legend>
      {emailDeliveryModes.map((mode) => (
        <label key={mode} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={chosen === mode}
            onChange={() => {
              setChosen(mode);
              save(mode);
            }}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="grid">
            <span>{deliveryLabels[mode].label}</span>
            <span className="text-xs text-muted-foreground">{deliveryLabels[mode].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function PhoneForm({ phone, busy, save }: { phone: string; busy: boolean; save: (phone: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(phone);
  const [error, setError] = useState<string | undefined>();
  const hint = 'International form with the country code, such as +15125550100. Leave empty for no text messages.';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = notificationPreferencesSchema.shape.phone.safeParse(value.replace(/[\s().-]/g, ''));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid phone number');
      return;
    }
    setError(undefined);
    save(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:max-w-md">
      <FormField id={id} label="Phone for text messages" hint={hint} error={error}>
        <div className="flex gap-2">
          <Input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint, error })}
          />
          <Button type="submit" variant="outline" disabled={busy || value === phone}>
            Save phone
          </Button>
        </div>
      </FormField>
    </form>
  );
}

function TimeZoneSelect({ value, save }: { value: string; save: (zone: string) => void }) {
  const id = useId();
  const zones = useMemo(() => timeZones(value), [value]);
  return (
    <div className="sm:max-w-md">
      <FormField id={id} label="Time zone" hint="Daily and weekly digests are timed by this zone.">
        <select
          id={id}
          className={selectClass}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save(event.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
