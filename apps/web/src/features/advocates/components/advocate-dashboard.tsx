import type { AdvocateDashboard as Dashboard } from '@statehouse/shared/advocates/advocates.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { CalendarIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ListError } from '@/components/list-page/list-page';
import { ListSkeleton } from '@/components/list-page/list-results';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAdvocateDashboard } from '../api/get-advocate-dashboard';
import { StateSelect } from './state-select';
import { positionLabel, TestimonyStatusBadge } from './testimony-status-badge';

function Tile({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="min-w-0 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</p>
      {hint && <p className="mt-1 truncate text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

function DashboardBody({ data, isAdmin }: { data: Dashboard; isAdmin: boolean }) {
  const { totals } = data;
  const testimonies = totals.testimonies.draft + totals.testimonies.approved + totals.testimonies.filed;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          label="Advocates"
          value={totals.advocates}
          hint={`${data.seats.available} of ${data.seats.seats} seats free`}
        />
        <Tile label="Tracked bills" value={totals.trackedBills} />
        <Tile label="Upcoming hearings" value={totals.upcomingHearings} />
        <Tile
          label="Testimonies"
          value={testimonies}
          hint={`${totals.testimonies.draft} draft · ${totals.testimonies.approved} approved · ${totals.testimonies.filed} filed`}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Upcoming hearings" description="Hearings that take up bills your advocates track.">
          {data.hearings.length === 0 ? (
            <EmptyState
              icon={CalendarIcon}
              title="No hearings scheduled"
              reason="No committee has put a bill your advocates track on an upcoming agenda. Hearings appear here as calendars are published."
            />
          ) : (
            <ul aria-label="Upcoming hearings" className="divide-y">
              {data.hearings.map((hearing) => (
                <li key={`${hearing.eventId}-${hearing.bill.id}`} className="flex min-w-0 flex-col gap-0.5 py-2">
                  <span className="text-sm font-medium break-words">
                    <EntityLink kind="bill" id={hearing.bill.id}>
                      {hearing.bill.identifier}
                    </EntityLink>{' '}
                    · {hearing.committeeName ?? hearing.name}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(hearing.startTime)} · {hearing.stateCode} · tracked by {hearing.advocates}{' '}
                    {hearing.advocates === 1 ? 'advocate' : 'advocates'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <SectionCard title="Recent testimony" description="Testimony changed last, with where it stands.">
          {data.recentTestimonies.length === 0 ? (
            <EmptyState
              icon={FileTextIcon}
              title="No testimony yet"
              reason="Advocates draft testimony on a bill's hearing; it shows here once started."
            >
              <Link to={paths.lobbyist.testimonies} className="text-sm text-primary hover:underline">
                Go to testimonies
              </Link>
            </EmptyState>
          ) : (
            <ul aria-label="Recent testimony" className="divide-y">
              {data.recentTestimonies.map((testimony) => (
                <li key={testimony.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    to={paths.lobbyist.testimony(String(testimony.id))}
                    className="min-w-0 truncate text-sm font-medium text-primary hover:underline"
                  >
                    {testimony.bill.identifier} · {positionLabel(testimony.position)} · {testimony.advocate.name}
                  </Link>
                  <TestimonyStatusBadge status={testimony.status} />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      <SectionCard title="By state" description="Where your advocates work, track and testify.">
        {data.states.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title="No advocates yet"
            reason="Invite an advocate and choose their states; their tracking and testimony are counted here by state."
          >
            {isAdmin && (
              <Link to={paths.lobbyist.invite} className="text-sm text-primary hover:underline">
                Invite an advocate
              </Link>
            )}
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3 font-medium">State</th>
                  <th className="py-1 pr-3 font-medium">Advocates</th>
                  <th className="py-1 pr-3 font-medium">Bills</th>
                  <th className="py-1 pr-3 font-medium">Hearings</th>
                  <th className="py-1 font-medium">Testimony</th>
                </tr>
              </thead>
              <tbody>
                {data.states.map((row) => (
                  <tr key={row.stateCode} className="border-t">
                    <td className="py-1.5 pr-3">{getStateName(row.stateCode) ?? row.stateCode}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{row.advocates}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{row.trackedBills}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{row.upcomingHearings}</td>
                    <td className="py-1.5 tabular-nums">
                      {row.testimonies.draft + row.testimonies.approved + row.testimonies.filed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
      <p className="text-xs text-muted-foreground">
        Figures as of {formatDateTime(data.refreshedAt)}
        {totals.lastActivityAt ? `; last activity ${formatDateTime(totals.lastActivityAt)}` : ''}.
      </p>
    </div>
  );
}

/** /tools/lobby/dashboard: per state (or all), the advocates, their bills, hearings ahead and testimony. */
export function AdvocateDashboard({
  state,
  onStateChange,
  isAdmin,
}: {
  state: string;
  onStateChange: (state: string) => void;
  isAdmin: boolean;
}) {
  const dashboard = useAdvocateDashboard(state || 'ALL');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">Lobbyist Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Your advocates' bills, hearings and testimony{state ? ` in ${getStateName(state) ?? state}` : ''}.
          </p>
        </div>
        <StateSelect value={state} onChange={onStateChange} />
      </div>
      {dashboard.isError ? (
        <ListError what="dashboard" message={dashboard.error.message} onRetry={() => dashboard.refetch()} />
      ) : dashboard.data === undefined ? (
        <ListSkeleton label="Loading the dashboard" rows={4} />
      ) : (
        <DashboardBody data={dashboard.data} isAdmin={isAdmin} />
      )}
    </div>
  );
}
