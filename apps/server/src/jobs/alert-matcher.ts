import { createHash } from 'node:crypto';
import type { AlertChannel } from '@statehouse/shared/alerts/alert-kinds';
import { alertChannelsFor } from '@statehouse/shared/alerts/alert-routing';
import type { NotificationPreferences } from '@statehouse/shared/users/users.schemas';
import { defaultUserSettings, notificationPreferencesSchema } from '@statehouse/shared/users/users.schemas';
import type { Database } from '../db/client';
import { announceNotifications } from '../notify/live-push';
import { enqueueOutbox, type NewOutboxMessage } from '../notify/outbox';
import {
  type AlertBill,
  type AlertEvent,
  billLabel,
  renderAlert,
  renderAlertEmail,
  renderAlertSms,
  type StaleSource,
} from '../notify/render-alert';
import {
  type AlertedBill,
  type FreshnessRow,
  insertBillNotifications,
  lockPendingEvents,
  markEventsAlerted,
  type NotificationContent,
  type NotificationRecipient,
  type PendingEvent,
  selectAlertedBills,
  selectFreshness,
  selectRecipients,
  selectWebhookTargets,
} from './alert-matcher.queries';
import { nextDigestAt } from './digest-time';

export type MatchSettings = {
  coalesceMs: number;
  staleSourceHours: number;
  digestHour: number;
  /** Absolute links in e-mails, texts and webhooks when set (PUBLIC_URL). */
  publicUrl?: string;
  /** Channels whose settings are missing are not enqueued at all (logged once per run). */
  channelsOff: { email?: string; sms?: string };
  /** Events taken per run; a bigger backlog is taken by the next runs. */
  batchSize?: number;
};

export type MatchResult = {
  events: number;
  notifications: number;
  messages: number;
  /** Messages left out because their channel is off, by channel. */
  skipped: Partial<Record<'email' | 'sms', number>>;
};

/** Where the delay starts: the event's own timestamp when the source gives a time of day, else our first sight. */
export function publishedAt(event: PendingEvent): Date {
  // A mention in a recorded hearing counts from when the recording became available (decision 069).
  const date =
    event.kind === 'mentioned_in_hearing' && typeof event.payload.availableAt === 'string'
      ? event.payload.availableAt
      : event.payload.date;
  if (typeof date === 'string' && /T\d\d:\d\d/.test(date) && event.kind !== 'hearing_scheduled') {
    const parsed = new Date(date);
    if (!Number.isNaN(parsed.getTime()) && parsed.getTime() <= event.detectedAt.getTime()) return parsed;
  }
  return event.detectedAt;
}

/** The freshest source feeding a bill: its own importer, or the live-sync rows of its state. */
export function staleSourceOf(
  bill: AlertedBill,
  freshness: FreshnessRow[],
  staleHours: number,
  now: Date,
): StaleSource | null {
  const feeding = freshness.filter((row) => row.source === bill.source || row.source.endsWith(`:${bill.state}`));
  if (feeding.length === 0) return null;
  const times = feeding.map((row) => (row.lastSuccessAt ? new Date(row.lastSuccessAt).getTime() : 0));
  const freshest = Math.max(...times);
  if (now.getTime() - freshest <= staleHours * 3_600_000) return null;
  const row = feeding[times.indexOf(freshest)];
  return { source: row?.source ?? bill.source, lastSuccessAt: freshest > 0 ? new Date(freshest).toISOString() : null };
}

export function preferencesOf(settings: Record<string, unknown> | null): NotificationPreferences {
  const merged = { ...defaultUserSettings.notifications, ...(settings?.notifications as object | undefined) };
  const parsed = notificationPreferencesSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultUserSettings.notifications;
}

/** A short, stable name for a set of events: the same events always give the same dedupe key. */
export const eventSetKey = (events: readonly { id: number }[]) =>
  createHash('sha256')
    .update(events.map((event) => event.id).join(','))
    .digest('hex')
    .slice(0, 24);

export const absolute = (publicUrl: string | undefined, path: string) =>
  publicUrl ? new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).toString() : path;

/**
 * One pass of the alert engine's matching (decision 028): takes unprocessed bill events, and for each bill writes
 * one in-app notification per recipient (now, in this transaction) and one outbox message per recipient and
 * other channel (e-mail, at once or at the user's digest time; SMS; the account's webhooks), then marks the
 * events alerted, all in one transaction: a crash before commit leaves everything to the next run, and the
 * dedupe keys keep a run that repeats from storing anything twice.
 */
export async function matchPendingEvents(db: Database, settings: MatchSettings): Promise<MatchResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const events = await lockPendingEvents(tx as unknown as Database, {
      coalesceMs: settings.coalesceMs,
      limit: settings.batchSize ?? 5000,
    });
    const result: MatchResult = { events: events.length, notifications: 0, messages: 0, skipped: {} };
    if (events.length === 0) return result;
    const t = tx as unknown as Database;

    const eventsByBill = new Map<string, PendingEvent[]>();
    for (const event of events) {
      const list = eventsByBill.get(event.billId) ?? [];
      list.push(event);
      eventsByBill.set(event.billId, list);
    }
    const billIds = [...eventsByBill.keys()];
    const [bills, recipients, webhookTargets, freshness] = [
      await selectAlertedBills(t, billIds),
      await selectRecipients(t, billIds),
      await selectWebhookTargets(t, billIds),
      await selectFreshness(t),
    ];
    const billById = new Map(bills.map((bill) => [bill.id, bill]));
    const contents: NotificationContent[] = [];
    const contentIndex = new Map<object, number>();
    const notificationRows: NotificationRecipient[] = [];
    const preferencesByUser = new Map<number, NotificationPreferences>();
    const outboxMessages: NewOutboxMessage[] = [];

    const context = new Map<string, { bill: AlertBill; stale: StaleSource | null; sourceAt: Date }>();
    for (const [billId, billEvents] of eventsByBill) {
      const stored = billById.get(billId);
      if (!stored) continue;
      const sourceAt = new Date(Math.min(...billEvents.map((event) => publishedAt(event).getTime())));
      context.set(billId, {
        bill: { id: stored.id, state: stored.state, identifier: stored.identifier, title: stored.title },
        stale: staleSourceOf(stored, freshness, settings.staleSourceHours, now),
        sourceAt,
      });
    }
    const asAlertEvents = (list: readonly PendingEvent[]): AlertEvent[] =>
      list.map((event) => ({ id: event.id, kind: event.kind, payload: event.payload }));
    const detailOf = (list: readonly PendingEvent[], stale: StaleSource | null) => ({
      count: list.length,
      events: list.map((event) => ({ id: event.id, kind: event.kind, ...event.payload })),
      ...(stale ? { staleSource: stale } : {}),
    });

    // Most recipients of a bill get the same events: render each distinct set once per time zone (the texts' dates
    // are on the reader's zone; a fan-out renders thousands for a few zones).
    const rendered = new Map<string, { alert: ReturnType<typeof renderAlert>; detail: ReturnType<typeof detailOf> }>();
    const renderedFor = (
      ctx: { bill: AlertBill; stale: StaleSource | null },
      list: readonly PendingEvent[],
      timeZone: string,
    ) => {
      const key = `${timeZone}:${ctx.bill.id}:${list.map((event) => event.id).join(',')}`;
      let found = rendered.get(key);
      if (!found) {
        found = {
          alert: renderAlert(ctx.bill, asAlertEvents(list), ctx.stale, timeZone),
          detail: detailOf(list, ctx.stale),
        };
        rendered.set(key, found);
      }
      return found;
    };

    for (const recipient of recipients) {
      const billEvents = eventsByBill.get(recipient.billId);
      const ctx = context.get(recipient.billId);
      if (!billEvents || !ctx) continue;
      // Parsed once per user: a fan-out meets the same users on many bills.
      let preferences = preferencesByUser.get(recipient.userId);
      if (!preferences) {
        preferences = preferencesOf(recipient.settings);
        preferencesByUser.set(recipient.userId, preferences);
      }
      const byChannel = new Map<AlertChannel, PendingEvent[]>();
      for (const event of billEvents) {
        for (const channel of alertChannelsFor(event.kind, recipient, preferences)) {
          const list = byChannel.get(channel) ?? [];
          list.push(event);
          byChannel.set(channel, list);
        }
      }
      for (const [channel, list] of byChannel) {
        const { alert, detail } = renderedFor(ctx, list, preferences.timeZone);
        if (channel === 'in_app') {
          let content = contentIndex.get(detail);
          if (content === undefined) {
            content = contents.length;
            contentIndex.set(detail, content);
            contents.push({
              title: alert.title,
              body: [alert.lines.join('; '), alert.staleNote].filter(Boolean).join(' '),
              link: alert.path,
              billId: ctx.bill.id,
              payload: detail,
              delayMs: now.getTime() - ctx.sourceAt.getTime(),
            });
          }
          notificationRows.push({ accountId: recipient.accountId, userId: recipient.userId, content });
          continue;
        }
        if (settings.channelsOff[channel]) {
          result.skipped[channel] = (result.skipped[channel] ?? 0) + 1;
          continue;
        }
        const url = absolute(settings.publicUrl, alert.path);
        const base = {
          accountId: recipient.accountId,
          userId: recipient.userId,
          channel,
          dedupeKey: `bill-alert:${channel}:${recipient.accountId}:${recipient.userId}:${ctx.bill.id}:${eventSetKey(list)}`,
          sourceAt: ctx.sourceAt,
        } as const;
        if (channel === 'email') {
          const email = renderAlertEmail(ctx.bill, alert, url);
          const digest = preferences.emailDelivery === 'immediate' ? null : preferences.emailDelivery;
          outboxMessages.push({
            ...base,
            payload: { to: recipient.email, ...email, appendDelay: true, ...(digest ? { digest } : {}) },
            ...(digest
              ? {
                  notBefore: nextDigestAt({
                    now,
                    timeZone: preferences.timeZone,
                    hour: settings.digestHour,
                    every: digest,
                  }),
                }
              : {}),
          });
        } else {
          outboxMessages.push({
            ...base,
            payload: { to: preferences.phone, body: renderAlertSms(alert, url), appendDelay: true },
          });
        }
      }
    }

    for (const target of webhookTargets) {
      const billEvents = eventsByBill.get(target.billId);
      const ctx = context.get(target.billId);
      if (!billEvents || !ctx) continue;
      const list = billEvents.filter(
        (event) => target.eventKinds.length === 0 || target.eventKinds.includes(event.kind),
      );
      if (list.length === 0) continue;
      // A webhook has no reader's zone: its text is in UTC, named as such; its fields keep the sources' values.
      const alert = renderAlert(ctx.bill, asAlertEvents(list), ctx.stale, 'UTC');
      outboxMessages.push({
        accountId: target.accountId,
        webhookId: target.webhookId,
        channel: 'webhook',
        dedupeKey: `bill-alert:webhook:${target.webhookId}:${ctx.bill.id}:${eventSetKey(list)}`,
        sourceAt: ctx.sourceAt,
        payload: {
          kind: 'bill_update',
          title: alert.title,
          text: alert.lines.join('\n'),
          url: absolute(settings.publicUrl, alert.path),
          bill: { ...ctx.bill, label: billLabel(ctx.bill) },
          ...detailOf(list, ctx.stale),
          sourceAt: ctx.sourceAt.toISOString(),
        },
      });
    }

    const inserted = await insertBillNotifications(t, contents, notificationRows);
    await announceNotifications(t, inserted);
    result.notifications = inserted.length;
    result.messages = await enqueueOutbox(t, outboxMessages);
    await markEventsAlerted(
      t,
      events.map((event) => event.id),
    );
    return result;
  });
}
