import { maxViewNameLength, type SavedView } from '@common/saved-views';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useDeleteSavedView } from './api/delete-saved-view';
import { useSetDefaultView } from './api/set-default-view';
import { useUpdateSavedView } from './api/update-saved-view';

export type ManageViewsDialogProps = {
  open: boolean;
  views: SavedView[];
  onClose: () => void;
};

const problemText = (error: unknown) => errorText(error, 'Please try again later');

type ViewRowProps = { view: SavedView };

/** One view: rename, share or stop sharing, make default, delete — each only when allowed. */
function ViewRow({ view }: ViewRowProps) {
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const setDefault = useSetDefaultView();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(view.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = update.isPending || remove.isPending || setDefault.isPending;

  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done });
      return true;
    } catch (error) {
      toast({ title: 'The view was not changed', description: problemText(error), variant: 'destructive' });
      return false;
    }
  };
  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await attempt(() => update.mutateAsync({ id: view.id, change: { name } }), 'View renamed');
    if (saved) setRenaming(false);
  };

  return (
    <li aria-label={view.name} className="flex flex-col gap-2 py-3">
      {renaming ? (
        <form onSubmit={(event) => void handleRename(event)} className="flex gap-2">
          <Input
            aria-label={`New name for ${view.name}`}
            value={name}
            maxLength={maxViewNameLength}
            onChange={(event) => setName(event.target.value)}
            className="h-8"
          />
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="truncate font-medium text-sm">{view.name}</span>
          <span className="text-muted-foreground text-xs">
            {[
              view.mine ? 'Mine' : `By ${view.owner.fullName}`,
              view.shared ? 'Shared with the team' : 'Only me',
              view.isDefault ? 'My default' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      )}
      <div className="flex flex-wrap gap-1.5">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            void attempt(
              () => setDefault.mutateAsync(view.isDefault ? null : view.id),
              view.isDefault ? 'The pipeline opens unfiltered' : `The pipeline opens with "${view.name}"`,
            )
          }
        >
          {view.isDefault ? 'Stop opening with it' : 'Make default'}
        </Button>
        {view.canEdit ? (
          <>
            <Button variant="outline" size="sm" disabled={busy || renaming} onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                void attempt(
                  () => update.mutateAsync({ id: view.id, change: { shared: !view.shared } }),
                  view.shared ? 'View no longer shared' : 'View shared with the team',
                )
              }
            >
              {view.shared ? 'Stop sharing' : 'Share'}
            </Button>
            <Button
              variant={confirmDelete ? 'destructive' : 'outline'}
              size="sm"
              disabled={busy}
              onClick={() =>
                confirmDelete
                  ? void attempt(() => remove.mutateAsync(view.id), 'View deleted')
                  : setConfirmDelete(true)
              }
              onBlur={() => setConfirmDelete(false)}
            >
              {confirmDelete ? 'Confirm delete' : 'Delete'}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** "Manage views…": my views and the team's shared ones, with what I may do to each. */
export function ManageViewsDialog({ open, views, onClose }: ManageViewsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Manage views</DialogTitle>
          <DialogDescription>
            The default view is the one the pipeline opens with. Shared views can be changed by whoever saved
            them or by an admin.
          </DialogDescription>
        </DialogHeader>
        {views.length === 0 ? (
          <p className="text-muted-foreground text-sm">No saved views yet.</p>
        ) : (
          <ul aria-label="Saved views" className="divide-y divide-border">
            {views.map((view) => (
              <ViewRow key={view.id} view={view} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
