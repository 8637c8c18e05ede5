import type { LobbyAnalyticsKind } from '@statehouse/shared/lobbying/lobbying.schemas';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useLobbyAnalytics } from '../api/get-lobby-analytics';
import { type LobbyFilters, type LobbyTab, lobbyTabs } from './use-lobby-filters';

const tabLabels: Record<LobbyTab, string> = { lobbyists: 'Lobbyists', firms: 'Firms', companies: 'Companies' };

/** The three lists of /lobby as links (?tab=), so each is its own address and Back works between them. */
export function LobbyTabNav({ current }: { current: LobbyTab }) {
  const [params] = useSearchParams();
  const hrefOf = (tab: LobbyTab) => {
    const next = new URLSearchParams();
    for (const key of ['state', 'year']) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    if (tab !== 'lobbyists') next.set('tab', tab);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label="Lobbying lists" className="mb-3 flex gap-1 overflow-x-auto border-b">
      {lobbyTabs.map((tab) => (
        <Link
          key={tab}
          to={hrefOf(tab)}
          aria-current={tab === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
            tab === current
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {tabLabels[tab]}
        </Link>
      ))}
    </nav>
  );
}

/** State (every state or one) and the year the charts rank by; the years are those with registrations. */
export function LobbyFiltersPanel({
  kind,
  filters,
  update,
  states,
  children,
}: {
  kind: LobbyAnalyticsKind;
  filters: LobbyFilters;
  update: (changes: Partial<LobbyFilters>) => void;
  states: readonly { id: string; name: string }[];
  children?: React.ReactNode;
}) {
  const id = useId();
  const scope = useLobbyAnalytics(kind, { stateCode: filters.state || undefined });
  const years = [...(scope.data?.years ?? [])].reverse();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-state`} className="text-sm font-medium">
          State
        </label>
        <select
          id={`${id}-state`}
          value={filters.state}
          onChange={(event) => update({ state: event.target.value })}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="">All states</option>
          {states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-year`} className="text-sm font-medium">
          Year of the rankings
        </label>
        <select
          id={`${id}-year`}
          value={filters.year || ''}
          onChange={(event) => update({ year: Number(event.target.value) || 0 })}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="">Every year</option>
          {(filters.year && !years.includes(filters.year) ? [filters.year, ...years] : years).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {children}
      {(filters.state || filters.year > 0) && (
        <Button variant="ghost" size="sm" onClick={() => update({ state: '', year: 0 })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
