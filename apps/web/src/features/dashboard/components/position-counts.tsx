import type { DashboardPositionCount } from '@statehouse/shared/dashboard/dashboard.schemas';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** How many bills the account supports, opposes, watches ...; each row opens the tracked bills. */
export function PositionCounts({ positions }: { positions: DashboardPositionCount[] }) {
  const total = positions.reduce((sum, row) => sum + row.value, 0);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Positions</h2>
        </CardTitle>
        <CardDescription>
          {total === 0 ? 'The account has taken no position on a bill yet.' : 'Bills the account has a position on.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Positions" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {positions.map((row) => (
            <li key={row.position}>
              <Link
                to={row.href}
                className="flex items-center justify-between rounded-md border px-3 py-2 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span>{row.label}</span>
                <span className="font-semibold tabular-nums">{row.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
