import { type AlertChannel, alertChannelLabels, alertChannels } from '@statehouse/shared/alerts/alert-kinds';
import { BellIcon, BellRingIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type QueryLike, QueryState } from '@/components/query-state';
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
import { toast } from '@/hooks/use-toast';
import { useAlertChannels } from '@/lib/api/get-alert-channels';

/** What the dialog edits: the shape shared by committee and lobbyist alerts. */
export type FollowAlert<K extends string> = {
  enabled: boolean;
  eventKinds: K[];
  channels: AlertChannel[];
  saved: boolean;
};
export type FollowChoice<K extends string> = { enabled: boolean; eventKinds: K[]; channels: AlertChannel[] };

/**
 * An alert on a committee or a lobbyist: on/off, which of its event kinds (none checked: every kind) and which
 * channels (none checked: every channel switched on in settings). Bills have their own, richer dialog.
 */
export function FollowAlertButton<K extends string>({
  subject,
  kinds,
  kindLabels,
  alert,
  save,
}: {
  /** What is followed, in "Alerts on {subject}". */
  subject: string;
  kinds: readonly K[];
  kindLabels: Record<K, string>;
  alert: QueryLike<FollowAlert<K>>;
  save: (choice: FollowChoice<K>) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const isOn = alert.data?.saved === true && alert.data.enabled;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={isOn ? 'secondary' : 'outline'}
          size="sm"
          aria-label={isOn ? 'Alerts on; change alerts' : 'Alerts'}
        >
          {isOn ? <BellRingIcon aria-hidden="true" /> : <BellIcon aria-hidden="true" />}
          {isOn ? 'Alerts on' : 'Alerts'}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Alerts on {subject}</DialogTitle>
          <DialogDescription>None checked means every event, on every channel on in your settings.</DialogDescription>
        </DialogHeader>
        <QueryState query={alert} label="alert">
          {(data) => (
            <FollowAlertForm
              alert={data}
              kinds={kinds}
              kindLabels={kindLabels}
              save={save}
              onDone={() => setOpen(false)}
            />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function FollowAlertForm<K extends string>({
  alert,
  kinds,
  kindLabels,
  save,
  onDone,
}: {
  alert: FollowAlert<K>;
  kinds: readonly K[];
  kindLabels: Record<K, string>;
  save: (choice: FollowChoice<K>) => Promise<unknown>;
  onDone: () => void;
}) {
  const id = useId();
  const [enabled, setEnabled] = useState(alert.saved ? alert.enabled : true);
  const [chosenKinds, setChosenKinds] = useState<Set<K>>(new Set(alert.eventKinds));
  const [chosenChannels, setChosenChannels] = useState<Set<AlertChannel>>(new Set(alert.channels));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statuses = useAlertChannels();
  const flip = <T,>(set: Set<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await save({
        enabled,
        eventKinds: kinds.filter((kind) => chosenKinds.has(kind)),
        channels: alertChannels.filter((channel) => chosenChannels.has(channel)),
      });
      toast({ title: enabled ? 'Alert saved' : 'Alert switched off' });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the alert.');
    } finally {
      setPending(false);
    }
  };
  const offChannels = (statuses.data?.channels ?? []).filter(
    (status) => chosenChannels.has(status.channel) && !status.available && status.message,
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Alert settings">
      <div className="flex items-center gap-3">
        <Checkbox id={`${id}-on`} checked={enabled} onCheckedChange={(value) => setEnabled(value === true)} />
        <Label htmlFor={`${id}-on`}>Alert me</Label>
      </div>
      <fieldset disabled={!enabled} className="grid gap-2 disabled:opacity-60">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {kinds.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${kind}`}
              checked={chosenKinds.has(kind)}
              onCheckedChange={(value) => setChosenKinds((set) => flip(set, kind, value === true))}
            />
            <Label htmlFor={`${id}-${kind}`} className="font-normal">
              {kindLabels[kind]}
            </Label>
          </div>
        ))}
      </fieldset>
      <fieldset disabled={!enabled} className="grid gap-2 disabled:opacity-60">
        <legend className="mb-1 text-sm font-medium">Channels</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {alertChannels.map((channel) => (
            <div key={channel} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${channel}`}
                checked={chosenChannels.has(channel)}
                onCheckedChange={(value) => setChosenChannels((set) => flip(set, channel, value === true))}
              />
              <Label htmlFor={`${id}-${channel}`} className="font-normal">
                {alertChannelLabels[channel]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      {offChannels.map((status) => (
        <p key={status.channel} className="text-sm text-amber-700 dark:text-amber-400">
          {status.message}
        </p>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save alert'}
        </Button>
      </DialogFooter>
    </form>
  );
}
