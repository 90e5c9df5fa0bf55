import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/** False in the server render and the render hydrating it, true after: switch on it without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
