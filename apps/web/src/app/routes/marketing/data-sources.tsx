import { formatCount } from '@statehouse/shared/common/plain-format';
import { dataSources, legiscanAttribution } from '@statehouse/shared/reference/data-sources';
import type { StatusResponse } from '@statehouse/shared/status/status.schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHero, SectionHeading } from '@/features/marketing/components/page-hero';
import { useStatus } from '@/features/status/api/get-status';
import { DataSourceList } from '@/features/status/components/data-source-list';

const countLabels: [keyof StatusResponse['counts'], string][] = [
  ['bills', 'Bills'],
  ['votes', 'Roll calls'],
  ['events', 'Hearings and meetings'],
  ['people', 'People'],
  ['committees', 'Committees'],
];

export function Component() {
  const status = useStatus();
  return (
    <>
      <PageHero
        eyebrow="Data sources"
        title="Where our data comes from"
        lead="Every bill, vote, hearing, statute and filing in Statehouse comes from records that legislatures, agencies and open-data projects publish. Here is each source, what it covers, its licence, and when this server last imported it."
      />
      <section aria-labelledby="counts-title" className="border-b bg-background">
        <h2 id="counts-title" className="sr-only">
          What this server holds
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
          {countLabels.map(([key, label]) => (
            <div key={key} className="flex flex-col items-center gap-1 p-4 text-center">
              <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
              <dd className="order-1 text-3xl font-semibold tracking-tight text-primary tabular-nums">
                {status.data ? (
                  formatCount(status.data.counts[key])
                ) : status.isError ? (
                  '–'
                ) : (
                  <Skeleton className="h-9 w-20" aria-label={`Loading ${label.toLowerCase()}`} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="sources-title" className="bg-background py-14 sm:py-16">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="sources-title"
            title="Sources and licences"
            lead={
              <>
                Importers read each source in its native format, check it record by record, and record what they skipped
                and why. {legiscanAttribution}
              </>
            }
          />
          <DataSourceList
            sources={dataSources}
            freshness={status.data?.sources}
            isError={status.isError}
            onRetry={() => status.refetch()}
          />
        </div>
      </section>
    </>
  );
}
