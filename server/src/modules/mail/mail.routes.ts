import { digestRunSchema, outboxListSchema, outboxMailSchema, outboxQuerySchema } from '@common/mail';
import { idParamsSchema } from '@common/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireRole, userOf } from '../../plugins/session';
import { queueDigestNow, queueDueDigests } from './digest.service';
import type { MailTransport } from './mail-transport';
import { flushOutbox, getOutboxMail, listOutbox, retryMail } from './outbox.service';

export type MailRoutesOptions = {
  db: Database;
  clock: () => Date;
  /** Null when no SMTP server is configured: mail stays in the outbox. */
  transport: MailTransport | null;
  /** The app's public base URL, for links in mail. */
  appUrl: string;
};

const adminOnly = requireRole('admin');

const sendMineSchema = digestRunSchema.omit({ queued: true }).extend({ to: z.string(), subject: z.string() });

/** The outbox and the digest, for admins (Settings → Outbox). */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (
  app,
  { db, clock, transport, appUrl },
) => {
  const smtpConfigured = transport !== null;

  app.get(
    '/api/admin/outbox',
    {
      preValidation: adminOnly,
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } },
    },
    async (request) => listOutbox(db, request.query.status, smtpConfigured),
  );

  app.get(
    '/api/admin/outbox/:id',
    { preValidation: adminOnly, schema: { params: idParamsSchema, response: { 200: outboxMailSchema } } },
    async (request) => getOutboxMail(db, request.params.id),
  );

  /* A failed mail is due again now, with a fresh count of attempts; the next flush sends it. */
  app.post(
    '/api/admin/outbox/:id/retry',
    { preValidation: adminOnly, schema: { params: idParamsSchema, response: { 200: outboxMailSchema } } },
    async (request) => retryMail(db, request.params.id, clock()),
  );

  /* Queues the digests due this hour (as the schedule does; each user's once a day) and sends what is due. */
  app.post(
    '/api/admin/digest/run',
    { preValidation: adminOnly, schema: { response: { 200: digestRunSchema } } },
    async () => {
      const now = clock();
      const queued = await queueDueDigests(db, now, { appUrl });
      const { sent, failed } = await flushOutbox(db, now, transport);
      return { queued, sent, failed, smtpConfigured };
    },
  );

  /* Queues the signed-in admin's digest now, even when empty or turned off, and sends what is due: a test mail. */
  app.post(
    '/api/admin/digest/send-mine',
    { preValidation: adminOnly, schema: { response: { 200: sendMineSchema } } },
    async (request) => {
      const now = clock();
      const queued = await queueDigestNow(db, userOf(request).id, now, { appUrl });
      const { sent, failed } = await flushOutbox(db, now, transport);
      return { ...queued, sent, failed, smtpConfigured };
    },
  );
};
