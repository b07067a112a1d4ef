import {
  availableSpaceSchema,
  availableSpacesQuerySchema,
  buildingInfoSchema,
  clearCacheRequestSchema,
  clearCacheResultSchema,
  leaseCompSchema,
  leaseCompsQuerySchema,
  listingsEmbedSchema,
  listingsFailureSchema,
  listingsIdSchema,
  listingsMessages,
  listingsSearchQuerySchema,
  listingsSuccessSchema,
  providerTenantSchema,
  searchResultSchema,
} from '@common/listings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { requireRole } from '../../plugins/session';
import type { ListingsProvider, ListingsResult } from '../../providers/listings/listings-provider';

/** 200 carries the data; a missing record is 404 and a provider that cannot answer 502, both error bodies. */
const responses = <T extends z.ZodType>(data: T) => ({
  200: listingsSuccessSchema(data),
  404: listingsFailureSchema,
  502: listingsFailureSchema,
});

/** A failure of the listings API: the error body with `success: false`. */
const listingsFailure = (status: number, message: string) =>
  new AppError(status, message, { details: { success: false } });

/** Every answer is wrapped as {success, data}; a failure is thrown as the error body with success false. */
function answer<T>(reply: FastifyReply, result: ListingsResult<T>) {
  if (result.status === 'found') return reply.send({ success: true, data: result.data });
  throw listingsFailure(result.status === 'not_found' ? 404 : 502, result.message);
}

export const listingsRoutes: FastifyPluginAsyncZod<{
  provider: ListingsProvider;
  embedUrl: string | null;
}> = async (app, { provider, embedUrl }) => {
  app.get(
    '/api/listings/embed',
    { schema: { response: { 200: listingsSuccessSchema(listingsEmbedSchema) } } },
    async () => ({ success: true as const, data: { url: embedUrl } }),
  );

  app.get(
    '/api/listings/buildings/:buildingId',
    {
      schema: { params: z.object({ buildingId: listingsIdSchema }), response: responses(buildingInfoSchema) },
    },
    async (request, reply) => answer(reply, await provider.getBuilding(request.params.buildingId)),
  );

  app.get(
    '/api/listings/available-spaces',
    {
      schema: { querystring: availableSpacesQuerySchema, response: responses(z.array(availableSpaceSchema)) },
    },
    async (request, reply) => answer(reply, await provider.getAvailableSpaces(request.query)),
  );

  app.get(
    '/api/listings/lease-comps',
    { schema: { querystring: leaseCompsQuerySchema, response: responses(z.array(leaseCompSchema)) } },
    async (request, reply) => answer(reply, await provider.getLeaseComps(request.query.building_id)),
  );

  app.get(
    '/api/listings/tenants/:id',
    { schema: { params: z.object({ id: listingsIdSchema }), response: responses(providerTenantSchema) } },
    async (request, reply) => answer(reply, await provider.getTenant(request.params.id)),
  );

  app.get(
    '/api/listings/search',
    { schema: { response: responses(z.array(searchResultSchema)) } },
    async (request, reply) => {
      // Parsed here rather than by the schema so the 400 carries the contract's sentence unprefixed.
      const parsed = listingsSearchQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw badRequest(issue?.message ?? 'Invalid search query', issue?.path.join('.'));
      }
      return answer(reply, await provider.search(parsed.data.query));
    },
  );

  app.post(
    '/api/listings/clear-cache',
    {
      // Before validation, so a role that may not clear is told 403 whatever it sent.
      preValidation: requireRole('admin', 'asset_manager'),
      schema: {
        // No body at all (Fastify reads it as null) clears everything.
        body: clearCacheRequestSchema.nullish(),
        response: { 200: listingsSuccessSchema(clearCacheResultSchema), 500: listingsFailureSchema },
      },
    },
    async (request) => {
      try {
        return { success: true as const, data: await provider.clearCache(request.body ?? {}) };
      } catch (error) {
        request.log.error({ err: error }, 'clearing the listings cache failed');
        throw listingsFailure(500, listingsMessages.clearCache);
      }
    },
  );
};
