import { reportFormatLabels, reportKindLabels, type ScheduledReport } from '@statehouse/shared/reports/reports.schemas';
import { CalendarClockIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedules } from '../api/get-schedules';
import { useRunSchedule } from '../api/run-schedule';
import { formatInZone } from '../utils/format-in-zone';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Weekly on Monday at 08:00 (America/Chicago)". */
export function describeTiming(schedule: ScheduledReport): string {
  const at = `at ${schedule.timeOfDay} (${schedule.timeZone})`;
  if (schedule.frequency === 'weekly') return `Weekly on ${weekdays[schedule.dayOfWeek ?? 1]} ${at}`;
  if (schedule.frequency === 'monthly') return `Monthly on day ${schedule.dayOfMonth ?? 1} ${at}`;
  return `Daily ${at}`;
}

/** The account's schedules with their next run, last result, and "Send now" and "Stop". */
export function SchedulesList() {
  const schedules = useSchedules();
  const remove = useDeleteSchedule();
  const run = useRunSchedule();
  return (
    <QueryState query={schedules} label="schedules">
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState
            variant="panel"
            icon={CalendarClockIcon}
            title="No scheduled reports"
            reason="Schedule a report from the bill or vote report builder: it is e-mailed by itself."
          />
        ) : (
          <ul className="divide-y rounded-md border">
            {data.items.map((schedule) => (
              <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{schedule.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {reportKindLabels[schedule.kind]} · {reportFormatLabels[schedule.format]} ·{' '}
                    {describeTiming(schedule)}
                  </p>
                  <p className="text-xs">
                    Next run:{' '}
                    <time dateTime={schedule.nextRunAt}>{formatInZone(schedule.nextRunAt, schedule.timeZone)}</time>
                    {schedule.lastStatus ? ` · Last: ${schedule.lastStatus}` : ''}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">To {schedule.recipients.join(', ')}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={run.isPending}
                    onClick={() =>
                      run.mutate(schedule.id, {
                        onSuccess: (result) =>
                          toast({
                            title: result.status === 'done' ? 'Report sent' : 'The report failed',
                            description:
                              result.status === 'done'
                                ? `${schedule.name} went to ${result.deliveredTo?.length ?? 0} recipients.`
                                : (result.error ?? ''),
                          }),
                        onError: (error) =>
                          toast({ variant: 'destructive', title: 'Not sent', description: error.message }),
                      })
                    }
                  >
                    <SendIcon aria-hidden="true" />
                    Send now
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Stop ${schedule.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(schedule.id, {
                        onError: (error) =>
                          toast({ variant: 'destructive', title: 'Not stopped', description: error.message }),
                      })
                    }
                  >
                    <Trash2Icon aria-hidden="true" />
                    Stop
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
