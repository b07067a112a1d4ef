import { cn } from '@/lib/cn';

export type ChartToggleOption<Value extends string> = { value: Value; label: string };

export type ChartToggleGroupProps<Value extends string> = {
  /** Names the group for screen readers ('Period', 'Measure'). */
  label: string;
  value: Value;
  options: readonly ChartToggleOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
};

/** A row of toggle buttons choosing one view of a chart (Years / Quarters, RSF / Annual rent). */
export function ChartToggleGroup<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ChartToggleGroupProps<Value>) {
  return (
    <fieldset
      className={cn('inline-flex shrink-0 items-center gap-0.5 rounded-lg bg-muted p-0.5', className)}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-7 cursor-pointer whitespace-nowrap rounded-md px-2.5 font-medium text-xs transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/50',
              pressed ? 'bg-card text-foreground shadow-xs' : 'text-slate-600 hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
