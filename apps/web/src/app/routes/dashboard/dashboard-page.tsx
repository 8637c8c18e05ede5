import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { useLatestNews } from '@/features/dashboard/api/get-latest-news';
import { useLiveDashboard } from '@/features/dashboard/api/use-live-dashboard';
import { ActivityFeed } from '@/features/dashboard/components/activity-feed';
import { GettingStarted } from '@/features/dashboard/components/getting-started';
import { LatestNews } from '@/features/dashboard/components/latest-news';
import { PositionCounts } from '@/features/dashboard/components/position-counts';
import { StatTiles, StatTilesSkeleton } from '@/features/dashboard/components/stat-tiles';
import { TrackedProgressCard } from '@/features/dashboard/components/tracked-progress-card';
import { UpcomingHearings } from '@/features/dashboard/components/upcoming-hearings';
import { parseDashboardParams, withDashboardParams } from '@/features/dashboard/utils/dashboard-params';

const FEED_LIMIT = 10;
const NEWS_LIMIT = 15;

/**
 * /dashboard: the figures, where tracked bills stand, their live activity and hearings, and the latest news. A
 * new account (nothing tracked) sees the ways to start instead of empty charts.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { scope, newsKind, newsPage } = parseDashboardParams(searchParams);
  const update = (change: Parameters<typeof withDashboardParams>[1]) =>
    setSearchParams((current) => withDashboardParams(current, change), { replace: true, preventScrollReset: true });

  useLiveDashboard();
  const stats = useDashboardStats();
  const feed = useLatestNews({ trackedOnly: true, limit: FEED_LIMIT });
  const news = useLatestNews({ page: newsPage, limit: NEWS_LIMIT, kinds: newsKind === 'all' ? undefined : [newsKind] });
  const tracked = stats.data?.stats.find((stat) => stat.key === 'trackedBills')?.value;
  const hearingTotal = stats.data?.stats.find((stat) => stat.key === 'upcomingHearings')?.value ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Your tracked bills, upcoming hearings and the latest activity at a glance.
        </p>
      </div>

      {stats.isPending ? (
        <StatTilesSkeleton />
      ) : (
        <QueryState query={stats} label="figures">
          {(data) => <StatTiles stats={data.stats} />}
        </QueryState>
      )}

      {tracked === 0 && <GettingStarted />}

      {tracked !== 0 && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <TrackedProgressCard scope={scope} onScopeChange={(next) => update({ scope: next })} />
            {stats.data && <PositionCounts positions={stats.data.positions} />}
          </div>
          <div className="min-w-0">
            {stats.data && <UpcomingHearings hearings={stats.data.upcomingHearings} total={hearingTotal} />}
          </div>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        {tracked !== 0 && (
          <div className="min-w-0">
            <ActivityFeed feed={feed} />
          </div>
        )}
        <div className={tracked === 0 ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
          <LatestNews
            news={news}
            kind={newsKind}
            page={newsPage}
            onKindChange={(kind) => update({ newsKind: kind })}
            onPageChange={(page) => update({ newsPage: page })}
          />
        </div>
      </div>
    </div>
  );
}
