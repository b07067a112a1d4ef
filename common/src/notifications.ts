import { z } from 'zod';

/*
 * The signed-in user's notifications (GET /api/notifications), such as the ones a mention creates.
 */

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** In-app path, e.g. /deals/12?tab=discussion#comment-40 */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
