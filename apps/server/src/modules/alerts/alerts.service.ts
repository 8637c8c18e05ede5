import type {
  AlertChannel,
  BillAlertKind,
  CommitteeAlertKind,
  LobbyistAlertKind,
} from '@statehouse/shared/alerts/alert-kinds';
import { whyAlertNeverFires, whyWatchAlertNeverFires } from '@statehouse/shared/alerts/alert-routing';
import {
  type AlertChannelsReply,
  type BillAlert,
  type BulkBillAlertsReply,
  type bulkBillAlertsRequestSchema,
  type CommitteeAlert,
  channelOffMessages,
  type LobbyistAlert,
  type saveBillAlertRequestSchema,
  type saveCommitteeAlertRequestSchema,
  type saveLobbyistAlertRequestSchema,
} from '@statehouse/shared/alerts/alerts.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findExistingBills, requireBill } from '../bills/bills.service';
import { getUserSettings } from '../user-settings/user-settings.service';
import {
  type AlertOwner,
  type AlertValues,
  committeeExists,
  findBillAlerts,
  findCommitteeAlert,
  findLobbyistAlert,
  lobbyistExists,
  upsertBillAlerts,
  upsertCommitteeAlert,
  upsertLobbyistAlert,
} from './alerts.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId'>;
const ownerOf = (caller: Caller): AlertOwner => ({ accountId: caller.accountId, userId: caller.id });

type StoredAlert = AlertValues & { updatedAt: Date };

/** A stored row as the API shows it, or the defaults (off, "use my settings") when there is none. */
function present<K extends string>(row: StoredAlert | undefined) {
  return {
    enabled: row?.enabled ?? false,
    eventKinds: (row?.eventKinds ?? []) as K[],
    channels: (row?.channels ?? []) as AlertChannel[],
    saved: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export const alertErrors = {
  billNotFound: (billId: string) => `Bill ${billId} was not found`,
  committeeNotFound: (committeeId: string) => `Committee ${committeeId} was not found`,
  lobbyistNotFound: (lobbyistId: number) => `Lobbyist ${lobbyistId} was not found`,
};

// ---- Bills ---------------------------------------------------------------------------------------------------

/** The caller's alert on a bill, or the defaults when they have none (404 for an unknown bill). */
export async function getBillAlert({
  db,
  caller,
  billId,
}: {
  db: Database;
  caller: Caller;
  billId: string;
}): Promise<BillAlert> {
  await requireBill(db, billId);
  const [row] = await findBillAlerts(db, ownerOf(caller), [billId]);
  return { billId, ...present<BillAlertKind>(row) };
}

type ChannelConfig = Pick<AppConfig, 'SMTP_URL' | 'SMS_BASE_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>;

/** The channels this server cannot deliver on, with the sentence that says why (the alert engine skips them). */
function offChannels(config: ChannelConfig): Partial<Record<AlertChannel, string>> {
  return {
    ...(isEmailConfigured(config) ? {} : { email: channelOffMessages.emailServer }),
    ...(isSmsConfigured(config) ? {} : { sms: channelOffMessages.smsServer }),
  };
}

/**
 * Refuses (400) alerts that are switched on but can never fire for the caller: no event they name reaches a channel
 * that is on in their settings and that this server delivers on. `billId` names the bill in a bulk change.
 */
async function assertAlertsCanFire(options: {
  db: Database;
  config: ChannelConfig;
  caller: Caller;
  choices: readonly (Parameters<typeof whyAlertNeverFires>[0] & { billId?: string })[];
  /** Committee and lobbyist alerts: kinds do not depend on settings (decision 034). */
  watch?: boolean;
}) {
  const { db, config, caller, choices, watch = false } = options;
  if (!choices.some((choice) => choice.enabled)) return;
  const { notifications } = await getUserSettings({ db, userId: caller.id });
  const off = offChannels(config);
  const rule = watch ? whyWatchAlertNeverFires : whyAlertNeverFires;
  for (const choice of choices) {
    const reason = rule(choice, notifications, off);
    if (reason) throw new AppError('VALIDATION_FAILED', choice.billId ? `${choice.billId}: ${reason}` : reason);
  }
}

/** Creates or replaces the caller's alert on a bill; an alert switched on that can never fire is refused (400). */
export async function saveBillAlert({
  db,
  config,
  caller,
  input,
}: {
  db: Database;
  config: ChannelConfig;
  caller: Caller;
  input: z.output<typeof saveBillAlertRequestSchema>;
}): Promise<BillAlert> {
  await requireBill(db, input.billId);
  const { billId, ...values } = input;
  await assertAlertsCanFire({ db, config, caller, choices: [values] });
  const [row] = await upsertBillAlerts(db, ownerOf(caller), [{ billId, ...values }]);
  return { billId, ...present<BillAlertKind>(row) };
}

/**
 * One change to the caller's alerts on many bills. What the body leaves out keeps each alert's current value
 * (a new alert starts on, with "use my settings"); unknown bills are reported, not fatal. When an alert switched on
 * would never fire, nothing is saved and the 400 names its bill.
 */
export async function bulkSaveBillAlerts({
  db,
  config,
  caller,
  input,
}: {
  db: Database;
  config: ChannelConfig;
  caller: Caller;
  input: z.output<typeof bulkBillAlertsRequestSchema>;
}): Promise<BulkBillAlertsReply> {
  const billIds = [...new Set(input.billIds)];
  const owner = ownerOf(caller);
  const known = (await findExistingBills(db, billIds)).found.map((bill) => bill.id);
  const current = new Map((await findBillAlerts(db, owner, known)).map((row) => [row.billId, row]));
  const rows = known.map((billId) => {
    const stored = current.get(billId);
    return {
      billId,
      enabled: input.enabled ?? stored?.enabled ?? true,
      eventKinds: input.eventKinds ?? stored?.eventKinds ?? [],
      channels: input.channels ?? stored?.channels ?? [],
    };
  });
  await assertAlertsCanFire({ db, config, caller, choices: rows });
  const saved = new Map((await upsertBillAlerts(db, owner, rows)).map((row) => [row.billId, row]));
  return {
    saved: saved.size,
    results: billIds.map((billId) => {
      const row = saved.get(billId);
      return row
        ? { billId, status: 'saved' as const, message: null, alert: { billId, ...present<BillAlertKind>(row) } }
        : { billId, status: 'not_found' as const, message: alertErrors.billNotFound(billId), alert: null };
    }),
  };
}

// ---- Committees ----------------------------------------------------------------------------------------------

export async function getCommitteeAlert({
  db,
  caller,
  committeeId,
}: {
  db: Database;
  caller: Caller;
  committeeId: string;
}): Promise<CommitteeAlert> {
  if (!(await committeeExists(db, committeeId))) {
    throw new AppError('NOT_FOUND', alertErrors.committeeNotFound(committeeId));
  }
  const row = await findCommitteeAlert(db, ownerOf(caller), committeeId);
  return { committeeId, ...present<CommitteeAlertKind>(row) };
}

/** Creates or replaces the caller's alert on a committee; one switched on that can never fire is refused (400). */
export async function saveCommitteeAlert({
  db,
  config,
  caller,
  input,
}: {
  db: Database;
  config: ChannelConfig;
  caller: Caller;
  input: z.output<typeof saveCommitteeAlertRequestSchema>;
}): Promise<CommitteeAlert> {
  const { committeeId, ...values } = input;
  if (!(await committeeExists(db, committeeId))) {
    throw new AppError('NOT_FOUND', alertErrors.committeeNotFound(committeeId));
  }
  await assertAlertsCanFire({ db, config, caller, choices: [values], watch: true });
  const row = await upsertCommitteeAlert(db, ownerOf(caller), committeeId, values);
  return { committeeId, ...present<CommitteeAlertKind>(row) };
}

// ---- Lobbyists -----------------------------------------------------------------------------------------------

export async function getLobbyistAlert({
  db,
  caller,
  lobbyistId,
}: {
  db: Database;
  caller: Caller;
  lobbyistId: number;
}): Promise<LobbyistAlert> {
  if (!(await lobbyistExists(db, lobbyistId))) {
    throw new AppError('NOT_FOUND', alertErrors.lobbyistNotFound(lobbyistId));
  }
  const row = await findLobbyistAlert(db, ownerOf(caller), lobbyistId);
  return { lobbyistId, ...present<LobbyistAlertKind>(row) };
}

/** Creates or replaces the caller's alert on a lobbyist; one switched on that can never fire is refused (400). */
export async function saveLobbyistAlert({
  db,
  config,
  caller,
  input,
}: {
  db: Database;
  config: ChannelConfig;
  caller: Caller;
  input: z.output<typeof saveLobbyistAlertRequestSchema>;
}): Promise<LobbyistAlert> {
  const { lobbyistId, ...values } = input;
  if (!(await lobbyistExists(db, lobbyistId))) {
    throw new AppError('NOT_FOUND', alertErrors.lobbyistNotFound(lobbyistId));
  }
  await assertAlertsCanFire({ db, config, caller, choices: [values], watch: true });
  const row = await upsertLobbyistAlert(db, ownerOf(caller), lobbyistId, values);
  return { lobbyistId, ...present<LobbyistAlertKind>(row) };
}

// ---- Channels ------------------------------------------------------------------------------------------------

/** Whether this server can send e-mail: a mail server is configured. */
export const isEmailConfigured = (config: Pick<AppConfig, 'SMTP_URL'>): boolean => Boolean(config.SMTP_URL);

/** Whether this server can send text messages: every SMS_* setting is present. */
export const isSmsConfigured = (
  config: Pick<AppConfig, 'SMS_BASE_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>,
): boolean => Boolean(config.SMS_BASE_URL && config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM);

/**
 * Which channels can reach the caller: in-app always; e-mail when the server has a mail server; SMS when it has
 * an SMS provider and the caller has a phone number. Each off channel carries the sentence to show beside it.
 */
export async function getAlertChannels({
  db,
  config,
  caller,
}: {
  db: Database;
  config: AppConfig;
  caller: Caller;
}): Promise<AlertChannelsReply> {
  const { notifications } = await getUserSettings({ db, userId: caller.id });
  const email = isEmailConfigured(config);
  const sms = isSmsConfigured(config);
  const hasPhone = notifications.phone !== '';
  return {
    channels: [
      { channel: 'in_app', serverAvailable: true, available: true, message: null },
      {
        channel: 'email',
        serverAvailable: email,
        available: email,
        message: email ? null : channelOffMessages.emailServer,
      },
      {
        channel: 'sms',
        serverAvailable: sms,
        available: sms && hasPhone,
        message: !sms ? channelOffMessages.smsServer : hasPhone ? null : channelOffMessages.smsPhone,
      },
    ],
  };
}
