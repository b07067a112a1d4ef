import { optionMessages } from '@common/options';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useOption } from './api/get-option';
import { OptionForm } from './option-form';
import { emptyOptionForm, optionFormValuesOf } from './option-form-values';

/** What the dialog shows: a new option, or the option with this id. */
export type OptionDialogTarget = { mode: 'add' } | { mode: 'edit'; id: number } | null;

export type OptionsFormDialogProps = {
  target: OptionDialogTarget;
  assets: BuildingOption[];
  onClose: () => void;
};

/** Add Option and Edit Option; the dialog closes only after a save or delete went through. */
export function OptionsFormDialog({ target, assets, onClose }: OptionsFormDialogProps) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const option = useOption(editId);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{target?.mode === 'edit' ? 'Edit Option' : 'Add Option'}</DialogTitle>
          <DialogDescription>
            Notice start, notice end and effective date must follow one another. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {target === null ? null : target.mode === 'add' ? (
          <OptionForm key="add" optionId={null} defaults={emptyOptionForm} assets={assets} onDone={onClose} />
        ) : option.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p>
              {isApiError(option.error, 404)
                ? optionMessages.notFound
                : 'The option could not be loaded. Please try again later.'}
            </p>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        ) : option.data ? (
          <OptionForm
            key={option.data.id}
            optionId={option.data.id}
            defaults={optionFormValuesOf(option.data)}
            assetManagerName={option.data.ownerAssigned ? null : option.data.ownerName}
            assets={assets}
            onDone={onClose}
          />
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
