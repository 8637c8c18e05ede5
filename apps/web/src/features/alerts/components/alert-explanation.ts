import {
  type AlertChannel,
  alertChannelLabels,
  alertChannels,
  type BillAlertKind,
  billAlertKinds,
} from '@statehouse/shared/alerts/alert-kinds';
import { alertChannelsFor, type BillAlertChoice, whyAlertNeverFires } from '@statehouse/shared/alerts/alert-routing';
import type { AlertChannelStatus } from '@statehouse/shared/alerts/alerts.schemas';
import type { NotificationPreferences } from '@statehouse/shared/users/users.schemas';

export type AlertReach = {
  /** Each event kind that reaches the user, with the channels that will deliver it, in the vocabulary's order. */
  byKind: { kind: BillAlertKind; channels: AlertChannel[] }[];
  /** Every channel that will deliver something. */
  channels: AlertChannel[];
  /** Why a channel the choice reaches will not deliver on this server or for this user (from /api/alerts/channels). */
  warnings: string[];
  /** Why the alert can never fire (the save call refuses it with the same sentence); null when it can. */
  neverFires: string | null;
};

/**
 * What an alert choice will do for this user, by the one routing rule the alert engine uses (alertChannelsFor):
 * a channel this server cannot deliver on is left out of what the user gets, and said beside it.
 */
export function explainAlert(
  choice: BillAlertChoice,
  preferences: NotificationPreferences,
  statuses: readonly AlertChannelStatus[] = [],
): AlertReach {
  const off: Partial<Record<AlertChannel, string>> = {};
  for (const status of statuses) {
    if (!status.serverAvailable)
      off[status.channel] = status.message ?? `${alertChannelLabels[status.channel]} is off.`;
  }
  const reachedByKind = billAlertKinds.map((kind) => ({ kind, channels: alertChannelsFor(kind, choice, preferences) }));
  const byKind = reachedByKind
    .map((entry) => ({ kind: entry.kind, channels: entry.channels.filter((channel) => !off[channel]) }))
    .filter((entry) => entry.channels.length > 0);
  const delivered = new Set(byKind.flatMap((entry) => entry.channels));
  const reached = new Set(reachedByKind.flatMap((entry) => entry.channels));
  const warnings = alertChannels.flatMap((channel) => (reached.has(channel) && off[channel] ? [off[channel]] : []));
  return {
    byKind,
    channels: alertChannels.filter((channel) => delivered.has(channel)),
    warnings,
    neverFires: whyAlertNeverFires(choice, preferences, off),
  };
}

export const channelList = (channels: readonly AlertChannel[]) =>
  channels.map((channel) => alertChannelLabels[channel]).join(', ');
