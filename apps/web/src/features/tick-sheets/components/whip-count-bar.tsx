import { type TickStance, tickStanceLabels, type WhipCount } from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { cn } from '@/lib/utils';

/** The colour of each stance, from firm yes (green) to firm no (red); unknown is grey. */
export const stanceColors: Record<TickStance, string> = {
  yes: 'bg-emerald-600',
  lean_yes: 'bg-emerald-300',
  undecided: 'bg-amber-400',
  lean_no: 'bg-rose-300',
  no: 'bg-rose-600',
  unknown: 'bg-muted-foreground/30',
};

const barOrder: TickStance[] = ['yes', 'lean_yes', 'undecided', 'unknown', 'lean_no', 'no'];

/**
 * The running whip count: likely yes and likely no against the majority needed, a bar of every stance, and the
 * counts as text (the bar is decoration; the numbers are what a screen reader reads).
 */
export function WhipCountBar({ count }: { count: WhipCount }) {
  const outlook =
    count.likelyYes >= count.needed
      ? 'Enough likely yes votes to pass'
      : count.likelyNo >= count.needed
        ? 'Enough likely no votes to fail'
        : `${Math.max(count.needed - count.likelyYes, 0)} more yes needed`;
  return (
    <section aria-labelledby="whip-count-title" className="rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="whip-count-title" className="text-base font-semibold">
          Whip count
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span data-testid="likely-yes" className="font-semibold text-foreground">
            {count.likelyYes}
          </span>{' '}
          likely yes ·{' '}
          <span data-testid="likely-no" className="font-semibold text-foreground">
            {count.likelyNo}
          </span>{' '}
          likely no · {count.needed} of {count.total} needed · {outlook}
        </p>
      </div>
      <div className="mt-3 flex h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {barOrder.map((stance) =>
          count[stance] > 0 ? (
            <div
              key={stance}
              className={cn('h-full', stanceColors[stance])}
              style={{ width: `${(count[stance] / Math.max(count.total, 1)) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
        {barOrder.map((stance) => (
          <div key={stance} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', stanceColors[stance])} />
            <dt className="text-muted-foreground">{tickStanceLabels[stance]}</dt>
            <dd className="font-medium tabular-nums" data-testid={`count-${stance}`}>
              {count[stance]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
