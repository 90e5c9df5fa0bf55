import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => false);
}
