import type { DashboardStat, DashboardStatKey } from '@statehouse/shared/dashboard/dashboard.schemas';
import {
  AlertTriangle,
  Bell,
  CalendarClock,
  CheckCircle2,
  FileStack,
  type LucideIcon,
  RefreshCw,
  Tags,
} from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

const icons: Record<DashboardStatKey, LucideIcon> = {
  trackedBills: FileStack,
  changedRecently: RefreshCw,
  passedOrEnacted: CheckCircle2,
  failedOrVetoed: AlertTriangle,
  upcomingHearings: CalendarClock,
  unreadNotifications: Bell,
  tags: Tags,
};

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7';

/** The dashboard's figures, two a row on phones; each tile opens the page that lists what it counts. */
export function StatTiles({ stats }: { stats: DashboardStat[] }) {
  return (
    <ul aria-label="Figures" className={grid}>
      {stats.map((stat) => {
        const Icon = icons[stat.key];
        return (
          <li key={stat.key}>
            <Link
              to={stat.href}
              title={stat.description}
              aria-label={`${stat.label}: ${stat.value.toLocaleString('en-US')}. ${stat.description}`}
              className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span className="flex items-start gap-2 text-xs leading-tight font-medium text-muted-foreground">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span>{stat.label}</span>
              </span>
              <span className="mt-auto text-2xl font-semibold tabular-nums">{stat.value.toLocaleString('en-US')}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Seven grey tiles in the same grid while the figures load. */
export function StatTilesSkeleton() {
  return (
    <div role="status" aria-label="Loading figures" className={grid}>
      {Array.from({ length: 7 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={index} className="h-[84px] rounded-xl" />
      ))}
    </div>
  );
}
