import {
  optionFiltersSchema,
  optionInputSchema,
  optionItemSchema,
  optionListQuerySchema,
  optionListResponseSchema,
} from '@common/options';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../http/send-download';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { getOption, listOptions } from './option-list.service';
import { createOption, deleteOption, updateOption } from './option-writes.service';
import { optionsCsv, optionsExportFileName } from './options-export';

// Options are lease abstraction: the asset side and leasing keep them; brokers read them.
// Checked before the body is validated, so a role that may not write learns nothing from a 400.
const mayWriteOptions = requireRole('admin', 'asset_manager', 'leasing');

const serializeOptionList = responseSerializer(optionListResponseSchema, '/api/options');

export const optionsRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  const today = () => organisationToday(db, clock());

  app.get(
    '/api/options',
    { schema: { querystring: optionListQuerySchema, response: { 200: optionListResponseSchema } } },
    async (request, reply) => {
      const userId = userOf(request).id;
      return sendKeptDayRead(reply, db, clock, {
        route: 'options',
        query: request.query,
        userId,
        serialize: serializeOptionList,
        compute: (today) => listOptions(db, today, request.query, userId),
      });
    },
  );

  app.get(
    '/api/options/export.csv',
    { schema: { querystring: optionFiltersSchema } },
    async (request, reply) => {
      const { items } = await listOptions(db, await today(), request.query, userOf(request).id);
      return sendDownload(reply, {
        fileName: optionsExportFileName,
        contentType: 'text/csv; charset=utf-8',
        body: optionsCsv(items),
        cacheControl: 'no-store',
      });
    },
  );

  app.get(
    '/api/options/:id',
    { schema: { params: idParamsSchema, response: { 200: optionItemSchema } } },
    async (request) => getOption(db, request.params.id, await today()),
  );

  app.post(
    '/api/options',
    {
      preValidation: mayWriteOptions,
      schema: { body: optionInputSchema, response: { 201: optionItemSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOption(db, await today(), userOf(request).id, request.body)),
  );

  app.put(
    '/api/options/:id',
    {
      preValidation: mayWriteOptions,
      schema: { params: idParamsSchema, body: optionInputSchema, response: { 200: optionItemSchema } },
    },
    async (request) => updateOption(db, await today(), userOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/options/:id',
    { preValidation: mayWriteOptions, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteOption(db, userOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
