import { industries } from '@common/industries';
import { type CreateTenantInput, createTenantSchema } from '@common/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Plus } from 'lucide-react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { addTenantErrorPlacement } from './add-tenant-errors';
import { useCreateTenant } from './api/create-tenant';

type FormInput = z.input<typeof createTenantSchema>;

const emptyForm: FormInput = { name: '', industry: '', contactName: '', contactEmail: '', contactPhone: '' };

// Radix Select forbids an empty item value (spec §5), so "no industry" has its own.
const noIndustry = 'none';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-xs">
      {message}
    </p>
  );
}

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
      const { field, message } = addTenantErrorPlacement(error);
      setError(field === 'root' ? 'root.server' : field, { message }, { shouldFocus: field !== 'root' });
    }
  };

  const fieldProps = (name: keyof FormInput) => ({
    id: `add-tenant-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `add-tenant-${name}-error` : undefined,
  });
  const serverError = errors.root?.server?.message;

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
          {serverError ? (
            <div
              role="alert"
              className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
              <span>{serverError}</span>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-tenant-name">
              Name{' '}
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </Label>
            <Input
              autoComplete="organization"
              aria-required="true"
              {...fieldProps('name')}
              {...register('name')}
            />
            <FieldError id="add-tenant-name-error" message={errors.name?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-tenant-industry">Industry</Label>
            <Controller
              control={control}
              name="industry"
              render={({ field }) => (
                <Select
                  value={field.value ? field.value : noIndustry}
                  onValueChange={(value) => field.onChange(value === noIndustry ? '' : value)}
                >
                  <SelectTrigger {...fieldProps('industry')} ref={field.ref} onBlur={field.onBlur} />
                  <SelectContent>
                    <SelectItem value={noIndustry}>No industry</SelectItem>
                    {industries.map((industry) => (
                      <SelectItem key={industry} value={industry}>
                        {industry}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <FieldError id="add-tenant-industry-error" message={errors.industry?.message} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="add-tenant-contactName">Contact name</Label>
            <Input autoComplete="name" {...fieldProps('contactName')} {...register('contactName')} />
            <FieldError id="add-tenant-contactName-error" message={errors.contactName?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-2">
              <Label htmlFor="add-tenant-contactEmail">Contact email</Label>
              <Input
                type="email"
                autoComplete="email"
                {...fieldProps('contactEmail')}
                {...register('contactEmail')}
              />
              <FieldError id="add-tenant-contactEmail-error" message={errors.contactEmail?.message} />
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <Label htmlFor="add-tenant-contactPhone">Contact phone</Label>
              <Input
                type="tel"
                autoComplete="tel"
                {...fieldProps('contactPhone')}
                {...register('contactPhone')}
              />
              <FieldError id="add-tenant-contactPhone-error" message={errors.contactPhone?.message} />
            </div>
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
