import type { CreateDealInput } from '@common/deal-edits';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { AddDealForm } from './add-deal-form';
import { useCreateDeal } from './api/create-deal';
import type { DealFormValues } from './deal-form-schema';
import { dealDetailPath } from './deal-paths';

export type AddDealDialogProps = {
  open: boolean;
  prefill: Partial<DealFormValues>;
  onClose: () => void;
};

/** Add Deal: the new-deal form over the pipeline; a created deal opens at once. */
export function AddDealDialog({ open, prefill, onClose }: AddDealDialogProps) {
  const navigate = useNavigate();
  const createDeal = useCreateDeal();

  const handleSubmit = async (input: CreateDealInput) => {
    const created = await createDeal.mutateAsync(input);
    toast({ title: 'Deal created', description: `${created.prospectName} was added to the pipeline.` });
    navigate(dealDetailPath(created.id));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Deal</DialogTitle>
          <DialogDescription>Start a deal in the pipeline. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {/* Radix unmounts the content when closed, so each opening starts from a fresh form. */}
        <AddDealForm prefill={prefill} onSubmit={handleSubmit} />
      </DialogContent>
    </Dialog>
  );
}
