import { FileText, Folder } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { documentDownloadUrl, useDealDocuments } from '@/lib/deals/get-deal-documents';
import { formatMediumDate } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { TabError } from './tab-error';

export type DocumentsTabProps = { opportunityId: number };

/** The deal's files; a name downloads the file. */
export function DocumentsTab({ opportunityId }: DocumentsTabProps) {
  const documents = useDealDocuments(opportunityId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documents</CardTitle>
      </CardHeader>
      <CardContent>
        {documents.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Loading documents…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : documents.isError ? (
          <TabError what="documents" />
        ) : documents.data.length === 0 ? (
          <EmptyState
            icon={Folder}
            title="No documents yet"
            description="Files added to this deal appear here."
          />
        ) : (
          <ul
            aria-label="Documents"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {documents.data.map((document) => (
              <li key={document.id} className="flex items-start gap-3 px-3 py-2.5">
                <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <a
                    href={documentDownloadUrl(document.id)}
                    download={document.fileName}
                    className="break-all font-medium text-primary text-sm hover:underline"
                  >
                    {document.fileName}
                  </a>
                  <p className="text-muted-foreground text-xs">
                    {formatFileSize(document.sizeBytes)} · {document.uploadedBy.fullName} ·{' '}
                    {formatMediumDate(document.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
