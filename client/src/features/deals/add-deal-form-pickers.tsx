import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { errorId, FormField } from '@/components/ui/form-field';
import { SearchCombobox, type SearchComboboxProps, type SearchOption } from '@/components/ui/search-combobox';
import type { DealFormOutput, DealFormValues } from './deal-form-schema';
import { dealFieldId } from './deal-select-field';

export type DealPickerFieldProps = Pick<
  SearchComboboxProps,
  'search' | 'queryKey' | 'searchLabel' | 'placeholder' | 'leadingOptions'
> & {
  control: Control<DealFormValues, unknown, DealFormOutput>;
  name: 'tenantId' | 'propertyId';
  label: string;
  required?: boolean;
  /** The name of the record the form opened with (a prefill), once known. */
  initialLabel?: string;
  onPicked?: (option: SearchOption) => void;
};

/** A labelled, server-searched choice bound to the Add Deal form, with its message. */
export function DealPickerField({
  control,
  name,
  label,
  required,
  initialLabel,
  onPicked,
  ...picker
}: DealPickerFieldProps) {
  const id = dealFieldId(name);
  // The last pick's name: the form holds only the id.
  const [picked, setPicked] = useState<SearchOption | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required={required} error={fieldState.error?.message}>
          <SearchCombobox
            {...picker}
            id={id}
            ref={field.ref}
            value={field.value}
            valueLabel={picked && String(picked.id) === field.value ? picked.name : initialLabel}
            onChange={(option) => {
              setPicked(option);
              field.onChange(String(option.id));
              onPicked?.(option);
            }}
            onBlur={field.onBlur}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId(id) : undefined}
          />
        </FormField>
      )}
    />
  );
}
