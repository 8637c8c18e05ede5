import type { NotificationPreferences } from '../users/users.schemas';
import { type AlertChannel, alertChannels, type BillAlertKind, billAlertKinds } from './alert-kinds';

/** The parts of a bill_alerts row that decide delivery. Empty arrays mean "use my settings". */
export type BillAlertChoice = { enabled: boolean; eventKinds: readonly string[]; channels: readonly string[] };

const channelSwitch: Record<AlertChannel, 'inApp' | 'email' | 'sms'> = { in_app: 'inApp', email: 'email', sms: 'sms' };
const channelKinds: Record<AlertChannel, 'inAppKinds' | 'emailKinds' | 'smsKinds'> = {
  in_app: 'inAppKinds',
  email: 'emailKinds',
  sms: 'smsKinds',
};

/**
 * The channels one event of `kind` on a bill goes to for one user, given the user's alert on that bill and
 * notification settings. One rule for the alert engine and for the screens that explain it:
 * - no alert, or a disabled one: nothing;
 * - the channel must be switched on in settings (SMS also needs a phone number);
 * - the alert's channels, when it names any, narrow the channels;
 * - the kind must be among the channel's kinds in settings, and among the alert's kinds when it names any.
 */
export function alertChannelsFor(
  kind: BillAlertKind,
  alert: BillAlertChoice | undefined,
  preferences: NotificationPreferences,
): AlertChannel[] {
  if (!alert?.enabled) return [];
  return alertChannels.filter((channel) => {
    if (!preferences[channelSwitch[channel]]) return false;
    if (channel === 'sms' && !preferences.phone) return false;
    if (alert.channels.length > 0 && !alert.channels.includes(channel)) return false;
    if (!(preferences[channelKinds[channel]] as readonly string[]).includes(kind)) return false;
    return alert.eventKinds.length === 0 || alert.eventKinds.includes(kind);
  });
}

/** The sentence of an alert that reaches `reached` channels, of which those in `off` cannot deliver; null: it fires. */
function neverFiresReason(
  reached: ReadonlySet<AlertChannel>,
  off: Partial<Record<AlertChannel, string>>,
  nothingReached: string,
): string | null {
  if ([...reached].some((channel) => !off[channel])) return null;
  const offReasons = [...reached].map((channel) => off[channel]).filter(Boolean);
  if (offReasons.length > 0) return `This alert can never fire: ${offReasons.join(' ')}`;
  return `This alert can never fire: ${nothingReached}`;
}

/**
 * Why an alert choice can never fire for this user on this server, or null when some event reaches some channel.
 * `off` names the channels this server cannot deliver on (no mail server, no SMS provider) with the reason; the
 * alert engine skips them, so they count as no channel. One rule for the save calls (a 400) and the alert dialog.
 */
export function whyAlertNeverFires(
  choice: BillAlertChoice,
  preferences: NotificationPreferences,
  off: Partial<Record<AlertChannel, string>>,
): string | null {
  if (!choice.enabled) return null;
  const reached = new Set(billAlertKinds.flatMap((kind) => alertChannelsFor(kind, choice, preferences)));
  return neverFiresReason(
    reached,
    off,
    'none of its events goes to a channel switched on for that event in your notification settings. Choose other events or channels, or change your notification settings.',
  );
}

/**
 * The same for a committee or lobbyist alert: their kinds do not depend on settings (decision 034), so only the
 * channels decide: switched on in settings (SMS with a phone number), narrowed by the alert's own.
 */
export function whyWatchAlertNeverFires(
  choice: BillAlertChoice,
  preferences: NotificationPreferences,
  off: Partial<Record<AlertChannel, string>>,
): string | null {
  if (!choice.enabled) return null;
  const reached = new Set(
    alertChannels.filter(
      (channel) =>
        preferences[channelSwitch[channel]] &&
        (channel !== 'sms' || Boolean(preferences.phone)) &&
        (choice.channels.length === 0 || choice.channels.includes(channel)),
    ),
  );
  return neverFiresReason(
    reached,
    off,
    'none of its channels is switched on in your notification settings. Choose other channels, or change your notification settings.',
  );
}
