import type { LobbyAnalyticsKind } from '@statehouse/shared/lobbying/lobbying.schemas';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useLobbyAnalytics } from '../api/get-lobby-analytics';

const LobbyTrendChart = lazy(lazyWithTimeout(() => import('./lobby-trend-chart')));

const CHART_LINES = 5;

const labels: Record<LobbyAnalyticsKind, { title: string; measure: string; noun: string }> = {
  companies: { title: 'Top clients', measure: 'Lobbyists', noun: 'lobbyists' },
  firms: { title: 'Top firms', measure: 'Clients', noun: 'clients' },
  lobbyists: { title: 'Top lobbyists', measure: 'Clients', noun: 'clients' },
};

/** The link of a top entry: a lobbyist or firm page; a client opens its company where it resolved to one. */
function TopName({
  kind,
  id,
  companyId,
  name,
}: {
  kind: LobbyAnalyticsKind;
  id: number;
  companyId: number | null;
  name: string;
}) {
  const to =
    kind === 'lobbyists'
      ? paths.lobby.lobbyist(String(id))
      : kind === 'firms'
        ? paths.lobby.firm(String(id))
        : companyId !== null
          ? paths.lobby.company(String(companyId))
          : null;
  return to ? (
    <Link to={to} className="text-primary underline-offset-4 hover:underline">
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/**
 * Counts for the scope, the top ten of the tab's kind (clients by lobbyists, firms and lobbyists by clients) with
 * their trend over the years as a chart, and the subjects most registered for.
 */
export function LobbyAnalyticsPanel({
  kind,
  stateCode,
  year,
}: {
  kind: LobbyAnalyticsKind;
  stateCode: string | undefined;
  year: number | undefined;
}) {
  const analytics = useLobbyAnalytics(kind, { stateCode, year });
  const label = labels[kind];
  return (
    <details open className="group rounded-lg border p-3 [&_summary]:cursor-pointer">
      <summary className="text-sm font-medium">
        {label.title} over the years{year ? ` (ranked by ${year})` : ''}
      </summary>
      <div className="mt-3">
        <QueryState query={analytics} label="lobbying analytics">
          {(data) =>
            data.top.length === 0 ? (
              <p className="text-sm text-muted-foreground">No registrations in this scope.</p>
            ) : (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-muted-foreground">
                  {year ? `${year}: ` : `${data.years[0]}–${data.years.at(-1)}: `}
                  {data.totals.registrations.toLocaleString('en-US')} registrations,{' '}
                  {data.totals.lobbyists.toLocaleString('en-US')} lobbyists,{' '}
                  {data.totals.clients.toLocaleString('en-US')} clients, {data.totals.firms.toLocaleString('en-US')}{' '}
                  firms.
                </p>
                <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                  <figure aria-label={`${label.title}: ${label.measure.toLowerCase()} by year`}>
                    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                      <LobbyTrendChart
                        top={data.top.slice(0, CHART_LINES)}
                        years={data.years}
                        measure={label.measure}
                      />
                    </Suspense>
                    <figcaption className="text-xs text-muted-foreground">
                      {label.measure} of the top {Math.min(CHART_LINES, data.top.length)} by year.
                    </figcaption>
                  </figure>
                  <div className="flex flex-col gap-3">
                    <table className="w-full text-sm">
                      <caption className="mb-1 text-left font-medium">{label.title}</caption>
                      <thead className="sr-only">
                        <tr>
                          <th>Name</th>
                          <th>{label.measure}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.top.map((entry) => (
                          <tr key={entry.id} className="border-t">
                            <td className="py-1 pr-2">
                              <TopName kind={kind} id={entry.id} companyId={entry.companyId} name={entry.name} />
                            </td>
                            <td className="py-1 text-right whitespace-nowrap tabular-nums text-muted-foreground">
                              {kind === 'companies' ? entry.lobbyists : entry.clients} {label.noun}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    {data.subjects.length > 0 && (
                      <div>
                        <p className="text-sm font-medium">Subjects most registered for</p>
                        <ul className="mt-1 flex flex-wrap gap-1">
                          {data.subjects.map((subject) => (
                            <li key={subject.subject} className="rounded bg-muted px-2 py-0.5 text-xs">
                              {subject.subject} ({subject.registrations})
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </div>
                </div>
              </div>
            )
          }
        </QueryState>
      </div>
    </details>
  );
}
