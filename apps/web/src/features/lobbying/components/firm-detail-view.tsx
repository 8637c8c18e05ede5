import type { FirmDetail } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { useId } from 'react';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { INFERRED_FIRM_REASON, isInferredFirm } from '@/components/inferred-firm';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useUrlParams } from '@/hooks/use-url-params';
import { useUrlTab } from '@/hooks/use-url-tab';
import { getFirmEngagements, useFirmEngagements } from '../api/get-firm-engagements';
import { EngagementsTable, engagementExportColumns } from './engagements-table';

const tabs = [
  { value: 'clients', label: 'Clients by year' },
  { value: 'lobbyists', label: 'Lobbyists' },
] as const;

/** The firm's registrations of the year in the URL (`?year=`), else of every year, grouped by year. */
function ClientsTab({ firm }: { firm: FirmDetail }) {
  const yearId = useId();
  const [params, setParams, latestParams] = useUrlParams();
  const picked = Number(params.get('year'));
  const year = firm.years.some((entry) => entry.year === picked) ? picked : undefined;
  const engagements = useFirmEngagements(firm.id, year);
  const setYear = (next: number | undefined) => {
    const updated = latestParams();
    if (next) updated.set('year', String(next));
    else updated.delete('year');
    setParams(updated, { replace: true });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={yearId}>Year</label>
          <select
            id={yearId}
            value={year ?? ''}
            onChange={(event) => setYear(Number(event.target.value) || undefined)}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">Every year</option>
            {firm.years.map((entry) => (
              <option key={entry.year} value={entry.year}>
                {entry.year} ({entry.count} {entry.count === 1 ? 'client' : 'clients'})
              </option>
            ))}
          </select>
        </div>
        <div className="ml-auto">
          <ExportMenu
            columns={engagementExportColumns}
            total={engagements.data?.data.length ?? 0}
            noun="registrations"
            fileStem={`firm-${firm.id}-registrations${year ? `-${year}` : ''}`}
            loadRows={async () => (await getFirmEngagements(firm.id, year)).data}
          />
        </div>
      </div>
      <QueryState query={engagements} label="registrations">
        {(data) => <EngagementsTable engagements={data.data} show="lobbyist" />}
      </QueryState>
    </div>
  );
}

/** /lobby/firm/:id: the firm's lobbyists and the clients it represents, by year. */
export function FirmDetailView({ firm }: { firm: FirmDetail | undefined }) {
  const { tab, setTab } = useUrlTab(tabs);
  const header = firm && (
    <DetailHeader
      title={firm.name}
      badges={
        isInferredFirm(firm.name) ? (
          <Badge variant="secondary" title={INFERRED_FIRM_REASON}>
            Inferred firm
          </Badge>
        ) : undefined
      }
      meta={[
        getStateName(firm.stateCode) ?? firm.stateCode,
        firm.firstYear === firm.latestYear ? String(firm.latestYear) : `${firm.firstYear}–${firm.latestYear}`,
        `${firm.lobbyistCount} ${firm.lobbyistCount === 1 ? 'lobbyist' : 'lobbyists'}`,
        `${firm.clientCount} ${firm.clientCount === 1 ? 'client' : 'clients'}`,
      ].join(' · ')}
    >
      <p className="max-w-3xl text-sm text-muted-foreground">
        {isInferredFirm(firm.name) && <span className="font-medium text-foreground">Why “inferred”: </span>}
        {firm.note}
      </p>
    </DetailHeader>
  );
  return (
    <DetailPage
      back={{ to: `${paths.lobby.home}?tab=firms`, label: 'Lobbying firms' }}
      header={header}
      loadingLabel="Loading firm"
      tabsLabel="Firm sections"
      tab={tab}
      onTabChange={setTab}
      tabs={
        firm
          ? [
              { ...tabs[0], count: firm.clientCount, content: <ClientsTab firm={firm} /> },
              {
                ...tabs[1],
                count: firm.lobbyistCount,
                content: (
                  <ul aria-label="Lobbyists of the firm" className="divide-y rounded-lg border">
                    {firm.lobbyists.map((lobbyist) => (
                      <li key={lobbyist.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                        <EntityLink
                          kind="lobbyist"
                          id={lobbyist.id}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {lobbyist.name}
                        </EntityLink>
                        <span className="text-muted-foreground">
                          {lobbyist.clientCount} {lobbyist.clientCount === 1 ? 'client' : 'clients'} ·{' '}
                          {lobbyist.years.join(', ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]
          : []
      }
    />
  );
}
