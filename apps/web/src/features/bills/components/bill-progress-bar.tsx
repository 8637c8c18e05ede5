import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { billStatusLabel, billStatusSourceTerm } from '@statehouse/shared/reference/bill-status';
import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type ProgressStep = { status: number; date: string | null };

/** The usual road of a bill; steps not reached yet are drawn ahead of the last milestone while it can still move. */
const mainRoad = [1, 2, 3, 4] as const;
const finalStatuses = new Set([4, 5, 6, 8]);

type DrawnStep = { key: string; status: number; label: string; date: string | null; reached: boolean };

/**
 * Milestones oldest first. Some sources list them newest first: such a list is turned around, then ordered by date
 * (stable, so steps of one day keep their order).
 */
export function orderProgress(progress: readonly ProgressStep[]): ProgressStep[] {
  const first = progress.find((step) => step.date)?.date;
  const last = progress.findLast((step) => step.date)?.date;
  const oldestFirst = first && last && first > last ? [...progress].reverse() : [...progress];
  return oldestFirst
    .map((step, index) => ({ step, index }))
    .sort((a, b) => (a.step.date && b.step.date ? a.step.date.localeCompare(b.step.date) : 0) || a.index - b.index)
    .map(({ step }) => step);
}

export function progressSteps(input: readonly ProgressStep[]): DrawnStep[] {
  if (input.length === 0) return [];
  const progress = orderProgress(input);
  const reached: DrawnStep[] = progress.map((step, index) => ({
    key: `${index}-${step.status}`,
    status: step.status,
    label: billStatusLabel(step.status) ?? `Status ${step.status}`,
    date: step.date,
    reached: true,
  }));
  const last = progress.at(-1)?.status;
  if (last !== undefined && finalStatuses.has(last)) return reached;
  const seen = new Set(progress.map((step) => step.status));
  const furthest = Math.max(0, ...progress.map((step) => (step.status <= 4 ? step.status : 0)));
  const ahead = mainRoad
    .filter((status) => !seen.has(status) && status > furthest)
    .map((status) => ({
      key: `ahead-${status}`,
      status,
      label: billStatusLabel(status) ?? '',
      date: null,
      reached: false,
    }));
  return [...reached, ...ahead];
}

/** A bill's milestones from its progress[] (codes 0-12), oldest first, then the steps still ahead. */
export function BillProgressBar({ progress, className }: { progress: readonly ProgressStep[]; className?: string }) {
  const steps = progressSteps(progress);
  if (steps.length === 0) return null;
  const current = progress.length - 1;
  return (
    <ol aria-label="Bill progress" className={cn('flex w-full items-start overflow-x-auto pb-1', className)}>
      {steps.map((step, index) => {
        const failed = step.reached && (step.status === 5 || step.status === 6 || step.status === 11);
        return (
          <li
            key={step.key}
            aria-current={index === current ? 'step' : undefined}
            className="relative flex min-w-20 flex-1 flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2',
                  step.reached ? 'bg-highlight' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-6 items-center justify-center rounded-full border-2 text-[10px] font-semibold',
                step.reached
                  ? 'border-highlight bg-highlight text-highlight-foreground'
                  : 'border-border bg-background',
                failed && 'border-destructive bg-destructive text-destructive-foreground',
                index === current && 'ring-4 ring-highlight/25',
              )}
            >
              {step.reached ? <CheckIcon className="size-3.5" /> : null}
            </span>
            <span
              className={cn('mt-1.5 text-xs font-medium', !step.reached && 'text-muted-foreground')}
              title={billStatusSourceTerm(step.status) && `As recorded: ${billStatusSourceTerm(step.status)}`}
            >
              {step.label}
              <span className="sr-only">{step.reached ? ', done' : ', not yet'}</span>
            </span>
            {step.date && <span className="text-[11px] text-muted-foreground">{formatCalendarDate(step.date)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
