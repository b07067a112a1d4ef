import { Readable } from 'node:stream';
import {
  documentContentTypes,
  documentListItemSchema,
  documentMaxBytes,
  documentMessages,
  documentSchema,
  documentUploadQuerySchema,
} from '@common/deal-documents';
import { idParamsSchema } from '@common/properties';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { sendDownload } from '../../http/send-download';
import { requireRole, userOf } from '../../plugins/session';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { createDocumentStorage } from './document-storage';
import type { UploadLimits } from './documents.service';
import { deleteDocument, listDocuments, openDocument, uploadDocument } from './documents.service';

export type DocumentsRoutesOptions = PortfolioRoutesOptions & { documentsDir: string; limits: UploadLimits };

/** The Content-Length header as a number; undefined when absent or not a whole number (chunked bodies). */
function declaredLengthOf(header: string | undefined): number | undefined {
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

// Every role works deals; naming them keeps a future read-only role out.
const mayWrite = requireRole('admin', 'asset_manager', 'broker', 'leasing');

/** The opportunity screen's Documents tab and the deal screen's Docs panel. */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (
  app,
  { db, clock, documentsDir, limits },
) => {
  const deps = { db, storage: await createDocumentStorage(documentsDir), log: app.log, limits };

  // An upload's body is the file itself. In this plugin only: the allowed types reach the handler as
  // the unread request stream, which the service writes to disk as it arrives (never whole in memory),
  // and any other type is refused before its body is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(documentContentTypes), (_request, payload, done) =>
    done(null, payload),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(415, documentMessages.unsupportedType), undefined),
  );
  // Fastify's media-type refusal in our words; everything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A body refused unread (over quota or rate, a missing deal) is not waited for: the client is
    // told to stop sending rather than have the rest of it read and thrown away.
    if (request.body instanceof Readable && !request.body.readableEnded) reply.header('connection', 'close');
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
      // Declares the route's largest body; the service enforces it while streaming (Fastify applies a
      // bodyLimit only to bodies it reads itself).
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
        declaredBytes: declaredLengthOf(request.headers['content-length']),
        body: request.body instanceof Readable ? request.body : Readable.from([]),
        at: clock(),
      });
      return reply.status(201).send(document);
    },
  );

  app.get('/api/documents/:id/download', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await openDocument(deps, request.params.id);
    return sendDownload(reply, {
      fileName: file.fileName,
      contentType: file.contentType,
      body: file.stream,
      size: file.size,
    });
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
