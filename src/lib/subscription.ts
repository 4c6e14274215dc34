import { startTransition, useEffect, useState } from 'react';

export type Unsubscribe = () => void;

export interface Subscribed<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * Follows a live source (a Firestore snapshot listener wrapped by a feature's api/)
 * and keeps the latest value. `key` restarts the subscription when it changes.
 * Served from the local cache first, so pages seen before open offline.
 */
export function useSubscription<T>(
  subscribe: (next: (value: T) => void, fail: (error: unknown) => void) => Unsubscribe,
  key: string,
): Subscribed<T> {
  const [state, setState] = useState<Subscribed<T> & { key: string }>({
    data: undefined,
    loading: true,
    error: undefined,
    key,
  });

  useEffect(() => {
    // Arriving data re-renders as a transition: React renders a long list in
    // small slices instead of one long task (docs/decisions/0009-fast-first-visit.md).
    const unsubscribe = subscribe(
      (data) => startTransition(() => setState({ data, loading: false, error: undefined, key })),
      (error) => {
        console.error(error);
        startTransition(() =>
          setState((s) => ({ data: s.key === key ? s.data : undefined, loading: false, error, key })),
        );
      },
    );
    return unsubscribe;
    // `subscribe` is re-created on each render by callers; `key` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.key !== key) return { data: undefined, loading: true, error: undefined };
  return { data: state.data, loading: state.loading, error: state.error };
}
