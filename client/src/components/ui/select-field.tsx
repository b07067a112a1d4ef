import type { ReactNode, Ref } from 'react';
import { FormField, type FormFieldProps, fieldA11y } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';

export type SelectFieldOption = { value: string; label: string };

export type SelectFieldProps = Omit<FormFieldProps, 'children'> & {
  /** The chosen option's value; '' or undefined shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** The choices; items of one's own (e.g. grouped) go in `children` instead. */
  options?: readonly SelectFieldOption[];
  children?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** From react-hook-form's `field`: focusing the select on an error, and marking it touched. */
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
};

/**
 * A labelled select with its message and hint under it: the trigger carries the label's id and, when
 * invalid or hinted, `aria-invalid` and `aria-describedby` pointing at them.
 */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  className,
  value,
  onValueChange,
  options = [],
  children,
  placeholder,
  disabled,
  triggerRef,
  onBlur,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger
          ref={triggerRef}
          onBlur={onBlur}
          placeholder={placeholder}
          aria-required={required ? true : undefined}
          {...fieldA11y(id, error, hint)}
        />
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
          {children}
        </SelectContent>
      </Select>
    </FormField>
  );
}
