import {
  type LeaseTerms,
  type LeaseTermsInput,
  leaseTermsDefaults,
  leaseTermsFormSchema,
} from '@common/lease-terms';
import type { LeaseType } from '@common/lease-types';
import { leaseTypeLabels, leaseTypes } from '@common/lease-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { useSaveLeaseTerms } from './api/save-lease-terms';

type FormInput = z.input<typeof leaseTermsFormSchema>;
type FormOutput = z.output<typeof leaseTermsFormSchema>;

/**
 * The defaults of new terms (with the organisation's default commission), or the saved terms, as the
 * form's text. A blank commission is none.
 */
function initialValues(terms: LeaseTerms | null, defaultCommissionPct: number | null): FormInput {
  const source = terms ?? leaseTermsDefaults;
  const commission = terms ? terms.leasingCommissionPct : defaultCommissionPct;
  return {
    leaseType: source.leaseType,
    term: String(source.term),
    baseRent: String(source.baseRent),
    rentEscalation: String(source.rentEscalation),
    rentFreePeriod: String(source.rentFreePeriod),
    tenantImprovements: String(source.tenantImprovements),
    otherLandlordCosts: String(source.otherLandlordCosts),
    securityDeposit: String(source.securityDeposit),
    renewalOption: source.renewalOption,
    renewalTerm: String(source.renewalTerm),
    leasingCommissionPct: commission === null ? '' : String(commission),
  };
}

/** What is sent: the form's numbers (months for the terms); no renewal term without the option. */
export function leaseTermsPayload(values: FormOutput): LeaseTermsInput {
  const renewalOption = values.renewalOption ?? false;
  return {
    leaseType: values.leaseType as LeaseType,
    term: values.term,
    baseRent: values.baseRent,
    rentEscalation: values.rentEscalation,
    rentFreePeriod: values.rentFreePeriod,
    tenantImprovements: values.tenantImprovements,
    otherLandlordCosts: values.otherLandlordCosts,
    securityDeposit: values.securityDeposit,
    renewalOption,
    renewalTerm: renewalOption ? values.renewalTerm : 0,
    leasingCommissionPct: values.leasingCommissionPct,
  };
}

export type LeaseTermsFormProps = {
  dealId: number;
  terms: LeaseTerms | null;
  /** What new terms start with (the organisation's default, from Settings); null leaves it blank. */
  defaultCommissionPct: number | null;
  onDone: () => void;
};

// Radix Select forbids an empty item value; this one stands for "none chosen".
const noLeaseType = 'none';

type NumberField = Exclude<keyof FormInput, 'leaseType' | 'renewalOption'>;

const commissionHint = 'Counted in the NER. Leave blank for no commission (0%).';
const otherCostsHint =
  'Moving allowance, legal, base-building work: paid up front and counted in the NER like TI.';

const numberFields: {
  name: Exclude<NumberField, 'renewalTerm'>;
  label: string;
  step: string;
  hint?: string;
}[] = [
  { name: 'term', label: 'Term (months)', step: '1' },
  { name: 'baseRent', label: 'Base Rent ($/SF/year)', step: '0.01' },
  { name: 'rentEscalation', label: 'Rent Escalation (% per year)', step: '0.1' },
  { name: 'rentFreePeriod', label: 'Rent-Free Period (months)', step: '1' },
  { name: 'tenantImprovements', label: 'Tenant Improvements ($/SF)', step: '0.01' },
  { name: 'otherLandlordCosts', label: 'Other landlord costs ($/SF)', step: '0.01', hint: otherCostsHint },
  { name: 'securityDeposit', label: 'Security Deposit ($)', step: '0.01' },
  {
    name: 'leasingCommissionPct',
    label: 'Leasing Commission (% of aggregate rent)',
    step: '0.01',
    hint: commissionHint,
  },
];

/** The inputs a refusal from the server may name, to show its message under. */
const leaseTermsFields: readonly (keyof FormInput)[] = [
  'leaseType',
  ...numberFields.map(({ name }) => name),
  'renewalOption',
  'renewalTerm',
];

const leaseTypeOptions = [
  { value: noLeaseType, label: 'Choose a lease type' },
  ...leaseTypes.map((value) => ({ value, label: leaseTypeLabels[value] })),
];

/** The deal's lease terms form; POST when the deal has none, PATCH when it has. */
export function LeaseTermsForm({ dealId, terms, defaultCommissionPct, onDone }: LeaseTermsFormProps) {
  const save = useSaveLeaseTerms();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(leaseTermsFormSchema),
    defaultValues: initialValues(terms, defaultCommissionPct),
  });
  const renewalOption = watch('renewalOption');

  const handleSave = async (values: FormOutput) => {
    try {
      await save.mutateAsync({ id: dealId, exists: terms !== null, terms: leaseTermsPayload(values) });
      toast({ title: 'Lease Terms Saved', description: 'The lease terms have been successfully saved.' });
      onDone();
    } catch (error) {
      const message = applyServerError({ setError }, error, leaseTermsFields);
      if (message) {
        toast({
          title: 'Error',
          description: `Failed to save lease terms: ${message}`,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <form
      noValidate
      aria-label="Lease terms"
      onSubmit={handleSubmit(handleSave)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="leaseType"
          render={({ field }) => (
            <SelectField
              id="lease-leaseType"
              label="Lease Type"
              error={errors.leaseType?.message}
              value={field.value || noLeaseType}
              onValueChange={(value) => field.onChange(value === noLeaseType ? '' : value)}
              options={leaseTypeOptions}
              triggerRef={field.ref}
              onBlur={field.onBlur}
            />
          )}
        />
        {numberFields.map(({ name, label, step, hint }) => (
          <FormField key={name} id={`lease-${name}`} label={label} error={errors[name]?.message} hint={hint}>
            <Input
              type="number"
              inputMode="decimal"
              step={step}
              {...fieldA11y(`lease-${name}`, errors[name]?.message, hint)}
              {...register(name)}
            />
          </FormField>
        ))}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <label
          htmlFor="lease-renewalOption"
          className="flex items-center gap-2 pt-2 font-medium text-sm sm:w-1/2"
        >
          <input
            id="lease-renewalOption"
            type="checkbox"
            className="size-4 cursor-pointer accent-primary"
            {...register('renewalOption')}
          />
          Renewal Option
        </label>
        {renewalOption ? (
          <FormField
            id="lease-renewalTerm"
            label="Renewal Term (months)"
            error={errors.renewalTerm?.message}
            className="sm:w-1/2"
          >
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              {...fieldA11y('lease-renewalTerm', errors.renewalTerm?.message)}
              {...register('renewalTerm')}
            />
          </FormField>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save Terms'}
        </Button>
      </div>
    </form>
  );
}
