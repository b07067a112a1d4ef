import { industries } from '@common/industries';
import { type CreateTenantInput, createTenantSchema } from '@common/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { placeAddTenantError } from './add-tenant-errors';
import { useCreateTenant } from './api/create-tenant';

type FormInput = z.input<typeof createTenantSchema>;

const emptyForm: FormInput = { name: '', industry: '', contactName: '', contactEmail: '', contactPhone: '' };

// A select item may not have an empty value, so "no industry" has its own.
const noIndustry = 'none';

const fieldId = (name: keyof FormInput) => `add-tenant-${name}`;

/** 'Add Tenant': a validated form (the shared `createTenantSchema`) that creates the tenant. */
export function AddTenantDialog() {
  const [open, setOpen] = useState(false);
  const createTenant = useCreateTenant();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, CreateTenantInput>({
    resolver: zodResolver(createTenantSchema),
    defaultValues: emptyForm,
  });

  const handleOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset(emptyForm);
      createTenant.reset();
    }
  };

  const handleSave = async (values: CreateTenantInput) => {
    try {
      const tenant = await createTenant.mutateAsync(values);
      toast({ title: 'Tenant added', description: `${tenant.name} was added to the directory.` });
      setOpen(false);
      reset(emptyForm);
    } catch (error) {
      const alert = placeAddTenantError({ setError }, error);
      if (alert) setError('root.server', { message: alert });
    }
  };

  const fieldProps = (name: keyof FormInput) => fieldA11y(fieldId(name), errors[name]?.message);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          Add Tenant
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={isSubmitting}>
        <DialogHeader>
          <DialogTitle>Add Tenant</DialogTitle>
          <DialogDescription>Add a tenant to your portfolio's directory.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(handleSave)} className="flex flex-col gap-4">
          <FormAlert message={errors.root?.server?.message} />
          <FormField id={fieldId('name')} label="Name" required error={errors.name?.message}>
            <Input
              autoComplete="organization"
              aria-required="true"
              {...fieldProps('name')}
              {...register('name')}
            />
          </FormField>
          <Controller
            control={control}
            name="industry"
            render={({ field }) => (
              <SelectField
                id={fieldId('industry')}
                label="Industry"
                error={errors.industry?.message}
                options={[
                  { value: noIndustry, label: 'No industry' },
                  ...industries.map((industry) => ({ value: industry, label: industry })),
                ]}
                value={field.value ? field.value : noIndustry}
                onValueChange={(value) => field.onChange(value === noIndustry ? '' : value)}
                triggerRef={field.ref}
                onBlur={field.onBlur}
              />
            )}
          />
          <FormField id={fieldId('contactName')} label="Contact name" error={errors.contactName?.message}>
            <Input autoComplete="name" {...fieldProps('contactName')} {...register('contactName')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={fieldId('contactEmail')}
              label="Contact email"
              error={errors.contactEmail?.message}
            >
              <Input
                type="email"
                autoComplete="email"
                {...fieldProps('contactEmail')}
                {...register('contactEmail')}
              />
            </FormField>
            <FormField
              id={fieldId('contactPhone')}
              label="Contact phone"
              error={errors.contactPhone?.message}
            >
              <Input
                type="tel"
                autoComplete="tel"
                {...fieldProps('contactPhone')}
                {...register('contactPhone')}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding…' : 'Add Tenant'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
