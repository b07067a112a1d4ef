import { useCallback, useSyncExternalStore } from 'react';

/** Whether the window matches a media query (`(max-width: 767px)`), following it as the window resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below Tailwind's md breakpoint, where tables become card lists. */
export const phoneQuery = '(max-width: 767px)';
