import { preferencesSchema, preferencesUpdateSchema } from '@common/preferences';
import { leasingCommissionDefaultSchema } from '@common/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireRole, userOf } from '../../plugins/session';
import { accountRoutes } from './account.routes';
import { getLeasingCommissionDefault, setLeasingCommissionDefault } from './leasing-commission.service';
import { getPreferences, updatePreferences } from './settings.service';

const preferencesResponse = z.object({ preferences: preferencesSchema });

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database; clock?: () => Date }> = async (
  app,
  { db, clock = () => new Date() },
) => {
  await app.register(accountRoutes, { db, clock });

  app.get(
    '/api/user/preferences',
    { schema: { response: { 200: preferencesResponse } } },
    async (request) => ({
      preferences: await getPreferences(db, userOf(request).id),
    }),
  );

  app.put(
    '/api/user/preferences',
    { schema: { body: preferencesUpdateSchema, response: { 200: preferencesResponse } } },
    async (request) => ({ preferences: await updatePreferences(db, userOf(request).id, request.body) }),
  );

  /* The organisation's default leasing commission: new lease terms start with it; only admins change it. */
  app.get(
    '/api/settings/leasing-commission',
    { schema: { response: { 200: leasingCommissionDefaultSchema } } },
    async () => getLeasingCommissionDefault(db),
  );

  app.put(
    '/api/settings/leasing-commission',
    {
      preValidation: requireRole('admin'),
      schema: { body: leasingCommissionDefaultSchema, response: { 200: leasingCommissionDefaultSchema } },
    },
    async (request) => setLeasingCommissionDefault(db, userOf(request).id, request.body),
  );
};
