/**
 * A one-off read the server answers (an aggregation: counts and sums), shown as
 * a `Live` value: `useServerRead(read, key)` runs `read` again whenever `key`
 * changes (e.g. the rows on screen changed) and on `retry()`, and keeps the
 * last answer on screen while the next one is on its way.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Live } from './use-live';

export function useServerRead<T>(read: () => Promise<T>, key: string): Live<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: unknown }>({ data: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && setState({ data, error: undefined }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ data: undefined, error });
      },
    );
    return () => {
      current = false;
    };
    // `read` is a new function at each render; `key` says when its answer may have changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, loading: state.data === undefined && state.error === undefined, error: state.error, retry };
}
