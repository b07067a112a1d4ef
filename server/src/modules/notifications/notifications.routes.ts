import { notificationListSchema, notificationSchema } from '@common/notifications';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { listNotifications, markAllRead, markRead } from './notifications.service';

/** The signed-in user's own notifications (mentions, task assignments); every role has them. */
export const notificationsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) =>
    listNotifications(db, userOf(request).id),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: z.object({ updated: z.number().int() }) } } },
    async (request) => markAllRead(db, userOf(request).id, clock()),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: idParamsSchema, response: { 200: notificationSchema } } },
    async (request) => markRead(db, userOf(request).id, request.params.id, clock()),
  );
};
