import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam } from '../common/query-params';
import {
  type AlertChannel,
  alertChannels,
  billAlertKinds,
  committeeAlertKinds,
  lobbyistAlertKinds,
} from './alert-kinds';

/**
 * A list of distinct values of one closed vocabulary, with a message that names the bad value and the choices
 * (zod's own enum message does not say which element was wrong).
 */
const choiceList = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .array(z.string(), { error: `${field} must be a list` })
    .max(values.length * 2, `${field} has too many entries`)
    .superRefine((items, context) => {
      for (const item of items) {
        if (!(values as readonly string[]).includes(item)) {
          context.addIssue({
            code: 'custom',
            message: `${field}: unknown value "${item.slice(0, 40)}"; use ${values.join(', ')}`,
          });
          return;
        }
      }
    })
    // The document lists the choices (the superRefine above is the same rule, with a message naming the bad value).
    .meta({ items: { type: 'string', enum: [...values] } })
    .transform((items) => [...new Set(items)] as T[number][]);

const channelList = choiceList('channels', alertChannels as unknown as readonly [AlertChannel, ...AlertChannel[]]);

const alertFields = {
  enabled: z.boolean().describe('Off keeps the choices but sends nothing.'),
  channels: z
    .array(z.enum(alertChannels))
    .describe('Channels of this alert; empty means every channel switched on in your settings.'),
  saved: z.boolean().describe('False when you have no alert here yet (the values are then the defaults).'),
  updatedAt: z.string().nullable(),
};

// ---- Bill alerts -------------------------------------------------------------------------------------------

export const billAlertQuerySchema = z.object({ billId: billIdSchema });
export type BillAlertQuery = z.infer<typeof billAlertQuerySchema>;

export const billAlertSchema = z
  .object({
    billId: z.string(),
    ...alertFields,
    eventKinds: z
      .array(z.enum(billAlertKinds))
      .describe('Event kinds of this alert; empty means the kinds chosen per channel in your settings.'),
  })
  .describe('BillAlert');
export type BillAlert = z.infer<typeof billAlertSchema>;

export const saveBillAlertRequestSchema = z
  .object({
    billId: billIdSchema,
    enabled: z.boolean().default(true),
    eventKinds: choiceList('eventKinds', billAlertKinds).default([]),
    channels: channelList.default([]),
  })
  .strict()
  .describe('SaveBillAlertRequest');
export type SaveBillAlertRequest = z.input<typeof saveBillAlertRequestSchema>;

/** The most bills one bulk call changes. */
export const BULK_ALERT_MAX_BILLS = 500;

export const bulkBillAlertsRequestSchema = z
  .object({
    billIds: z
      .array(billIdSchema)
      .min(1, 'billIds must name at least one bill')
      .max(BULK_ALERT_MAX_BILLS, `billIds may name at most ${BULK_ALERT_MAX_BILLS} bills`),
    enabled: z.boolean().optional().describe('Switch the alerts on or off; absent keeps each as it is (on when new).'),
    eventKinds: choiceList('eventKinds', billAlertKinds).optional().describe('Absent keeps each alert’s kinds.'),
    channels: channelList.optional().describe('Absent keeps each alert’s channels.'),
  })
  .strict()
  .refine((body) => body.enabled !== undefined || body.eventKinds !== undefined || body.channels !== undefined, {
    error: 'Say what to change: enabled, eventKinds or channels',
  })
  .describe('BulkBillAlertsRequest');
export type BulkBillAlertsRequest = z.input<typeof bulkBillAlertsRequestSchema>;

export const bulkBillAlertsReplySchema = z
  .object({
    saved: z.number().int().describe('How many bills now carry the requested alert.'),
    results: z.array(
      z.object({
        billId: z.string(),
        status: z.enum(['saved', 'not_found']),
        message: z.string().nullable(),
        alert: billAlertSchema.nullable(),
      }),
    ),
  })
  .describe('BulkBillAlertsReply');
export type BulkBillAlertsReply = z.infer<typeof bulkBillAlertsReplySchema>;

// ---- Committee alerts --------------------------------------------------------------------------------------

const committeeIdSchema = z
  .string()
  .trim()
  .min(1, 'committeeId is required')
  .max(200, 'committeeId is too long')
  .describe('A committee id as in /api/committees, e.g. ocd-organization/....');

export const committeeAlertQuerySchema = z.object({ committeeId: committeeIdSchema });
export const committeeAlertSchema = z
  .object({ committeeId: z.string(), ...alertFields, eventKinds: z.array(z.enum(committeeAlertKinds)) })
  .describe('CommitteeAlert');
export type CommitteeAlert = z.infer<typeof committeeAlertSchema>;

export const saveCommitteeAlertRequestSchema = z
  .object({
    committeeId: committeeIdSchema,
    enabled: z.boolean().default(true),
    eventKinds: choiceList('eventKinds', committeeAlertKinds)
      .default([])
      .describe('Empty means every kind: hearing posted, hearing changed, a tracked bill on the agenda.'),
    channels: channelList.default([]),
  })
  .strict()
  .describe('SaveCommitteeAlertRequest');
export type SaveCommitteeAlertRequest = z.input<typeof saveCommitteeAlertRequestSchema>;

// ---- Lobbyist alerts ---------------------------------------------------------------------------------------

export const lobbyistAlertQuerySchema = z.object({ lobbyistId: idParam('lobbyistId') });
export const lobbyistAlertSchema = z
  .object({ lobbyistId: z.number().int(), ...alertFields, eventKinds: z.array(z.enum(lobbyistAlertKinds)) })
  .describe('LobbyistAlert');
export type LobbyistAlert = z.infer<typeof lobbyistAlertSchema>;

export const saveLobbyistAlertRequestSchema = z
  .object({
    lobbyistId: idParam('lobbyistId'),
    enabled: z.boolean().default(true),
    eventKinds: choiceList('eventKinds', lobbyistAlertKinds)
      .default([])
      .describe('Empty means every kind: new registration, new filing.'),
    channels: channelList.default([]),
  })
  .strict()
  .describe('SaveLobbyistAlertRequest');
export type SaveLobbyistAlertRequest = z.input<typeof saveLobbyistAlertRequestSchema>;

// ---- Channels ----------------------------------------------------------------------------------------------

/** What the screens say when a channel cannot deliver; also the 503 message of POST /api/email/send. */
export const channelOffMessages = {
  emailServer: 'E-mail alerts are off: this server has no mail server (SMTP_URL).',
  smsServer:
    'Text message alerts are off: this server has no SMS provider (SMS_BASE_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).',
  smsPhone: 'Text message alerts need your phone number: add it under Notifications in your settings.',
} as const;

export const alertChannelStatusSchema = z
  .object({
    channel: z.enum(alertChannels),
    serverAvailable: z.boolean().describe('This server can deliver on the channel (mail server, SMS provider).'),
    available: z.boolean().describe('Alerts can reach you on this channel now (server and, for SMS, your phone).'),
    message: z.string().nullable().describe('Why the channel is off, to show next to it; null when it works.'),
  })
  .describe('AlertChannelStatus');
export type AlertChannelStatus = z.infer<typeof alertChannelStatusSchema>;

export const alertChannelsReplySchema = z
  .object({ channels: z.array(alertChannelStatusSchema) })
  .describe('AlertChannels');
export type AlertChannelsReply = z.infer<typeof alertChannelsReplySchema>;
