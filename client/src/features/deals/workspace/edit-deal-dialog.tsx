import type { OpportunityDetail } from '@common/deal-detail';
import type { UpdateDealInput } from '@common/deal-edits';
import { dealTypes } from '@common/deal-stages';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchCombobox, type SearchOption } from '@/components/ui/search-combobox';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { propertySearchKey, searchProperties } from '@/lib/properties/search-properties';
import { useTeamMembers } from '@/lib/users/get-team-members';
import { useUpdateDeal } from './api/update-deal';
import { dealTypeLabels } from './deal-labels';
import { currentDealOf, reportDealWriteFailure } from './deal-write-failure';
import {
  changedFields,
  type EditDealForm,
  editDealFormValues,
  editDealResolver,
  noLead,
} from './edit-deal-form';

export type EditDealDialogProps = { deal: OpportunityDetail };

/** The inputs a refusal from the server may name, to show its message under. */
const editDealFields: readonly (keyof EditDealForm)[] = [
  'prospectName',
  'title',
  'propertyId',
  'dealType',
  'squareFeetNeeded',
  'proposedRent',
  'brokerName',
  'brokerCompany',
  'leadUserId',
  'expectedCloseDate',
  'probability',
  'potentialValue',
  'description',
];

const fieldId = (name: keyof EditDealForm) => `edit-deal-${name}`;
const dealTypeOptions = dealTypes.map((value) => ({ value, label: dealTypeLabels[value] }));

/** Edit Deal: the record's editable fields (updateDealSchema), saved with PATCH. */
export function EditDealDialog({ deal }: EditDealDialogProps) {
  const [open, setOpen] = useState(false);
  const updateDeal = useUpdateDeal();
  const queryClient = useQueryClient();
  // Properties are searched as the user types.
  const team = useTeamMembers();
  // The last property picked: the form holds only its id.
  const [pickedProperty, setPickedProperty] = useState<SearchOption | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<EditDealForm, unknown, UpdateDealInput>({
    resolver: editDealResolver,
    defaultValues: editDealFormValues(deal),
  });

  const handleOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    if (next) {
      reset(editDealFormValues(deal));
      setPickedProperty(null);
    }
    setOpen(next);
  };

  const handleSave = async (form: UpdateDealInput) => {
    // Only what was changed is sent: a probability sent is one set by hand, a lead sent a reassignment.
    const changes = changedFields(form, dirtyFields);
    if (Object.keys(changes).length === 0) {
      setOpen(false);
      return;
    }
    // A suite belongs to one building: moving the deal leaves its suite behind.
    const moved = changes.propertyId !== undefined && changes.propertyId !== deal.property.id;
    try {
      await updateDeal.mutateAsync({
        id: deal.id,
        changes: { ...changes, ...(moved ? { spaceId: null } : {}), version: deal.version },
      });
      toast({ title: 'Deal updated', description: 'Your changes to the deal have been saved.' });
      setOpen(false);
    } catch (error) {
      // The form stays open with what was typed, unless the deal changed meanwhile: then it shows the
      // deal as it now is, to review before editing again.
      const current = currentDealOf(error);
      if (current) reset(editDealFormValues(current));
      // A refusal naming one of the inputs shows under it instead.
      else if (!applyServerError({ setError }, error, editDealFields)) return;
      reportDealWriteFailure(queryClient, 'Failed to update deal', error);
    }
  };

  const fieldProps = (name: keyof EditDealForm) => fieldA11y(fieldId(name), errors[name]?.message);
  const propertyLabel = (id: string) =>
    pickedProperty && String(pickedProperty.id) === id ? pickedProperty.name : deal.property.name;
  const leadChoices = (team.data ?? []).map(({ id, fullName }) => ({ id, name: fullName }));
  if (deal.lead && !leadChoices.some((option) => option.id === deal.lead?.id)) {
    leadChoices.unshift({ id: deal.lead.id, name: deal.lead.fullName });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Deal
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={isSubmitting} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Deal</DialogTitle>
          <DialogDescription>
            Update the deal record. The stage is changed from the stage bar. A probability you set here stops
            following the stage.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(handleSave)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={fieldId('prospectName')}
              label="Prospect name"
              error={errors.prospectName?.message}
            >
              <Input {...fieldProps('prospectName')} {...register('prospectName')} />
            </FormField>
            <FormField id={fieldId('title')} label="Title" error={errors.title?.message}>
              <Input {...fieldProps('title')} {...register('title')} />
            </FormField>
            <FormField id={fieldId('propertyId')} label="Property" error={errors.propertyId?.message}>
              <Controller
                control={control}
                name="propertyId"
                render={({ field }) => (
                  <SearchCombobox
                    {...fieldProps('propertyId')}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value}
                    valueLabel={propertyLabel(field.value)}
                    onChange={(option) => {
                      setPickedProperty(option);
                      field.onChange(String(option.id));
                    }}
                    search={searchProperties}
                    queryKey={propertySearchKey}
                    searchLabel="Search properties"
                    placeholder="Choose a property"
                  />
                )}
              />
            </FormField>
            <Controller
              control={control}
              name="dealType"
              render={({ field }) => (
                <SelectField
                  id={fieldId('dealType')}
                  label="Deal type"
                  error={errors.dealType?.message}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={dealTypeOptions}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
            <FormField
              id={fieldId('squareFeetNeeded')}
              label="Size (SF)"
              error={errors.squareFeetNeeded?.message}
            >
              <Input
                inputMode="numeric"
                {...fieldProps('squareFeetNeeded')}
                {...register('squareFeetNeeded')}
              />
            </FormField>
            <FormField
              id={fieldId('proposedRent')}
              label="Proposed rent ($/SF/yr)"
              error={errors.proposedRent?.message}
            >
              <Input inputMode="decimal" {...fieldProps('proposedRent')} {...register('proposedRent')} />
            </FormField>
            <FormField id={fieldId('brokerName')} label="Broker" error={errors.brokerName?.message}>
              <Input {...fieldProps('brokerName')} {...register('brokerName')} />
            </FormField>
            <FormField
              id={fieldId('brokerCompany')}
              label="Broker company"
              error={errors.brokerCompany?.message}
            >
              <Input {...fieldProps('brokerCompany')} {...register('brokerCompany')} />
            </FormField>
            <Controller
              control={control}
              name="leadUserId"
              render={({ field }) => (
                <SelectField
                  id={fieldId('leadUserId')}
                  label="Deal lead"
                  error={errors.leadUserId?.message}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={[
                    { value: noLead, label: 'No lead' },
                    ...leadChoices.map((option) => ({ value: String(option.id), label: option.name })),
                  ]}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
            <FormField
              id={fieldId('expectedCloseDate')}
              label="Expected close"
              error={errors.expectedCloseDate?.message}
            >
              <Input type="date" {...fieldProps('expectedCloseDate')} {...register('expectedCloseDate')} />
            </FormField>
            <FormField
              id={fieldId('probability')}
              label="Probability (%)"
              error={errors.probability?.message}
            >
              <Input
                type="number"
                min={0}
                max={100}
                step={1}
                {...fieldProps('probability')}
                {...register('probability')}
              />
            </FormField>
            <FormField
              id={fieldId('potentialValue')}
              label="Potential value ($)"
              error={errors.potentialValue?.message}
            >
              <Input inputMode="decimal" {...fieldProps('potentialValue')} {...register('potentialValue')} />
            </FormField>
          </div>
          <FormField id={fieldId('description')} label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...fieldProps('description')} {...register('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
