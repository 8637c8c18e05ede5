import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type { Database } from '../../db/client';
import type { StructuredDocument } from '../../lib/documents/document';

/** Who a report reads as: their account, role and tag visibility (a scheduled run reads as its creator). */
export type ReportCaller = { id: number; accountId: number; role: RoleName; name: string };

/** What every report builder gets. */
export type ReportContext = {
  db: Database;
  caller: ReportCaller;
  /** The origin links in the file point at (PUBLIC_URL, or the request's host). */
  baseUrl: string;
  now: Date;
  /** Dates in the report (hearings, "today", the activity period) are on this zone's wall clock. */
  timeZone: string;
};

/** A report ready to render: the document without its branding, and how many data rows it holds. */
export type BuiltReport = { document: Omit<StructuredDocument, 'branding'>; rowCount: number };

export const billUrl = (context: Pick<ReportContext, 'baseUrl'>, billId: string) =>
  `${context.baseUrl}/bills/${encodeURIComponent(billId)}`;

/** "Tue, Mar 10, 2026, 9:00 AM CDT" on the report's zone. */
export function formatInZone(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(value));
}

/** "Mar 4, 2026" from YYYY-MM-DD (a calendar date, no zone). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? word : many}`;

/** upper, lower, legislature, executive -> Senate, House, Legislature, Governor (as sources write chambers). */
export const chamberLabel = (chamber: string | null) =>
  ({ upper: 'Senate', lower: 'House', legislature: 'Legislature', executive: 'Governor' })[chamber ?? ''] ??
  chamber ??
  '';
