import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False in the server render and in the render that hydrates it, true in every render after:
 * what differs between the server's HTML and the running app can switch on it without a
 * hydration mismatch (React re-renders once hydration is done).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
