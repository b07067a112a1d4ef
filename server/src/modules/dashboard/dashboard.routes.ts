import { dashboardResponseSchema, portfolioSnapshotSchema } from '@common/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import { userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { getDashboard, getPortfolioSnapshot } from './dashboard.service';

const serializeDashboard = responseSerializer(dashboardResponseSchema, '/api/dashboard');
const serializePortfolio = responseSerializer(portfolioSnapshotSchema, '/api/dashboard/portfolio');

/** The home dashboard's tile counts and Portfolio cards, computed from the database (never fixed sample figures). */
export const dashboardRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  // Read on every visit to the home screen: kept per day (and user for the tiles) while no data changes.
  app.get(
    '/api/dashboard',
    { schema: { response: { 200: dashboardResponseSchema } } },
    async (request, reply) => {
      const userId = userOf(request).id;
      return sendKeptDayRead(reply, db, clock, {
        route: 'dashboard',
        query: {},
        userId,
        serialize: serializeDashboard,
        compute: (today) => getDashboard(db, userId, today),
      });
    },
  );
  app.get(
    '/api/dashboard/portfolio',
    { schema: { response: { 200: portfolioSnapshotSchema } } },
    async (_request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'portfolio',
        query: {},
        serialize: serializePortfolio,
        compute: (today) => getPortfolioSnapshot(db, today),
      }),
  );
};
