import { type ProposalRound, proposalRoundMessages } from '@common/proposal-rounds';
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
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { formatRentPsf } from '@/lib/format-number';
import { useDecideRound } from './api/round-actions';
import { roundTitle } from './round-rows';

export type DecisionDialogProps = {
  /** The round being decided and whether it is approved; the dialog is open while it is set. */
  decision: { round: ProposalRound; approve: boolean } | null;
  onClose: () => void;
};

/** Approves or rejects a round with a comment (a rejection says why); the submitter is told. */
export function DecisionDialog({ decision, onClose }: DecisionDialogProps) {
  const fieldId = `${useId()}-comment`;
  const decide = useDecideRound();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (decision) {
      setComment('');
      setError(undefined);
    }
  }, [decision]);
  const approve = decision?.approve ?? true;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    if (!approve && comment.trim() === '') {
      setError(proposalRoundMessages.commentRequired);
      return;
    }
    decide.mutate(
      { round: decision.round, approve, comment: comment.trim() },
      {
        onSuccess: () => {
          toast({
            title: approve ? 'Proposal approved' : 'Proposal rejected',
            description: 'The submitter has been notified.',
          });
          onClose();
        },
        onError: (failure) =>
          setError(errorText(failure, 'The decision could not be saved. Please try again.')),
      },
    );
  };

  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => (open || decide.isPending ? undefined : onClose())}
    >
      <DialogContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{approve ? 'Approve proposal' : 'Reject proposal'}</DialogTitle>
            <DialogDescription>
              {decision
                ? `The ${roundTitle(decision.round)}: NER ${formatRentPsf(decision.round.ner.straightLine)}/SF/yr straight-line.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={fieldId}
            label={approve ? 'Comment (optional)' : 'Why is it rejected?'}
            required={!approve}
            error={error}
          >
            <Textarea
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              {...fieldA11y(fieldId, error)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={approve ? 'primary' : 'destructive'} disabled={decide.isPending}>
              {approve ? 'Approve' : 'Reject'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
