import type { OpportunityDetail, UpdateDealInput } from '@common/opportunities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateOpportunity } from './api/update-opportunity';
import { errorText } from './error-text';
import { editValuesOf, type OpportunityEditValues, opportunityEditSchema } from './opportunity-edit-schema';

export type OpportunityEditFormProps = {
  id: string;
  opportunity: OpportunityDetail;
  onSaved: () => void;
  onSavingChange: (saving: boolean) => void;
  /** Called when the form does not validate (so the page can show the Details tab). */
  onInvalid: () => void;
};

/** Edit/Save: title, description, value, probability (0–100) and expected close date. */
export function OpportunityEditForm({
  id,
  opportunity,
  onSaved,
  onSavingChange,
  onInvalid,
}: OpportunityEditFormProps) {
  const update = useUpdateOpportunity();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OpportunityEditValues, unknown, UpdateDealInput>({
    resolver: zodResolver(opportunityEditSchema),
    defaultValues: editValuesOf(opportunity),
  });

  const handleSave = async (changes: UpdateDealInput) => {
    onSavingChange(true);
    try {
      await update.mutateAsync({ id: opportunity.id, changes });
      toast({ title: 'Opportunity Updated', description: 'Your changes have been saved.' });
      onSaved();
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to save the opportunity: ${errorText(error)}`,
        variant: 'destructive',
      });
    } finally {
      onSavingChange(false);
    }
  };

  const field = (name: keyof OpportunityEditValues) => fieldA11y(`edit-${name}`, errors[name]?.message);

  return (
    <form
      id={id}
      noValidate
      aria-label="Edit opportunity"
      onSubmit={handleSubmit(handleSave, onInvalid)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField
        id="edit-title"
        label="Title"
        required
        error={errors.title?.message}
        className="sm:col-span-2"
      >
        <Input {...field('title')} {...register('title')} />
      </FormField>
      <FormField
        id="edit-description"
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={4} {...field('description')} {...register('description')} />
      </FormField>
      <FormField id="edit-potentialValue" label="Potential Value ($)" error={errors.potentialValue?.message}>
        <Input
          type="number"
          min={0}
          step="0.01"
          {...field('potentialValue')}
          {...register('potentialValue')}
        />
      </FormField>
      <FormField id="edit-probability" label="Probability (%)" error={errors.probability?.message}>
        <Input
          type="number"
          min={0}
          max={100}
          step="1"
          {...field('probability')}
          {...register('probability')}
        />
      </FormField>
      <FormField
        id="edit-expectedCloseDate"
        label="Expected Close Date"
        error={errors.expectedCloseDate?.message}
      >
        <Input type="date" {...field('expectedCloseDate')} {...register('expectedCloseDate')} />
      </FormField>
    </form>
  );
}
