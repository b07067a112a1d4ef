import { leaseTypeLabels, leaseTypes } from '@common/lease-types';
import {
  type ProposalRound,
  proposalRoundFormSchema,
  proposalSideLabels,
  proposalSides,
  roundNer,
} from '@common/proposal-rounds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, type SelectFieldOption } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { formatRentPsf } from '@/lib/format-number';
import { useSaveProposalRound } from './api/save-proposal-round';
import type { RoundFormInput } from './round-form-values';

type FormOutput = z.output<typeof proposalRoundFormSchema>;
type NumberField = Exclude<keyof RoundFormInput, 'side' | 'roundDate' | 'leaseType' | 'note'>;

const numberFields: { name: NumberField; label: string; step: string; hint?: string }[] = [
  { name: 'areaRsf', label: 'Area (RSF)', step: '1' },
  { name: 'termMonths', label: 'Term (months)', step: '1' },
  { name: 'baseRent', label: 'Base rent ($/SF/yr)', step: '0.01' },
  { name: 'rentEscalation', label: 'Escalation (% per year)', step: '0.1' },
  { name: 'rentFreeMonths', label: 'Free rent (months)', step: '0.5' },
  { name: 'tenantImprovements', label: 'TI allowance ($/SF)', step: '0.01' },
  {
    name: 'leasingCommissionPct',
    label: 'Leasing commission (% of aggregate rent)',
    step: '0.01',
    hint: 'Leave blank for none (0%).',
  },
  {
    name: 'otherLandlordCosts',
    label: 'Other landlord costs ($/SF)',
    step: '0.01',
    hint: 'Paid up front like TI: legal, moving allowance, base-building work.',
  },
];

/** The inputs a refusal from the server may name, to show its message under. */
const roundFields: readonly (keyof RoundFormInput)[] = [
  'side',
  'roundDate',
  'leaseType',
  ...numberFields.map(({ name }) => name),
  'note',
];

const sideOptions = proposalSides.map((value) => ({ value, label: proposalSideLabels[value] }));
const leaseTypeOptions = leaseTypes.map((value) => ({ value, label: leaseTypeLabels[value] }));

export type RoundFormDialogProps = {
  dealId: number;
  /** The round being changed; null adds a round to the deal. */
  round: ProposalRound | null;
  /** What the form starts with; the dialog is open while it is set. */
  values: RoundFormInput | null;
  onClose: () => void;
};

/** Adds or changes a round: its side, date and terms, with the NER they give as they are typed. */
export function RoundFormDialog({ dealId, round, values, onClose }: RoundFormDialogProps) {
  return (
    <Dialog open={values !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {values ? <RoundForm dealId={dealId} round={round} values={values} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RoundForm({ dealId, round, values, onClose }: RoundFormDialogProps & { values: RoundFormInput }) {
  const save = useSaveProposalRound();
  // Approved or waiting for approval: the terms stay as they were decided; only the note may change.
  const locked = round?.approvalStatus === 'pending' || round?.approvalStatus === 'approved';
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoundFormInput, unknown, FormOutput>({
    resolver: zodResolver(proposalRoundFormSchema),
    defaultValues: values,
  });
  const preview = proposalRoundFormSchema.safeParse(watch());
  const selectField = (name: 'side' | 'leaseType', label: string, options: readonly SelectFieldOption[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={`round-${name}`}
          label={label}
          error={errors[name]?.message}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          disabled={locked}
          triggerRef={field.ref}
        />
      )}
    />
  );
  const side = watch('side');

  const handleSave = async (output: FormOutput) => {
    try {
      await save.mutateAsync(
        round
          ? { roundId: round.id, patch: { ...output, version: round.version } }
          : { dealId, round: output },
      );
      toast({
        title: round ? 'Round saved' : `${proposalSideLabels[output.side]} added`,
        description: `${proposalSideLabels[output.side]} of ${output.roundDate}.`,
      });
      onClose();
    } catch (error) {
      const alert = applyServerError(
        { setError },
        error,
        roundFields,
        'The round could not be saved. Please try again.',
      );
      if (alert) setError('root', { message: alert });
    }
  };

  return (
    <form
      noValidate
      aria-label="Proposal round"
      onSubmit={handleSubmit(handleSave)}
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>
          {round
            ? `Edit ${proposalSideLabels[round.side].toLowerCase()}`
            : `Add ${proposalSideLabels[side].toLowerCase()}`}
        </DialogTitle>
        <DialogDescription>
          {locked
            ? 'This round is approved or waiting for approval, so its terms stay as they are; you can change its note.'
            : 'Rent in $ per rentable square foot a year; TI and other costs in $ per square foot.'}
        </DialogDescription>
      </DialogHeader>
      <FormAlert message={errors.root?.message} />
      <fieldset disabled={locked} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Terms</legend>
        {selectField('side', 'Side', sideOptions)}
        <FormField id="round-roundDate" label="Date" error={errors.roundDate?.message}>
          <Input
            type="date"
            {...fieldA11y('round-roundDate', errors.roundDate?.message)}
            {...register('roundDate')}
          />
        </FormField>
        {selectField('leaseType', 'Lease type', leaseTypeOptions)}
        {numberFields.map(({ name, label, step, hint }) => (
          <FormField key={name} id={`round-${name}`} label={label} error={errors[name]?.message} hint={hint}>
            <Input
              type="number"
              inputMode="decimal"
              step={step}
              {...fieldA11y(`round-${name}`, errors[name]?.message, hint)}
              {...register(name)}
            />
          </FormField>
        ))}
      </fieldset>
      <FormField id="round-note" label="Note" error={errors.note?.message}>
        <Textarea rows={2} {...fieldA11y('round-note', errors.note?.message)} {...register('note')} />
      </FormField>
      <p aria-live="polite" className="rounded-md bg-slate-50 px-3 py-2 text-sm">
        {preview.success ? (
          <>
            NER <strong>{formatRentPsf(roundNer(preview.data).straightLine)}</strong> straight-line ·{' '}
            <strong>{formatRentPsf(roundNer(preview.data).discounted)}</strong> discounted ($/SF/yr)
          </>
        ) : (
          <span className="text-muted-foreground">Complete the terms to see their net effective rent.</span>
        )}
      </p>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save round'}
        </Button>
      </DialogFooter>
    </form>
  );
}
