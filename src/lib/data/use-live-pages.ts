/**
 * A long list read a page at a time: `useLivePages(count => query, size)`
 * follows the first `size` rows live and reads `size` more on `more()`. A
 * page view then costs the same reads however long the list grows
 * (docs/decisions/0013-pages-rendered-with-their-data.md). One row past the
 * page is read to know whether there are more, so the button is never a dead end.
 *
 * While the longer read answers, the rows already shown stay on screen
 * (`loadingMore`), instead of the list falling back to its placeholder.
 *
 * Another list (a new search or filter: the first page's query changes)
 * starts again at one page (decision 0018). /news and the admin lists of
 * members (Members, Edit Members, Fees, the pickers) are built on it.
 */
import type { Query } from 'firebase/firestore';
import type { QueryRead } from './live-read';
import { useCallback, useMemo, useState } from 'react';
import { sameSource, useLive, type Live, type LiveOptions } from './use-live';

export interface LivePages<T> extends Live<T[]> {
  /** There are rows past the ones shown. */
  hasMore: boolean;
  /** True while the longer read of `more()` has not answered yet. */
  loadingMore: boolean;
  /** Asks for one page more. */
  more: () => void;
}

export function useLivePages<T>(pageOf: (count: number) => QueryRead<T> | Query<T>, size: number, options?: LiveOptions<T>): LivePages<T> {
  const [count, setCount] = useState(size);
  // The list itself (its first page's query): another one starts again at one page, with nothing shown of the last.
  const first = pageOf(size);
  const [list, setList] = useState(first);
  const [shown, setShown] = useState<T[] | undefined>(undefined);
  const changed = !sameSource(list, first);
  if (changed) {
    setList(first);
    setCount(size);
    setShown(undefined);
  }
  const pages = changed ? size : count;
  const live = useLive(pageOf(pages + 1), options);
  const rows = useMemo(() => live.data?.slice(0, pages), [live.data, pages]);
  // The rows of the last answer, kept on screen while a longer read is on its way
  // (state from an earlier render: https://react.dev/reference/react/useState#storing-information-from-previous-renders).
  if (!changed && rows !== undefined && rows !== shown) setShown(rows);
  const more = useCallback(() => setCount((n) => n + size), [size]);

  if (live.data === undefined && live.error === undefined && shown !== undefined && !changed) {
    return { ...live, data: shown, loading: false, loadingMore: true, hasMore: true, more };
  }
  return { ...live, data: rows, loadingMore: false, hasMore: live.data !== undefined && live.data.length > pages, more };
}
