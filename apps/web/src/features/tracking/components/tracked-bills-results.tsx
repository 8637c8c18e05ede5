import type { TrackedBill } from '@statehouse/shared/tracking/tracking.schemas';
import type { ReactNode } from 'react';
import { EntityLink } from '@/components/entity-link';
import { Checkbox } from '@/components/ui/checkbox';
import {
  AlertMark,
  formatDay,
  GuestAdders,
  HearingText,
  PositionText,
  StatusBadge,
  TagChips,
} from './tracked-bill-parts';

/** A column another feature adds to the list (through the route): who tracks each bill, how many advocates do. */
export type TrackedBillColumn = {
  header: string;
  /** The cell of one bill; `page` is every bill shown, for a cell that asks about them all in one call. */
  cell: (bill: TrackedBill, page: readonly TrackedBill[]) => ReactNode;
  /** The column's text in an export of the list; absent, the export leaves the column out. */
  exportValue?: (bill: TrackedBill) => string;
};

/** The page's choice of bills for bulk actions. */
export type TrackedSelection = {
  selected: ReadonlySet<string>;
  onToggle: (billId: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
};

type ResultsProps = {
  items: TrackedBill[];
  /** Absent, the rows cannot be chosen (a list of others' tracking, read only). */
  selection?: TrackedSelection;
  /** Analyst-portal accounts only: who owns each bill (decision 073). */
  showOwner?: boolean;
  /** Shown after the status. */
  columns?: readonly TrackedBillColumn[];
};

/** The bill's owner, a member or a team; "Unowned" muted so the bills nobody covers stand out by absence. */
function OwnerText({ owner }: { owner: TrackedBill['owner'] }) {
  if (!owner) return <span className="text-muted-foreground">Unowned</span>;
  return (
    <span className="break-words">
      {owner.name}
      {owner.type === 'team' && <span className="text-muted-foreground"> (team)</span>}
    </span>
  );
}

function LatestAction({ bill }: { bill: TrackedBill }) {
  if (!bill.lastActionText) return <span className="text-muted-foreground">No actions yet</span>;
  return (
    <span>
      <span className="font-medium whitespace-nowrap">{formatDay(bill.lastActionDate)}</span>{' '}
      <span className="text-muted-foreground">{bill.lastActionText}</span>
    </span>
  );
}

function SelectBill({
  bill,
  selection,
  className,
}: {
  bill: TrackedBill;
  selection: TrackedSelection;
  className?: string;
}) {
  return (
    <Checkbox
      className={className}
      aria-label={`Select ${bill.stateCode} ${bill.identifier}`}
      checked={selection.selected.has(bill.id)}
      onCheckedChange={(checked) => selection.onToggle(bill.id, checked === true)}
    />
  );
}

/** The tracked bills as a table, with a selection column when they can be chosen (768 px and wider). */
export function TrackedBillsTable({ items, selection, showOwner, columns = [] }: ResultsProps) {
  const selected = selection?.selected ?? new Set<string>();
  const allSelected = items.length > 0 && items.every((bill) => selected.has(bill.id));
  const someSelected = !allSelected && items.some((bill) => selected.has(bill.id));
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {selection && (
              <th scope="col" className="w-10 p-3">
                <Checkbox
                  aria-label="Select every bill on this page"
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onCheckedChange={(checked) => selection.onToggleAll(checked === true)}
                />
              </th>
            )}
            <th scope="col" className="p-3 font-medium">
              Bill
            </th>
            <th scope="col" className="p-3 font-medium">
              Status
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="p-3 font-medium">
                {column.header}
              </th>
            ))}
            <th scope="col" className="p-3 font-medium">
              Latest action
            </th>
            <th scope="col" className="p-3 font-medium">
              Next hearing
            </th>
            {showOwner && (
              <th scope="col" className="p-3 font-medium">
                Owner
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((bill) => (
            <tr key={bill.id} className="border-t align-top" data-selected={selected.has(bill.id) || undefined}>
              {selection && (
                <td className="p-3">
                  <SelectBill bill={bill} selection={selection} />
                </td>
              )}
              <td className="min-w-[18rem] max-w-md p-3">
                <div className="flex items-center gap-2">
                  <EntityLink
                    kind="bill"
                    id={bill.id}
                    className="font-semibold whitespace-nowrap text-primary hover:underline"
                  >
                    {bill.stateCode} {bill.identifier}
                  </EntityLink>
                  <AlertMark on={bill.hasAlert} />
                </div>
                <p className="text-xs text-muted-foreground">{bill.sessionName}</p>
                <p className="mt-0.5 line-clamp-2">{bill.title}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  <TagChips tags={bill.tags} />
                  <PositionText bill={bill} />
                  <GuestAdders bill={bill} />
                </div>
              </td>
              <td className="p-3">
                <StatusBadge bill={bill} />
              </td>
              {columns.map((column) => (
                <td key={column.header} className="max-w-[14rem] p-3">
                  {column.cell(bill, items)}
                </td>
              ))}
              <td className="max-w-xs p-3">
                <LatestAction bill={bill} />
              </td>
              <td className="max-w-[14rem] p-3">
                <HearingText hearing={bill.nextHearing} />
              </td>
              {showOwner && (
                <td className="max-w-[12rem] p-3">
                  <OwnerText owner={bill.owner} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tracked bills as cards (phones): the same facts stacked, the checkbox (if any) beside the bill. */
export function TrackedBillCards({ items, selection, showOwner, columns = [] }: ResultsProps) {
  return (
    <ul aria-label="Tracked bills" className="flex flex-col gap-3">
      {items.map((bill) => (
        <li
          key={bill.id}
          className="rounded-lg border p-3"
          data-selected={selection?.selected.has(bill.id) || undefined}
        >
          <div className="flex items-start gap-3">
            {selection && <SelectBill bill={bill} selection={selection} className="mt-1" />}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <EntityLink kind="bill" id={bill.id} className="font-semibold text-primary hover:underline">
                  {bill.stateCode} {bill.identifier}
                </EntityLink>
                <StatusBadge bill={bill} />
                <AlertMark on={bill.hasAlert} />
              </div>
              <p className="mt-1 text-sm">{bill.title}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <TagChips tags={bill.tags} />
                <PositionText bill={bill} />
                <GuestAdders bill={bill} />
              </div>
              <dl className="mt-2 grid gap-1 text-xs">
                <div>
                  <dt className="sr-only">Latest action</dt>
                  <dd>
                    <LatestAction bill={bill} />
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">Next hearing</dt>
                  <dd>
                    <HearingText hearing={bill.nextHearing} />
                  </dd>
                </div>
                {showOwner && (
                  <div className="flex min-w-0 gap-1">
                    <dt className="text-muted-foreground">Owner:</dt>
                    <dd className="min-w-0">
                      <OwnerText owner={bill.owner} />
                    </dd>
                  </div>
                )}
                {columns.map((column) => (
                  <div key={column.header} className="flex min-w-0 gap-1">
                    <dt className="text-muted-foreground">{column.header}:</dt>
                    <dd className="min-w-0">{column.cell(bill, items)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
