import {
  leaseCompFiltersSchema,
  leaseCompListQuerySchema,
  leaseCompListResponseSchema,
  leaseCompsExportFileName,
} from '@common/lease-comps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { sendDownload } from '../../http/send-download';
import { listLeaseComps } from './lease-comps.service';
import { leaseCompsCsv } from './lease-comps-export';

export type LeaseCompsRoutesOptions = { db: Database };

export const leaseCompsRoutes: FastifyPluginAsyncZod<LeaseCompsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/lease-comps',
    { schema: { querystring: leaseCompListQuerySchema, response: { 200: leaseCompListResponseSchema } } },
    async (request) => listLeaseComps(db, request.query),
  );

  app.get(
    '/api/lease-comps/export.csv',
    { schema: { querystring: leaseCompFiltersSchema } },
    async (request, reply) => {
      const { items } = await listLeaseComps(db, request.query);
      return sendDownload(reply, {
        fileName: leaseCompsExportFileName,
        contentType: 'text/csv; charset=utf-8',
        body: leaseCompsCsv(items),
        cacheControl: 'no-store',
      });
    },
  );
};
