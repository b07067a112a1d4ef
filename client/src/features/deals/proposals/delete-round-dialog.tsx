import type { ProposalRound } from '@common/proposal-rounds';
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
import { errorText } from '@/lib/error-text';
import { useDeleteProposalRound } from './api/round-actions';
import { roundTitle } from './round-rows';

export type DeleteRoundDialogProps = {
  /** The round to delete; the dialog is open while it is set. */
  round: ProposalRound | null;
  onClose: () => void;
};

/** Asks before a round is deleted for good. */
export function DeleteRoundDialog({ round, onClose }: DeleteRoundDialogProps) {
  const remove = useDeleteProposalRound();

  const handleDelete = () => {
    if (!round) return;
    remove.mutate(round, {
      onSuccess: () => {
        toast({ title: 'Round deleted', description: `The ${roundTitle(round)} was removed.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete the round',
          description: errorText(error, 'Please try again later'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={round !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent hideCloseButton={remove.isPending}>
        <DialogHeader>
          <DialogTitle>Delete this round?</DialogTitle>
          <DialogDescription>
            The {round ? roundTitle(round) : 'round'} will be removed from this deal. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
