import { idParamsSchema } from '@common/properties';
import {
  createTenantSchema,
  rentRollContentType,
  rentRollImportQuerySchema,
  rentRollMaxBytes,
  rentRollPreviewSchema,
  rentRollRejectedSchema,
  rentRollResultSchema,
  rowsHaveErrorsMessage,
  tenantDetailSchema,
  tenantListQuerySchema,
  tenantListResponseSchema,
  tenantSchema,
} from '@common/tenants';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { sendDownload } from '../../http/send-download';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { rentRollTemplate } from './rent-roll';
import { importRentRoll, previewRentRoll } from './tenant-import.service';
import { createTenant, getTenant, listIndustries, listTenants } from './tenants.service';

// Every role works with tenants (brokers and leasing sign them, asset managers and admins keep the roll);
// naming them keeps a future read-only role out without touching this file.
const mayWriteTenants = requireRole('admin', 'asset_manager', 'broker', 'leasing');

const notCsvMessage = `Send the rent roll as the file's own bytes with Content-Type ${rentRollContentType}`;

export const tenantsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/tenants',
    { schema: { querystring: tenantListQuerySchema, response: { 200: tenantListResponseSchema } } },
    async (request) => listTenants(db, request.query),
  );

  app.get('/api/tenants/industries', { schema: { response: { 200: z.array(z.string()) } } }, async () =>
    listIndustries(db),
  );

  app.get('/api/tenants/import-template.csv', async (_request, reply) =>
    sendDownload(reply, {
      fileName: 'rent-roll-template.csv',
      contentType: 'text/csv; charset=utf-8',
      body: rentRollTemplate(),
      cacheControl: null,
    }),
  );

  app.post(
    '/api/tenants',
    {
      preValidation: mayWriteTenants,
      schema: { body: createTenantSchema, response: { 201: tenantSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTenant(db, userOf(request).id, request.body)),
  );

  // The import's body is the file's bytes untouched, so their encoding is detected here rather than
  // guessed by the browser. In this scope only: text/csv is read whole (up to the route's bodyLimit)
  // and any other type is refused before its body is read.
  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(rentRollContentType, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError(415, notCsvMessage), undefined),
    );

    upload.post(
      '/api/tenants/import',
      {
        bodyLimit: rentRollMaxBytes,
        // Before the body is read: a caller who may not import never gets to upload.
        onRequest: mayWriteTenants,
        schema: {
          querystring: rentRollImportQuerySchema,
          // rows are absent when the 400 is about the file itself (empty, not CSV, no tenant_name column, NUL).
          response: {
            200: rentRollPreviewSchema,
            201: rentRollResultSchema,
            400: rentRollRejectedSchema.partial({ rows: true }),
          },
        },
      },
      async (request, reply) => {
        const today = await organisationToday(db, clock());
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (request.query.dryRun) return reply.status(200).send(await previewRentRoll(db, bytes, today));
        const outcome = await importRentRoll(db, bytes, today, userOf(request).id);
        if ('rejected' in outcome) {
          const { rows, invalid } = outcome.rejected;
          throw new AppError(400, rowsHaveErrorsMessage(invalid), { details: { rows } });
        }
        return reply.status(201).send(outcome.imported);
      },
    );
  });

  app.get(
    '/api/tenants/:id',
    { schema: { params: idParamsSchema, response: { 200: tenantDetailSchema } } },
    async (request) => getTenant(db, request.params.id),
  );
};
