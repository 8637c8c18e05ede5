import { type BillAlertKind, billAlertKindLabels } from '@statehouse/shared/alerts/alert-kinds';
import { billStatuses } from '@statehouse/shared/reference/bill-status';
import { describeMotion } from '@statehouse/shared/reference/vote-motions';
import { escapeHtml } from '../lib/html';
import { formatAlertDate, formatAlertMoment } from './alert-dates';

/** One bill event as the engine hands it to the renderer. */
export type AlertEvent = { id: number; kind: BillAlertKind; payload: Record<string, unknown> };
export type AlertBill = { id: string; state: string; identifier: string; title: string };
/** A source whose last successful import is old: its changes may reach us late. */
export type StaleSource = { source: string; lastSuccessAt: string | null };

export type RenderedAlert = {
  /** "TX HB 1: New action" or "3 updates on TX HB 1". */
  title: string;
  /** One line per event. */
  lines: string[];
  /** The app path of the bill. */
  path: string;
  staleNote: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const statusLabel = (code: unknown) =>
  billStatuses.find((status) => status.value === Number(code))?.label ?? text(code);

/**
 * One readable line per event, e.g. "New action (Mar 1, 2026): Referred to State Affairs"; a moment (a hearing's
 * start) on the reader's `timeZone` with the zone named (alert-dates.ts).
 */
export function describeEvent(event: AlertEvent, timeZone: string): string {
  const p = event.payload;
  const label = billAlertKindLabels[event.kind] ?? event.kind;
  const date = (value: unknown) => formatAlertDate(value, timeZone);
  const dated = (value: unknown) => (date(value) ? ` (${date(value)})` : '');
  switch (event.kind) {
    case 'new_action':
      return `${label}${dated(p.date)}: ${text(p.text)}`;
    case 'new_version':
      return `${label}${dated(p.date)}: ${text(p.name)}`;
    case 'new_vote':
      return `${label}${dated(p.date)}: ${describeMotion(text(p.motion)).label}${p.result ? ` (${text(p.result)})` : ''}`;
    case 'status_change':
      return `${label}: ${statusLabel(p.from)} to ${statusLabel(p.to)}`;
    case 'hearing_scheduled':
      return `${label}: ${text(p.committee) || 'committee'}${date(p.startTime) ? `, ${date(p.startTime)}` : ''}`;
    case 'hearing_moved':
      return `${label}: ${text(p.committee) || 'committee'}, ${date(p.from)} to ${date(p.to)}`;
    case 'mentioned_in_hearing':
      return `${label}: ${text(p.eventName) || 'a hearing'}${dated(p.date)}${p.excerpt ? `: "${text(p.excerpt)}"` : ''}`;
    default:
      return label;
  }
}

export const billPath = (billId: string) => `/bills/${encodeURIComponent(billId)}`;
export const billLabel = (bill: AlertBill) => `${bill.state} ${bill.identifier}`;

export function staleNoteOf(stale: StaleSource | null, timeZone: string): string | null {
  if (!stale) return null;
  return stale.lastSuccessAt
    ? `The source (${stale.source}) last updated successfully on ${formatAlertMoment(stale.lastSuccessAt, timeZone)}: changes may reach us late.`
    : `The source (${stale.source}) has not updated successfully yet: changes may reach us late.`;
}

/**
 * Several events of one bill become one message ("3 updates on TX HB 1"), one line each, its dates on the reader's
 * `timeZone` (their settings' zone, the one digests use).
 */
export function renderAlert(
  bill: AlertBill,
  events: readonly AlertEvent[],
  stale: StaleSource | null,
  timeZone: string,
): RenderedAlert {
  const label = billLabel(bill);
  const [first] = events;
  const title =
    events.length === 1 && first
      ? `${label}: ${billAlertKindLabels[first.kind]}`
      : `${events.length} updates on ${label}`;
  return {
    title,
    lines: events.map((event) => describeEvent(event, timeZone)),
    path: billPath(bill.id),
    staleNote: staleNoteOf(stale, timeZone),
  };
}

export type AlertEmail = { subject: string; text: string; html: string };

/** A readable e-mail (HTML and plain text) for one alert; `url` is absolute when PUBLIC_URL is set. */
export function renderAlertEmail(bill: AlertBill, alert: RenderedAlert, url: string): AlertEmail {
  const intro = bill.title ? `${billLabel(bill)}: ${bill.title}` : billLabel(bill);
  const textBody = [
    alert.title,
    '',
    intro,
    '',
    ...alert.lines.map((line) => `- ${line}`),
    '',
    ...(alert.staleNote ? [`Note: ${alert.staleNote}`, ''] : []),
    `Open the bill: ${url}`,
  ].join('\n');
  const html = [
    '<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(alert.title)}</h1>`,
    `<p style="margin:0 0 12px;color:#444">${escapeHtml(intro)}</p>`,
    `<ul style="padding-left:20px;margin:0 0 12px">${alert.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    alert.staleNote
      ? `<p style="margin:0 0 12px;color:#8a5a00"><strong>Note:</strong> ${escapeHtml(alert.staleNote)}</p>`
      : '',
    `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">Open ${escapeHtml(billLabel(bill))} in Statehouse</a></p>`,
    '</div>',
  ].join('');
  return { subject: alert.title, text: textBody, html };
}

/** A text message: the title and as many lines as fit in two SMS segments. */
export function renderAlertSms(alert: RenderedAlert, url: string): string {
  const body = `${alert.title}: ${alert.lines.join('; ')}`;
  const room = 300 - url.length - 1;
  return `${body.length > room ? `${body.slice(0, room - 1)}…` : body} ${url}`;
}
