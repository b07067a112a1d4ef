import {
  type DealLostReason,
  dealLostReasonLabels,
  dealLostReasons,
  lostReasonNoteRequiredMessage,
  lostReasonProblem,
} from '@common/deal-history';
import { type DealStage, dealStageLabels } from '@common/deal-stages';
import { type FormEvent, useState } from 'react';
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
import { Textarea } from '@/components/ui/textarea';

/** Why deals moved to Dead: one of the reasons, and words with 'other'. */
export type LostReason = { lostReason: DealLostReason; lostReasonNote?: string };

export type LostReasonDialogProps = {
  /** Who moves to Dead: 'this deal', a prospect's name or '3 deals'; null while the dialog is closed. */
  subject: string | null;
  /** The stage the deal is lost at, when it is one deal. */
  lostAt?: DealStage;
  pending?: boolean;
  /** Sends the move; may resolve once it is done (or has failed, which the caller reports). */
  onConfirm: (lost: LostReason) => unknown;
  onCancel: () => void;
};

const reasonError = 'dead-reason-error';

/**
 * Moving deals to Dead asks why (price, size, timing, landlord decision, tenant unresponsive, other +
 * words); nothing moves until it is confirmed. The deal screen, a pipeline row, a board card and the
 * bulk action all ask here.
 */
export function LostReasonDialog({
  subject,
  lostAt,
  pending = false,
  onConfirm,
  onCancel,
}: LostReasonDialogProps) {
  const [reason, setReason] = useState<DealLostReason | undefined>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    if (next || pending) return;
    setReason(undefined);
    setNote('');
    setProblem(null);
    onCancel();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = lostReasonProblem(reason, note);
    setProblem(found);
    if (found || !reason) return;
    await onConfirm({ lostReason: reason, ...(note.trim() ? { lostReasonNote: note.trim() } : {}) });
    setReason(undefined);
    setNote('');
  };

  const noteProblem = problem === lostReasonNoteRequiredMessage ? problem : undefined;
  const choiceProblem = problem && !noteProblem ? problem : undefined;

  return (
    <Dialog open={subject !== null} onOpenChange={handleOpenChange}>
      <DialogContent hideCloseButton={pending}>
        <DialogHeader>
          <DialogTitle>Move {subject} to Dead?</DialogTitle>
          <DialogDescription>
            {lostAt ? `It leaves the open pipeline, lost at ${dealStageLabels[lostAt]}. ` : ''}
            Say why, so the deal's history keeps it.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Why the deal was lost"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
        >
          <fieldset
            aria-describedby={choiceProblem ? reasonError : undefined}
            aria-invalid={choiceProblem ? true : undefined}
            className="flex flex-col gap-2"
          >
            <legend className="mb-2 font-medium text-sm">Reason</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {dealLostReasons.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name="lost-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-primary"
                  />
                  {dealLostReasonLabels[value]}
                </label>
              ))}
            </div>
            {choiceProblem ? (
              <p id={reasonError} role="alert" className="text-destructive text-xs">
                {choiceProblem}
              </p>
            ) : null}
          </fieldset>
          <FormField
            id="dead-note"
            label={reason === 'other' ? 'What happened?' : 'Note (optional)'}
            required={reason === 'other'}
            error={noteProblem}
          >
            <Textarea
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...fieldA11y('dead-note', noteProblem)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Moving…' : 'Move to Dead'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
