import { dealTypes } from '@common/deal-stages';
import type { OpportunityDetail, UpdateDealInput } from '@common/opportunities';
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
import { useUpdateDeal } from '@/lib/deals/update-deal';
import { propertySearchKey, searchProperties } from '@/lib/properties/search-properties';
import { useLeadOptions } from './api/get-edit-deal-options';
import { dealTypeLabels } from './deal-labels';
import { type EditDealForm, editDealFormValues, editDealResolver, noLead } from './edit-deal-form';

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
  // The choices load when the dialog first opens, not with the page; properties as the user searches.
  const leads = useLeadOptions(open);
  // The last property picked: the form holds only its id.
  const [pickedProperty, setPickedProperty] = useState<SearchOption | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
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

  const handleSave = async (changes: UpdateDealInput) => {
    // A suite belongs to one building: moving the deal leaves its suite behind.
    const moved = changes.propertyId !== deal.property.id;
    try {
      await updateDeal.mutateAsync({ id: deal.id, changes: moved ? { ...changes, spaceId: null } : changes });
      toast({ title: 'Deal updated', description: 'Your changes to the deal have been saved.' });
      setOpen(false);
    } catch {
      // Spec §8: the server's message text is not shown; the form stays open with what was typed.
      toast({
        title: 'Failed to update deal',
        description: 'Please try again later',
        variant: 'destructive',
      });
    }
  };

  const fieldProps = (name: keyof EditDealForm) => ({
    id: `edit-deal-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `edit-deal-${name}-error` : undefined,
  });
  const propertyLabel = (id: string) =>
    pickedProperty && String(pickedProperty.id) === id ? pickedProperty.name : deal.property.name;
  const leadChoices = leads.data ?? (deal.lead ? [{ id: deal.lead.id, name: deal.lead.fullName }] : []);

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
          <DialogDescription>Update the deal record. The stage is changed from the header.</DialogDescription>
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
