import type { OptionInput } from '@common/options';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { OwnerSelect } from '@/components/owners/owner-select';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { OptionFieldId, OptionFormValues } from './option-form-values';

export type OptionNoteFieldsProps = {
  control: Control<OptionFormValues, unknown, OptionInput>;
  register: UseFormRegister<OptionFormValues>;
  errors: FieldErrors<OptionFormValues>;
  fieldId: OptionFieldId;
  /** The building's asset manager, named on the Owner field's default choice when known. */
  assetManagerName?: string | null;
};

const ownerHint = "Gets the reminders for this option's dates.";

/** Who follows the option up, and the free text about it: its targets and description. */
export function OptionNoteFields({
  control,
  register,
  errors,
  fieldId,
  assetManagerName,
}: OptionNoteFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="ownerId"
        render={({ field, fieldState }) => (
          <FormField
            id={fieldId('ownerId')}
            label="Owner"
            error={fieldState.error?.message}
            hint={ownerHint}
            className="sm:col-span-2"
          >
            <OwnerSelect
              value={field.value ?? null}
              onChange={field.onChange}
              assetManagerName={assetManagerName}
              ref={field.ref}
              onBlur={field.onBlur}
              {...fieldA11y(fieldId('ownerId'), fieldState.error?.message, ownerHint)}
            />
          </FormField>
        )}
      />
      <FormField
        id={fieldId('targets')}
        label="Targets"
        error={errors.targets?.message}
        className="sm:col-span-2"
      >
        <Input
          autoComplete="off"
          placeholder="e.g. Suite 300, 5-year term at 95% of FMV"
          {...fieldA11y(fieldId('targets'), errors.targets?.message)}
          {...register('targets')}
        />
      </FormField>
      <FormField
        id={fieldId('description')}
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          {...fieldA11y(fieldId('description'), errors.description?.message)}
          {...register('description')}
        />
      </FormField>
    </>
  );
}
