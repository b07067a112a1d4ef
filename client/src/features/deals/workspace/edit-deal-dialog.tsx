import type { OpportunityDetail } from '@common/deal-detail';
import type { UpdateDealInput } from '@common/deal-edits';
import { dealTypes } from '@common/deal-stages';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchCombobox, type SearchOption } from '@/components/ui/search-combobox';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
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

type FieldProps = { name: keyof EditDealForm; label: string; error?: string; children: ReactNode };

function Field({ name, label, error, children }: FieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={`edit-deal-${name}`}>{label}</Label>
      {children}
      {error ? (
        <p id={`edit-deal-${name}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
      reportDealWriteFailure(queryClient, 'Failed to update deal', error);
    }
  };

  const fieldProps = (name: keyof EditDealForm) => ({
    id: `edit-deal-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `edit-deal-${name}-error` : undefined,
  });
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
            <Field name="prospectName" label="Prospect name" error={errors.prospectName?.message}>
              <Input {...fieldProps('prospectName')} {...register('prospectName')} />
            </Field>
            <Field name="title" label="Title" error={errors.title?.message}>
              <Input {...fieldProps('title')} {...register('title')} />
            </Field>
            <Field name="propertyId" label="Property" error={errors.propertyId?.message}>
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
            </Field>
            <Field name="dealType" label="Deal type" error={errors.dealType?.message}>
              <Controller
                control={control}
                name="dealType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...fieldProps('dealType')} ref={field.ref} onBlur={field.onBlur} />
                    <SelectContent>
                      {dealTypes.map((type) => (
                        <SelectItem key={type} value={type}>
                          {dealTypeLabels[type]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field name="squareFeetNeeded" label="Size (SF)" error={errors.squareFeetNeeded?.message}>
              <Input
                inputMode="numeric"
                {...fieldProps('squareFeetNeeded')}
                {...register('squareFeetNeeded')}
              />
            </Field>
            <Field name="proposedRent" label="Proposed rent ($/SF/yr)" error={errors.proposedRent?.message}>
              <Input inputMode="decimal" {...fieldProps('proposedRent')} {...register('proposedRent')} />
            </Field>
            <Field name="brokerName" label="Broker" error={errors.brokerName?.message}>
              <Input {...fieldProps('brokerName')} {...register('brokerName')} />
            </Field>
            <Field name="brokerCompany" label="Broker company" error={errors.brokerCompany?.message}>
              <Input {...fieldProps('brokerCompany')} {...register('brokerCompany')} />
            </Field>
            <Field name="leadUserId" label="Deal lead" error={errors.leadUserId?.message}>
              <Controller
                control={control}
                name="leadUserId"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...fieldProps('leadUserId')} ref={field.ref} onBlur={field.onBlur} />
                    <SelectContent>
                      <SelectItem value={noLead}>No lead</SelectItem>
                      {leadChoices.map((option) => (
                        <SelectItem key={option.id} value={String(option.id)}>
                          {option.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field name="expectedCloseDate" label="Expected close" error={errors.expectedCloseDate?.message}>
              <Input type="date" {...fieldProps('expectedCloseDate')} {...register('expectedCloseDate')} />
            </Field>
            <Field name="probability" label="Probability (%)" error={errors.probability?.message}>
              <Input
                type="number"
                min={0}
                max={100}
                step={1}
                {...fieldProps('probability')}
                {...register('probability')}
              />
            </Field>
            <Field name="potentialValue" label="Potential value ($)" error={errors.potentialValue?.message}>
              <Input inputMode="decimal" {...fieldProps('potentialValue')} {...register('potentialValue')} />
            </Field>
          </div>
          <Field name="description" label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...fieldProps('description')} {...register('description')} />
          </Field>
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
