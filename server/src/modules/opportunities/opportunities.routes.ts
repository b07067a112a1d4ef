import { Readable } from 'node:stream';
import { bulkDealActionSchema, bulkDealResultSchema } from '@common/deal-bulk';
import { opportunityDetailSchema } from '@common/deal-detail';
import { createDealSchema, stageUpdateSchema, updateDealSchema } from '@common/deal-edits';
import { dealExportFileName, dealExportQuerySchema } from '@common/deal-export';
import { dealListQuerySchema } from '@common/deal-filters';
import { dealHistorySchema } from '@common/deal-history-feed';
import { dealFacetsSchema, dealListResponseSchema } from '@common/deal-list';
import {
  createdLeaseSchema,
  leaseTermsInputSchema,
  leaseTermsPatchSchema,
  leaseTermsResponseSchema,
  leaseTermsSchema,
} from '@common/lease-terms';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { sendDownload } from '../../http/send-download';
import { responseSerializer, sendKept } from '../../http/send-kept-read';
import { userOf } from '../../plugins/session';
import { dealHistory } from '../deal-history/deal-history.service';
import { organisationToday } from '../settings/time-zone.service';
import { bulkDealAction } from './bulk-actions.service';
import { createLeaseFromDeal } from './create-lease.service';
import { callerDataError } from './data-errors';
import { dealCountsStableUntil } from './deal-counts.service';
import { exportDeals } from './deal-export.service';
import { dealFacets } from './deal-facets.service';
import { listDeals } from './deal-list.service';
import { dealSummaryCsv, dealSummaryFileName } from './deal-summary.service';
import { createLeaseTerms, getLeaseTerms, updateLeaseTerms } from './lease-terms.service';
import { createDeal, getDeal, setDealStage, updateDeal } from './opportunities.service';

export type OpportunitiesRoutesOptions = { db: Database; clock: () => Date };

/** A CSV download of deal data. */
const csvDownload = (fileName: string, body: string | Readable) => ({
  fileName,
  contentType: 'text/csv; charset=utf-8',
  body,
  cacheControl: 'no-store',
});

const serializeDealList = responseSerializer(dealListResponseSchema, '/api/opportunities');
const serializeDeal = responseSerializer(opportunityDetailSchema, '/api/opportunities/:id');

/**
 * The deal record, one per opportunity, that the pipeline, deal and opportunity screens and the
 * lease terms all read and write.
 */
export const opportunitiesRoutes: FastifyPluginAsyncZod<OpportunitiesRoutesOptions> = async (
  app,
  { db, clock },
) => {
  // Only these routes (the plugin is encapsulated); anything else goes on to the app's handler.
  app.setErrorHandler((error) => {
    throw callerDataError(error) ?? error;
  });

  app.get(
    '/api/opportunities',
    { schema: { querystring: dealListQuerySchema, response: { 200: dealListResponseSchema } } },
    // The pipeline's first page is what every visit to Deals asks for: kept while no data changes and
    // no deal changes ageing bucket (per viewer only for "My deals").
    async (request, reply) => {
      const now = clock();
      const viewerId = userOf(request).id;
      return sendKept(reply, db, {
        key: `deals:${request.query.lead === 'me' ? viewerId : ''}:${JSON.stringify(request.query)}`,
        now,
        serialize: serializeDealList,
        compute: () => listDeals(db, request.query, now, viewerId),
        stableUntil: () => dealCountsStableUntil(db, now),
      });
    },
  );

  app.get('/api/opportunities/facets', { schema: { response: { 200: dealFacetsSchema } } }, async () =>
    dealFacets(db),
  );

  app.get(
    '/api/opportunities/export.csv',
    { schema: { querystring: dealExportQuerySchema } },
    async (request, reply) => {
      const { total, rows } = await exportDeals(db, request.query, clock(), userOf(request).id);
      reply.header('X-Total-Count', String(total));
      return sendDownload(reply, csvDownload(dealExportFileName, Readable.from(rows)));
    },
  );

  app.post(
    '/api/opportunities',
    { schema: { body: createDealSchema, response: { 201: opportunityDetailSchema } } },
    async (request, reply) => {
      const created = await createDeal(db, userOf(request).id, request.body, clock());
      return reply.status(201).send(created);
    },
  );

  // Any signed-in user: deal work is every role's (as a single stage move or reassignment is).
  app.post(
    '/api/opportunities/bulk',
    { schema: { body: bulkDealActionSchema, response: { 200: bulkDealResultSchema } } },
    async (request) => bulkDealAction(db, userOf(request).id, request.body, clock()),
  );

  app.get(
    '/api/opportunities/:id/history',
    { schema: { params: idParamsSchema, response: { 200: dealHistorySchema } } },
    async (request) => dealHistory(db, request.params.id, clock()),
  );

  app.get(
    '/api/opportunities/:id',
    { schema: { params: idParamsSchema, response: { 200: opportunityDetailSchema } } },
    async (request, reply) =>
      sendKept(reply, db, {
        key: `deal:${request.params.id}`,
        now: clock(),
        serialize: serializeDeal,
        compute: () => getDeal(db, request.params.id),
      }),
  );

  app.patch(
    '/api/opportunities/:id',
    {
      schema: { params: idParamsSchema, body: updateDealSchema, response: { 200: opportunityDetailSchema } },
    },
    async (request) => updateDeal(db, userOf(request).id, request.params.id, request.body, clock()),
  );

  app.patch(
    '/api/opportunities/:id/stage',
    {
      schema: { params: idParamsSchema, body: stageUpdateSchema, response: { 200: opportunityDetailSchema } },
    },
    async (request) => setDealStage(db, userOf(request).id, request.params.id, request.body, clock()),
  );

  app.get(
    '/api/opportunities/:id/lease-terms',
    {
      schema: { params: idParamsSchema, response: { 200: leaseTermsResponseSchema } },
    },
    async (request) => getLeaseTerms(db, request.params.id),
  );

  app.post(
    '/api/opportunities/:id/lease-terms',
    {
      schema: {
        params: idParamsSchema,
        body: leaseTermsInputSchema,
        response: { 201: leaseTermsSchema },
      },
    },
    async (request, reply) => {
      const write = {
        db,
        userId: userOf(request).id,
        id: request.params.id,
        now: clock(),
      };
      return reply.status(201).send(await createLeaseTerms(write, request.body));
    },
  );

  app.patch(
    '/api/opportunities/:id/lease-terms',
    {
      schema: {
        params: idParamsSchema,
        body: leaseTermsPatchSchema,
        response: { 200: leaseTermsSchema },
      },
    },
    async (request) => {
      const write = {
        db,
        userId: userOf(request).id,
        id: request.params.id,
        now: clock(),
      };
      return updateLeaseTerms(write, request.body);
    },
  );

  app.post(
    '/api/opportunities/:id/lease',
    { schema: { params: idParamsSchema, response: { 201: createdLeaseSchema } } },
    async (request, reply) => {
      const created = await createLeaseFromDeal(
        db,
        userOf(request).id,
        request.params.id,
        await organisationToday(db, clock()),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/opportunities/:id/summary.csv',
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const csv = await dealSummaryCsv(db, request.params.id);
      return sendDownload(reply, csvDownload(dealSummaryFileName(request.params.id), csv));
    },
  );
};
