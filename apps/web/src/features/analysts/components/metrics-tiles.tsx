import type { TaskMetrics } from '@statehouse/shared/tasks/tasks.schemas';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** The headline numbers of a member's, a team's or the account's work (decision 073 defines each). */
export function MetricsTiles({ metrics, label }: { metrics: TaskMetrics; label: string }) {
  const tiles = [
    { name: 'Open tasks', value: String(metrics.open) },
    { name: 'Done', value: String(metrics.done) },
    { name: 'Overdue', value: String(metrics.overdue) },
    { name: 'On time', value: percent(metrics.onTimeRate) },
    { name: 'Bills covered', value: String(metrics.billsCovered) },
    { name: 'Bills owned', value: String(metrics.billsOwned) },
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map((tile) => (
        <div key={tile.name} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{tile.name}</dt>
          <dd className="text-2xl font-semibold" data-metric={tile.name}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Tasks created and done per week over 12 weeks, as paired bars, with the numbers in a table for screen readers. */
export function MetricsOverTime({ metrics }: { metrics: TaskMetrics }) {
  const max = Math.max(1, ...metrics.overTime.flatMap((week) => [week.created, week.done]));
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium">Tasks created and done, by week</figcaption>
      <div aria-hidden="true" className="flex h-32 items-end gap-1">
        {metrics.overTime.map((week) => (
          <div key={week.weekStart} className="flex h-full min-w-0 flex-1 items-end gap-px">
            <div className="flex-1 rounded-t bg-primary/40" style={{ height: `${(week.created / max) * 100}%` }} />
            <div className="flex-1 rounded-t bg-primary" style={{ height: `${(week.done / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Light: created. Dark: done. Weeks start on Monday; the last is this week.
      </p>
      <table className="sr-only">
        <caption>Tasks by week</caption>
        <thead>
          <tr>
            <th>Week of</th>
            <th>Created</th>
            <th>Done</th>
          </tr>
        </thead>
        <tbody>
          {metrics.overTime.map((week) => (
            <tr key={week.weekStart}>
              <td>{week.weekStart}</td>
              <td>{week.created}</td>
              <td>{week.done}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
