import {
  documentContentTypes,
  documentListItemSchema,
  documentMaxBytes,
  documentMessages,
  documentSchema,
  documentUploadQuerySchema,
} from '@common/opportunities';
import { idParamsSchema } from '@common/properties';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { attachmentDisposition } from './content-disposition';
import { createDocumentStorage } from './document-storage';
import { deleteDocument, listDocuments, openDocument, uploadDocument } from './documents.service';

export type DocumentsRoutesOptions = PortfolioRoutesOptions & { documentsDir: string };

// Every role works deals; naming them keeps a future read-only role out.
const mayWrite = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** The opportunity screen's Documents tab and the deal screen's Docs panel. */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (
  app,
  { db, clock, documentsDir },
) => {
  const deps = { db, storage: await createDocumentStorage(documentsDir), log: app.log };

  // An upload's body is the file itself. In this plugin only: the allowed types are read whole (up to
  // the route's bodyLimit) and any other type is refused before its body is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(documentContentTypes), { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(415, documentMessages.unsupportedType), undefined),
  );
  // Fastify's own size and media-type refusals, in our words; everything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, documentMessages.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError(415, documentMessages.unsupportedType);
    }
    throw error;
  });

  app.get(
    '/api/opportunities/:id/documents',
    { schema: { params: idParamsSchema, response: { 200: z.array(documentListItemSchema) } } },
    async (request) => listDocuments(db, request.params.id, userOf(request)),
  );

  app.post(
    '/api/opportunities/:id/documents',
    {
      bodyLimit: documentMaxBytes,
      preValidation: mayWrite,
      schema: {
        params: idParamsSchema,
        querystring: documentUploadQuerySchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => {
      const document = await uploadDocument(deps, {
        opportunityId: request.params.id,
        uploaderId: userOf(request).id,
        fileName: request.query.name,
        contentType: request.headers['content-type'],
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        at: clock(),
      });
      return reply.status(201).send(document);
    },
  );

  app.get('/api/documents/:id/download', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await openDocument(deps, request.params.id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  app.delete(
    '/api/documents/:id',
    { preValidation: mayWrite, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteDocument(deps, { id: request.params.id, actor: userOf(request) });
      return reply.status(204).send();
    },
  );
};
