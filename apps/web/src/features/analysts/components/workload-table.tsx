import type { AnalystMetrics } from '@statehouse/shared/analysts/analysts.schemas';
import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Each working member's load at a glance: open, overdue, done, on time, bills owned; the name opens their page. */
export function WorkloadTable({ analysts }: { analysts: AnalystMetrics[] }) {
  if (analysts.length === 0) {
    return (
      <EmptyState
        icon={UsersIcon}
        title="No one to give work to yet"
        reason="Invite analysts from Manage users, then assign them tasks and bills."
      />
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Workload by member</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="p-2">Member</th>
            <th className="p-2 text-right">Open</th>
            <th className="p-2 text-right">Overdue</th>
            <th className="hidden p-2 text-right sm:table-cell">Done</th>
            <th className="hidden p-2 text-right sm:table-cell">On time</th>
            <th className="hidden p-2 text-right sm:table-cell">Bills owned</th>
          </tr>
        </thead>
        <tbody>
          {analysts.map((entry) => (
            <tr key={entry.analyst.id} className="border-t">
              <td className="max-w-40 p-2">
                <Link
                  to={paths.analyst.analyst(String(entry.analyst.id))}
                  className="block truncate text-primary hover:underline"
                >
                  {entry.analyst.name}
                </Link>
                <span className="text-xs text-muted-foreground">{entry.analyst.role}</span>
              </td>
              <td className="p-2 text-right">{entry.open}</td>
              <td className={`p-2 text-right ${entry.overdue > 0 ? 'font-semibold text-destructive' : ''}`}>
                {entry.overdue}
              </td>
              <td className="hidden p-2 text-right sm:table-cell">{entry.done}</td>
              <td className="hidden p-2 text-right sm:table-cell">{percent(entry.onTimeRate)}</td>
              <td className="hidden p-2 text-right sm:table-cell">{entry.billsOwned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
