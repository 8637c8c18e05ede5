import {
  type CreateScheduleInput,
  REPORT_MAX_RECIPIENTS,
  type ReportFormat,
  type ScheduleFrequency,
} from '@statehouse/shared/reports/reports.schemas';
import { CalendarClockIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { selectClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateSchedule } from '../api/create-schedule';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The reader's own time zone, the schedule's default. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parameters) return;
    const body = {
      kind,
      parameters,
      name: name.trim(),
      format,
      frequency,
      ...(frequency === 'weekly' ? { dayOfWeek } : {}),
      ...(frequency === 'monthly' ? { dayOfMonth } : {}),
      timeOfDay,
      timeZone: browserZone(),
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
          <Label htmlFor={`${id}-time`}>Time ({browserZone()})</Label>
          <Input
            id={`${id}-time`}
            type="time"
            value={timeOfDay}
            required
            onChange={(event) => setTimeOfDay(event.target.value)}
          />
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
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={!parameters || create.isPending}>
          {create.isPending ? 'Scheduling…' : 'Schedule report'}
        </Button>
        {create.isError && (
          <p role="alert" className="text-sm text-destructive">
            {create.error.message}
          </p>
        )}
        {create.isSuccess && (
          <p role="status" className="text-sm">
            Scheduled “{create.data.name}”: next on{' '}
            {new Date(create.data.nextRunAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.{' '}
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/dashboard/reports">
              See all schedules
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
