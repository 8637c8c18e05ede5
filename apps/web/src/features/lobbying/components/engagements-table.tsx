import type { Engagement } from '@statehouse/shared/lobbying/lobbying.schemas';
import { EntityLink } from '@/components/entity-link';
import { InferredFirmTag } from '@/components/inferred-firm';
import type { ExportColumn } from '@/components/table-export';
import { ClientLink } from './client-link';

export const engagementExportColumns: readonly ExportColumn<Engagement>[] = [
  { header: 'Year', width: 8, value: (row) => String(row.year) },
  { header: 'Registration', width: 14, value: (row) => row.registrationNumber },
  { header: 'Lobbyist', width: 24, value: (row) => row.lobbyist.name },
  { header: 'Client', width: 32, value: (row) => row.client.name },
  { header: 'Firm', width: 24, value: (row) => row.firm?.name ?? '' },
  { header: 'Status', width: 12, value: (row) => row.status ?? '' },
  { header: 'Subject', width: 48, value: (row) => row.subject ?? '' },
];

/** Registrations as a table (a card per row on phones): year, client, lobbyist or firm, status, subject. */
export function EngagementsTable({
  engagements,
  show,
}: {
  engagements: readonly Engagement[];
  /** The other party to show beside the client: the lobbyist (on a firm) or the firm (on a lobbyist). */
  show: 'lobbyist' | 'firm';
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Year
            </th>
            <th scope="col" className="p-2">
              Client
            </th>
            <th scope="col" className="p-2">
              {show === 'lobbyist' ? 'Lobbyist' : 'Firm'}
            </th>
            <th scope="col" className="hidden p-2 md:table-cell">
              Subject
            </th>
          </tr>
        </thead>
        <tbody>
          {engagements.map((row) => (
            <tr key={row.id} className="border-t align-top">
              <td className="p-2 tabular-nums">{row.year}</td>
              <td className="p-2">
                <ClientLink name={row.client.name} companyId={row.companyId} />
                {row.status && row.status !== 'Active' && (
                  <span className="ml-1 text-xs text-muted-foreground">({row.status})</span>
                )}
              </td>
              <td className="p-2">
                {show === 'lobbyist' ? (
                  <EntityLink
                    kind="lobbyist"
                    id={row.lobbyist.id}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {row.lobbyist.name}
                  </EntityLink>
                ) : row.firm ? (
                  <>
                    <EntityLink
                      kind="firm"
                      id={row.firm.id}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {row.firm.name}
                    </EntityLink>
                    <InferredFirmTag name={row.firm.name} />
                  </>
                ) : (
                  <span className="text-muted-foreground">None named</span>
                )}
              </td>
              <td className="hidden max-w-md p-2 text-muted-foreground md:table-cell">{row.subject ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
