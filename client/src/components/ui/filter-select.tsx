import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, useLongSelect } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  /** Every choice, the 'all' sentinel included (Radix forbids an empty value). */
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
};

/**
 * A labelled select of a filter bar. Long lists (every building of the portfolio) stay cheap: only the
 * chosen option is rendered while the list is closed (useLongSelect).
 */
export function FilterSelect({ id, label, value, options, onChange, className }: FilterSelectProps) {
  const list = useLongSelect(value);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange} {...list.root}>
        <SelectTrigger id={id} />
        <SelectContent>
          {options
            .filter((option) => list.shows(option.value))
            .map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
        </SelectContent>
      </Select>
    </div>
  );
}
