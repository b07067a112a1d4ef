import { dealStageLabels, dealTypes } from '@common/deal-stages';
import type { CreateDealInput } from '@common/opportunities';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import {
  type NamedOption,
  useLeadOptions,
  usePropertyOptions,
  useSpaceOptions,
  useTenantOptions,
} from './api/get-form-options';
import { dealTypeLabels } from './deal-filters';
import {
  type DealFormOutput,
  type DealFormValues,
  dealFormSchema,
  emptyDealForm,
  noChoice,
  serverFieldError,
} from './deal-form-schema';
import { DealSelectField, dealFieldId, type SelectName } from './deal-select-field';
import { pipelineStages } from './pipeline-stages';

export type AddDealFormProps = {
  prefill?: Partial<DealFormValues>;
  onSubmit: (input: CreateDealInput) => Promise<unknown>;
};

type TextName = Exclude<keyof DealFormValues, SelectName | 'description'>;

const named = (options: NamedOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
const withNone = (label: string, options: NamedOption[] | undefined) => [
  { value: noChoice, label },
  ...named(options),
];

/** The Add Deal form; rules and messages are the shared `createDealSchema`'s. */
export function AddDealForm({ prefill = {}, onSubmit }: AddDealFormProps) {
  const properties = usePropertyOptions();
  const tenants = useTenantOptions();
  const leads = useLeadOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DealFormValues, unknown, DealFormOutput>({
    // The schema reads the inputs' text (its input type is `unknown`), so the resolver is typed by the form.
    resolver: zodResolver(dealFormSchema) as unknown as Resolver<DealFormValues, unknown, DealFormOutput>,
    defaultValues: { ...emptyDealForm, ...prefill },
  });
  const propertyId = watch('propertyId');
  const spaces = useSpaceOptions(/^\d+$/.test(propertyId) ? Number(propertyId) : null);

  const tenantName = (id: string) => tenants.data?.find((tenant) => String(tenant.id) === id)?.name;
  // A tenant picked (or prefilled) names the prospect unless a name was typed.
  const fillProspect = (tenantId: string) => {
    const name = tenantName(tenantId);
    if (name && getValues('prospectName').trim() === '')
      setValue('prospectName', name, { shouldValidate: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the tenants arrive, for the prefill.
  useEffect(() => {
    if (tenants.data) fillProspect(getValues('tenantId'));
  }, [tenants.data]);

  const handleCreate = async (input: DealFormOutput) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const message =
        isApiError(error) && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : 'The deal could not be created. Please try again.';
      const { field, message: text } = isApiError(error, 400)
        ? serverFieldError(message)
        : { field: null, message };
      if (field) setError(field, { message: text }, { shouldFocus: true });
      else setError('root.server', { message: text });
    }
  };

  const renderText = (
    name: TextName,
    label: string,
    extra: {
      required?: boolean;
      type?: string;
      inputMode?: 'numeric' | 'decimal';
      placeholder?: string;
    } = {},
  ) => {
    const id = dealFieldId(name);
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} required={extra.required} error={error}>
        <Input
          id={id}
          type={extra.type ?? 'text'}
          autoComplete="off"
          inputMode={extra.inputMode}
          placeholder={extra.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          {...register(name)}
        />
      </FormField>
    );
  };

  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={handleSubmit(handleCreate)} className="flex flex-col gap-4">
      {serverError ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span>{serverError}</span>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <DealSelectField
          control={control}
          name="tenantId"
          label="Tenant"
          options={withNone('No tenant record', tenants.data)}
          onPicked={fillProspect}
        />
        {renderText('prospectName', 'Prospect name', { required: true })}
        <DealSelectField
          control={control}
          name="propertyId"
          label="Property"
          required
          placeholder={properties.isPending ? 'Loading properties…' : 'Choose a property'}
          options={named(properties.data)}
          onPicked={() => setValue('spaceId', noChoice)}
        />
        <DealSelectField
          control={control}
          name="spaceId"
          label="Space"
          disabled={!spaces.data}
          options={withNone('Any space', spaces.data)}
        />
        <DealSelectField
          control={control}
          name="dealType"
          label="Deal type"
          options={dealTypes.map((value) => ({ value, label: dealTypeLabels[value] }))}
        />
        <DealSelectField
          control={control}
          name="stage"
          label="Stage"
          options={pipelineStages.map((value) => ({ value, label: dealStageLabels[value] }))}
        />
        {renderText('squareFeetNeeded', 'Size (sqft)', {
          required: true,
          inputMode: 'numeric',
          placeholder: '5,000',
        })}
        {renderText('proposedRent', 'Proposed rent ($/sqft/yr)', {
          inputMode: 'decimal',
          placeholder: '32.50',
        })}
        {renderText('brokerName', 'Broker')}
        {renderText('brokerCompany', 'Broker company')}
        <DealSelectField
          control={control}
          name="leadUserId"
          label="Deal lead"
          options={withNone('No lead', leads.data)}
        />
        {renderText('expectedCloseDate', 'Expected close', { type: 'date' })}
        <FormField
          id={dealFieldId('description')}
          label="Description"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea id={dealFieldId('description')} {...register('description')} />
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          Add Deal
        </Button>
      </DialogFooter>
    </form>
  );
}
