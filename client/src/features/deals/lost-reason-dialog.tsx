import {
  type DealLostReason,
  dealLostReasonLabels,
  dealLostReasons,
  lostReasonProblem,
} from '@common/deal-history';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export type LostReason = { lostReason: DealLostReason; lostReasonNote?: string };

export type LostReasonDialogProps = {
  /** Who is being moved to Dead: a prospect's name or "3 deals"; null when the dialog is closed. */
  subject: string | null;
  pending?: boolean;
  onConfirm: (reason: LostReason) => void;
  onCancel: () => void;
};

/** Asks why before deals move to Dead: one of the reasons, with words for 'Other'; nothing moves until confirmed. */
export function LostReasonDialog({ subject, pending = false, onConfirm, onCancel }: LostReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<DealLostReason | undefined>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setReason(undefined);
    setNote('');
    setProblem(null);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = lostReasonProblem(reason, note);
    if (found || !reason) {
      setProblem(found);
      return;
    }
    onConfirm({ lostReason: reason, ...(note.trim() ? { lostReasonNote: note.trim() } : {}) });
    reset();
  };

  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open && !pending) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Move to Dead</DialogTitle>
            <DialogDescription>
              Why was {subject} lost? The reason goes into the deal's history.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
            <legend className="mb-1 font-medium text-sm">Reason</legend>
            {dealLostReasons.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-primary"
                />
                {dealLostReasonLabels[value]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-note`}>{reason === 'other' ? 'What happened' : 'Note (optional)'}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={500}
              onChange={(event) => {
                setNote(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              variant="outline"
              disabled={pending}
              onClick={() => {
                reset();
                onCancel();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Move to Dead
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
