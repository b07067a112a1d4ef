import { idParamsSchema } from '@common/properties';
import {
  approvalGateSettingSchema,
  approvalSchema,
  proposalRoundActionSchema,
  proposalRoundDeleteQuerySchema,
  proposalRoundInputSchema,
  proposalRoundListSchema,
  proposalRoundPatchSchema,
  proposalRoundSchema,
  rejectionSchema,
} from '@common/proposal-rounds';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireRole, userOf } from '../../plugins/session';
import { getApprovalGate, setApprovalGate } from './approval-gate';
import { acceptRound, createRound, deleteRound, listRounds, updateRound } from './proposal-rounds.service';
import { decideRound, submitRound } from './round-approvals.service';

export type ProposalsRoutesOptions = { db: Database; clock: () => Date };

/**
 * A deal's proposal rounds and their approvals. Every signed-in role works on rounds; approving and
 * rejecting is for admins and asset managers (and, checked in the service, only the asset manager of
 * the deal's building); the approval gate is read by all and changed by admins.
 */
export const proposalsRoutes: FastifyPluginAsyncZod<ProposalsRoutesOptions> = async (app, { db, clock }) => {
  const writeOf = (request: FastifyRequest) => {
    const { id, role } = userOf(request);
    return { db, viewer: { id, role }, now: clock() };
  };
  const viewerOf = (request: FastifyRequest) => {
    const { id, role } = userOf(request);
    return { id, role };
  };

  app.get(
    '/api/opportunities/:id/proposal-rounds',
    { schema: { params: idParamsSchema, response: { 200: proposalRoundListSchema } } },
    async (request) => listRounds(db, request.params.id, viewerOf(request)),
  );

  app.post(
    '/api/opportunities/:id/proposal-rounds',
    {
      schema: {
        params: idParamsSchema,
        body: proposalRoundInputSchema,
        response: { 201: proposalRoundSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRound(writeOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/proposal-rounds/:id',
    {
      schema: {
        params: idParamsSchema,
        body: proposalRoundPatchSchema,
        response: { 200: proposalRoundSchema },
      },
    },
    async (request) => updateRound(writeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/proposal-rounds/:id',
    { schema: { params: idParamsSchema, querystring: proposalRoundDeleteQuerySchema } },
    async (request, reply) => {
      await deleteRound(writeOf(request), request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/proposal-rounds/:id/accept',
    {
      schema: {
        params: idParamsSchema,
        body: proposalRoundActionSchema,
        response: { 200: proposalRoundSchema },
      },
    },
    async (request) => acceptRound(writeOf(request), request.params.id, request.body.version),
  );

  app.post(
    '/api/proposal-rounds/:id/submit',
    {
      schema: {
        params: idParamsSchema,
        body: proposalRoundActionSchema,
        response: { 200: proposalRoundSchema },
      },
    },
    async (request) => submitRound(writeOf(request), request.params.id, request.body.version),
  );

  app.post(
    '/api/proposal-rounds/:id/approve',
    {
      preValidation: requireRole('admin', 'asset_manager'),
      schema: { params: idParamsSchema, body: approvalSchema, response: { 200: proposalRoundSchema } },
    },
    async (request) => decideRound(writeOf(request), request.params.id, { approve: true, ...request.body }),
  );

  app.post(
    '/api/proposal-rounds/:id/reject',
    {
      preValidation: requireRole('admin', 'asset_manager'),
      schema: { params: idParamsSchema, body: rejectionSchema, response: { 200: proposalRoundSchema } },
    },
    async (request) => decideRound(writeOf(request), request.params.id, { approve: false, ...request.body }),
  );

  app.get(
    '/api/settings/approval-gate',
    { schema: { response: { 200: approvalGateSettingSchema } } },
    async () => getApprovalGate(db),
  );

  app.put(
    '/api/settings/approval-gate',
    {
      preValidation: requireRole('admin'),
      schema: { body: approvalGateSettingSchema, response: { 200: approvalGateSettingSchema } },
    },
    async (request) => setApprovalGate(db, userOf(request).id, request.body, clock()),
  );
};
