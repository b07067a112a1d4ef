import { type Control, Controller } from 'react-hook-form';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
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
  options: { value: string; label: string }[];
  onPicked?: (value: string) => void;
};

/** A labelled select bound to the form, with its message. */
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
  const id = dealFieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={label}
          required={required}
          error={fieldState.error?.message}
          hint={disabledReason}
        >
          <Select
            value={field.value}
            disabled={Boolean(disabledReason)}
            onValueChange={(value) => {
              field.onChange(value);
              onPicked?.(value);
            }}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              placeholder={placeholder}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={describedBy(id, fieldState.error?.message, disabledReason)}
            />
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
