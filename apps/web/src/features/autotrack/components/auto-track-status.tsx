import { getStateName } from '@statehouse/shared/reference/states';
import { PlayIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { useAutoTrackStatus } from '../api/get-auto-track-status';
import { useStartAutoTracking } from '../api/start-auto-tracking';

/** Per followed state: the run's progress (bills scanned of the total), matches and last run; a button to run again. */
export function AutoTrackStatus({ canStart }: { canStart: boolean }) {
  const status = useAutoTrackStatus();
  const start = useStartAutoTracking();
  const states = status.data?.data ?? [];
  const running = states.some((state) => state.running);
  return (
    <section aria-label="Auto-tracking runs" className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Matcher</h2>
        {canStart && (
          <Button
            size="sm"
            variant="outline"
            disabled={running || start.isPending || states.length === 0}
            onClick={() =>
              start.mutate('full', {
                onSuccess: (reply) =>
                  toast({
                    title: reply.queued.length
                      ? `Auto-tracking started for ${reply.queued.join(', ')}`
                      : 'Auto-tracking is already running',
                  }),
                onError: (error) =>
                  toast({ variant: 'destructive', title: 'Auto-tracking not started', description: error.message }),
              })
            }
          >
            <PlayIcon aria-hidden /> {running ? 'Running…' : 'Run again'}
          </Button>
        )}
      </div>
      {status.isError ? (
        <p className="text-sm text-destructive">The matcher’s status could not be loaded: {status.error.message}</p>
      ) : states.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No state followed yet: choose your states in the setup wizard, then start auto-tracking.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {states.map((state) => {
            const share = state.billsTotal > 0 ? Math.round((state.billsScanned / state.billsTotal) * 100) : 0;
            return (
              <li key={state.stateCode} className="flex min-w-0 flex-col gap-1 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-x-3">
                  <span className="font-medium">{getStateName(state.stateCode) ?? state.stateCode}</span>
                  <span className="text-muted-foreground" aria-live="polite">
                    {state.running
                      ? `${state.status === 'queued' ? 'Queued' : 'Scanning'}: ${state.billsScanned.toLocaleString('en-US')} of ${state.billsTotal.toLocaleString('en-US')} bills`
                      : state.status === 'failed'
                        ? (state.error ?? 'The last run failed')
                        : `${state.matches.toLocaleString('en-US')} matches · ${state.lastRunAt ? `last run ${formatDateTime(state.lastRunAt)}` : 'never run'}`}
                  </span>
                </div>
                {state.running && (
                  <div
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                    role="progressbar"
                    aria-label={`Scanning ${state.stateCode}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={share}
                  >
                    <div className="h-full bg-primary transition-[width]" style={{ width: `${share}%` }} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
