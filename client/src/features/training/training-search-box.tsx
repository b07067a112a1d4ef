import { trainingSearchMaxLength, trainingSearchMinLength } from '@common/training';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type TrainingSearchBoxProps = {
  value: string;
  onChange: (text: string) => void;
  /** Enter: search now rather than after the typing pause. */
  onSubmit: () => void;
};

/** The hero's search box; says how many characters a search needs while there are too few. */
export function TrainingSearchBox({ value, onChange, onSubmit }: TrainingSearchBoxProps) {
  const length = value.trim().length;
  const tooShort = length > 0 && length < trainingSearchMinLength;
  return (
    <search className="w-full max-w-xl">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Label htmlFor="training-search" className="sr-only">
          Search lessons
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="training-search"
            type="search"
            placeholder="Search lessons..."
            autoComplete="off"
            maxLength={trainingSearchMaxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby="training-search-hint"
            className="h-11 border-white/20 pl-10 text-base shadow-sm sm:text-sm"
          />
        </div>
        <p id="training-search-hint" aria-live="polite" className="text-indigo-100 text-xs sm:min-h-5">
          {tooShort ? `Type at least ${trainingSearchMinLength} characters to search.` : ''}
        </p>
      </form>
    </search>
  );
}
