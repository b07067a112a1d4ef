import type { DealDocument } from '@common/deal-documents';
import { ownershipMessages } from '@common/ownership';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDrop } from '@/components/ui/file-drop';
import { Skeleton } from '@/components/ui/skeleton';
import { TabError } from '@/components/ui/tab-error';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatMediumDate } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { documentDownloadUrl, useDealDocuments } from './api/get-deal-documents';
import { useUploadDealDocument } from './api/upload-deal-document';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { documentAccept, documentContentTypeOf, documentSizeProblem } from './document-types';

export type DocumentsTabProps = { dealId: number };

function uploadFailure(error: unknown): string {
  // The server says which limit was met: the file's size or the user's storage quota, or the upload rate.
  if (isApiError(error, 413)) return error.serverMessage ?? 'The file is larger than 25 MB.';
  if (isApiError(error, 429)) return error.serverMessage ?? 'Too many uploads. Please try again later.';
  if (isApiError(error, 415)) return 'This type of file is not supported.';
  return 'Please try again later';
}

/**
 * The deal's files: upload (type and size checked first), download and delete. Delete is disabled,
 * saying why, on a file the user may not delete.
 */
export function DocumentsTab({ dealId }: DocumentsTabProps) {
  const documents = useDealDocuments(dealId);
  const upload = useUploadDealDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DealDocument | null>(null);

  const handleFile = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const contentType = documentContentTypeOf(file);
    const tooLarge = documentSizeProblem(file);
    if (tooLarge || !contentType) {
      setProblem(tooLarge ?? `"${file.name}" is not a supported file.`);
      return;
    }
    upload.mutate(
      { id: dealId, file, contentType },
      {
        onSuccess: (saved) =>
          toast({ title: 'Document uploaded', description: `${saved.fileName} was added.` }),
        onError: (error) =>
          toast({ title: 'Upload failed', description: uploadFailure(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <FileDrop
            label={upload.isPending ? 'Uploading…' : 'Upload a document'}
            description="PDF, Word, Excel, PowerPoint, PNG, JPEG, text or CSV, up to 25 MB."
            accept={documentAccept}
            onFileChange={handleFile}
            disabled={upload.isPending}
          />
          {problem ? (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : null}
        </div>
        {documents.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading documents…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : documents.isError ? (
          <TabError what="documents" />
        ) : documents.data.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No documents uploaded yet"
            description="Upload the LOI, floor plans or the signed lease above."
          />
        ) : (
          <ul
            aria-label="Documents"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {documents.data.map((document) => (
              <li key={document.id} className="flex items-center gap-3 px-3 py-2.5">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <a
                    href={documentDownloadUrl(document.id)}
                    download={document.fileName}
                    className="block break-words font-medium text-primary text-sm underline-offset-4 hover:underline"
                  >
                    {document.fileName}
                  </a>
                  <p className="text-muted-foreground text-xs">
                    {formatFileSize(document.sizeBytes)} · {document.uploadedBy.fullName} ·{' '}
                    {formatMediumDate(document.createdAt)}
                  </p>
                </div>
                <DisabledReason reason={document.canModify ? null : ownershipMessages.document.delete}>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${document.fileName}`}
                    onClick={() => setDeleting(document)}
                    disabled={!document.canModify}
                    className="text-muted-foreground hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </DisabledReason>
              </li>
            ))}
          </ul>
        )}
        <DeleteDocumentDialog dealId={dealId} document={deleting} onClose={() => setDeleting(null)} />
      </CardContent>
    </Card>
  );
}
