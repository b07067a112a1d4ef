import type { TileLayoutEntry } from '@common/dashboard';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';

export type CustomizeDialogProps<T extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Customize Workflow' or 'Customize Resources'. */
  title: string;
  layout: readonly TileLayoutEntry<T>[];
  defaultLayout: readonly TileLayoutEntry<T>[];
  titleOf: (id: T) => string;
  onSave: (layout: TileLayoutEntry<T>[]) => Promise<unknown>;
};

/** Shows or hides each tile of a section and moves it up or down; saved as the user's preference. */
export function CustomizeDialog<T extends string>({ open, onOpenChange, ...props }: CustomizeDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <CustomizeForm {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CustomizeForm<T extends string>({
  title,
  layout,
  defaultLayout,
  titleOf,
  onSave,
  onDone,
}: Omit<CustomizeDialogProps<T>, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => layout.map((entry) => ({ ...entry })));
  const [saving, setSaving] = useState(false);
  // The moved row's button keeps the focus (or its other arrow, once it reaches an end).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: T; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const index = draft.findIndex((entry) => entry.id === focusAfterMove.id);
    const atEnd = focusAfterMove.by === -1 ? index === 0 : index === draft.length - 1;
    const direction = atEnd ? -focusAfterMove.by : focusAfterMove.by;
    document.getElementById(`${id}-${focusAfterMove.id}-${direction === -1 ? 'up' : 'down'}`)?.focus();
    setFocusAfterMove(null);
  }, [draft, focusAfterMove, id]);

  const move = (index: number, by: -1 | 1) => {
    const moved = draft[index];
    if (moved) setFocusAfterMove({ id: moved.id, by });
    setDraft((current) => {
      const next = [...current];
      const [entry] = next.splice(index, 1);
      if (entry) next.splice(index + by, 0, entry);
      return next;
    });
  };

  const setShown = (index: number, shown: boolean) => {
    setDraft((current) => current.map((entry, i) => (i === index ? { ...entry, hidden: !shown } : entry)));
  };

  const handleSave = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not save your tiles',
        description: errorText(error, 'Please try again later.'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Choose which tiles show and in what order.</DialogDescription>
      </DialogHeader>
      <ol aria-label="Tiles" className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {draft.map((entry, index) => {
          const name = titleOf(entry.id);
          const switchId = `${id}-${entry.id}`;
          return (
            <li key={entry.id} className="flex items-center gap-3 px-3 py-2">
              <Switch
                id={switchId}
                checked={!entry.hidden}
                onCheckedChange={(checked) => setShown(index, checked)}
                aria-label={`Show ${name}`}
              />
              <label
                htmlFor={switchId}
                className={entry.hidden ? 'flex-1 text-muted-foreground text-sm' : 'flex-1 text-sm'}
              >
                {name}
              </label>
              <Button
                variant="ghost"
                size="icon-sm"
                id={`${switchId}-up`}
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                id={`${switchId}-down`}
                aria-label={`Move ${name} down`}
                disabled={index === draft.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <DialogFooter className="sm:justify-between">
        <Button
          variant="ghost"
          onClick={() => setDraft(defaultLayout.map((entry) => ({ ...entry })))}
          disabled={saving}
        >
          Reset to default
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={handleSave} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </DialogFooter>
    </DialogContent>
  );
}
