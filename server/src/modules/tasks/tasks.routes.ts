import { taskInputSchema, taskListItemSchema, taskSchema, taskUpdateSchema } from '@common/deal-tasks';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { createTask, deleteTask, listTasks, updateTask } from './tasks.service';

// Every role works deals; naming them keeps a future read-only role out.
const mayWrite = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** The opportunity screen's Tasks tab. */
export const tasksRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/opportunities/:id/tasks',
    { schema: { params: idParamsSchema, response: { 200: z.array(taskListItemSchema) } } },
    async (request) => listTasks(db, request.params.id, userOf(request)),
  );

  app.post(
    '/api/opportunities/:id/tasks',
    {
      preValidation: mayWrite,
      schema: { params: idParamsSchema, body: taskInputSchema, response: { 201: taskSchema } },
    },
    async (request, reply) => {
      const task = await createTask(db, {
        opportunityId: request.params.id,
        actorId: userOf(request).id,
        task: request.body,
      });
      return reply.status(201).send(task);
    },
  );

  app.patch(
    '/api/tasks/:id',
    {
      preValidation: mayWrite,
      schema: { params: idParamsSchema, body: taskUpdateSchema, response: { 200: taskSchema } },
    },
    async (request) =>
      updateTask(db, {
        id: request.params.id,
        actor: userOf(request),
        at: clock(),
        changes: request.body,
      }),
  );

  app.delete(
    '/api/tasks/:id',
    { preValidation: mayWrite, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteTask(db, { id: request.params.id, actor: userOf(request) });
      return reply.status(204).send();
    },
  );
};
