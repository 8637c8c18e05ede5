import {
  type CompanyBillPosition,
  type CompanyTickSheetReply,
  type CompanyTickSheetRow,
  companyBillPositionLabels,
  companyBillPositions,
} from '@statehouse/shared/company-tick-sheets/company-tick-sheets.schemas';
import { Building2Icon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BillSheetHeader } from '@/components/bill-sheet-header';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { QueryState } from '@/components/query-state';
import type { ExportColumn } from '@/components/table-export';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUrlParams } from '@/hooks/use-url-params';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import { useCompanyTickSheet } from '../api/get-company-tick-sheet';
import { AddCompany } from './add-company';
import { CompanyPositionControls } from './company-position-controls';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const readPosition = (value: string | null): CompanyBillPosition | undefined =>
  companyBillPositions.includes(value as CompanyBillPosition) ? (value as CompanyBillPosition) : undefined;

const positionBadge: Record<CompanyBillPosition, 'default' | 'destructive' | 'secondary' | 'outline'> = {
  support: 'default',
  oppose: 'destructive',
  neutral: 'secondary',
  monitor: 'outline',
  unknown: 'outline',
};

const knownText = (row: CompanyTickSheetRow) =>
  row.known
    .map(
      (item) =>
        `${item.witnessName} testified${item.position ? ` (${companyBillPositionLabels[item.position].toLowerCase()})` : ''}${item.date ? ` on ${formatDay(item.date)}` : ''}`,
    )
    .join('; ');

const exportColumns: readonly ExportColumn<CompanyTickSheetRow>[] = [
  { header: 'Company', width: 32, value: (row) => row.company.name },
  { header: 'State', width: 8, value: (row) => row.company.state ?? '' },
  { header: 'Position', width: 14, value: (row) => companyBillPositionLabels[row.shownPosition] },
  {
    header: 'Position from',
    width: 14,
    value: (row) => (row.positionSource === 'team' ? 'Team' : row.positionSource === 'testimony' ? 'Testimony' : ''),
  },
  { header: 'Note', width: 48, value: (row) => row.note },
  { header: 'Why it cares', width: 48, value: (row) => row.reasons.join('; ') },
  { header: 'Public record', width: 48, value: knownText },
  { header: 'Recorded by', width: 20, value: (row) => row.updatedBy?.name ?? '' },
  { header: 'Recorded at', width: 14, value: (row) => row.updatedAt?.slice(0, 10) ?? '' },
];

/** The position the sheet shows and where it comes from. */
function ShownPosition({ row }: { row: CompanyTickSheetRow }) {
  if (row.positionSource === null) return <span className="text-muted-foreground">Unknown</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge variant={positionBadge[row.shownPosition]}>{companyBillPositionLabels[row.shownPosition]}</Badge>
      <span className="text-xs text-muted-foreground">
        {row.positionSource === 'team' ? `Team${row.updatedBy ? `: ${row.updatedBy.name}` : ''}` : 'From testimony'}
      </span>
    </span>
  );
}

function CompanyIdentity({ row }: { row: CompanyTickSheetRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <EntityLink kind="company" id={row.company.id}>
        <span className="font-medium">{row.company.name}</span>
      </EntityLink>
      {row.company.state && <span className="text-xs text-muted-foreground">{row.company.state}</span>}
    </div>
  );
}

function Why({ row }: { row: CompanyTickSheetRow }) {
  const known = knownText(row);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      {row.reasons.length > 0 ? (
        row.reasons.map((reason) => <span key={reason}>{reason}</span>)
      ) : (
        <span className="text-muted-foreground">Added by the team</span>
      )}
      {known && <span className="text-xs text-muted-foreground">{known}</span>}
    </div>
  );
}

function SheetTable({ sheet, rows }: { sheet: CompanyTickSheetReply; rows: CompanyTickSheetRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Companies with an interest in {sheet.bill.identifier} and their positions
          </caption>
          <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Company
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Why it cares
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Stands
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Team’s record
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Note
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.companyId} className="border-t align-top" data-testid="company-tick-row">
                <td className="px-3 py-2">
                  <CompanyIdentity row={row} />
                </td>
                <td className="max-w-sm px-3 py-2">
                  <Why row={row} />
                </td>
                <td className="px-3 py-2">
                  <ShownPosition row={row} />
                </td>
                <CompanyPositionControls billId={sheet.bill.id} row={row} canEdit={sheet.canEdit} layout="row" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        className="flex flex-col gap-3 md:hidden"
        aria-label={`Companies with an interest in ${sheet.bill.identifier}`}
      >
        {rows.map((row) => (
          <li key={row.companyId} className="rounded-lg border p-3" data-testid="company-tick-card">
            <div className="flex items-start justify-between gap-3">
              <CompanyIdentity row={row} />
              <ShownPosition row={row} />
            </div>
            <div className="mt-2">
              <Why row={row} />
            </div>
            <div className="mt-3">
              <CompanyPositionControls billId={sheet.bill.id} row={row} canEdit={sheet.canEdit} layout="card" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /bills/:billId/company-tick-sheet: the companies that care about a bill (their testimony, what they lobby on) with
 * the position the public record shows and the team's own record, editable by admins and users, exportable. The
 * position filter lives in the URL. Decision 041.
 */
export function CompanyTickSheetView({ billId }: { billId: string }) {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const position = readPosition(searchParams.get('position'));
  const query = useCompanyTickSheet(billId);
  const id = useId();
  const setPosition = (value: string) => {
    const next = latestParams();
    if (value) next.set('position', value);
    else next.delete('position');
    setSearchParams(next, { replace: true });
  };

  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={Building2Icon}
        title="Bill not found"
        reason="No bill has this address, so it has no company tick sheet."
      >
        <Button asChild variant="outline">
          <Link to={paths.bills.list}>All bills</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 lg:px-8">
      <QueryState query={query} label="company tick sheet">
        {(sheet) => {
          const rows = position ? sheet.companies.filter((row) => row.shownPosition === position) : sheet.companies;
          return (
            <>
              <BillSheetHeader
                bill={sheet.bill}
                sheetName="Company tick sheet"
                readOnlyNote={sheet.canEdit ? undefined : 'You can read this sheet; admins and users record it.'}
              />

              <dl className="flex flex-wrap gap-2" aria-label="Positions">
                {companyBillPositions.map((item) => (
                  <div key={item} className="rounded-md border px-3 py-1.5 text-sm">
                    <dt className="inline text-muted-foreground">{companyBillPositionLabels[item]} </dt>
                    <dd className="inline font-semibold tabular-nums" data-testid={`company-count-${item}`}>
                      {sheet.counts[item] ?? 0}
                    </dd>
                  </div>
                ))}
              </dl>

              <div className="flex flex-wrap items-end gap-3">
                <div className="flex flex-col gap-1 text-sm">
                  <label htmlFor={`${id}-position`} className="text-muted-foreground">
                    Position
                  </label>
                  <select
                    id={`${id}-position`}
                    className={selectClass}
                    value={position ?? ''}
                    onChange={(event) => setPosition(event.target.value)}
                  >
                    <option value="">All ({sheet.companies.length})</option>
                    {companyBillPositions.map((item) => (
                      <option key={item} value={item}>
                        {companyBillPositionLabels[item]} ({sheet.counts[item] ?? 0})
                      </option>
                    ))}
                  </select>
                </div>
                {sheet.canEdit && (
                  <AddCompany billId={sheet.bill.id} listed={new Set(sheet.companies.map((row) => row.companyId))} />
                )}
                <div className="sm:ml-auto">
                  <ExportMenu
                    columns={exportColumns}
                    loadRows={async () => rows}
                    total={rows.length}
                    noun="companies"
                    fileStem={`company-tick-sheet-${sheet.bill.id.toLowerCase()}`}
                  />
                </div>
              </div>

              {sheet.companies.length === 0 ? (
                <EmptyState
                  icon={Building2Icon}
                  title="No company is linked to this bill yet"
                  reason={
                    sheet.message ??
                    'No company testified on it or lobbies on its subjects. Add a company the team follows above.'
                  }
                />
              ) : rows.length === 0 ? (
                <EmptyState
                  icon={Building2Icon}
                  title={`No company marked ${companyBillPositionLabels[position ?? 'unknown']}`}
                  reason="Choose another position or show all companies."
                >
                  <Button variant="outline" size="sm" onClick={() => setPosition('')}>
                    Show all positions
                  </Button>
                </EmptyState>
              ) : (
                <SheetTable sheet={sheet} rows={rows} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
