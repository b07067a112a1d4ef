import { dashboardResponseSchema, portfolioSnapshotSchema } from '@common/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { readDashboard, readPortfolioSnapshot } from './dashboard.service';

/** The home dashboard's tile counts and Portfolio cards, computed from the database (never fixed sample figures). */
export const dashboardRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get('/api/dashboard', { schema: { response: { 200: dashboardResponseSchema } } }, async (request) => {
    const now = clock();
    return readDashboard(db, userOf(request).id, await organisationToday(db, now), now);
  });
  app.get(
    '/api/dashboard/portfolio',
    { schema: { response: { 200: portfolioSnapshotSchema } } },
    async () => {
      const now = clock();
      return readPortfolioSnapshot(db, await organisationToday(db, now), now);
    },
  );
};
