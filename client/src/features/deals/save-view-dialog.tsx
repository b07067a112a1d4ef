import { maxViewNameLength } from '@common/saved-views';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCreateSavedView } from './api/create-saved-view';

export type SaveViewDialogProps = {
  open: boolean;
  /** The pipeline's filters and sort to save. */
  query: string;
  onClose: () => void;
};

/** "Save view…": names the pipeline's filters and sort, optionally shared with the team and made my default. */
export function SaveViewDialog({ open, query, onClose }: SaveViewDialogProps) {
  const id = useId();
  const create = useCreateSavedView();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setName('');
    setShared(false);
    setMakeDefault(false);
    setError(undefined);
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    try {
      const saved = await create.mutateAsync({ name, query, shared, makeDefault });
      toast({ title: 'View saved', description: `"${saved.name}" is in the Views menu` });
      close();
    } catch (failure) {
      setError(errorText(failure, 'The view could not be saved. Please try again later'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Save view</DialogTitle>
            <DialogDescription>Keeps the pipeline's filters and sort under a name.</DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-name`} label="Name" required error={error}>
            <Input
              {...fieldA11y(`${id}-name`, error)}
              value={name}
              maxLength={maxViewNameLength}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
              className="size-4 accent-primary"
            />
            Share with the team
          </label>
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
              className="size-4 accent-primary"
            />
            Open the pipeline with this view
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Save view
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
