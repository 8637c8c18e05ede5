import { z } from 'zod';
import { idValue } from '../common/query-params';

/** One in-app notification of the signed-in user (SPEC section 3: "Notification: Id, IsRead"). */
export const notificationSchema = z
  .object({
    Id: z.number().int(),
    IsRead: z.boolean(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 timestamp.'),
    billId: z.string().nullable().describe('The bill it is about, when it is about one.'),
    delayMs: z
      .number()
      .int()
      .nullable()
      .describe("Measured delay from the source's publication (or our first sight of it) to delivery, in ms."),
    payload: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('Detail: the bill events it gathers (events, count) and a stale source (staleSource) when flagged.'),
  })
  .describe('Notification');
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsReplySchema = z.object({ data: z.array(notificationSchema) }).describe('Notifications');
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** POST /api/notifications/mark-as-read. */
export const markNotificationsReadRequestSchema = z.object({
  notificationIds: z
    .array(idValue('notificationIds'))
    .min(1, 'Choose at least one notification.')
    .max(500, 'Mark at most 500 notifications at once.'),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

export const markNotificationsReadReplySchema = z
  .object({ updated: z.number().int().describe('How many of your unread notifications became read.') })
  .describe('MarkNotificationsRead');
export type MarkNotificationsReadReply = z.infer<typeof markNotificationsReadReplySchema>;

// In a zod-free module so the web app's start-up code can import it without zod.
export { notificationToasts } from './notifications.messages';
