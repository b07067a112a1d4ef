import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type OptionDeleteConfirmationProps = {
  busy: boolean;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
};

/** The question asked before an option is deleted, in the form itself. */
export function OptionDeleteConfirmation({
  busy,
  deleting,
  onKeep,
  onDelete,
}: OptionDeleteConfirmationProps) {
  return (
    <div
      role="alertdialog"
      aria-label="Delete this option?"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="text-red-800">Delete this option? This cannot be undone.</span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onKeep} disabled={busy}>
          Keep it
        </Button>
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={busy}>
          {deleting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          Delete option
        </Button>
      </div>
    </div>
  );
}
