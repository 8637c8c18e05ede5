import type { NotificationPreferences } from '../users/users.schemas';
import { type AlertChannel, alertChannels, type BillAlertKind } from './alert-kinds';

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
