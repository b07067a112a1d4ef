import { z } from 'zod';
import { personSchema } from './deal-detail';
import { waitTimeText } from './wait-time';

/*
 * A deal's documents (/api/opportunities/:id/documents): which files it may hold, how large, and
 * what an upload is refused with.
 */

/** Files a deal may hold: office documents, PDFs, images and plain text, at most 25 MiB each. */
export const documentMaxBytes = 25 * 1024 * 1024;
export const documentContentTypes = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'text/plain': '.txt',
  'text/csv': '.csv',
} as const;

export const documentSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  uploadedBy: personSchema,
});
export type DealDocument = z.infer<typeof documentSchema>;

/** What GET /api/opportunities/:id/documents lists: each file with whether the signed-in user may delete it. */
export const documentListItemSchema = documentSchema.extend({ canModify: z.boolean() });
export type DealDocumentListItem = z.infer<typeof documentListItemSchema>;

export type DocumentContentType = keyof typeof documentContentTypes;
export const isDocumentContentType = (type: string): type is DocumentContentType =>
  Object.hasOwn(documentContentTypes, type);

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export const documentMessages = {
  unsupportedType: 'Unsupported file type',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 25 MB',
  notFound: 'Document not found',
  overQuota: (quotaBytes: number, usedBytes: number) =>
    `This upload would exceed your ${megabytes(quotaBytes)} of document storage (${megabytes(usedBytes)} used). ` +
    'Delete documents you no longer need to free space, or ask an administrator to raise the quota.',
  tooManyUploads: (max: number, windowMs: number, retryAfterMs: number) =>
    `You have reached the limit of ${max} uploads in ${waitTimeText(windowMs)}. ` +
    `Try again in ${waitTimeText(retryAfterMs)}.`,
} as const;

export const maxDocumentNameLength = 200;

/**
 * The upload's `?name=`: path separators, control characters and bidi overrides (which can disguise
 * an extension) are removed, then the name is trimmed.
 */
export const documentFileNameSchema = z
  .string('File name is required')
  .transform((name) => name.replace(/[/\\\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim())
  .pipe(
    z
      .string()
      .min(1, 'File name is required')
      .max(maxDocumentNameLength, `File name must be at most ${maxDocumentNameLength} characters`),
  );

/** POST /api/opportunities/:id/documents?name=…: the body is the file's bytes, sent with its Content-Type. */
export const documentUploadQuerySchema = z.object({ name: documentFileNameSchema });
