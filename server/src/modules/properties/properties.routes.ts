import {
  createPropertySchema,
  idParamsSchema,
  propertyAggregateSchema,
  propertyAggregatesQuerySchema,
  propertyDetailSchema,
  propertyFiltersSchema,
  propertyListItemSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
} from '@common/properties';
import { placedLeaseSchema, propertyFloorSchema } from '@common/spaces';
import { propertyTenantSchema } from '@common/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { sendDownload } from '../../http/send-download';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import { requireRole, userOf } from '../../plugins/session';
import { organisationToday } from '../settings/time-zone.service';
import { aggregateProperties, createProperty, listProperties } from './properties.service';
import {
  getProperty,
  getPropertyLeases,
  getPropertySpaces,
  getPropertyTenants,
} from './property-detail.service';
import { propertiesCsv, propertiesExportFileName } from './property-export';

export type PortfolioRoutesOptions = { db: Database; clock: () => Date };

const serializePropertyList = responseSerializer(propertyListResponseSchema, '/api/properties');

export const propertiesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  const today = () => organisationToday(db, clock());

  app.get(
    '/api/properties',
    { schema: { querystring: propertyListQuerySchema, response: { 200: propertyListResponseSchema } } },
    async (request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'properties',
        query: request.query,
        serialize: serializePropertyList,
        compute: (today) => listProperties(db, today, request.query),
      }),
  );

  app.get(
    '/api/properties/aggregates',
    {
      schema: {
        querystring: propertyAggregatesQuerySchema,
        response: { 200: z.array(propertyAggregateSchema) },
      },
    },
    async (request) => {
      const { by, ...filters } = request.query;
      return aggregateProperties(db, await today(), filters, by);
    },
  );

  app.get(
    '/api/properties/export.csv',
    { schema: { querystring: propertyFiltersSchema } },
    async (request, reply) => {
      const { items } = await listProperties(db, await today(), request.query);
      return sendDownload(reply, {
        fileName: propertiesExportFileName,
        contentType: 'text/csv; charset=utf-8',
        body: propertiesCsv(items),
        cacheControl: 'no-store',
      });
    },
  );

  // Owning the portfolio's shape is the asset side's job; brokers and leasing work within it.
  app.post(
    '/api/properties',
    {
      // Checked before the body is validated, so a role that may not write learns nothing from a 400.
      preValidation: requireRole('admin', 'asset_manager'),
      schema: { body: createPropertySchema, response: { 201: propertyListItemSchema } },
    },
    async (request, reply) => {
      const created = await createProperty(db, await today(), userOf(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/properties/:id',
    { schema: { params: idParamsSchema, response: { 200: propertyDetailSchema } } },
    async (request) => getProperty(db, request.params.id, await today()),
  );

  app.get(
    '/api/properties/:id/spaces',
    { schema: { params: idParamsSchema, response: { 200: z.array(propertyFloorSchema) } } },
    async (request) => getPropertySpaces(db, request.params.id, await today()),
  );

  app.get(
    '/api/properties/:id/tenants',
    { schema: { params: idParamsSchema, response: { 200: z.array(propertyTenantSchema) } } },
    async (request) => getPropertyTenants(db, request.params.id),
  );

  app.get(
    '/api/properties/:id/leases',
    { schema: { params: idParamsSchema, response: { 200: z.array(placedLeaseSchema) } } },
    async (request) => getPropertyLeases(db, request.params.id),
  );
};
