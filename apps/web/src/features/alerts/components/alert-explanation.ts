import {
  type AlertChannel,
  alertChannelLabels,
  alertChannels,
  type BillAlertKind,
  billAlertKinds,
} from '@statehouse/shared/alerts/alert-kinds';
import { alertChannelsFor, type BillAlertChoice } from '@statehouse/shared/alerts/alert-routing';
import type { AlertChannelStatus } from '@statehouse/shared/alerts/alerts.schemas';
import type { NotificationPreferences } from '@statehouse/shared/users/users.schemas';

export type AlertReach = {
  /** Each event kind that reaches the user, with its channels, in the vocabulary's order. */
  byKind: { kind: BillAlertKind; channels: AlertChannel[] }[];
  /** Every channel some kind reaches. */
  channels: AlertChannel[];
  /** Why a reached channel cannot deliver on this server or for this user (from /api/alerts/channels). */
  warnings: string[];
};

/** What an alert choice means for this user, by the one routing rule the alert engine uses (alertChannelsFor). */
export function explainAlert(
  choice: BillAlertChoice,
  preferences: NotificationPreferences,
  statuses: readonly AlertChannelStatus[] = [],
): AlertReach {
  const byKind = billAlertKinds
    .map((kind) => ({ kind, channels: alertChannelsFor(kind, choice, preferences) }))
    .filter((entry) => entry.channels.length > 0);
  const reached = new Set(byKind.flatMap((entry) => entry.channels));
  const channels = alertChannels.filter((channel) => reached.has(channel));
  const warnings = channels.flatMap((channel) => {
    const status = statuses.find((entry) => entry.channel === channel);
    return status && !status.available && status.message ? [status.message] : [];
  });
  return { byKind, channels, warnings };
}

export const channelList = (channels: readonly AlertChannel[]) =>
  channels.map((channel) => alertChannelLabels[channel]).join(', ');
