import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openCommandPalette } from '@/lib/search/command-palette-state';

/** The wide search box of a header (md and up): opens the command palette, as Ctrl/⌘-K does. */
export function SearchBox() {
  return (
    // Named by its visible text (WCAG 2.5.3), which starts with "Search".
    <button
      type="button"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={openCommandPalette}
      className="hidden h-9 w-full max-w-md cursor-pointer items-center gap-2 rounded-lg border border-border bg-slate-50 px-3 text-muted-foreground text-sm transition-colors hover:border-slate-300 hover:bg-white md:flex"
    >
      <Search aria-hidden="true" className="size-4" />
      <span>Search properties, tenants, deals…</span>
      <kbd className="ml-auto rounded border border-border bg-white px-1.5 py-0.5 font-mono text-[10px]">
        Ctrl K
      </kbd>
    </button>
  );
}

/** The search icon button standing in for SearchBox on a phone. */
export function SearchIconButton() {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-slate-600 md:hidden"
      aria-label="Search"
      onClick={openCommandPalette}
    >
      <Search aria-hidden="true" className="size-5" />
    </Button>
  );
}
