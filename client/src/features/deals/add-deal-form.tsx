import {
  type CreateDealInput,
  type DuplicateDealConflict,
  duplicateDealConflictSchema,
} from '@common/deal-edits';
import { dealStageLabels, dealTypes } from '@common/deal-stages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SearchOption } from '@/components/ui/search-combobox';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/apply-server-error';
import { propertySearchKey, searchProperties } from '@/lib/properties/search-properties';
import { DealPickerField } from './add-deal-form-pickers';
import {
  type NamedOption,
  searchTenants,
  tenantSearchKey,
  useLeadOptions,
  usePropertyName,
  useSpaceOptions,
  useTenantName,
} from './api/get-form-options';
import { dealTypeLabels } from './deal-filters';
import {
  type DealFormOutput,
  type DealFormValues,
  dealFormFields,
  dealFormSchema,
  emptyDealForm,
  noChoice,
} from './deal-form-schema';
import { dealDetailPath } from './deal-paths';
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
const noTenant: SearchOption[] = [{ id: noChoice, name: 'No tenant record' }];
const recordId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
/** A prefilled record's name while it loads, once known, or nothing when it is gone. */
const prefillLabel = (lookup: { isLoading: boolean; data?: NamedOption }) =>
  lookup.isLoading ? 'Loading…' : lookup.data?.name;

/** The Add Deal form; rules and messages are the shared `createDealSchema`'s. */
export function AddDealForm({ prefill = {}, onSubmit }: AddDealFormProps) {
  // Records chosen before the form opened (AI cards link to /deals/new?tenantId=&propertyId=) need their names.
  const prefilledTenant = useTenantName(recordId(prefill.tenantId));
  const prefilledProperty = usePropertyName(recordId(prefill.propertyId));
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

  // A tenant picked (or prefilled) names the prospect unless a name was typed.
  const fillProspect = (tenant: SearchOption) => {
    if (tenant.id !== noChoice && getValues('prospectName').trim() === '')
      setValue('prospectName', tenant.name, { shouldValidate: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the prefilled tenant's name arrives.
  useEffect(() => {
    if (prefilledTenant.data && getValues('tenantId') === prefill.tenantId)
      fillProspect(prefilledTenant.data);
  }, [prefilledTenant.data]);
  // A prefilled id that names no record (deleted since the link was made) is dropped, not sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a prefill lookup fails.
  useEffect(() => {
    if (prefilledTenant.isError && getValues('tenantId') === prefill.tenantId) setValue('tenantId', noChoice);
    if (prefilledProperty.isError && getValues('propertyId') === prefill.propertyId)
      setValue('propertyId', '');
  }, [prefilledTenant.isError, prefilledProperty.isError]);

  // The tenant's open deal on the building, when the server refused a second one: open it, or confirm.
  const [duplicate, setDuplicate] = useState<DuplicateDealConflict>();

  const handleCreate = async (input: DealFormOutput, allowDuplicate = false) => {
    setDuplicate(undefined);
    try {
      await onSubmit(allowDuplicate ? { ...input, allowDuplicate } : input);
    } catch (error) {
      const conflict = isApiError(error, 409)
        ? duplicateDealConflictSchema.safeParse(error.serverBody)
        : null;
      if (conflict?.success) {
        setDuplicate(conflict.data);
        return;
      }
      const alert = applyServerError(
        { setError },
        error,
        dealFormFields,
        'The deal could not be created. Please try again.',
      );
      if (alert) setError('root.server', { message: alert });
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
          type={extra.type ?? 'text'}
          autoComplete="off"
          inputMode={extra.inputMode}
          placeholder={extra.placeholder}
          {...fieldA11y(id, error)}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit((input) => handleCreate(input))} className="flex flex-col gap-4">
      <FormAlert message={errors.root?.server?.message} />
      {duplicate ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-amber-900 text-sm"
        >
          <div className="flex items-start gap-2.5">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>{duplicate.message} Open it to work on it there, or create this deal as well.</span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to={dealDetailPath(duplicate.duplicateDealId)}>Open the existing deal</Link>
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={isSubmitting}
              onClick={handleSubmit((input) => handleCreate(input, true))}
            >
              Create anyway
            </Button>
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <DealPickerField
          control={control}
          name="tenantId"
          label="Tenant"
          placeholder="Choose a tenant"
          searchLabel="Search tenants"
          search={searchTenants}
          queryKey={tenantSearchKey}
          leadingOptions={noTenant}
          initialLabel={prefillLabel(prefilledTenant)}
          onPicked={fillProspect}
        />
        {renderText('prospectName', 'Prospect name', { required: true })}
        <DealPickerField
          control={control}
          name="propertyId"
          label="Property"
          required
          placeholder="Choose a property"
          searchLabel="Search properties"
          search={searchProperties}
          queryKey={propertySearchKey}
          initialLabel={prefillLabel(prefilledProperty)}
          onPicked={() => setValue('spaceId', noChoice)}
        />
        <DealSelectField
          control={control}
          name="spaceId"
          label="Space"
          disabledReason={spacesUnavailableReason(propertyId, spaces)}
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
          <Textarea
            {...fieldA11y(dealFieldId('description'), errors.description?.message)}
            {...register('description')}
          />
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

/** Why the Space select cannot be used yet: it lists the chosen property's spaces. */
function spacesUnavailableReason(propertyId: string, spaces: { data?: unknown; isError: boolean }) {
  if (spaces.data) return undefined;
  if (!/^\d+$/.test(propertyId)) return 'Choose a property first: its spaces are listed here.';
  if (spaces.isError) return 'The spaces of this property could not be loaded.';
  return 'Loading the spaces of this property…';
}
