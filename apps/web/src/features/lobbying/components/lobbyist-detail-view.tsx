import type { LobbyistClient, LobbyistDetail } from '@statehouse/shared/lobbying/lobbying.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { useId, useState } from 'react';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { InferredFirmTag } from '@/components/inferred-firm';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { formatDay } from '@/lib/format-date';
import { getEngagements, useEngagements } from '../api/get-engagements';
import { useLobbyistClients } from '../api/get-lobbyist-clients';
import { useLobbyistContributions } from '../api/get-lobbyist-contributions';
import { useLobbyistTestimony } from '../api/get-lobbyist-testimony';
import { ClientLink } from './client-link';
import { EngagementsTable, engagementExportColumns } from './engagements-table';
import { loadAllPages } from './load-all-pages';
import { TestimonyList } from './testimony-list';

const tabs = [
  { value: 'clients', label: 'Clients by year' },
  { value: 'engagements', label: 'Registrations' },
  { value: 'subjects', label: 'Subjects' },
  { value: 'firms', label: 'Firms' },
  { value: 'contributions', label: 'Contributions' },
  { value: 'testimony', label: 'Testimony' },
] as const;

/** 6052248803 -> (605) 224-8803; other shapes as written. */
const formatPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
};

const money = (value: number | string) => Number(value).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The lobbyist's clients (employers) grouped under each year they registered for them, newest year first. */
export function ClientsByYear({ lobbyist, clients }: { lobbyist: LobbyistDetail; clients: readonly LobbyistClient[] }) {
  return (
    <div className="flex flex-col gap-5">
      {lobbyist.years.map(({ year, count }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="text-lg font-semibold">
            {year}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({count} {count === 1 ? 'client' : 'clients'})
            </span>
          </h2>
          <ul className="mt-2 divide-y rounded-lg border">
            {clients
              .filter((client) => client.years.includes(year))
              .map((entry) => (
                <li key={entry.client.id} className="flex flex-col gap-0.5 p-3">
                  <span className="font-medium">
                    <ClientLink name={entry.client.name} companyId={entry.companyId} />
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {[entry.client.city, entry.client.state].filter(Boolean).join(', ')}
                    {entry.client.clientType === 'agency' ? ' · Public agency' : ''}
                    {entry.firms.map((firm) => (
                      <span key={firm.id}>
                        {' · Firm: '}
                        <EntityLink kind="firm" id={firm.id} className="underline-offset-4 hover:underline">
                          {firm.name}
                        </EntityLink>
                        <InferredFirmTag name={firm.name} />
                      </span>
                    ))}
                  </span>
                  {entry.subjects.length > 0 && (
                    <span className="line-clamp-2 text-sm">{entry.subjects.join('; ')}</span>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ClientsTab({ lobbyist }: { lobbyist: LobbyistDetail }) {
  const clients = useLobbyistClients(lobbyist.id);
  return (
    <QueryState query={clients} label="clients">
      {(data) => <ClientsByYear lobbyist={lobbyist} clients={data.data} />}
    </QueryState>
  );
}

function EngagementsTab({ lobbyist }: { lobbyist: LobbyistDetail }) {
  const yearId = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const query = { lobbyistId: lobbyist.id, year, page, limit };
  const engagements = useEngagements(query);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={yearId}>Year</label>
          <select
            id={yearId}
            value={year ?? ''}
            onChange={(event) => {
              setYear(Number(event.target.value) || undefined);
              setPage(1);
            }}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="">Every year</option>
            {lobbyist.years.map((entry) => (
              <option key={entry.year} value={entry.year}>
                {entry.year}
              </option>
            ))}
          </select>
        </div>
        <div className="ml-auto">
          <ExportMenu
            columns={engagementExportColumns}
            total={engagements.data?.total ?? 0}
            noun="registrations"
            fileStem={`lobbyist-${lobbyist.id}-registrations`}
            loadRows={() => loadAllPages((p, l) => getEngagements({ ...query, page: p, limit: l }))}
          />
        </div>
      </div>
      <QueryState query={engagements} label="registrations">
        {(data) => (
          <>
            <EngagementsTable engagements={data.data} show="firm" />
            <ListPagination
              page={page}
              pageSize={limit}
              total={data.total}
              onPage={setPage}
              onPageSize={(size) => {
                setLimit(size);
                setPage(1);
              }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function ContributionsTab({ lobbyist }: { lobbyist: LobbyistDetail }) {
  const contributions = useLobbyistContributions({ lobbyistId: lobbyist.id });
  return (
    <QueryState query={contributions} label="contributions">
      {(data) =>
        data.data.length === 0 ? (
          <EmptyState
            title="No contributions found"
            reason={`No campaign contribution in the data was matched to ${lobbyist.name}. Contributions come from Minnesota and FEC filings; lobbyists are matched by name.`}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">
              {data.total} contributions, {money(data.amount)} in all.
            </p>
            <ul className="divide-y rounded-lg border">
              {data.data.map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                  <span>
                    {row.receivedOn ? formatDay(row.receivedOn) : row.year} · to {row.recipient.name}
                  </span>
                  <span className="tabular-nums">{money(row.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  );
}

function TestimonyTab({ lobbyist }: { lobbyist: LobbyistDetail }) {
  const testimony = useLobbyistTestimony({ lobbyistId: lobbyist.id });
  return (
    <QueryState query={testimony} label="testimony">
      {(data) => <TestimonyList reply={data} />}
    </QueryState>
  );
}

/** /lobby/lobbyist/:id: who the lobbyist is, their clients and employers by year, subjects, firms, money, testimony. */
export function LobbyistDetailView({ lobbyist }: { lobbyist: LobbyistDetail | undefined }) {
  const { tab, setTab } = useUrlTab(tabs);
  const header = lobbyist && (
    <DetailHeader
      title={lobbyist.name}
      badges={
        <Badge variant="secondary">
          {lobbyist.lobbyistType === 'public' ? 'Public agency lobbyist' : 'Private lobbyist'}
        </Badge>
      }
      meta={[
        getStateName(lobbyist.stateCode) ?? lobbyist.stateCode,
        lobbyist.firstYear === lobbyist.latestYear
          ? `Registered ${lobbyist.latestYear}`
          : `Registered ${lobbyist.firstYear}–${lobbyist.latestYear}`,
        `${lobbyist.clientCount} ${lobbyist.clientCount === 1 ? 'client' : 'clients'}`,
      ].join(' · ')}
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {lobbyist.occupation && (
          <>
            <dt className="text-muted-foreground">Occupation</dt>
            <dd>{lobbyist.occupation}</dd>
          </>
        )}
        {(lobbyist.city || lobbyist.state) && (
          <>
            <dt className="text-muted-foreground">Based in</dt>
            <dd>{[lobbyist.city, lobbyist.state, lobbyist.zip].filter(Boolean).join(', ')}</dd>
          </>
        )}
        {lobbyist.email && (
          <>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd>
              <a href={`mailto:${lobbyist.email}`} className="text-primary underline-offset-4 hover:underline">
                {lobbyist.email}
              </a>
            </dd>
          </>
        )}
        {lobbyist.phone && (
          <>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>
              <a href={`tel:${lobbyist.phone}`} className="text-primary underline-offset-4 hover:underline">
                {formatPhone(lobbyist.phone)}
              </a>
            </dd>
          </>
        )}
      </dl>
    </DetailHeader>
  );
  return (
    <DetailPage
      back={{ to: paths.lobby.home, label: 'Lobbying' }}
      header={header}
      loadingLabel="Loading lobbyist"
      tabsLabel="Lobbyist sections"
      tab={tab}
      onTabChange={setTab}
      tabs={
        lobbyist
          ? [
              { ...tabs[0], count: lobbyist.clientCount, content: <ClientsTab lobbyist={lobbyist} /> },
              { ...tabs[1], count: lobbyist.registrationCount, content: <EngagementsTab lobbyist={lobbyist} /> },
              {
                ...tabs[2],
                count: lobbyist.subjects.length,
                content:
                  lobbyist.subjects.length === 0 ? (
                    <EmptyState
                      title="No subjects registered"
                      reason="The registrations name no subject of legislation (public agency lists do not)."
                    />
                  ) : (
                    <ul className="divide-y rounded-lg border">
                      {lobbyist.subjects.map((subject) => (
                        <li key={subject.subject} className="flex flex-col gap-0.5 p-3 text-sm">
                          <span>{subject.subject}</span>
                          <span className="text-muted-foreground">{subject.years.join(', ')}</span>
                        </li>
                      ))}
                    </ul>
                  ),
              },
              {
                ...tabs[3],
                count: lobbyist.firms.length,
                content:
                  lobbyist.firms.length === 0 ? (
                    <EmptyState
                      title="No firm known"
                      reason="The registrations name no firm, and the lobbyist's e-mail is not a contract lobbying firm's (decision 040)."
                    />
                  ) : (
                    <ul className="divide-y rounded-lg border">
                      {lobbyist.firms.map((firm) => (
                        <li key={firm.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                          <EntityLink
                            kind="firm"
                            id={firm.id}
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            {firm.name}
                          </EntityLink>
                          <InferredFirmTag name={firm.name} />
                          <span className="ml-auto text-muted-foreground">{firm.years.join(', ')}</span>
                        </li>
                      ))}
                    </ul>
                  ),
              },
              { ...tabs[4], content: <ContributionsTab lobbyist={lobbyist} /> },
              { ...tabs[5], content: <TestimonyTab lobbyist={lobbyist} /> },
            ]
          : []
      }
    />
  );
}
