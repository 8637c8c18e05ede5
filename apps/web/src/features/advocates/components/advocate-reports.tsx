import type { AdvocateSummary } from '@statehouse/shared/advocates/advocates.schemas';
import { BookmarkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { ListError } from '@/components/list-page/list-page';
import { ListSkeleton } from '@/components/list-page/list-results';
import { SectionCard } from '@/components/section-card';
import type { ExportColumn } from '@/components/table-export';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAdvocateDashboard } from '../api/get-advocate-dashboard';
import { useAdvocates } from '../api/get-advocates';
import { NoLobbyistsYet } from './no-lobbyists-yet';

const exportColumns: ExportColumn<AdvocateSummary>[] = [
  { header: 'Lobbyist', width: 28, value: (row) => row.name },
  { header: 'E-mail', width: 30, value: (row) => row.email },
  { header: 'Status', width: 10, value: (row) => row.status },
  { header: 'States', width: 20, value: (row) => (row.stateCodes.length ? row.stateCodes.join(', ') : 'Every state') },
  { header: 'Tracked bills', width: 14, value: (row) => String(row.trackedBills) },
  { header: 'Testimonies', width: 14, value: (row) => String(row.testimonies) },
  { header: 'Last activity', width: 20, value: (row) => row.lastActivityAt ?? '' },
];

function Totals() {
  const dashboard = useAdvocateDashboard('ALL');
  if (dashboard.isError) {
    return <ListError what="portal totals" message={dashboard.error?.message} onRetry={dashboard.refetch} />;
  }
  if (!dashboard.data) return <ListSkeleton label="Loading portal totals" rows={1} rowClassName="h-20" />;
  const { totals } = dashboard.data;
  const { draft, approved, filed } = totals.testimonies;
  const items = [
    { label: 'Lobbyists', value: totals.advocates },
    { label: 'Bills they track', value: totals.trackedBills },
    { label: 'Upcoming hearings', value: totals.upcomingHearings },
    {
      label: 'Testimonies',
      value: draft + approved + filed,
      hint: `${draft} draft · ${approved} approved · ${filed} filed`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-lg border p-4">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">{item.value.toLocaleString('en-US')}</dd>
          {item.hint && <dd className="mt-1 text-xs text-muted-foreground">{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * /reports: the lobbyists' activity (tracking and testimony per lobbyist, as a file too) and, from the route,
 * the reports feature's builders run on their bills and its recent reports.
 */
export function AdvocateReports({
  isAdmin,
  reportActions,
  rowActions,
  children,
}: {
  isAdmin: boolean;
  /** Buttons that run a report on every lobbyist's bills (the reports feature), composed by the route. */
  reportActions: ReactNode;
  /** A lobbyist's own report buttons, composed by the route. */
  rowActions?: (advocate: AdvocateSummary) => ReactNode;
  /** More sections from other features (recent reports). */
  children?: ReactNode;
}) {
  const advocates = useAdvocates(undefined);
  const rows = advocates.data?.data ?? [];
  const tracksAny = rows.some((row) => row.trackedBills > 0);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Reports</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Reports on your lobbyists' tracked bills and activity: what each tracks and testifies on, and bill or vote
          reports of their bills as PDF, Excel, CSV or Word.
        </p>
      </div>
      <Totals />

      <SectionCard
        title="Activity by lobbyist"
        description="Bills each lobbyist tracks, their testimony and when they were last active."
      >
        {advocates.isError ? (
          <ListError what="lobbyists" message={advocates.error?.message} onRetry={advocates.refetch} />
        ) : !advocates.data ? (
          <ListSkeleton label="Loading lobbyists" rows={3} />
        ) : rows.length === 0 ? (
          <NoLobbyistsYet
            isAdmin={isAdmin}
            reason="Reports cover the bills and testimony of your lobbyists. Invite one into an advocate seat to start."
          />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex justify-end">
              <ExportMenu
                columns={exportColumns}
                loadRows={async () => rows}
                total={rows.length}
                noun="lobbyists"
                fileStem="lobbyist-activity"
              />
            </div>
            <ul aria-label="Activity by lobbyist" className="divide-y rounded-lg border">
              {rows.map((row) => (
                <li
                  key={row.id}
                  aria-label={row.name}
                  className="flex min-w-0 flex-col gap-2 p-3 md:flex-row md:items-center md:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.lobbyist.lobbyist(String(row.id))}
                      className="font-medium break-words text-primary hover:underline"
                    >
                      {row.name}
                    </Link>
                    <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                      <span>{row.stateCodes.length > 0 ? row.stateCodes.join(', ') : 'Every state'}</span>
                      <Link
                        to={`${paths.lobbyist.trackedBills}?userIds=${row.id}`}
                        className="text-primary hover:underline"
                      >
                        · {row.trackedBills} tracked {row.trackedBills === 1 ? 'bill' : 'bills'}
                      </Link>
                      <span>
                        · {row.testimonies} {row.testimonies === 1 ? 'testimony' : 'testimonies'}
                      </span>
                      <span>
                        · {row.lastActivityAt ? `active ${formatDateTime(row.lastActivityAt)}` : 'no activity yet'}
                      </span>
                    </p>
                  </div>
                  {rowActions && row.trackedBills > 0 && <div className="flex flex-wrap gap-2">{rowActions(row)}</div>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </SectionCard>

      <SectionCard
        title="Reports on your lobbyists' bills"
        description="The report builders, opened on every bill your lobbyists track (the first 500 by bill number)."
      >
        {advocates.data && !tracksAny ? (
          <EmptyState
            icon={BookmarkIcon}
            title="Your lobbyists track no bills yet"
            reason="A report needs bills: once a lobbyist tags a bill from its page or a track list, its reports run from here."
          >
            <Button asChild size="sm" variant="outline">
              <Link to={paths.dashboard.reports}>All reports and schedules</Link>
            </Button>
          </EmptyState>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {reportActions}
            <Button asChild size="sm" variant="ghost">
              <Link to={paths.dashboard.reports}>All reports and schedules</Link>
            </Button>
          </div>
        )}
      </SectionCard>
      {children}
    </div>
  );
}
