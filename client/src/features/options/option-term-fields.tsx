import { addDays, isCalendarDay } from '@common/calendar-days';
import { type OptionType, optionTypeGroups } from '@common/option-types';
import type { OptionInput } from '@common/options';
import { format } from 'date-fns';
import { type Control, Controller, useWatch } from 'react-hook-form';
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

/** The day after a 'yyyy-mm-dd' value; nothing while the field is empty. */
const dayAfter = (value: string | undefined): string | undefined =>
  value && isCalendarDay(value) ? addDays(value, 1) : undefined;

/** What the option is: its type (grouped as the contract groups them) and its three dates, in order. */
export function OptionTermFields({ control, fieldId }: OptionTermFieldsProps) {
  const [noticeStart, noticeEnd] = useWatch({ control, name: ['noticeStart', 'noticeEnd'] });
  // Each date falls after the one before it: notice start, then notice end, then the effective date.
  const firstDay: Partial<Record<(typeof dateFields)[number][0], string>> = {
    noticeEnd: dayAfter(noticeStart),
    effectiveDate: dayAfter(noticeEnd),
  };
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
                min={firstDay[name]}
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
