import { documentContentTypes, documentMaxBytes } from '@common/deal-documents';

type DocumentContentType = keyof typeof documentContentTypes;

const byExtension = new Map<string, DocumentContentType>([
  ...Object.entries(documentContentTypes).map(
    ([type, extension]) => [extension, type as DocumentContentType] as const,
  ),
  ['.jpeg', 'image/jpeg'],
]);

/** What the file picker accepts: every allowed type, by MIME type and by extension. */
export const documentAccept = [...Object.keys(documentContentTypes), ...byExtension.keys()].join(',');

/** The Content-Type to upload a file with: its own when allowed, else the one its extension names. */
export function documentContentTypeOf(file: Pick<File, 'name' | 'type'>): DocumentContentType | null {
  if (Object.hasOwn(documentContentTypes, file.type)) return file.type as DocumentContentType;
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 ? (byExtension.get(file.name.slice(dot).toLowerCase()) ?? null) : null;
}

/** Why a file is too large to upload (over 25 MB), or null. */
export function documentSizeProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size <= documentMaxBytes) return null;
  return `"${file.name}" is larger than 25 MB, the most a deal document may be.`;
}
