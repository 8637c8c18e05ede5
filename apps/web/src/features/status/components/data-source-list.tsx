import { formatCount } from '@statehouse/shared/common/plain-format';
import type { DataSource, DataSourceArea } from '@statehouse/shared/reference/data-sources';
import { ALL_STATES_KEY, getStateName } from '@statehouse/shared/reference/states';
import type { SourceFreshness } from '@statehouse/shared/status/status.schemas';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { type Freshness, freshnessOf, timeAgo } from './freshness';

const areaLabels: Record<DataSourceArea, string> = {
  bills: 'Bills',
  hearings: 'Hearings',
  people: 'People',
  statutes: 'Statutes',
  regulations: 'Regulations',
  lobbying: 'Lobbying',
  finance: 'Campaign finance',
};

type DataSourceListProps = {
  sources: DataSource[];
  /** Freshness rows from GET /api/status; undefined while loading or when it failed. */
  freshness: SourceFreshness[] | undefined;
  isError?: boolean;
  onRetry?: () => void;
};

/** Every data source with what it covers, its licence and, from the server, when it was last imported. */
export function DataSourceList({ sources, freshness, isError, onRetry }: DataSourceListProps) {
  const [area, setArea] = useState<DataSourceArea | null>(null);
  const areas = (Object.keys(areaLabels) as DataSourceArea[]).filter((key) =>
    sources.some((source) => source.areas.includes(key)),
  );
  const shown = area ? sources.filter((source) => source.areas.includes(area)) : sources;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show sources of</legend>
        {[null, ...areas].map((value) => (
          <Button
            key={value ?? 'all'}
            size="sm"
            variant={area === value ? 'secondary' : 'ghost'}
            aria-pressed={area === value}
            onClick={() => setArea(value)}
          >
            {value ? areaLabels[value] : 'All sources'}
          </Button>
        ))}
      </fieldset>
      {isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 p-4">
          <p className="text-sm">The import status could not be loaded; licences and coverage are shown below.</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Data sources">
        {shown.map((source) => (
          <li key={source.id}>
            <SourceCard
              source={source}
              freshness={freshness ? freshnessOf(source.id, freshness) : undefined}
              loading={!freshness && !isError}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SourceCard({
  source,
  freshness,
  loading,
}: {
  source: DataSource;
  freshness: Freshness | null | undefined;
  loading: boolean;
}) {
  const titleId = `source-${source.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-semibold">
            {source.name}
          </h3>
          {source.kind === 'live' && <Badge variant="secondary">Live sync</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">{source.publisher}</p>
      </header>
      <p className="text-sm">{source.covers}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Coverage</dt>
        <dd className="flex flex-wrap gap-1">
          {source.jurisdictions.map((code) => (
            <Badge key={code} variant="outline" title={code === ALL_STATES_KEY ? undefined : getStateName(code)}>
              {code === ALL_STATES_KEY ? 'All states' : code}
            </Badge>
          ))}
        </dd>
        <dt className="text-muted-foreground">Formats</dt>
        <dd>{source.formats.join(', ')}</dd>
        <dt className="text-muted-foreground">Licence</dt>
        <dd>
          {source.licenseUrl ? (
            <a href={source.licenseUrl} className="underline underline-offset-4 hover:text-primary">
              {source.license}
            </a>
          ) : (
            source.license
          )}
        </dd>
      </dl>
      {source.attribution && (
        <p className="rounded-md border-l-4 border-highlight bg-highlight/10 px-3 py-2 text-sm">{source.attribution}</p>
      )}
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3 text-sm">
        <FreshnessLine source={source} freshness={freshness} loading={loading} />
        <a
          href={source.url}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Source <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">: {source.name}</span>
        </a>
      </footer>
    </article>
  );
}

function FreshnessLine({
  source,
  freshness,
  loading,
}: {
  source: DataSource;
  freshness: Freshness | null | undefined;
  loading: boolean;
}) {
  if (loading) return <Skeleton className="h-4 w-48" aria-label="Loading import status" />;
  if (freshness === undefined) return <span className="text-muted-foreground">Import status unavailable</span>;
  if (freshness === null) {
    return (
      <span className="text-muted-foreground">
        {source.kind === 'live' ? 'Not scheduled on this server (needs an API key)' : 'Not imported on this server'}
      </span>
    );
  }
  const when = timeAgo(freshness.lastRunAt);
  const records = `${formatCount(freshness.records)} records`;
  if (freshness.status === 'failed') {
    return (
      <span className="text-destructive" title={freshness.lastError ?? undefined}>
        Last run failed {when}
      </span>
    );
  }
  const skipped = freshness.skipped > 0 ? `, ${formatCount(freshness.skipped)} skipped` : '';
  const states = freshness.states.length > 0 ? ` for ${freshness.states.join(', ')}` : '';
  return (
    <span>
      <time dateTime={freshness.lastRunAt} title={formatDateTime(freshness.lastRunAt)}>
        {freshness.status === 'sample' ? `Sample built ${when}` : `Imported ${when}`}
      </time>
      <span className="text-muted-foreground">
        {' '}
        · {records}
        {skipped}
        {states}
      </span>
    </span>
  );
}
