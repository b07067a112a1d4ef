import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 8187 ext-value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but the grammar forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The plain `filename` for clients that ignore `filename*`: printable ASCII only, with quotes,
 * backslashes and anything outside it replaced by '_' so the quoted-string needs no escapes.
 */
function asciiFallback(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * RFC 6266 `attachment; filename="…"; filename*=UTF-8''…`: any file name, always downloaded rather
 * than shown. Browsers read `filename*` (the exact UTF-8 name); older clients read the ASCII fallback.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

export type Download = {
  fileName: string;
  /** e.g. 'text/csv; charset=utf-8'. */
  contentType: string;
  body: string | Buffer | Uint8Array | Readable;
  /** Sent as Content-Length when the body is a stream of known size. */
  size?: number;
  /**
   * Default 'private, no-store': downloads carry the caller's data. null sends no Cache-Control, for
   * a file that is the same for everyone.
   */
  cacheControl?: string | null;
};

/** The one way a route answers with a file to save: type, RFC 6266 name, no sniffing, no caching. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  reply
    .header('Content-Type', download.contentType)
    .header('Content-Disposition', attachmentDisposition(download.fileName))
    .header('X-Content-Type-Options', 'nosniff');
  const cacheControl = download.cacheControl === undefined ? 'private, no-store' : download.cacheControl;
  if (cacheControl !== null) reply.header('Cache-Control', cacheControl);
  if (download.size !== undefined) reply.header('Content-Length', download.size);
  return reply.send(download.body);
}
