import { useSyncExternalStore } from 'react';

/*
 * Whether the global search palette is open. A tiny store in lib/ so any screen (the shell's top bar,
 * the home screen's header) can open the palette that the app mounts once.
 */
let open = false;
const listeners = new Set<() => void>();

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCommandPalette = () => setCommandPaletteOpen(true);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCommandPaletteOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
