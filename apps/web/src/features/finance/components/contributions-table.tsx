import type { CampaignFinanceRow } from '@statehouse/shared/finance/finance.schemas';
import { Link } from 'react-router';
import { EntityLink } from '@/components/entity-link';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { contributorDetail, formatDate, formatMoney } from '../utils/finance-format';

/** Who gave: the name, what they work for, and the links the data knows (lobbyist, legislator, company). */
function Contributor({ row }: { row: CampaignFinanceRow }) {
  const detail = contributorDetail(row);
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium">
        {row.contributorMember ? (
          <EntityLink kind="member" id={row.contributorMember.id}>
            {row.contributorName}
          </EntityLink>
        ) : (
          row.contributorName
        )}
      </span>
      {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
      <span className="flex flex-wrap gap-1">
        {row.isLobbyist &&
          (row.lobbyist ? (
            <Link
              to={paths.lobby.lobbyist(String(row.lobbyist.id))}
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              Lobbyist: {row.lobbyist.name}
            </Link>
          ) : (
            <Badge variant="outline">Lobbyist (per filing)</Badge>
          ))}
        {row.contributorMember && <Badge variant="secondary">Legislator’s committee</Badge>}
        {row.company && (
          <EntityLink
            kind="company"
            id={row.company.id}
            className="text-xs text-primary underline-offset-4 hover:underline"
          >
            {row.company.via === 'employer' ? 'Employer: ' : 'Company: '}
            {row.company.name}
          </EntityLink>
        )}
      </span>
    </div>
  );
}

function Recipient({ row }: { row: CampaignFinanceRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span>{row.recipient.name}</span>
      {row.recipient.member && (
        <EntityLink
          kind="member"
          id={row.recipient.member.id}
          className="text-xs text-primary underline-offset-4 hover:underline"
        >
          Legislator: {row.recipient.member.name}
        </EntityLink>
      )}
    </div>
  );
}

function Amount({ row }: { row: CampaignFinanceRow }) {
  return (
    <span className="flex flex-col items-end">
      <span className="tabular-nums font-medium">{formatMoney(row.amount)}</span>
      {row.isMemo && <Badge variant="outline">Memo, not counted</Badge>}
      {row.isInKind && <span className="text-xs text-muted-foreground">In kind</span>}
    </span>
  );
}

/** The contributions of one page: a table from 768 px, cards below. */
export function ContributionsTable({ rows }: { rows: readonly CampaignFinanceRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Contributions</caption>
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Contributor
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Recipient
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top" data-testid="contribution-row">
                <td className="whitespace-nowrap px-3 py-2">{formatDate(row.receivedOn)}</td>
                <td className="px-3 py-2">
                  <Contributor row={row} />
                </td>
                <td className="px-3 py-2">
                  <Recipient row={row} />
                </td>
                <td className="px-3 py-2">
                  <Amount row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Contributions">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border p-3" data-testid="contribution-card">
            <div className="flex items-start justify-between gap-3">
              <Contributor row={row} />
              <Amount row={row} />
            </div>
            <div className="mt-2 text-sm">
              <span className="text-muted-foreground">To </span>
              <Recipient row={row} />
            </div>
            <p className="mt-1 text-xs text-muted-foreground">{formatDate(row.receivedOn)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
