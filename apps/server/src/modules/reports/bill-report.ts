import { type BillPositionValue, billPositionLabels } from '@statehouse/shared/positions/positions.schemas';
import {
  type BillReportColumn,
  type BillReportGrouping,
  type BillReportParameters,
  type BillSelection,
  billReportColumnLabels,
  billReportColumns,
  billReportGroupingLabels,
  defaultBillReportColumns,
  type TrackDownloadParameters,
} from '@statehouse/shared/reports/reports.schemas';
import { AppError } from '../../lib/app-error';
import type { CellValue, TableColumn, TableRow } from '../../lib/documents/document';
import { listTags } from '../tags/tags.service';
import { describeSelection, type ReportBill, resolveBills, selectionMessages } from './bill-selection';
import { type BuiltReport, billUrl, formatInZone, plural, type ReportContext } from './report-context';

const positionLabel = (value: string) => billPositionLabels[value as BillPositionValue] ?? value;

type ColumnSpec = {
  column: Omit<TableColumn, 'key' | 'header'>;
  value: (bill: ReportBill, context: ReportContext) => CellValue;
};

const columnSpecs: Record<BillReportColumn, ColumnSpec> = {
  bill: {
    column: { type: 'link', width: 1.7 },
    value: (bill, context) => ({ text: `${bill.stateCode} ${bill.identifier}`, url: billUrl(context, bill.id) }),
  },
  state: { column: { width: 1.2 }, value: (bill) => bill.stateName },
  session: { column: { width: 1.8 }, value: (bill) => bill.sessionName },
  title: { column: { width: 4 }, value: (bill) => bill.title },
  status: { column: { width: 1.2 }, value: (bill) => bill.statusLabel },
  lastActionDate: { column: { type: 'date', width: 1.3 }, value: (bill) => bill.lastActionDate },
  lastAction: { column: { width: 3 }, value: (bill) => bill.lastActionText },
  nextHearing: {
    column: { width: 2.2 },
    value: (bill, context) =>
      bill.nextHearing
        ? `${formatInZone(bill.nextHearing.startTime, context.timeZone)} — ${bill.nextHearing.name}`
        : null,
  },
  tags: { column: { width: 1.8 }, value: (bill) => bill.tags.join('; ') },
  position: {
    column: { width: 1.8 },
    value: (bill) =>
      bill.positions
        .map(
          (item) =>
            `${item.tagName ? `${item.tagName}: ` : ''}${positionLabel(item.position)}${item.note ? ` (${item.note})` : ''}`,
        )
        .join('; '),
  },
  trackedBy: { column: { width: 1.8 }, value: (bill) => bill.trackedBy.join('; ') },
  firstTracked: { column: { type: 'date', width: 1.3 }, value: (bill) => bill.firstTrackedAt?.slice(0, 10) ?? null },
  link: { column: { type: 'link', width: 2.6 }, value: (bill, context) => billUrl(context, bill.id) },
};

/** The group(s) a bill falls in: a bill with two tags is listed under both. */
function groupsOf(bill: ReportBill, groupBy: BillReportGrouping): { label: string; order: string }[] {
  switch (groupBy) {
    case 'state':
      return [{ label: bill.stateName, order: bill.stateName }];
    case 'status':
      return [{ label: bill.statusLabel, order: String(bill.status).padStart(3, '0') }];
    case 'tag':
      return bill.tags.length
        ? bill.tags.map((tag) => ({ label: tag, order: `0${tag.toLowerCase()}` }))
        : [{ label: 'No tag', order: '1' }];
    case 'position': {
      const main = bill.positions.find((item) => item.tagName === null) ?? bill.positions[0];
      return main
        ? [{ label: positionLabel(main.position), order: `0${positionLabel(main.position)}` }]
        : [{ label: 'No position', order: '1' }];
    }
    default:
      return [{ label: '', order: '' }];
  }
}

async function visibleTagNames(context: ReportContext): Promise<Map<number, string>> {
  const tags = await listTags({
    db: context.db,
    caller: context.caller,
    query: { sort: 'name', page: 1, pageSize: 1000 },
  });
  return new Map(tags.data.map((tag) => [tag.id, tag.name]));
}

/** Tags named in a selection must be tags the caller sees (another account's tag answers like an unknown one). */
export async function checkSelectionTags(context: ReportContext, selection: BillSelection | undefined) {
  const names = await visibleTagNames(context);
  if (selection?.by === 'tags' && selection.tagIds.some((id) => !names.has(id))) {
    throw new AppError('BAD_REQUEST', selectionMessages.unknownTags);
  }
  return names;
}

/** The bills table: the chosen columns, a group column first when grouped. */
function billTable(
  bills: ReportBill[],
  columns: BillReportColumn[],
  groupBy: BillReportGrouping,
  context: ReportContext,
) {
  const grouped = groupBy !== 'none';
  const entries = bills.flatMap((bill, index) => groupsOf(bill, groupBy).map((group) => ({ bill, index, group })));
  if (grouped) entries.sort((a, b) => a.group.order.localeCompare(b.group.order) || a.index - b.index);
  const rows: TableRow[] = entries.map(({ bill, group }) => {
    const row: TableRow = grouped ? { group: group.label } : {};
    for (const key of columns) row[key] = columnSpecs[key].value(bill, context);
    return row;
  });
  const tableColumns: TableColumn[] = [
    ...(grouped ? [{ key: 'group', header: billReportGroupingLabels[groupBy], width: 1.5 }] : []),
    ...columns.map((key) => ({ key, header: billReportColumnLabels[key], ...columnSpecs[key].column })),
  ];
  const groupCounts = new Map<string, number>();
  for (const entry of entries) groupCounts.set(entry.group.label, (groupCounts.get(entry.group.label) ?? 0) + 1);
  return { rows, tableColumns, groupCounts };
}

/** POST /api/report/bill-report: the chosen bills with the chosen columns, grouped. */
export async function buildBillReport(context: ReportContext, parameters: BillReportParameters): Promise<BuiltReport> {
  const tagNames = await checkSelectionTags(context, parameters.selection);
  const bills = await resolveBills(context, parameters.selection);
  const columns = parameters.columns ?? defaultBillReportColumns;
  const groupBy = parameters.groupBy ?? 'none';
  const { rows, tableColumns, groupCounts } = billTable(bills, columns, groupBy, context);
  const selectionText = describeSelection(parameters.selection, tagNames);
  const title = parameters.title || 'Bill report';
  const withHearing = bills.filter((bill) => bill.nextHearing).length;
  const byStatus = new Map<string, number>();
  for (const bill of bills) byStatus.set(bill.statusLabel, (byStatus.get(bill.statusLabel) ?? 0) + 1);
  return {
    rowCount: rows.length,
    document: {
      title,
      subtitle: selectionText,
      generatedAt: context.now,
      orientation: tableColumns.length > 5 ? 'landscape' : 'portrait',
      coverFacts: [
        { label: 'Bills', value: String(bills.length) },
        { label: 'Selection', value: selectionText },
        ...(groupBy !== 'none' ? [{ label: 'Grouped by', value: billReportGroupingLabels[groupBy] }] : []),
        { label: 'Prepared by', value: context.caller.name },
      ],
      sections: [
        {
          heading: 'Summary',
          blocks: [
            {
              kind: 'paragraph',
              text:
                bills.length === 0
                  ? 'No bills match this choice.'
                  : `${plural(bills.length, 'bill')}; ${plural(withHearing, 'has a hearing', 'have a hearing')} ahead.`,
            },
            {
              kind: 'table',
              caption:
                groupBy === 'none' ? 'Bills by status' : `Bills by ${billReportGroupingLabels[groupBy].toLowerCase()}`,
              columns: [
                { key: 'label', header: groupBy === 'none' ? 'Status' : billReportGroupingLabels[groupBy], width: 3 },
                { key: 'count', header: 'Bills', type: 'integer' },
              ],
              rows: [...(groupBy === 'none' ? byStatus : groupCounts).entries()].map(([label, count]) => ({
                label,
                count,
              })),
              emptyText: 'No bills.',
              pagesOnly: true,
            },
          ],
        },
        {
          heading: 'Bills',
          blocks: [
            {
              kind: 'table',
              caption: 'Bills',
              columns: tableColumns,
              rows,
              groupBy: groupBy === 'none' ? undefined : 'group',
              emptyText: 'No bills match this choice.',
            },
          ],
        },
      ],
    },
  };
}

/** POST /api/report/track-download: the tracked list with every column, as a file. */
export async function buildTrackDownload(
  context: ReportContext,
  parameters: TrackDownloadParameters,
): Promise<BuiltReport> {
  return buildBillReport(context, {
    selection: parameters.selection ?? { by: 'tracked' },
    columns: [...billReportColumns],
    groupBy: 'none',
    title: parameters.title || 'Tracked bills',
  });
}
