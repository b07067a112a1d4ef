import type { DealDocument } from '@common/deal-documents';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useDeleteDealDocument } from './api/delete-deal-document';

export type DeleteDocumentDialogProps = {
  dealId: number;
  /** The document to delete; the dialog is open while it is set. */
  document: DealDocument | null;
  onClose: () => void;
};

/** Asks before a document is deleted for good. */
export function DeleteDocumentDialog({ dealId, document, onClose }: DeleteDocumentDialogProps) {
  const deleteDocument = useDeleteDealDocument();

  const handleDelete = () => {
    if (!document) return;
    deleteDocument.mutate(
      { dealId, documentId: document.id },
      {
        onSuccess: () => {
          toast({ title: 'Document deleted', description: `${document.fileName} was removed.` });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to delete document',
            // A refusal says who may delete it; anything else is worth another try.
            description: (isApiError(error, 403) && error.serverMessage) || 'Please try again later',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open && !deleteDocument.isPending) onClose();
      }}
    >
      <DialogContent hideCloseButton={deleteDocument.isPending}>
        <DialogHeader>
          <DialogTitle>Delete document?</DialogTitle>
          <DialogDescription>
            “{document?.fileName}” will be removed from this deal. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={deleteDocument.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleDelete} disabled={deleteDocument.isPending}>
            {deleteDocument.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
