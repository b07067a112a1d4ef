import { type Control, Controller } from 'react-hook-form';
import { SelectField, type SelectFieldOption } from '@/components/ui/select-field';
import type { DealFormOutput, DealFormValues } from './deal-form-schema';

/** The Add Deal form's choices held by a select. */
export type SelectName = 'propertyId' | 'tenantId' | 'spaceId' | 'dealType' | 'stage' | 'leadUserId';

export const dealFieldId = (name: keyof DealFormValues) => `add-deal-${name}`;

export type DealSelectFieldProps = {
  control: Control<DealFormValues, unknown, DealFormOutput>;
  name: SelectName;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** Why the select cannot be used yet, shown under it; the select is enabled without one. */
  disabledReason?: string;
  options: SelectFieldOption[];
  onPicked?: (value: string) => void;
};

/** A labelled select bound to the Add Deal form, with its message. */
export function DealSelectField({
  control,
  name,
  label,
  required,
  placeholder,
  disabledReason,
  options,
  onPicked,
}: DealSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={dealFieldId(name)}
          label={label}
          required={required}
          error={fieldState.error?.message}
          hint={disabledReason}
          disabled={Boolean(disabledReason)}
          placeholder={placeholder}
          options={options}
          value={field.value}
          onValueChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          triggerRef={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
