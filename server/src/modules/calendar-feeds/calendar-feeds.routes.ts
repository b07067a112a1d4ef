import {
  calendarFeedCreateSchema,
  calendarFeedListSchema,
  calendarFeedScopeQuerySchema,
  createdCalendarFeedSchema,
} from '@common/calendar-feeds';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { createFeed, feedCalendar, listFeeds, revokeFeed } from './calendar-feeds.service';

/** The origin the request addressed (its Host is on the allow-list), so a feed URL works from where it was made. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Calendar subscriptions. Every signed-in user manages their own feed; a building feed (`propertyId`)
 * is for admins. The feed itself is public: a calendar app cannot sign in, so the URL's secret token
 * is its credential.
 */
export const calendarFeedsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/calendar-feeds',
    { schema: { querystring: calendarFeedScopeQuerySchema, response: { 200: calendarFeedListSchema } } },
    async (request) => ({ items: await listFeeds(db, userOf(request), request.query.propertyId) }),
  );

  app.post(
    '/api/calendar-feeds',
    {
      schema: {
        // No body at all asks for the caller's own feed.
        body: z.preprocess((body) => body ?? {}, calendarFeedCreateSchema),
        response: { 201: createdCalendarFeedSchema },
      },
    },
    async (request, reply) => {
      const feed = await createFeed(db, userOf(request), request.body.propertyId, originOf(request), clock());
      return reply.code(201).header('Cache-Control', 'no-store').send(feed);
    },
  );

  app.delete(
    '/api/calendar-feeds',
    { schema: { querystring: calendarFeedScopeQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeFeed(db, userOf(request), request.query.propertyId, clock());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar-feeds/:token.ics',
    { config: { public: true }, schema: { params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      const calendar = await feedCalendar(db, request.params.token, clock(), originOf(request));
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(calendar);
    },
  );
};
