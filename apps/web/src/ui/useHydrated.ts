import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true once this component runs in the
 * browser. A lazily loaded island hydrates after the page: it can say when it listens to clicks.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
