import type { CreatePropertyInput } from '@common/properties';
import { assetClasses, assetTypes } from '@common/property-classes';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, type SelectFieldOption } from '@/components/ui/select-field';
import { applyServerError } from '@/lib/apply-server-error';
import { assetClassLabels, assetTypeLabels } from './asset-filters';
import type { ManagerOption } from './manager-options';
import {
  emptyPropertyForm,
  noManager,
  type PropertyFormField,
  type PropertyFormValues,
  propertyFormFields,
  propertyFormSchema,
} from './property-form-schema';

export type CreatePropertyFormProps = {
  managers: ManagerOption[];
  onSubmit: (input: CreatePropertyInput) => Promise<unknown>;
};

type TextFieldSpec = {
  name: Exclude<PropertyFormField, 'assetClass' | 'assetType' | 'assetManagerId'>;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  className?: string;
};

const locationFields: TextFieldSpec[] = [
  { name: 'name', label: 'Name', required: true, className: 'sm:col-span-2' },
  {
    name: 'address',
    label: 'Address',
    required: true,
    autoComplete: 'street-address',
    className: 'sm:col-span-2',
  },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, autoComplete: 'address-level1', placeholder: 'TX' },
  { name: 'zipCode', label: 'ZIP code', required: true, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'market', label: 'Market', required: true, placeholder: 'Southwest' },
];

const sizeFields: TextFieldSpec[] = [
  { name: 'totalSf', label: 'Total size (RSF)', required: true, inputMode: 'numeric', placeholder: '45,000' },
  { name: 'yearBuilt', label: 'Year built', inputMode: 'numeric', placeholder: '1998' },
  { name: 'ownerName', label: 'Owner', className: 'sm:col-span-2' },
];

const fieldId = (name: PropertyFormField) => `create-property-${name}`;

type PropertySelectProps = {
  control: Control<PropertyFormValues, unknown, CreatePropertyInput>;
  name: 'assetClass' | 'assetType' | 'assetManagerId';
  label: string;
  required?: boolean;
  placeholder?: string;
  options: SelectFieldOption[];
};

/** One of the form's selects, bound to it. */
function PropertySelect({ control, name, label, required, placeholder, options }: PropertySelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={fieldId(name)}
          label={label}
          required={required}
          error={fieldState.error?.message}
          placeholder={placeholder}
          options={options}
          value={field.value}
          onValueChange={field.onChange}
          triggerRef={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The new-property form; the rules and messages are the shared `createPropertySchema`'s. */
export function CreatePropertyForm({ managers, onSubmit }: CreatePropertyFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues, unknown, CreatePropertyInput>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: emptyPropertyForm,
  });

  const handleCreate = async (input: CreatePropertyInput) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const alert = applyServerError(
        { setError },
        error,
        propertyFormFields,
        'The property could not be created. Please try again.',
      );
      if (alert) setError('root.server', { message: alert });
    }
  };

  const renderText = ({
    name,
    label,
    required,
    autoComplete,
    inputMode,
    placeholder,
    className,
  }: TextFieldSpec) => {
    const id = fieldId(name);
    const error = errors[name]?.message;
    return (
      <FormField key={name} id={id} label={label} required={required} error={error} className={className}>
        <Input
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          placeholder={placeholder}
          {...fieldA11y(id, error)}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleCreate)} className="flex flex-col gap-4">
      <FormAlert message={errors.root?.server?.message} />

      <div className="grid gap-4 sm:grid-cols-2">
        {locationFields.map(renderText)}
        <PropertySelect
          control={control}
          name="assetClass"
          label="Asset Class"
          required
          placeholder="Choose a class"
          options={assetClasses.map((value) => ({ value, label: assetClassLabels[value] }))}
        />
        <PropertySelect
          control={control}
          name="assetType"
          label="Asset Type"
          required
          placeholder="Choose a type"
          options={assetTypes.map((value) => ({ value, label: assetTypeLabels[value] }))}
        />
        {sizeFields.slice(0, 2).map(renderText)}
        <div className="sm:col-span-2">
          <PropertySelect
            control={control}
            name="assetManagerId"
            label="Asset Manager"
            options={[
              { value: noManager, label: 'No manager' },
              ...managers.map((manager) => ({ value: String(manager.id), label: manager.fullName })),
            ]}
          />
        </div>
        {sizeFields.slice(2).map(renderText)}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          Create property
        </Button>
      </DialogFooter>
    </form>
  );
}
