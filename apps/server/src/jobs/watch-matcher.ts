import type { AlertChannel } from '@statehouse/shared/alerts/alert-kinds';
import { alertChannels } from '@statehouse/shared/alerts/alert-kinds';
import type { NotificationPreferences } from '@statehouse/shared/users/users.schemas';
import type { Database } from '../db/client';
import { announceNotifications } from '../notify/live-push';
import { enqueueOutbox, type NewOutboxMessage } from '../notify/outbox';
import { renderAlertSms } from '../notify/render-alert';
import { renderWatchAlert, renderWatchEmail, type WatchAlertTarget } from '../notify/render-watch-alert';
import { absolute, eventSetKey, type MatchSettings, preferencesOf } from './alert-matcher';
import { nextDigestAt } from './digest-time';
import {
  insertWatchNotifications,
  lockPendingWatchEvents,
  markWatchEventsAlerted,
  selectHearingCommittees,
  selectTrackedBills,
  selectWatchRecipients,
  selectWatchTargets,
  type WatchEvent,
  type WatchNotificationRow,
  type WatchRecipient,
} from './watch-matcher.queries';

export type WatchMatchResult = { events: number; notifications: number; messages: number };

const channelSwitch: Record<AlertChannel, 'inApp' | 'email' | 'sms'> = { in_app: 'inApp', email: 'email', sms: 'sms' };

/**
 * The channels a committee or lobbyist change goes to for one user. Like bill alerts (alertChannelsFor): the channel
 * must be on in settings (SMS also needs a phone), and the alert's channels and kinds narrow when it names any. The
 * per-channel kind lists of settings hold bill kinds only, so they do not apply here (decision 034).
 */
export function watchChannelsFor(
  kind: string,
  alert: Pick<WatchRecipient, 'enabled' | 'eventKinds' | 'channels'>,
  preferences: NotificationPreferences,
): AlertChannel[] {
  if (!alert.enabled) return [];
  if (alert.eventKinds.length > 0 && !alert.eventKinds.includes(kind)) return [];
  return alertChannels.filter((channel) => {
    if (!preferences[channelSwitch[channel]]) return false;
    if (channel === 'sms' && !preferences.phone) return false;
    return alert.channels.length === 0 || alert.channels.includes(channel);
  });
}

const targetKey = (type: string, id: string) => `${type}:${id}`;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * One pass over recorded committee and lobbyist changes (decision 034), the sibling of matchPendingEvents: for each
 * alert holder and committee or lobbyist, one in-app notification and one outbox message per other channel, then the
 * changes are marked alerted, all in one transaction. A tracked_bill_on_agenda change goes only to holders who see a
 * tag on that bill. Delivery is the outbox worker's, as for bill alerts.
 */
export async function matchWatchEvents(db: Database, settings: MatchSettings): Promise<WatchMatchResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const now = new Date();
    const events = await lockPendingWatchEvents(t, settings.batchSize ?? 5000);
    const result: WatchMatchResult = { events: events.length, notifications: 0, messages: 0 };
    if (events.length === 0) return result;

    const hearingChanges = events.filter((event) => event.lobbyistId === null);
    const committeesOf = await selectHearingCommittees(
      t,
      hearingChanges.map((event) => ({
        id: event.id,
        state: text(event.payload.state) ?? '',
        committeeId: event.committeeId,
        committeeName: text(event.payload.committee),
      })),
    );
    const eventsByTarget = new Map<string, WatchEvent[]>();
    const add = (key: string, event: WatchEvent) => {
      const list = eventsByTarget.get(key) ?? [];
      list.push(event);
      eventsByTarget.set(key, list);
    };
    const eventById = new Map(events.map((event) => [event.id, event]));
    for (const row of committeesOf) {
      const event = eventById.get(row.eventId);
      if (event) add(targetKey('committee', row.committeeId), event);
    }
    for (const event of events)
      if (event.lobbyistId !== null) add(targetKey('lobbyist', String(event.lobbyistId)), event);

    const committeeIds = [...new Set(committeesOf.map((row) => row.committeeId))];
    const lobbyistIds = [...new Set(events.flatMap((event) => (event.lobbyistId !== null ? [event.lobbyistId] : [])))];
    const agendaBills = [
      ...new Set(events.flatMap((e) => (e.kind === 'tracked_bill_on_agenda' && e.billId ? [e.billId] : []))),
    ];
    const [recipients, targets, tracked] = [
      await selectWatchRecipients(t, committeeIds, lobbyistIds),
      await selectWatchTargets(t, committeeIds, lobbyistIds),
      agendaBills.length > 0 ? await selectTrackedBills(t, committeeIds, agendaBills) : [],
    ];
    const trackedBy = new Set(tracked.map((row) => `${row.accountId}:${row.userId}:${row.billId}`));
    const nameOf = new Map(targets.map((target) => [targetKey(target.type, target.id), target.name]));

    const notificationRows: WatchNotificationRow[] = [];
    const outboxMessages: NewOutboxMessage[] = [];
    for (const recipient of recipients) {
      const key = targetKey(recipient.type, recipient.targetId);
      const targetEvents = eventsByTarget.get(key) ?? [];
      const target: WatchAlertTarget = {
        type: recipient.type,
        id: recipient.targetId,
        name: nameOf.get(key) ?? recipient.targetId,
      };
      const preferences = preferencesOf(recipient.settings);
      const byChannel = new Map<AlertChannel, WatchEvent[]>();
      for (const event of targetEvents) {
        if (
          event.kind === 'tracked_bill_on_agenda' &&
          !trackedBy.has(`${recipient.accountId}:${recipient.userId}:${event.billId}`)
        )
          continue;
        for (const channel of watchChannelsFor(event.kind, recipient, preferences)) {
          byChannel.set(channel, [...(byChannel.get(channel) ?? []), event]);
        }
      }
      for (const [channel, list] of byChannel) {
        const alert = renderWatchAlert(
          target,
          list.map((event) => ({ kind: event.kind, payload: event.payload })),
          preferences.timeZone,
        );
        const sourceAt = new Date(Math.min(...list.map((event) => event.detectedAt.getTime())));
        const detail = {
          count: list.length,
          events: list.map((event) => ({ id: event.id, kind: event.kind, ...event.payload })),
        };
        if (channel === 'in_app') {
          const bills = [...new Set(list.flatMap((event) => (event.billId ? [event.billId] : [])))];
          notificationRows.push({
            accountId: recipient.accountId,
            userId: recipient.userId,
            kind: recipient.type === 'committee' ? 'committee_update' : 'lobbyist_update',
            title: alert.title,
            body: alert.lines.join('; '),
            link: alert.path,
            billId: bills.length === 1 ? (bills[0] ?? null) : null,
            payload: { ...detail, [recipient.type === 'committee' ? 'committeeId' : 'lobbyistId']: target.id },
            delayMs: now.getTime() - sourceAt.getTime(),
          });
          continue;
        }
        if (settings.channelsOff[channel]) continue;
        const url = absolute(settings.publicUrl, alert.path);
        const base = {
          accountId: recipient.accountId,
          userId: recipient.userId,
          channel,
          dedupeKey: `${recipient.type}-alert:${channel}:${recipient.accountId}:${recipient.userId}:${target.id}:${eventSetKey(list)}`,
          sourceAt,
        } as const;
        if (channel === 'email') {
          const digest = preferences.emailDelivery === 'immediate' ? null : preferences.emailDelivery;
          outboxMessages.push({
            ...base,
            payload: {
              to: recipient.email,
              ...renderWatchEmail(target, alert, url),
              appendDelay: true,
              ...(digest ? { digest } : {}),
            },
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

    const inserted = await insertWatchNotifications(t, notificationRows);
    await announceNotifications(t, inserted);
    result.notifications = inserted.length;
    result.messages = await enqueueOutbox(t, outboxMessages);
    await markWatchEventsAlerted(
      t,
      events.map((event) => event.id),
    );
    return result;
  });
}
