import { Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { textDebounceMs, useDebouncedText } from '@/lib/use-debounced-text';

export type KeywordFilterHandle = {
  /** Empty the box at once (Clear All), dropping text not yet committed. */
  reset: () => void;
};

export type KeywordFilterProps = {
  id: string;
  label: string;
  placeholder: string;
  /** The committed keyword (from the URL). */
  value: string;
  /** Commits the keyword, `debounceMs` after the last keystroke or at once on Enter. */
  onChange: (keyword: string) => void;
  /**
   * The pause after the last keystroke before a commit: `textDebounceMs` unless a screen needs less;
   * 0 commits every keystroke.
   */
  debounceMs?: number;
  className?: string;
  /** The box's text as typed, before it is committed (e.g. to enable Clear All). */
  onTextChange?: (text: string) => void;
  ref?: Ref<KeywordFilterHandle>;
};

/** A filter bar's labelled keyword search box whose typing is committed after a short pause. */
export function KeywordFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
  debounceMs = textDebounceMs,
  className,
  onTextChange,
  ref,
}: KeywordFilterProps) {
  const box = useDebouncedText(value, onChange, debounceMs);
  const { text, reset } = box;
  useImperativeHandle(ref, () => ({ reset }));
  useEffect(() => {
    onTextChange?.(text);
  }, [text, onTextChange]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') box.flush();
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => box.setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          maxLength={200}
          className="pl-9"
        />
      </div>
    </div>
  );
}
