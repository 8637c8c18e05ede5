import type {
  BillOfInterest,
  CompanyAlias,
  CompanyDetail,
  CompanyLobbyingYear,
} from '@statehouse/shared/companies/companies.schemas';
import { getStateName } from '@statehouse/shared/reference/states';
import { BuildingIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { InferredFirmTag } from '@/components/inferred-firm';
import { QueryState } from '@/components/query-state';
import type { ExportColumn } from '@/components/table-export';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { useCompanyBillsOfInterest } from '../api/get-company-bills-of-interest';
import { CompanyContributions } from './company-contributions';
import { aliasKindLabels, money, plural } from './company-labels';
import { CompanySummaryPanel } from './company-summary-form';

const tabs = [
  { value: 'lobbying' },
  { value: 'contributions' },
  { value: 'bills' },
  { value: 'names' },
  { value: 'summary' },
] as const;

/**
 * /lobby/company/:id once loaded (`undefined` while it loads): one company across its lobbyists and firms by
 * year, its contributions, the bills that matter to it, the names it appears under with their sources, and the
 * account's own summary. `contributions`, `bills` and `summary` may be replaced (tests pass light stand-ins).
 */
export function CompanyDetailView({
  company,
  contributions,
  bills,
  summary,
}: {
  company: CompanyDetail | undefined;
  contributions?: ReactNode;
  bills?: ReactNode;
  summary?: ReactNode;
}) {
  const { tab, setTab } = useUrlTab(tabs);
  const registrations = company?.lobbying.reduce((sum, year) => sum + year.registrationCount, 0) ?? 0;
  return (
    <DetailPage
      back={{ to: paths.lobby.home, label: 'Lobbying' }}
      loadingLabel="Loading company"
      tabsLabel="Company sections"
      tab={tab}
      onTabChange={setTab}
      header={
        company && (
          <DetailHeader
            title={company.name}
            badges={company.accountOwned ? <Badge variant="secondary">Added by your account</Badge> : undefined}
            meta={[
              company.state ? `Based in ${getStateName(company.state) ?? company.state}` : null,
              company.jurisdictions.length > 0 ? `Seen in ${company.jurisdictions.join(', ')}` : null,
              plural(registrations, 'lobbyist registration'),
              `${plural(company.contributionCount, 'contribution')} (${money(company.contributionTotal)})`,
            ]
              .filter(Boolean)
              .join(' · ')}
          >
            {company.description && <p className="max-w-3xl text-sm">{company.description}</p>}
            {company.keywords.length > 0 && (
              <p className="text-sm text-muted-foreground">Keywords: {company.keywords.join(', ')}</p>
            )}
          </DetailHeader>
        )
      }
      tabs={
        company
          ? [
              {
                value: 'lobbying',
                label: 'Lobbyists and firms',
                count: company.lobbying.length,
                content: <LobbyingByYear years={company.lobbying} name={company.name} />,
              },
              {
                value: 'contributions',
                label: 'Contributions',
                count: company.contributionCount,
                content: contributions ?? <CompanyContributions companyId={company.id} />,
              },
              {
                value: 'bills',
                label: 'Bills of interest',
                content: bills ?? <CompanyBills companyId={company.id} name={company.name} />,
              },
              {
                value: 'names',
                label: 'Names and sources',
                count: company.aliases.length,
                content: <AliasList aliases={company.aliases} />,
              },
              {
                value: 'summary',
                label: 'Your summary',
                content: summary ?? <CompanySummaryPanel companyId={company.id} />,
              },
            ]
          : []
      }
    />
  );
}

export function LobbyingByYear({ years, name }: { years: CompanyLobbyingYear[]; name: string }) {
  if (years.length === 0)
    return (
      <EmptyState
        icon={UsersIcon}
        title="No lobbyist registrations"
        reason={`No lobbyist registration in the loaded data (South Dakota, 2012-2026) names ${name} as a client.`}
      />
    );
  return (
    <ol className="flex flex-col gap-4">
      {years.map((year) => (
        <li key={`${year.stateCode}-${year.year}`} className="rounded-lg border p-4">
          <h3 className="font-medium">
            {year.year} · {year.stateCode}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              {plural(year.registrationCount, 'registration')}
            </span>
          </h3>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">Lobbyists</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {year.lobbyists.map((lobbyist) => (
                  <li key={lobbyist.id}>
                    <EntityLink kind="lobbyist" id={lobbyist.id}>
                      {lobbyist.name}
                    </EntityLink>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-muted-foreground">Firms</dt>
            <dd>
              {year.firms.length === 0 ? (
                <span className="text-muted-foreground">None named (lobbyists registered directly)</span>
              ) : (
                <ul className="flex flex-wrap gap-x-3 gap-y-1">
                  {year.firms.map((firm) => (
                    <li key={firm.id}>
                      <EntityLink kind="firm" id={firm.id}>
                        {firm.name}
                      </EntityLink>
                      <InferredFirmTag name={firm.name} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            {year.subjects.length > 0 && (
              <>
                <dt className="text-muted-foreground">Subjects</dt>
                <dd>{year.subjects.join('; ')}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}

export function AliasList({ aliases }: { aliases: CompanyAlias[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Names the company appears under, with their sources</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-2 font-medium">Name as written</th>
            <th className="p-2 font-medium">Kind</th>
            <th className="p-2 font-medium">Source records</th>
            <th className="p-2 text-right font-medium">Records</th>
          </tr>
        </thead>
        <tbody>
          {aliases.map((alias) => (
            <tr key={alias.id} className="border-t">
              <td className="p-2">
                {alias.name}
                <span className="block text-xs text-muted-foreground">Matched as “{alias.normalizedName}”</span>
              </td>
              <td className="p-2">{aliasKindLabels[alias.sourceKind]}</td>
              <td className="p-2">{alias.source}</td>
              <td className="p-2 text-right tabular-nums">{alias.recordCount.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const billColumns: readonly ExportColumn<BillOfInterest>[] = [
  { header: 'Bill', width: 14, value: (bill) => bill.identifier },
  { header: 'State', width: 6, value: (bill) => bill.stateCode },
  { header: 'Title', width: 60, value: (bill) => bill.title },
  { header: 'Why', width: 60, value: (bill) => bill.reasons.join('; ') },
  { header: 'Score', width: 8, value: (bill) => bill.score.toFixed(3) },
];

function CompanyBills({ companyId, name }: { companyId: number; name: string }) {
  const query = useCompanyBillsOfInterest(companyId, undefined);
  return (
    <QueryState query={query} label="bills of interest">
      {(reply) => <BillsOfInterest bills={reply.data} message={reply.message} name={name} companyId={companyId} />}
    </QueryState>
  );
}

export function BillsOfInterest({
  bills,
  message,
  name,
  companyId,
}: {
  bills: BillOfInterest[];
  message: string | null;
  name: string;
  /** With it, a link opens the bill search ranked for the company (rerankCompanyId). */
  companyId?: number;
}) {
  if (bills.length === 0)
    return (
      <EmptyState
        icon={FileTextIcon}
        title="No bills of interest"
        reason={message ?? 'Nothing links a bill to this company.'}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Ranked by what {name} lobbies on, its keywords, its name in bill text and its testimony.
          {companyId !== undefined && bills[0] && (
            <>
              {' '}
              <Link
                to={`${paths.bills.list}?stateCode=${bills[0].stateCode}&rerankCompanyId=${companyId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                Search all {getStateName(bills[0].stateCode) ?? bills[0].stateCode} bills ranked for {name}
              </Link>
            </>
          )}
        </p>
        <ExportMenu
          columns={billColumns}
          loadRows={async () => bills}
          total={bills.length}
          noun="bills"
          fileStem={`bills-of-interest-${name}`}
        />
      </div>
      <ol className="divide-y rounded-lg border">
        {bills.map((bill) => (
          <li key={bill.billId} className="flex flex-col gap-1 p-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <EntityLink kind="bill" id={bill.billId}>
                {bill.stateCode} {bill.identifier}
              </EntityLink>
              <span className="text-sm">{bill.title}</span>
            </div>
            <ul className="text-xs text-muted-foreground">
              {bill.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function CompanyNotFound() {
  return (
    <EmptyState
      variant="page"
      icon={BuildingIcon}
      titleAs="h1"
      title="Company not found"
      reason="No company has this id, or it was added by another account."
    />
  );
}
