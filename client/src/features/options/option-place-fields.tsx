import type { OptionInput } from '@common/options';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useActivePropertyLeases } from '@/lib/properties/get-property-leases';
import { usePropertySuites } from '@/lib/properties/get-property-suites';
import { noChoice, type OptionFieldId, type OptionFormValues } from './option-form-values';

export type OptionPlaceFieldsProps = {
  control: Control<OptionFormValues, unknown, OptionInput>;
  setValue: UseFormSetValue<OptionFormValues>;
  assets: BuildingOption[];
  fieldId: OptionFieldId;
};

/**
 * Where the option is: the asset, then one of its suites and the lease holding the option. The suite
 * and lease lists are the chosen asset's, so until one is chosen they have nothing to offer; choosing
 * another asset clears them, and choosing a lease sets its tenant.
 */
export function OptionPlaceFields({ control, setValue, assets, fieldId }: OptionPlaceFieldsProps) {
  const propertyId = useWatch({ control, name: 'propertyId' }) ?? null;
  const suites = usePropertySuites(propertyId);
  const leases = useActivePropertyLeases(propertyId);
  const noProperty = propertyId === null;
  const suiteHint = noProperty ? 'Choose an asset first: its suites are listed here.' : undefined;
  const leaseHint = noProperty ? 'Choose an asset first: its leases are listed here.' : undefined;

  return (
    <>
      <Controller
        control={control}
        name="propertyId"
        render={({ field, fieldState }) => (
          <SelectField
            id={fieldId('propertyId')}
            label="Asset"
            required
            error={fieldState.error?.message}
            className="sm:col-span-2"
            placeholder="Choose an asset"
            options={assets.map((asset) => ({ value: String(asset.id), label: asset.name }))}
            value={field.value ? String(field.value) : ''}
            onValueChange={(value) => {
              field.onChange(Number(value));
              setValue('spaceId', null);
              setValue('leaseId', null);
              setValue('tenantId', null);
            }}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="spaceId"
        render={({ field, fieldState }) => (
          <SelectField
            id={fieldId('spaceId')}
            label="Suite"
            error={fieldState.error?.message}
            hint={suiteHint}
            disabled={noProperty}
            options={[
              { value: noChoice, label: 'No suite' },
              ...(suites.data ?? []).map((suite) => ({
                value: String(suite.id),
                label: `Suite ${suite.suite} (floor ${suite.floorNumber})`,
              })),
            ]}
            value={field.value ? String(field.value) : noChoice}
            onValueChange={(value) => field.onChange(value === noChoice ? null : Number(value))}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="leaseId"
        render={({ field, fieldState }) => (
          <SelectField
            id={fieldId('leaseId')}
            label="Lease (holder)"
            error={fieldState.error?.message}
            hint={leaseHint}
            disabled={noProperty}
            options={[
              { value: noChoice, label: 'No lease' },
              ...(leases.data ?? []).map((lease) => ({
                value: String(lease.id),
                label: `${lease.tenant.name} — Suite ${lease.suite}`,
              })),
            ]}
            value={field.value ? String(field.value) : noChoice}
            onValueChange={(value) => {
              const lease = (leases.data ?? []).find((item) => String(item.id) === value);
              field.onChange(lease ? lease.id : null);
              setValue('tenantId', lease ? lease.tenant.id : null);
            }}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
