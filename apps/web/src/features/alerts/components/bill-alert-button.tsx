import {
  type AlertChannel,
  alertChannelLabels,
  alertChannels,
  type BillAlertKind,
  billAlertKindLabels,
  billAlertKinds,
} from '@statehouse/shared/alerts/alert-kinds';
import type { BillAlert } from '@statehouse/shared/alerts/alerts.schemas';
import { BellIcon, BellOffIcon, BellRingIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useAlertChannels } from '@/lib/api/get-alert-channels';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useBillAlert } from '../api/get-bill-alert';
import { useSaveBillAlert } from '../api/save-bill-alert';
import { channelList, explainAlert } from './alert-explanation';

/**
 * The bill page's bell: opens the user's alert on this bill (on/off, which events, which channels) and says, by the
 * alert engine's own rule, what will reach them and where.
 */
export function BillAlertButton({ billId }: { billId: string }) {
  const [open, setOpen] = useState(false);
  const alert = useBillAlert(billId);
  const isOn = alert.data?.saved === true && alert.data.enabled;
  const isOff = alert.data?.saved === true && !alert.data.enabled;
  const Icon = isOn ? BellRingIcon : isOff ? BellOffIcon : BellIcon;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={isOn ? 'secondary' : 'outline'}
          size="sm"
          aria-label={isOn ? 'Alerts on; change alerts' : 'Alerts'}
        >
          <Icon aria-hidden="true" />
          {isOn ? 'Alerts on' : 'Alerts'}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Alerts on this bill</DialogTitle>
          <DialogDescription>Choose what happens to this bill that you hear about, and where.</DialogDescription>
        </DialogHeader>
        <QueryState query={alert} label="alert">
          {(data) => <BillAlertForm alert={data} onDone={() => setOpen(false)} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

type Mode = 'settings' | 'chosen';

const untickedMessages = {
  events:
    'No event is ticked under “Only these events”: this alert would never fire. Tick at least one event, or follow your settings.',
  channels:
    'No channel is ticked under “Only these channels”: this alert would never fire. Tick at least one channel, or use your channels from settings.',
};

function BillAlertForm({ alert, onDone }: { alert: BillAlert; onDone: () => void }) {
  const id = useId();
  // A bill without an alert opens switched on: the user opened the dialog to set one.
  const [enabled, setEnabled] = useState(alert.saved ? alert.enabled : true);
  const [kindMode, setKindMode] = useState<Mode>(alert.eventKinds.length > 0 ? 'chosen' : 'settings');
  const [kinds, setKinds] = useState<Set<BillAlertKind>>(new Set(alert.eventKinds));
  const [channelMode, setChannelMode] = useState<Mode>(alert.channels.length > 0 ? 'chosen' : 'settings');
  const [channels, setChannels] = useState<Set<AlertChannel>>(new Set(alert.channels));
  const [error, setError] = useState<string | null>(null);
  const settings = useUserSettings();
  const statuses = useAlertChannels();
  const save = useSaveBillAlert();

  const choice = {
    enabled,
    eventKinds: kindMode === 'chosen' ? billAlertKinds.filter((kind) => kinds.has(kind)) : [],
    channels: channelMode === 'chosen' ? alertChannels.filter((channel) => channels.has(channel)) : [],
  };
  const reach = settings.data ? explainAlert(choice, settings.data.notifications, statuses.data?.channels) : undefined;
  // "Only these ..." with nothing ticked would save as "my settings": say instead that it would never fire.
  const unticked = !enabled
    ? null
    : kindMode === 'chosen' && choice.eventKinds.length === 0
      ? untickedMessages.events
      : channelMode === 'chosen' && choice.channels.length === 0
        ? untickedMessages.channels
        : null;

  const toggle = <T,>(set: Set<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (enabled && kindMode === 'chosen' && choice.eventKinds.length === 0) {
      setError('Choose at least one event, or follow your settings.');
      return;
    }
    if (enabled && channelMode === 'chosen' && choice.channels.length === 0) {
      setError('Choose at least one channel, or use your channels from settings.');
      return;
    }
    if (enabled && reach?.neverFires) {
      setError(reach.neverFires);
      return;
    }
    setError(null);
    save.mutate(
      { billId: alert.billId, ...choice },
      {
        onSuccess: (saved) => {
          toast({ title: saved.enabled ? 'Alert saved' : 'Alert switched off' });
          onDone();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Alert settings">
      <div className="flex items-start gap-3">
        <Checkbox id={`${id}-enabled`} checked={enabled} onCheckedChange={(value) => setEnabled(value === true)} />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-enabled`}>Alert me about this bill</Label>
          <span className="text-xs text-muted-foreground">Off keeps your choices below but sends nothing.</span>
        </div>
      </div>

      <fieldset disabled={!enabled} className="grid gap-2 disabled:opacity-60">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <ModeRadios
          name={`${id}-kinds`}
          mode={kindMode}
          onChange={setKindMode}
          settingsLabel="The events chosen for each channel in my settings"
          chosenLabel="Only these events"
        />
        {kindMode === 'chosen' && (
          <div className="grid gap-2 pl-6 sm:grid-cols-2">
            {billAlertKinds.map((kind) => (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-kind-${kind}`}
                  checked={kinds.has(kind)}
                  onCheckedChange={(value) => setKinds((set) => toggle(set, kind, value === true))}
                />
                <Label htmlFor={`${id}-kind-${kind}`} className="font-normal">
                  {billAlertKindLabels[kind]}
                </Label>
              </div>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset disabled={!enabled} className="grid gap-2 disabled:opacity-60">
        <legend className="mb-1 text-sm font-medium">Channels</legend>
        <ModeRadios
          name={`${id}-channels`}
          mode={channelMode}
          onChange={setChannelMode}
          settingsLabel="Every channel switched on in my settings"
          chosenLabel="Only these channels"
        />
        {channelMode === 'chosen' && (
          <div className="flex flex-wrap gap-x-5 gap-y-2 pl-6">
            {alertChannels.map((channel) => (
              <div key={channel} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-channel-${channel}`}
                  checked={channels.has(channel)}
                  onCheckedChange={(value) => setChannels((set) => toggle(set, channel, value === true))}
                />
                <Label htmlFor={`${id}-channel-${channel}`} className="font-normal">
                  {alertChannelLabels[channel]}
                </Label>
              </div>
            ))}
          </div>
        )}
      </fieldset>

      <section aria-label="What you will get" className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        {!reach ? (
          <p className="text-muted-foreground">Reading your notification settings...</p>
        ) : !enabled ? (
          <p>You will get nothing about this bill.</p>
        ) : unticked ? (
          <p className="text-amber-700 dark:text-amber-400">{unticked}</p>
        ) : reach.neverFires ? (
          <p className="text-amber-700 dark:text-amber-400">
            {reach.neverFires}{' '}
            <Link to={paths.settings.user} className="underline">
              Open your notification settings
            </Link>
          </p>
        ) : (
          <>
            <p className="font-medium">You will get: {channelList(reach.channels)}</p>
            <ul className="grid gap-0.5 text-muted-foreground">
              {reach.byKind.map((entry) => (
                <li key={entry.kind}>
                  {billAlertKindLabels[entry.kind]}: {channelList(entry.channels)}
                </li>
              ))}
            </ul>
          </>
        )}
        {enabled &&
          !unticked &&
          !reach?.neverFires &&
          reach?.warnings.map((warning) => (
            <p key={warning} className="text-amber-700 dark:text-amber-400">
              {warning}
            </p>
          ))}
      </section>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save alert'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ModeRadios({
  name,
  mode,
  onChange,
  settingsLabel,
  chosenLabel,
}: {
  name: string;
  mode: Mode;
  onChange: (mode: Mode) => void;
  settingsLabel: string;
  chosenLabel: string;
}) {
  return (
    <div className="grid gap-1.5">
      {(
        [
          ['settings', settingsLabel],
          ['chosen', chosenLabel],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            className="size-4 accent-primary"
          />
          {label}
        </label>
      ))}
    </div>
  );
}
