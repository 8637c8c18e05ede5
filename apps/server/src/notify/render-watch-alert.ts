import {
  type CommitteeAlertKind,
  committeeAlertKindLabels,
  type LobbyistAlertKind,
  lobbyistAlertKindLabels,
} from '@statehouse/shared/alerts/alert-kinds';
import { escapeHtml } from '../lib/html';
import { formatAlertMoment, formatDayInZone } from './alert-dates';
import type { AlertEmail, RenderedAlert } from './render-alert';

/** A committee or lobbyist change as the engine hands it to the renderer (watch_events, decision 034). */
export type WatchAlertEvent = { kind: CommitteeAlertKind | LobbyistAlertKind; payload: Record<string, unknown> };
export type WatchAlertTarget = { type: 'committee' | 'lobbyist'; id: string; name: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const kindLabel = (kind: WatchAlertEvent['kind']) =>
  (committeeAlertKindLabels as Record<string, string>)[kind] ??
  (lobbyistAlertKindLabels as Record<string, string>)[kind] ??
  kind;

/**
 * "Dec 2, 2026, 9:00 AM CST" in the hearing's own time zone, as the calendar shows it (decision 032), else the
 * reader's (`timeZone`), the zone named either way; the date alone for an agenda without a time. Never the ISO text.
 */
function when(payload: Record<string, unknown>, timeZone: string): string {
  const start = new Date(text(payload.startTime));
  if (Number.isNaN(start.getTime())) return '';
  const zone = text(payload.timezone) || timeZone;
  return payload.allDay ? formatDayInZone(start, zone) : formatAlertMoment(start, zone);
}

const place = (payload: Record<string, unknown>, timeZone: string) =>
  [when(payload, timeZone), text(payload.location), payload.status === 'cancelled' ? 'cancelled' : '']
    .filter(Boolean)
    .join(', ');

/**
 * One readable line per change, e.g. "Hearing changed: Judiciary, Dec 1, 2026, 9:00 AM CST, Room 2 to Dec 2, 2026,
 * 9:00 AM CST, Room 2"; `timeZone` (the reader's) for a hearing that names no zone of its own.
 */
export function describeWatchEvent(event: WatchAlertEvent, timeZone: string): string {
  const p = event.payload;
  const label = kindLabel(event.kind);
  switch (event.kind) {
    case 'hearing_posted':
      return `${label}: ${text(p.hearing)} (${place(p, timeZone)})`;
    case 'hearing_changed': {
      const from = (p.from ?? {}) as Record<string, unknown>;
      return `${label}: ${text(p.hearing)}, ${place(from, timeZone)} to ${place(p, timeZone)}`;
    }
    case 'tracked_bill_on_agenda':
      return `${label}: ${text(p.billIdentifier)} at ${text(p.hearing)} (${when(p, timeZone)})`;
    case 'new_registration':
      return `${label}: ${text(p.client)} (${text(p.state)} ${text(p.year)})${p.subject ? `, ${text(p.subject)}` : ''}`;
    default:
      return label;
  }
}

export const watchTargetPath = (target: Pick<WatchAlertTarget, 'type' | 'id'>) =>
  target.type === 'committee'
    ? `/committees/${encodeURIComponent(target.id)}`
    : `/lobby/lobbyist/${encodeURIComponent(target.id)}`;

/** Several changes of one committee or lobbyist become one message ("3 updates on Judiciary"), one line each. */
export function renderWatchAlert(
  target: WatchAlertTarget,
  events: readonly WatchAlertEvent[],
  timeZone: string,
): RenderedAlert {
  const [first] = events;
  const title =
    events.length === 1 && first
      ? `${target.name}: ${kindLabel(first.kind)}`
      : `${events.length} updates on ${target.name}`;
  return {
    title,
    lines: events.map((event) => describeWatchEvent(event, timeZone)),
    path: watchTargetPath(target),
    staleNote: null,
  };
}

/** The e-mail of one alert (HTML and plain text); the SMS is render-alert's renderAlertSms. */
export function renderWatchEmail(target: WatchAlertTarget, alert: RenderedAlert, url: string): AlertEmail {
  const kind = target.type === 'committee' ? 'committee' : 'lobbyist';
  const textBody = [alert.title, '', ...alert.lines.map((line) => `- ${line}`), '', `Open the ${kind}: ${url}`].join(
    '\n',
  );
  const html = [
    '<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(alert.title)}</h1>`,
    `<ul style="padding-left:20px;margin:0 0 12px">${alert.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">Open ${escapeHtml(target.name)} in Statehouse</a></p>`,
    '</div>',
  ].join('');
  return { subject: alert.title, text: textBody, html };
}
