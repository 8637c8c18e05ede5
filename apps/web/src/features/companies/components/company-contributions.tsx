import type { CompanyContributionsReply } from '@statehouse/shared/finance/finance.schemas';
import { HandCoinsIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';
import { useCompanyContributions } from '../api/get-company-contributions';
import { money, plural } from './company-labels';

/** The campaign-finance search narrowed to one contribution: its recipient, contributor and year. */
export function contributionSearchPath(row: CompanyContributionsReply['data'][number]): string {
  const params = new URLSearchParams({ stateCode: row.jurisdictionCode, filerName: row.recipient.name });
  params.set('search', row.contributorName);
  if (row.year) params.set('year', String(row.year));
  return `${paths.campaignFinance}?${params}`;
}

/** Contributions from the company (organization) or its people (employer), with the names they appear under. */
export function CompanyContributions({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const query = useCompanyContributions(companyId, page);
  return (
    <QueryState query={query} label="contributions">
      {(reply) => <ContributionsList reply={reply} page={page} onPage={setPage} />}
    </QueryState>
  );
}

export function ContributionsList({
  reply,
  page,
  onPage,
}: {
  reply: CompanyContributionsReply;
  page: number;
  onPage: (page: number) => void;
}) {
  if (reply.total === 0)
    return (
      <EmptyState
        icon={HandCoinsIcon}
        title="No contributions found"
        reason="No contribution in the loaded campaign-finance data (Minnesota CFB, FEC filings) names this company as the contributor or as the contributor’s employer."
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {plural(reply.total, 'contribution')}, {money(reply.amount)} in all
        {reply.byYear.length > 0 &&
          ` (${reply.byYear
            .filter((year) => year.year !== null)
            .map((year) => `${year.year}: ${money(year.amount)}`)
            .join(', ')})`}
        .
        {reply.data.some((row) => row.isMemo) &&
          ' FEC memo entries (earmarks that repeat another line of the filing) are listed but not counted.'}
      </p>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Contributions</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="hidden p-2 font-medium sm:table-cell">Date</th>
              <th className="p-2 font-medium">Contributor</th>
              <th className="p-2 font-medium">Recipient</th>
              <th className="p-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {reply.data.map((row) => (
              <tr key={row.id} className="border-t">
                <td className="hidden whitespace-nowrap p-2 sm:table-cell">
                  {row.receivedOn ? formatDay(row.receivedOn) : (row.year ?? '—')}
                </td>
                <td className="p-2">
                  {/* Phones: the date folds into the first cell, so the amount stays on screen. */}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {row.receivedOn ? formatDay(row.receivedOn) : (row.year ?? '—')}
                  </span>
                  {row.contributorName}
                  {row.company?.via === 'employer' && row.contributorEmployer && (
                    <span className="block text-xs text-muted-foreground">Employer: {row.contributorEmployer}</span>
                  )}
                </td>
                <td className="p-2">
                  <Link to={contributionSearchPath(row)} className="text-primary underline-offset-4 hover:underline">
                    {row.recipient.name}
                  </Link>
                  <span className="block text-xs text-muted-foreground">{row.jurisdictionCode}</span>
                </td>
                <td className="whitespace-nowrap p-2 text-right tabular-nums">
                  {money(row.amount)}
                  {row.isMemo && <span className="block text-xs text-muted-foreground">memo, not counted</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reply.total > reply.limit && (
        <ListPagination
          label="Contribution pages"
          page={page}
          pageSize={reply.limit}
          total={reply.total}
          onPage={onPage}
        />
      )}
    </div>
  );
}
