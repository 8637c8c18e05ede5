import { z } from 'zod';
import { billAlertKinds, emailDeliveryModes } from '../alerts/alert-kinds';
import { roleNameSchema } from '../auth/auth.schemas';
import { ianaTimeZone } from '../common/date-time';
import { idParam } from '../common/query-params';
import { allStatesSessions, isAllStatesSessionId } from '../reference/sessions';
import { ALL_STATES_KEY, parseStateCode, STATE_KEY_PATTERN } from '../reference/states';

/** A member of the caller's account (GET /api/users, GET /api/users/{id}). */
export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleNameSchema,
    fullAccount: z.boolean(),
    status: z.enum(['active', 'disabled']),
    stateCodes: z.array(z.string()).describe('Active state subscriptions in this account.'),
  })
  .describe('AccountMember');
export type User = z.infer<typeof userSchema>;

export const usersQuerySchema = z.object({
  roleName: roleNameSchema.optional(),
  stateCode: z.string().length(2).toUpperCase().optional().describe('Members subscribed to this state.'),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const usersReplySchema = z.object({ data: z.array(userSchema) }).describe('AccountMembers');
export type UsersReply = z.infer<typeof usersReplySchema>;

export const userIdParamSchema = z.object({ id: idParam('id') });

/** Active colleagues in the caller's account with the ways to reach them. */
export const userContactSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: roleNameSchema,
  })
  .describe('UserContact');
export type UserContact = z.infer<typeof userContactSchema>;
export const userContactsReplySchema = z.object({ data: z.array(userContactSchema) }).describe('UserContacts');

export const themes = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(themes);
export type Theme = (typeof themes)[number];

export const notificationPreferencesSchema = z
  .object({
    email: z.boolean().describe('Alerts by e-mail.'),
    sms: z.boolean().describe('Alerts by text message.'),
    inApp: z.boolean().describe('Alerts in the notifications list.'),
    billUpdates: z.boolean().describe('Actions on tracked bills.'),
    hearingAlerts: z.boolean().describe('Hearings and floor sessions that take up tracked bills.'),
    weeklyDigest: z.boolean().describe('A weekly summary e-mail.'),
    inAppKinds: z.array(z.enum(billAlertKinds)).describe('Bill event kinds shown in the app.'),
    emailKinds: z.array(z.enum(billAlertKinds)).describe('Bill event kinds sent by e-mail.'),
    smsKinds: z.array(z.enum(billAlertKinds)).describe('Bill event kinds sent by text message.'),
    emailDelivery: z
      .enum(emailDeliveryModes)
      .describe('E-mail alerts at once, or gathered into a daily or weekly digest.'),
    phone: z
      .string()
      .regex(/^(\+[1-9]\d{6,14})?$/, 'phone must be in international form, such as +15125550100')
      .describe('Where text messages go (E.164); empty for none.'),
    timeZone: ianaTimeZone('timeZone').describe('IANA time zone for digests, e.g. America/Chicago.'),
  })
  .describe('NotificationPreferences');
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The state and session last picked in the app (header or bills page), restored on the next visit. */
export const legislativeChoiceSchema = z
  .object({
    stateCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === ALL_STATES_KEY || parseStateCode(value) !== undefined, {
        error: 'legislative.stateCode must be a two-letter state code or ALL',
      })
      .meta({ pattern: STATE_KEY_PATTERN.source })
      .describe('A state code, or ALL for every state.'),
    sessionCode: z
      .string()
      .trim()
      .refine((value) => /^\d{2}[\dR]$/.test(value) || isAllStatesSessionId(value), {
        error: 'legislative.sessionCode must be a session id such as 25R or 892, or an ALL pseudo-session',
      })
      .meta({ pattern: `^(?:\\d{2}[\\dR]|${allStatesSessions.map((session) => session.id).join('|')})$` })
      .optional()
      .describe('The session id (25R, 892) or, for ALL, ALL_ACTIVE, MOST_RECENT or MOST_RECENT_REGULAR.'),
  })
  .describe('LegislativeChoiceInput');
export type LegislativeChoice = z.output<typeof legislativeChoiceSchema>;

/** The stored choice as replied: plain strings (a reply schema may not transform). */
export const legislativeChoiceReplySchema = z
  .object({ stateCode: z.string(), sessionCode: z.string().optional() })
  .describe('LegislativeChoice');

export const userSettingsSchema = z
  .object({
    notifications: notificationPreferencesSchema,
    theme: themeSchema,
    legislative: legislativeChoiceReplySchema
      .optional()
      .describe('The last state and session picked; absent until the user picks one.'),
  })
  .describe('UserSettings');
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultUserSettings: UserSettings = {
  notifications: {
    email: true,
    sms: false,
    inApp: true,
    billUpdates: true,
    hearingAlerts: true,
    weeklyDigest: false,
    inAppKinds: [...billAlertKinds],
    emailKinds: ['new_action', 'new_version', 'new_vote', 'status_change', 'hearing_scheduled', 'hearing_moved'],
    smsKinds: ['status_change', 'hearing_scheduled', 'new_vote'],
    emailDelivery: 'immediate',
    phone: '',
    timeZone: 'America/Chicago',
  },
  theme: 'light',
};

/** POST /api/user-settings: any subset; what is sent replaces what was stored, the rest stays. */
export const updateUserSettingsRequestSchema = z
  .object({
    notifications: notificationPreferencesSchema.partial().optional(),
    theme: themeSchema.optional(),
    legislative: legislativeChoiceSchema.optional(),
  })
  .strict()
  .describe('UpdateUserSettingsRequest');
export type UpdateUserSettingsRequest = z.infer<typeof updateUserSettingsRequestSchema>;
