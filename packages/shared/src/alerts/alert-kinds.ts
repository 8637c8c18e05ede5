// No zod here: the web app's settings form and the server's alert engine both read these lists.

/** What can happen to a bill that a user may be alerted to (bill_events kinds, plus hearing mentions). */
export const billAlertKinds = [
  'new_action',
  'new_version',
  'new_vote',
  'status_change',
  'hearing_scheduled',
  'hearing_moved',
  'mentioned_in_hearing',
] as const;
export type BillAlertKind = (typeof billAlertKinds)[number];

export const billAlertKindLabels: Record<BillAlertKind, string> = {
  new_action: 'New action',
  new_version: 'New version',
  new_vote: 'Vote',
  status_change: 'Status change',
  hearing_scheduled: 'Hearing scheduled',
  hearing_moved: 'Hearing moved',
  mentioned_in_hearing: 'Mentioned in a hearing',
};

/** A hearing posted or changed by a committee, or a tracked bill on its agenda. */
export const committeeAlertKinds = ['hearing_posted', 'hearing_changed', 'tracked_bill_on_agenda'] as const;
export type CommitteeAlertKind = (typeof committeeAlertKinds)[number];

export const committeeAlertKindLabels: Record<CommitteeAlertKind, string> = {
  hearing_posted: 'Hearing posted',
  hearing_changed: 'Hearing changed',
  tracked_bill_on_agenda: 'A tracked bill on the agenda',
};

/** A new registration or filing by a lobbyist. */
export const lobbyistAlertKinds = ['new_registration', 'new_filing'] as const;
export type LobbyistAlertKind = (typeof lobbyistAlertKinds)[number];

export const lobbyistAlertKindLabels: Record<LobbyistAlertKind, string> = {
  new_registration: 'New registration',
  new_filing: 'New filing',
};

/** The channels a user receives alerts on; webhooks belong to the account, not to a user. */
export const alertChannels = ['in_app', 'email', 'sms'] as const;
export type AlertChannel = (typeof alertChannels)[number];

export const alertChannelLabels: Record<AlertChannel, string> = {
  in_app: 'In-app',
  email: 'E-mail',
  sms: 'Text message',
};

/** How e-mail alerts arrive: each at once, or gathered into a daily or weekly digest in the user's time zone. */
export const emailDeliveryModes = ['immediate', 'daily', 'weekly'] as const;
export type EmailDeliveryMode = (typeof emailDeliveryModes)[number];
