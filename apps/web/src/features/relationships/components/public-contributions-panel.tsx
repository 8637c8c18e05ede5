import { QueryState } from '@/components/query-state';
import { formatDay } from '@/lib/format-date';
import { usePublicContributions } from '../api/get-public-contributions';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * Contributions to the member's campaign committees in the public campaign-finance data, with the committees they
 * were matched to (by name, state and office) so a reader can judge the match; the server's reason when empty.
 */
export function PublicContributionsPanel({ memberId }: { memberId: string }) {
  const query = usePublicContributions(memberId);
  return (
    <section aria-labelledby="public-contributions-title" className="flex flex-col gap-3">
      <h2 id="public-contributions-title" className="font-medium">
        Campaign contributions (public data)
      </h2>
      <QueryState query={query} label="contributions">
        {(reply) => (
          <>
            {reply.filers.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Matched committees:{' '}
                {reply.filers
                  .map(
                    (filer) =>
                      `${filer.name} (${filer.office ?? 'office unknown'}${filer.district ? ` ${filer.district}` : ''})`,
                  )
                  .join('; ')}
              </p>
            )}
            {reply.message ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{reply.message}</p>
            ) : (
              <>
                <p className="text-sm">
                  {reply.total} contributions, {money.format(reply.totalAmount)} in all
                  {reply.total > reply.data.length ? ` (the newest ${reply.data.length} shown)` : ''}.
                </p>
                <div className="overflow-x-auto rounded-lg border">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Contributions, newest first</caption>
                    <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          Date
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          Contributor
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">
                          Amount
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {reply.data.map((row) => (
                        <tr key={row.id} className="border-t">
                          <td className="px-3 py-2 whitespace-nowrap">{formatDay(row.receivedOn, '—')}</td>
                          <td className="px-3 py-2">
                            {row.contributorName}
                            {row.contributorEmployer && (
                              <span className="text-muted-foreground"> · {row.contributorEmployer}</span>
                            )}
                          </td>
                          <td className="px-3 py-2 text-right tabular-nums">{money.format(row.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
