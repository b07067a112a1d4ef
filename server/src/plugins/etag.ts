import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak tag of a JSON body: the same for its plain, brotli and gzip forms (they are made after it),
 * which is what weak means: the same content, not the same bytes.
 */
export function jsonEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag: `*`, or one of its tags compared without `W/`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Only a successful read's JSON body is tagged, and never one that sets a cookie. */
function isTaggable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200 || reply.hasHeader('etag') || reply.hasHeader('set-cookie')) return false;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return false;
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

/**
 * Reads answered with JSON carry an ETag of their body; a read whose If-None-Match names it is answered
 * 304 with no body, so an unchanged list is not sent again. Hashing is cheap next to the query and the
 * serialisation that made the body. A reply that sets a cookie (a renewed session) is never tagged: its
 * cookie must reach the client with a full reply. Must be registered after the cookie plugin, whose
 * hook adds Set-Cookie, and before compression, so the tag is of the plain body.
 */
export function registerJsonEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isTaggable(request, reply, payload)) return payload;
    const etag = jsonEtag(payload);
    reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
