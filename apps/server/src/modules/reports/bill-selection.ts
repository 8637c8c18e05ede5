import { normalizeBillId } from '@statehouse/shared/bills/bill-id';
import { billStatusLabel } from '@statehouse/shared/reference/bill-status';
import { encodeSessionSelection } from '@statehouse/shared/reference/sessions';
import { getStateName } from '@statehouse/shared/reference/states';
import { type BillSelection, REPORT_MAX_BILLS } from '@statehouse/shared/reports/reports.schemas';
import { AppError } from '../../lib/app-error';
import { findExistingBills, listBills } from '../bills/bills.service';
import { listTrackedBillsForReport } from '../tracking/tracking.service';
import type { ReportContext } from './report-context';
import { selectPlainBills } from './reports.queries';

/** A bill as every report sees it: tracked bills carry their tags, positions and trackers; others carry positions. */
export type ReportBill = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  stateName: string;
  sessionCode: string;
  sessionName: string;
  status: number;
  statusLabel: string;
  lastActionDate: string | null;
  lastActionText: string | null;
  nextHearing: { name: string; startTime: string; location: string | null } | null;
  tags: string[];
  positions: { position: string; note: string; tagName: string | null }[];
  trackedBy: string[];
  firstTrackedAt: string | null;
};

export const selectionMessages = {
  tooMany: (count: number) =>
    `This choice holds ${count.toLocaleString('en-US')} bills; a report can hold at most ${REPORT_MAX_BILLS}. Narrow the filters or choose fewer tags.`,
  unknownBills: (ids: string[]) =>
    `No such bill: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}.`,
  unknownTags: 'Choose tags you can see: one or more of these tags is not yours.',
} as const;

const byStateAndNumber = (a: ReportBill, b: ReportBill) =>
  a.stateCode.localeCompare(b.stateCode) ||
  a.sessionCode.localeCompare(b.sessionCode) ||
  a.identifier.localeCompare(b.identifier, 'en', { numeric: true });

/** The chosen bills, in state and bill-number order; a choice of more than REPORT_MAX_BILLS answers 400. */
export async function resolveBills(
  context: ReportContext,
  selection: BillSelection,
  options: { limit?: number } = {},
): Promise<ReportBill[]> {
  const limit = options.limit ?? REPORT_MAX_BILLS;
  const { db, caller } = context;
  if (selection.by === 'tags' || selection.by === 'tracked') {
    const query =
      selection.by === 'tags'
        ? { tagIds: selection.tagIds, tagLogic: selection.tagLogic }
        : {
            states: selection.states,
            sessionKeys: selection.sessionKeys,
            progressStatuses: selection.progressStatuses,
            trackTypes: selection.trackTypes,
            search: selection.search || undefined,
            activeOnly: selection.activeOnly,
          };
    const page = await listTrackedBillsForReport(db, caller, query, { limit: limit + 1 });
    if (page.total > limit) throw new AppError('BAD_REQUEST', selectionMessages.tooMany(page.total));
    return page.items.map(fromTracked);
  }
  let billIds: string[];
  if (selection.by === 'search') {
    const found = await listBills({
      db,
      query: { ...selection.filters, page: 1, pageSize: limit, sort: 'billNumber', order: 'asc' },
    });
    if (found.total > limit) throw new AppError('BAD_REQUEST', selectionMessages.tooMany(found.total));
    billIds = found.items.map((bill) => bill.id);
  } else {
    // A schedule keeps the selection as it was saved, before billIdSchema normalised ids: normalise again here.
    // Unknown ids answer 400 naming them, checked by the bills module's bulk check like every other bill write.
    const { found, missing } = await findExistingBills(db, selection.billIds.map(normalizeBillId));
    if (missing.length > 0) throw new AppError('BAD_REQUEST', selectionMessages.unknownBills(missing));
    billIds = found.map((bill) => bill.id);
  }
  const tracked = (await listTrackedBillsForReport(db, caller, {}, { limit: billIds.length, billIds })).items.map(
    fromTracked,
  );
  const trackedIds = new Set(tracked.map((bill) => bill.id));
  const plain = (
    await selectPlainBills(
      db,
      caller.accountId,
      billIds.filter((id) => !trackedIds.has(id)),
    )
  ).map(
    (row): ReportBill => ({
      ...row,
      stateName: getStateName(row.stateCode) ?? row.stateCode,
      statusLabel: billStatusLabel(row.status) ?? String(row.status),
      nextHearing: row.nextHearing && {
        ...row.nextHearing,
        startTime: new Date(row.nextHearing.startTime).toISOString(),
      },
      tags: [],
      trackedBy: [],
      firstTrackedAt: null,
    }),
  );
  return [...tracked, ...plain].sort(byStateAndNumber);
}

function fromTracked(bill: Awaited<ReturnType<typeof listTrackedBillsForReport>>['items'][number]): ReportBill {
  return {
    id: bill.id,
    identifier: bill.identifier,
    title: bill.title,
    stateCode: bill.stateCode,
    stateName: getStateName(bill.stateCode) ?? bill.stateCode,
    sessionCode: bill.sessionCode,
    sessionName: bill.sessionName,
    status: bill.status,
    statusLabel: bill.statusLabel,
    lastActionDate: bill.lastActionDate,
    lastActionText: bill.lastActionText,
    nextHearing: bill.nextHearing && {
      name: bill.nextHearing.name,
      startTime: bill.nextHearing.startTime,
      location: bill.nextHearing.location,
    },
    tags: bill.tags.map((tag) => tag.name),
    positions: bill.positions.map((item) => ({ position: item.position, note: item.note, tagName: item.tagName })),
    trackedBy: bill.trackedBy.map((user) => user.name),
    firstTrackedAt: bill.firstTrackedAt,
  };
}

/** A sentence saying what the selection chose, for the cover. */
export function describeSelection(selection: BillSelection, tagNames: Map<number, string>): string {
  switch (selection.by) {
    case 'tags': {
      const names = selection.tagIds.map((id) => tagNames.get(id) ?? `#${id}`);
      return `Tracked bills tagged ${names.join(selection.tagLogic === 'and' ? ' and ' : ', ')}`;
    }
    case 'tracked': {
      const parts: string[] = [];
      if (selection.states?.length) parts.push(selection.states.join(', '));
      if (selection.sessionKeys?.length) parts.push(`sessions ${selection.sessionKeys.join(', ')}`);
      if (selection.progressStatuses?.length) {
        parts.push(selection.progressStatuses.map((code) => billStatusLabel(code) ?? String(code)).join(' or '));
      }
      if (selection.search) parts.push(`matching “${selection.search}”`);
      if (selection.activeOnly) parts.push('active sessions');
      return parts.length ? `Tracked bills: ${parts.join('; ')}` : 'All tracked bills';
    }
    case 'search': {
      const filters = selection.filters;
      const parts: string[] = [];
      const { stateCode } = filters;
      if (stateCode) parts.push(getStateName(stateCode) ?? stateCode);
      if (filters.sessionCode) parts.push(`session ${encodeSessionSelection(filters.sessionCode)}`);
      if (filters.searchTerm) parts.push(`“${filters.searchTerm}”`);
      if (filters.statuses?.length)
        parts.push(filters.statuses.map((code) => billStatusLabel(code) ?? code).join(' or '));
      if (filters.types?.length) parts.push(filters.types.join(', '));
      return parts.length ? `Bills matching ${parts.join('; ')}` : 'Bills matching an advanced search';
    }
    case 'bills':
      return `${selection.billIds.length} chosen ${selection.billIds.length === 1 ? 'bill' : 'bills'}`;
  }
}
