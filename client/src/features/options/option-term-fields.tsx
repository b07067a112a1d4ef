import { type OptionType, optionTypeGroups } from '@common/option-types';
import type { OptionInput } from '@common/options';
import { format } from 'date-fns';
import { type Control, Controller } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { SelectGroup, SelectItem, SelectLabel } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { dayOf, type OptionFieldId, type OptionFormValues } from './option-form-values';

export type OptionTermFieldsProps = {
  control: Control<OptionFormValues, unknown, OptionInput>;
  fieldId: OptionFieldId;
};

const dateFields = [
  ['noticeStart', 'Notice Start'],
  ['noticeEnd', 'Notice End'],
  ['effectiveDate', 'Effective'],
] as const;

/** What the option is: its type (grouped as the contract groups them) and its three dates, in order. */
export function OptionTermFields({ control, fieldId }: OptionTermFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="optionType"
        render={({ field, fieldState }) => (
          <SelectField
            id={fieldId('optionType')}
            label="Option Type"
            required
            error={fieldState.error?.message}
            className="sm:col-span-2"
            placeholder="Choose a type"
            value={field.value ?? ''}
            onValueChange={(value) => field.onChange(value as OptionType)}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          >
            {Object.entries(optionTypeGroups).map(([group, types]) => (
              <SelectGroup key={group}>
                <SelectLabel>{group}</SelectLabel>
                {types.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectField>
        )}
      />
      {dateFields.map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <FormField id={fieldId(name)} label={label} required error={fieldState.error?.message}>
              <DatePicker
                value={dayOf(field.value)}
                onChange={(day) => field.onChange(day ? format(day, 'yyyy-MM-dd') : '')}
                onBlur={field.onBlur}
                ref={field.ref}
                {...fieldA11y(fieldId(name), fieldState.error?.message)}
              />
            </FormField>
          )}
        />
      ))}
    </>
  );
}
