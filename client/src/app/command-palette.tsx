import { lazy, Suspense, useEffect } from 'react';
import { setCommandPaletteOpen, useCommandPaletteOpen } from '@/lib/search/command-palette-state';

const loadDialog = () => import('./command-palette-dialog');
const CommandPaletteDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CommandPaletteDialog })),
);

/** Ctrl-K (⌘-K on a Mac) opens the palette from anywhere in the signed-in app. */
function useOpenShortcut(): void {
  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setCommandPaletteOpen(true);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}

/**
 * The global search: a dialog searching properties, tenants, deals, spaces and lessons
 * on the server, results grouped by kind; arrows move, Enter or a click opens the result.
 */
export function CommandPalette() {
  useOpenShortcut();
  // Fetch the dialog's code once the screen has settled, so the first Ctrl-K opens at once.
  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => {}), 3000);
    return () => clearTimeout(timer);
  }, []);
  const open = useCommandPaletteOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPaletteDialog />
    </Suspense>
  );
}
