import { assetManagerSchema } from '@common/asset-managers';
import { mentionableUserSchema } from '@common/discussion';
import { idParamsSchema, optionalParam } from '@common/properties';
import { roles } from '@common/roles';
import { newUserSchema, teamMemberSchema, userUpdateSchema } from '@common/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireRole, userOf } from '../../plugins/session';
import { addUser, listTeam, updateUser } from './team.service';
import { listAssetManagers, listMentionable, listUsers } from './users.service';

const userOptionSchema = z.object({ id: z.number().int(), fullName: z.string(), role: z.enum(roles) });

const adminOnly = requireRole('admin');

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      schema: {
        querystring: z.object({
          role: optionalParam(z.enum(roles, `Must be one of: ${roles.join(', ')}`)),
          includeInactive: optionalParam(z.enum(['true', 'false'], 'Must be true or false')),
        }),
        response: { 200: z.array(userOptionSchema) },
      },
    },
    async (request) =>
      listUsers(db, { role: request.query.role, includeInactive: request.query.includeInactive === 'true' }),
  );

  /* The Asset Manager choices of every filter: the people the buildings name as their manager. */
  app.get(
    '/api/users/asset-managers',
    { schema: { response: { 200: z.array(assetManagerSchema) } } },
    async () => listAssetManagers(db),
  );

  /* Who an @mention in a deal's conversation can name: every signed-in user may ask (any role posts). */
  app.get(
    '/api/users/mentionable',
    { schema: { response: { 200: z.array(mentionableUserSchema) } } },
    async () => listMentionable(db),
  );

  /* The Settings screen's Team section: admins only, reads included (it shows usernames and emails). */
  app.get(
    '/api/users/team',
    { preValidation: adminOnly, schema: { response: { 200: z.array(teamMemberSchema) } } },
    async () => listTeam(db),
  );

  app.post(
    '/api/users',
    {
      preValidation: adminOnly,
      schema: { body: newUserSchema, response: { 201: teamMemberSchema } },
    },
    async (request, reply) => reply.status(201).send(await addUser(db, userOf(request).id, request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, body: userUpdateSchema, response: { 200: teamMemberSchema } },
    },
    async (request) => updateUser(db, userOf(request).id, request.params.id, request.body),
  );
};
