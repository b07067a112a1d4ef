import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type SearchFormProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onSearch: () => void;
  /** The demo's loading flag disables every Search button. */
  disabled: boolean;
  /** The Search button's accessible name ('Search tenant'); its visible text is 'Search'. */
  buttonLabel: string;
  placeholder?: string;
  autoComplete?: string;
};

/** A labelled input with its Search button; Enter searches too. */
export function SearchForm({
  label,
  value,
  onValueChange,
  onSearch,
  disabled,
  buttonLabel,
  placeholder,
  autoComplete = 'off',
}: SearchFormProps) {
  const inputId = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onSearch();
  };
  return (
    <Card>
      <CardContent>
        <form aria-label={label} onSubmit={handleSubmit} className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{label}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={value}
              placeholder={placeholder}
              autoComplete={autoComplete}
              onChange={(event) => onValueChange(event.target.value)}
            />
            <Button type="submit" disabled={disabled} aria-label={buttonLabel} className="h-10">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
