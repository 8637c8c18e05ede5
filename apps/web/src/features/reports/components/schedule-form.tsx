import {
  type CreateScheduleInput,
  REPORT_MAX_RECIPIENTS,
  type ReportFormat,
  type ScheduleFrequency,
} from '@statehouse/shared/reports/reports.schemas';
import { CalendarClockIcon, TriangleAlertIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { selectClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useAlertChannels } from '@/lib/api/get-alert-channels';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useCreateSchedule } from '../api/create-schedule';
import { formatInZone } from '../utils/format-in-zone';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const noMailWarning =
  'This server has no mail server (SMTP_URL): the report will be built on schedule and kept under Recent reports, but not e-mailed to anyone.';

/** "Schedule it": how often, when, to whom and how; the report's own choices come from the builder. */
export function ScheduleForm({
  kind,
  parameters,
  format,
  defaultName,
}: {
  kind: 'bill' | 'vote';
  parameters: Record<string, unknown> | null;
  format: ReportFormat;
  defaultName: string;
}) {
  const id = useId();
  const create = useCreateSchedule();
  const [name, setName] = useState(defaultName);
  const [frequency, setFrequency] = useState<ScheduleFrequency>('weekly');
  const [dayOfWeek, setDayOfWeek] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [timeOfDay, setTimeOfDay] = useState('08:00');
  const [recipients, setRecipients] = useState('');
  const [delivery, setDelivery] = useState<'attachment' | 'link'>('attachment');
  // Times are the user's: the time zone of their settings, which digests and the calendar use too.
  const settings = useUserSettings();
  const timeZone = settings.data?.notifications.timeZone;
  const email = useAlertChannels().data?.channels.find((channel) => channel.channel === 'email');
  const noMail = email !== undefined && !email.serverAvailable;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parameters || !timeZone) return;
    const body = {
      kind,
      parameters,
      name: name.trim(),
      format,
      frequency,
      ...(frequency === 'weekly' ? { dayOfWeek } : {}),
      ...(frequency === 'monthly' ? { dayOfMonth } : {}),
      timeOfDay,
      timeZone,
      recipients: recipients
        .split(/[\s,;]+/)
        .map((value) => value.trim())
        .filter(Boolean),
      delivery,
    } as CreateScheduleInput;
    create.mutate(body);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <CalendarClockIcon aria-hidden="true" className="size-4" />
        Schedule it
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>Schedule name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            required
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-frequency`}>How often</Label>
          <select
            id={`${id}-frequency`}
            className={selectClass}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </div>
        {frequency === 'weekly' && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-weekday`}>Day</Label>
            <select
              id={`${id}-weekday`}
              className={selectClass}
              value={dayOfWeek}
              onChange={(event) => setDayOfWeek(Number(event.target.value))}
            >
              {weekdays.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </select>
          </div>
        )}
        {frequency === 'monthly' && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-monthday`}>Day of the month</Label>
            <Input
              id={`${id}-monthday`}
              type="number"
              min={1}
              max={28}
              value={dayOfMonth}
              onChange={(event) => setDayOfMonth(Number(event.target.value))}
            />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-time`}>Time{timeZone ? ` (${timeZone})` : ''}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            value={timeOfDay}
            required
            aria-describedby={`${id}-time-hint`}
            onChange={(event) => setTimeOfDay(event.target.value)}
          />
          {settings.isError && (
            <p role="alert" className="text-xs text-destructive">
              Your time zone could not be read ({settings.error.message}); reload the page to schedule.
            </p>
          )}
          <p id={`${id}-time-hint`} className="text-xs text-muted-foreground">
            In your time zone
            {timeZone ? ` (${timeZone})` : ''}; change it under{' '}
            <Link to={paths.settings.user} className="underline underline-offset-4">
              Notifications in your settings
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor={`${id}-recipients`}>Recipients</Label>
          <Input
            id={`${id}-recipients`}
            value={recipients}
            required
            placeholder="client@example.org, lead@example.org"
            aria-describedby={`${id}-recipients-hint`}
            onChange={(event) => setRecipients(event.target.value)}
          />
          <p id={`${id}-recipients-hint`} className="text-xs text-muted-foreground">
            Up to {REPORT_MAX_RECIPIENTS} e-mail addresses; each gets their own message.
          </p>
        </div>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">Send as</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={delivery === 'attachment'}
                onChange={() => setDelivery('attachment')}
              />
              An attachment
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={delivery === 'link'}
                onChange={() => setDelivery('link')}
              />
              A link (recipients sign in to download)
            </label>
          </div>
        </fieldset>
      </div>
      {noMail && (
        <p
          id={`${id}-no-mail`}
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {noMailWarning}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="outline"
          disabled={!parameters || !timeZone || create.isPending}
          aria-describedby={noMail ? `${id}-no-mail` : undefined}
        >
          {create.isPending ? 'Scheduling…' : 'Schedule report'}
        </Button>
        {create.isError && (
          <p role="alert" className="text-sm text-destructive">
            {create.error.message}
          </p>
        )}
        {create.isSuccess && (
          <p role="status" className="text-sm">
            Scheduled “{create.data.name}”: next on {formatInZone(create.data.nextRunAt, create.data.timeZone)}
            {noMail ? ' (not e-mailed: no mail server)' : ''}.{' '}
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/dashboard/reports">
              See all schedules
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
